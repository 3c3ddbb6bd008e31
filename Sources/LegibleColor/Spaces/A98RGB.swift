// A98 RGB (Adobe RGB (1998)-compatible). Source: CSS Color 4 §10.5; primaries R (0.64, 0.33),
// G (0.21, 0.71), B (0.15, 0.06), white D65, transfer x^(563/256). Exact rationals rounded once.

extension RGBSpaceDefinition {
  /// A98 RGB.
  public static let a98RGB = RGBSpaceDefinition(
    transfer: .a98RGB,
    toXYZ: Matrix3(
      SIMD3(573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
      SIMD3(591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
      SIMD3(53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0)),
    fromXYZ: Matrix3(
      SIMD3(1829569.0 / 896150.0, -506331.0 / 896150.0, -308931.0 / 896150.0),
      SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
      SIMD3(16779.0 / 1248040.0, -147721.0 / 1248040.0, 1266979.0 / 1248040.0)),
    white: .d65)
}
