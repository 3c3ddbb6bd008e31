import LegibleJSON
import TestSupport
import Testing

/// ``ShortestDecimal`` must spell every Double exactly as `Double.description` does (the
/// contract of `legible contrast --batch` and of grid JSON ratios).
@Suite struct ShortestDecimalTests {
  /// The values whose spelling differs, with both spellings (empty when all agree).
  static func mismatches(_ values: some Sequence<Double>) -> [String] {
    var bad: [String] = []
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDecimal.maximumLength)
    defer { buffer.deallocate() }
    for value in values {
      let count = ShortestDecimal.write(value, to: buffer)
      let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
      if text != value.description, bad.count < 10 {
        bad.append("\(value.description) (bits \(value.bitPattern)) → \(text)")
      }
    }
    return bad
  }

  @Test(
    "published ratios and Lc values (docs/reference/benchmarks.md §1)",
    arguments: [
      (4.809321620716277, "4.809321620716277"), (-57.65678660150111, "-57.65678660150111"),
      (2.029223409715322, "2.029223409715322"), (21.0, "21.0"), (1.0, "1.0"), (0.0, "0.0"),
      (-0.0, "-0.0"), (4.5, "4.5"), (1e-5, "1e-05"), (0.015625, "0.015625"),
    ])
  func published(value: Double, expected: String) {
    var text = ""
    ShortestDecimal.append(value, to: &text)
    #expect(text == expected)
  }

  @Test("random bit patterns across and around the positional range") func randomBits() {
    var rng = SplitMix64(seed: 42)
    let values = (0..<300_000).map { _ -> Double in
      let bits = rng.next()
      let exponent = UInt64.random(in: 1000...1090, using: &rng)
      return Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | exponent << 52)
    }
    #expect(Self.mismatches(values) == [])
  }

  @Test("uniform WCAG ratios and APCA Lc values") func uniformRatios() {
    var rng = SplitMix64(seed: 7)
    let values = (0..<200_000).flatMap { _ in
      [Double.random(in: 1...21, using: &rng), Double.random(in: -110...110, using: &rng)]
    }
    #expect(Self.mismatches(values) == [])
  }

  @Test("powers of two and ten and their neighbours, short decimals, specials") func edges() {
    var values: [Double] = [
      0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      .ulpOfOne, 9_007_199_254_740_992, 9_007_199_254_740_991, 4_503_599_627_370_496.5, 0.1, 0.2,
      0.3, 1.0 / 3,
    ]
    for e in -70...60 {
      let p = Double(sign: .plus, exponent: e, significand: 1)
      values += [p, p.nextUp, p.nextDown, p.nextUp.nextUp, p.nextDown.nextDown]
    }
    var power = 1e-20
    while power < 1e20 {
      var up = power
      var down = power
      for _ in 0..<20 {
        values += [up, down, -up]
        up = up.nextUp
        down = down.nextDown
      }
      power *= 10
    }
    for i in 0..<20_000 {
      let x = Double(i)
      values += [x, x / 100, x / 1000, x / 7, x * 0.1, x * 0.01]
    }
    #expect(Self.mismatches(values) == [])
  }
}
