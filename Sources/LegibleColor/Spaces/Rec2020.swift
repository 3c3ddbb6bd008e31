// ITU-R BT.2020. Source: CSS Color 4 §10.7; primaries R (0.708, 0.292), G (0.170, 0.797),
// B (0.131, 0.046), white D65. `rec2020` uses the 2.4 power (w3c/csswg-drafts#12574);
// `rec2020-oetf` keeps the BT.2020 camera curve. Exact rationals rounded once.

extension RGBSpaceDefinition {
  private static let rec2020ToXYZ = Matrix3(
    SIMD3(63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
    SIMD3(26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
    SIMD3(0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0))

  private static let rec2020FromXYZ = Matrix3(
    SIMD3(30757411.0 / 17917100.0, -6372589.0 / 17917100.0, -4539589.0 / 17917100.0),
    SIMD3(-19765991.0 / 29648200.0, 47925759.0 / 29648200.0, 467509.0 / 29648200.0),
    SIMD3(792561.0 / 44930125.0, -1921689.0 / 44930125.0, 42328811.0 / 44930125.0))

  /// Rec. 2020 with the 2.4 power.
  public static let rec2020 = RGBSpaceDefinition(
    transfer: .gamma24, toXYZ: rec2020ToXYZ, fromXYZ: rec2020FromXYZ, white: .d65)

  /// Rec. 2020 with the BT.2020 OETF.
  public static let rec2020OETF = RGBSpaceDefinition(
    transfer: .rec2020OETF, toXYZ: rec2020ToXYZ, fromXYZ: rec2020FromXYZ, white: .d65)
}
