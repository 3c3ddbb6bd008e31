// sRGB and linear sRGB. Source: CSS Color 4 §10.2 "sRGB" and sample code
// (https://www.w3.org/TR/css-color-4/#color-conversion-code); primaries R (0.640, 0.330),
// G (0.300, 0.600), B (0.150, 0.060), white D65 (0.3127, 0.3290). The matrices are the exact
// rationals of CSS Color 4 rounded once to double.

extension RGBSpaceDefinition {
  /// Linear sRGB → XYZ-D65.
  public static let sRGBToXYZ = Matrix3(
    SIMD3(506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0),
    SIMD3(87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0),
    SIMD3(7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0))

  /// XYZ-D65 → linear sRGB.
  public static let sRGBFromXYZ = Matrix3(
    SIMD3(12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
    SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
    SIMD3(705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0))

  /// sRGB (IEC 61966-2-1).
  public static let sRGB = RGBSpaceDefinition(
    transfer: .sRGB, toXYZ: sRGBToXYZ, fromXYZ: sRGBFromXYZ, white: .d65)

  /// Linear-light sRGB.
  public static let sRGBLinear = RGBSpaceDefinition(
    transfer: .linear, toXYZ: sRGBToXYZ, fromXYZ: sRGBFromXYZ, white: .d65)
}
