// ProPhoto RGB (ROMM RGB). Source: CSS Color 4 §10.6; primaries R (0.734699, 0.265301),
// G (0.159597, 0.840403), B (0.036598, 0.000105), white D50; gamma 1.8 with a linear toe.
// Matrices as computed in CSS Color 4 sample code (docs/reference/color-spaces.md §4).

extension RGBSpaceDefinition {
  /// ProPhoto RGB.
  public static let proPhotoRGB = RGBSpaceDefinition(
    transfer: .proPhotoRGB,
    toXYZ: Matrix3(
      SIMD3(0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
      SIMD3(0.2880748288194013, 0.711835234241873, 0.0000899369387256457),
      SIMD3(0, 0, 0.8251046025104602)),
    fromXYZ: Matrix3(
      SIMD3(1.3457868816471583, -0.25557208737979464, -0.05110186497554526),
      SIMD3(-0.5446307051249019, 1.5082477428451468, 0.020527447436421393),
      SIMD3(0, 0, 1.2119675456389452)),
    white: .d50)
}
