/// A colour space in which a ``CSSColor`` stores its three components.
///
/// The raw values are the identifiers CSS Color 4 uses in `color()` (and the function names for
/// `lab`, `lch`, `oklab`, `oklch`), so they are stable for serialisation and reports.
///
/// Component meanings:
/// - RGB spaces (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`,
///   `rec2020-oetf`): red, green, blue; 0…1 inside the gamut, extended range allowed.
/// - `xyz-d65`, `xyz-d50`: X, Y, Z with the white's Y = 1.
/// - `lab`: L* 0…100, a*, b* (D50). `lch`: L*, chroma, hue in degrees (D50).
/// - `oklab`: L 0…1, a, b. `oklch`: L, chroma, hue in degrees.
public enum ColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
  /// sRGB (IEC 61966-2-1), gamma-encoded with the piecewise sRGB curve.
  case sRGB = "srgb"
  /// sRGB primaries and D65 white, linear light.
  case sRGBLinear = "srgb-linear"
  /// Display P3: P3 primaries, D65 white, sRGB transfer function.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998)-compatible, gamma 563/256.
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB (ROMM), D50 white, gamma 1.8 with a linear toe.
  case proPhotoRGB = "prophoto-rgb"
  /// ITU-R BT.2020 primaries with the BT.1886 2.4 power (CSS Color 4 since August 2025).
  case rec2020 = "rec2020"
  /// ITU-R BT.2020 primaries with the BT.2020 camera OETF (the older CSS definition).
  case rec2020OETF = "rec2020-oetf"
  /// CIE XYZ relative to D65.
  case xyzD65 = "xyz-d65"
  /// CIE XYZ relative to D50.
  case xyzD50 = "xyz-d50"
  /// CIE L*a*b* (D50).
  case lab = "lab"
  /// CIE LCh, the polar form of ``lab``.
  case lch = "lch"
  /// Björn Ottosson's OKLab.
  case oklab = "oklab"
  /// The polar form of ``oklab``.
  case oklch = "oklch"

  /// Whether the space is an RGB space (components are red, green, blue).
  public var isRGB: Bool {
    switch self {
    case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .rec2020OETF: true
    case .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch: false
    }
  }

  /// Whether the third component is a hue angle in degrees.
  public var isPolar: Bool { self == .lch || self == .oklch }
}
