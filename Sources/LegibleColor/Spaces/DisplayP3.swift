// Display P3. Source: CSS Color 4 §10.4; primaries R (0.680, 0.320), G (0.265, 0.690),
// B (0.150, 0.060), white D65, sRGB transfer function. Exact rationals rounded once.

extension RGBSpaceDefinition {
  /// Display P3.
  public static let displayP3 = RGBSpaceDefinition(
    transfer: .sRGB,
    toXYZ: Matrix3(
      SIMD3(608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
      SIMD3(35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
      SIMD3(0, 32229.0 / 714400.0, 5220557.0 / 5000800.0)),
    fromXYZ: Matrix3(
      SIMD3(446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0),
      SIMD3(-14852.0 / 17905.0, 63121.0 / 35810.0, 423.0 / 17905.0),
      SIMD3(11844.0 / 330415.0, -50337.0 / 660830.0, 316169.0 / 330415.0)),
    white: .d65)
}
