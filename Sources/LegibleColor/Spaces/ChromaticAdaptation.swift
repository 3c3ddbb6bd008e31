// Linear Bradford chromatic adaptation between D65 and D50. Source: CSS Color 4 sample code
// (https://www.w3.org/TR/css-color-4/#color-conversion-code); the matrices are the Bradford cone
// matrix [[0.8951, 0.2664, −0.1614], [−0.7502, 1.7135, 0.0367], [0.0389, −0.0685, 1.0296]] with
// von Kries scaling between the CSS D65 and D50 whites, as printed in CSS Color 4.

/// Linear Bradford adaptation between the D65 and D50 whites.
public enum ChromaticAdaptation {
  /// XYZ-D65 → XYZ-D50.
  public static let d65ToD50 = Matrix3(
    SIMD3(1.0479297925449966, 0.022946870601609527, -0.050192266289205194),
    SIMD3(0.029627808770055674, 0.99043442675388, -0.01707379906341879),
    SIMD3(-0.009243040646204521, 0.015055191490298164, 0.751874281428137))

  /// XYZ-D50 → XYZ-D65.
  public static let d50ToD65 = Matrix3(
    SIMD3(0.9554734214880752, -0.023098454948764523, 0.06325924320057066),
    SIMD3(-0.028369709333863583, 1.0099953980813041, 0.021041441191917306),
    SIMD3(0.012314014864481996, -0.02050764929889898, 1.330365926242124))
}
