import TestSupport
import Testing

@testable import LegibleColor

/// The 8-bit table must give the formula's Double bit for bit, and only for exact k/255 values.
@Suite struct SRGBByteDecodingTests {
  static func same(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }

  /// Every byte value k/255 and its neighbours one ulp away.
  @Test func everyByteAndItsNeighbours() {
    var bad: [Double] = []
    for k in 0...255 {
      let x = Double(k) / 255
      for v in [x, x.nextUp, x.nextDown] {
        if !Self.same(SRGBByteDecoding.decode(v), TransferFunction.sRGB.decode(v)) { bad.append(v) }
      }
    }
    #expect(bad.count == 0, "first: \(bad.prefix(5))")
  }

  /// Values that are not bytes: wide-gamut (negative, above 1), composited, NaN, infinities.
  @Test func otherValuesTakeTheFormula() {
    var rng = SplitMix64(seed: 255)
    var values: [Double] = [-1 / 255, 256 / 255, -0.0, 0.5, 1e-300, .nan, .infinity, -.infinity]
    for _ in 0..<2_000 { values.append(Double.random(in: -0.5...1.5, using: &rng)) }
    let bad = values.filter {
      !Self.same(SRGBByteDecoding.decode($0), TransferFunction.sRGB.decode($0))
    }
    #expect(bad.count == 0, "first: \(bad.prefix(5))")
  }

  /// docs/reference/contrast.md §8: #767676 on white is 4.542224959605253, so a grey channel of
  /// 118/255 has linear light Y = 1.05 / 4.542224959605253 − 0.05 (tolerance 1e-12).
  @Test func tableValueForA767676Channel() {
    let y = 1.05 / 4.542224959605253 - 0.05
    #expect(isApproximatelyEqual(SRGBByteDecoding.table[118], y, absoluteTolerance: 1e-12))
  }
}
