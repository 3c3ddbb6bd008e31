/// What defines an RGB colour space: its transfer function and its linear maps to and from CIE XYZ
/// relative to its own white point.
public struct RGBSpaceDefinition: Sendable, Hashable {
  /// The transfer function between encoded and linear components.
  public var transfer: TransferFunction
  /// Linear RGB → XYZ (relative to ``white``).
  public var toXYZ: Matrix3
  /// XYZ (relative to ``white``) → linear RGB.
  public var fromXYZ: Matrix3
  /// The space's reference white.
  public var white: WhitePoint

  /// The definition of an RGB ``ColorSpace``, or `nil` for non-RGB spaces.
  public static func of(_ space: ColorSpace) -> RGBSpaceDefinition? {
    switch space {
    case .sRGB: sRGB
    case .sRGBLinear: sRGBLinear
    case .displayP3: displayP3
    case .a98RGB: a98RGB
    case .proPhotoRGB: proPhotoRGB
    case .rec2020: rec2020
    case .rec2020OETF: rec2020OETF
    case .xyzD65, .xyzD50, .lab, .lch, .oklab, .oklch: nil
    }
  }
}

/// A reference white.
public enum WhitePoint: String, Sendable, Hashable, Codable {
  /// CIE D65, xy (0.3127, 0.3290) as in CSS Color 4.
  case d65 = "D65"
  /// CIE D50, xy (0.3457, 0.3585) as in CSS Color 4.
  case d50 = "D50"

  /// XYZ of the white with Y = 1 (CSS Color 4, from the 4-digit chromaticities).
  public var xyz: SIMD3<Double> {
    switch self {
    case .d65: SIMD3(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
    case .d50: SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
    }
  }
}
