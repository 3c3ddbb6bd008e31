// Linear light of 8-bit sRGB values by table: most colours Legible meets are hex colours, whose
// components are exactly k/255, and `TransferFunction.sRGB.decode` spends a `pow` on each.
// The table holds `decode(Double(k) / 255)` for k = 0…255, and a component is looked up only when
// it equals `Double(k) / 255` bit for bit, so the result is the same Double the formula gives;
// every other value (wide-gamut, composited, out of range, NaN) takes the formula.

/// sRGB decoding with a 256-entry table for components that are exact 8-bit values.
enum SRGBByteDecoding {
  /// `TransferFunction.sRGB.decode(Double(k) / 255)` for k = 0…255.
  static let table: [Double] = (0...255).map { TransferFunction.sRGB.decode(Double($0) / 255) }

  /// The same value as `TransferFunction.sRGB.decode(x)`.
  @inline(__always)
  static func decode(_ x: Double) -> Double {
    let scaled = x * 255
    if scaled >= 0, scaled <= 255 {
      let k = Int(scaled.rounded())
      if Double(k) / 255 == x { return table[k] }
    }
    return TransferFunction.sRGB.decode(x)
  }

  /// Three components, each as the scalar form decodes it.
  @inline(__always)
  static func decode(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(decode(v.x), decode(v.y), decode(v.z))
  }
}
