import LegibleColor

/// A CSS filter function applied to one colour (Filter Effects Module Level 1 §13,
/// https://www.w3.org/TR/filter-effects-1/#filter-functions): `brightness()` is a linear
/// component transfer with slope `amount` on R, G and B; `saturate()` is the `feColorMatrix`
/// saturate matrix (amounts above 1 over-saturate). Each function's result is clamped to 0…1 and
/// alpha is kept.
///
/// The channels are gamma-encoded sRGB: "Filter Functions must operate in the sRGB color space"
/// (the spec's `filter` property; `color-interpolation-filters`, linearRGB by default, applies
/// to SVG filter primitives only), as browsers do (docs/reference/presets.md §3). Filtering each colour on its own equals
/// filtering the flattened control, because both functions are linear, except where a channel
/// clips under a translucent colour.
enum CSSFilterFunction: Sendable, Hashable {
  /// `brightness(amount)`: every channel times `amount` (≥ 0).
  case brightness(Double)
  /// `saturate(amount)`: the saturate matrix (≥ 0; 1 = unchanged, 0 = grey).
  case saturate(Double)

  /// The function as CSS writes it, e.g. `brightness(0.96)`.
  var css: String {
    switch self {
    case .brightness(let a): "brightness(\(a.plainDescription))"
    case .saturate(let s): "saturate(\(s.plainDescription))"
    }
  }

  /// The function on gamma-encoded sRGB channels, clamped to 0…1.
  func apply(_ c: SIMD3<Double>) -> SIMD3<Double> {
    var out: SIMD3<Double>
    switch self {
    case .brightness(let a):
      out = c * a
    case .saturate(let s):
      out = SIMD3(
        (0.213 + 0.787 * s) * c.x + (0.715 - 0.715 * s) * c.y + (0.072 - 0.072 * s) * c.z,
        (0.213 - 0.213 * s) * c.x + (0.715 + 0.285 * s) * c.y + (0.072 - 0.072 * s) * c.z,
        (0.213 - 0.213 * s) * c.x + (0.715 - 0.715 * s) * c.y + (0.072 + 0.928 * s) * c.z)
    }
    return out.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
  }

  /// A filter list (functions in CSS order) applied to a colour: the colour converted to
  /// gamma-encoded sRGB, each function in turn, alpha unchanged.
  static func apply(_ functions: [CSSFilterFunction], to color: CSSColor) -> CSSColor {
    var rgb = color.converted(to: .sRGB).components
    for f in functions { rgb = f.apply(rgb) }
    return CSSColor(.sRGB, rgb, alpha: color.alpha)
  }
}
