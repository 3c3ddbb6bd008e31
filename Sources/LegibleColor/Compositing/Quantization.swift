// Quantising composited colours to integer code values, as renderers and peers do
// (docs/reference/compositing.md §7): axe-core and apca-w3 round to nearest, Android ATF
// truncates (integer arithmetic).

/// How a component is turned into an integer code value.
public enum QuantizationRounding: String, Sendable, Hashable, Codable, CaseIterable {
  /// Round half away from zero (`Math.round` for non-negative values): axe-core, apca-w3.
  case nearest
  /// Truncate toward zero: Android ATF's integer blend.
  case truncate
}

extension CSSColor {
  /// The colour in sRGB with each component clamped to 0…1 and snapped to a `bits`-bit code
  /// value; alpha is kept.
  ///
  /// - Parameters:
  ///   - bits: Bits per component, 1…16; 8 by default.
  ///   - rounding: Rounding rule; nearest by default.
  public func quantized(bits: Int = 8, rounding: QuantizationRounding = .nearest) -> CSSColor {
    precondition((1...16).contains(bits), "bits must be 1…16")
    let scale = Double((1 << bits) - 1)
    let c = converted(to: .sRGB).components
    func q(_ x: Double) -> Double {
      let v = min(max(x, 0), 1) * scale
      // Tiny epsilon so that 0.8·10 + 0.2·255 = 58.999999999999986 truncates to 59 as ATF's
      // integer form does (docs/reference/compositing.md §7).
      let r = rounding == .nearest ? v.rounded(.toNearestOrAwayFromZero) : (v + 1e-9).rounded(.down)
      return r / scale
    }
    return CSSColor(.sRGB, q(c.x), q(c.y), q(c.z), alpha: alpha)
  }
}
