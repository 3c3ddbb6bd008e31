// Gamut mapping. Source: CSS Color Module Level 4, §13.2 "CSS Gamut Mapping to an RGB
// Destination" (https://www.w3.org/TR/css-color-4/#css-gamut-mapping), the binary search in
// OKLCH chroma with a local MINDE: lightness and hue are kept, chroma is reduced until the
// clipped colour lies within a just-noticeable difference (ΔE OK 0.02) of the reduced one.
// The same algorithm as Color.js `toGamut({ method: "css" })` and ColorAide's `minde-chroma`
// fit in OKLCH; GamutMappingTests compares with ColorAide 8.13.1.

extension CSSColor {
  /// The just-noticeable difference the CSS gamut mapping aims at: ΔE OK 0.02.
  public static let gamutMappingJND = 0.02
  /// The chroma resolution at which the CSS gamut mapping's binary search stops: 0.0001.
  public static let gamutMappingEpsilon = 0.0001

  /// This colour brought inside the gamut of an RGB space by CSS Color 4's gamut mapping.
  ///
  /// In-gamut colours are only converted. Out of gamut, the OKLCH chroma is reduced (lightness
  /// and hue kept) until clipping the result to the gamut changes it by less than a
  /// just-noticeable difference (ΔE OK 0.02), and the clipped colour is returned: the colour a
  /// CSS engine shows for `color(display-p3 1 0.2 0.1)` on an sRGB screen, `#ff341e`, not the
  /// naive per-component clip, `#ff0000`. Lightness at or beyond white or black gives white or
  /// black. A space without gamut limits (XYZ, Lab, LCh, OKLab, OKLCH) is a plain conversion.
  ///
  /// ```swift
  /// let p3 = try CSSColor(css: "color(display-p3 1 0.2 0.1)")
  /// p3.hexString()                 // nil: outside sRGB, a hex would change the colour
  /// p3.gamutMapped().hexString()   // "#ff341e"
  /// ```
  ///
  /// - Parameter destination: The space to fit into; sRGB by default.
  /// - Returns: A colour in `destination` with components in 0…1 (for an RGB destination) and
  ///   this colour's alpha; non-finite colours are returned converted, unchanged otherwise.
  public func gamutMapped(to destination: ColorSpace = .sRGB) -> CSSColor {
    let converted = converted(to: destination)
    guard destination.isRGB, isFinite else { return converted }
    let origin = self.converted(to: .oklch)
    let lightness = origin.components.x
    if lightness >= 1 { return CSSColor(.sRGB, 1, 1, 1, alpha: alpha).converted(to: destination) }
    if lightness <= 0 { return CSSColor(.sRGB, 0, 0, 0, alpha: alpha).converted(to: destination) }
    if converted.isInGamut(destination, tolerance: 0) { return converted }

    let jnd = Self.gamutMappingJND
    let epsilon = Self.gamutMappingEpsilon
    var current = origin
    var clipped = Self.clip(current, to: destination)
    var e = ContrastSuggester.deltaEOK(clipped, current)
    if e < jnd { return clipped }
    var low = 0.0
    var high = origin.components.y
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current.components.y = chroma
      if lowInGamut && current.isInGamut(destination, tolerance: 0) {
        low = chroma
        continue
      }
      clipped = Self.clip(current, to: destination)
      e = ContrastSuggester.deltaEOK(clipped, current)
      if e < jnd {
        if jnd - e < epsilon { return clipped }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// Whether ``gamutMapped(to:)`` would change this colour beyond a conversion: it lies outside
  /// the gamut of `destination` (exactly, no tolerance).
  public func needsGamutMapping(to destination: ColorSpace = .sRGB) -> Bool {
    destination.isRGB && !isInGamut(destination, tolerance: 0)
  }

  /// Each component of `color` in `space` clamped to 0…1.
  private static func clip(_ color: CSSColor, to space: ColorSpace) -> CSSColor {
    let c = color.converted(to: space)
    let clamped = SIMD3(
      min(max(c.components.x, 0), 1), min(max(c.components.y, 0), 1),
      min(max(c.components.z, 0), 1))
    return CSSColor(space, clamped, alpha: c.alpha)
  }
}
