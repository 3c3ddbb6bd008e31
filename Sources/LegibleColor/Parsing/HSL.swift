// HSL and HWB to sRGB and sRGB to HSL, CSS Color Module Level 4 §7.1, §7.2 and §8.1
// (https://www.w3.org/TR/css-color-4/#hsl-to-rgb, #rgb-to-hsl, #hwb-to-rgb);
// docs/reference/color-spaces.md §7.

/// Conversions from the cylindrical sRGB notations `hsl()` and `hwb()` to sRGB.
enum HSL {
  /// HSL → gamma-encoded sRGB.
  ///
  /// - Parameters:
  ///   - hue: Degrees, any finite value (wrapped to 0…360).
  ///   - saturation: 0…1.
  ///   - lightness: 0…1.
  /// - Returns: sRGB components in 0…1 for inputs in range.
  static func toSRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    let a = saturation * min(lightness, 1 - lightness)
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(f(0), f(8), f(4))
  }

  /// HWB → gamma-encoded sRGB; whiteness + blackness ≥ 1 gives the grey `W / (W + B)`.
  ///
  /// - Parameters:
  ///   - hue: Degrees, any finite value.
  ///   - whiteness: 0…1.
  ///   - blackness: 0…1.
  static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
    if whiteness + blackness >= 1 {
      let grey = whiteness / (whiteness + blackness)
      return SIMD3(repeating: grey)
    }
    let rgb = toSRGB(hue: hue, saturation: 1, lightness: 0.5)
    return rgb * (1 - whiteness - blackness) + whiteness
  }

  /// Gamma-encoded sRGB → HSL (§7.2): hue in degrees (nil where it is powerless, for greys),
  /// saturation and lightness as fractions. A negative saturation (out-of-gamut input) turns
  /// the hue by 180°.
  static func fromSRGB(_ rgb: SIMD3<Double>) -> (
    hue: Double?, saturation: Double, lightness: Double
  ) {
    let high = rgb.max()
    let low = rgb.min()
    let lightness = (low + high) / 2
    let d = high - low
    guard d != 0 else { return (nil, 0, lightness) }
    var saturation =
      lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch high {
    case rgb.x: hue = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
    case rgb.y: hue = (rgb.z - rgb.x) / d + 2
    default: hue = (rgb.x - rgb.y) / d + 4
    }
    hue *= 60
    if saturation < 0 {
      hue += 180
      saturation = abs(saturation)
    }
    if hue >= 360 { hue -= 360 }
    return (hue, saturation, lightness)
  }
}
