// CIE L*a*b* and LCh relative to D50, as CSS Color 4 §9 defines `lab()` and `lch()`.
// Constants: ε = 216/24389, κ = 24389/27 (CIE 15:2004, exact rational forms used by CSS Color 4).

/// CIE Lab ↔ XYZ-D50.
public enum CIELab {
  /// ε = 216/24389: the cube-root segment starts above this relative value.
  public static let epsilon = 216.0 / 24389.0
  /// κ = 24389/27: slope of the linear segment.
  public static let kappa = 24389.0 / 27.0

  /// XYZ-D50 → Lab.
  public static func fromXYZD50(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let w = WhitePoint.d50.xyz
    let r = xyz / w
    func f(_ t: Double) -> Double { t > epsilon ? _cbrt(t) : (kappa * t + 16) / 116 }
    let fx = f(r.x)
    let fy = f(r.y)
    let fz = f(r.z)
    return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// Lab → XYZ-D50.
  public static func toXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
    let fy = (lab.x + 16) / 116
    let fx = lab.y / 500 + fy
    let fz = fy - lab.z / 200
    let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
    let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
    let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
    return SIMD3(x, y, z) * WhitePoint.d50.xyz
  }
}

/// Conversions between rectangular (L, a, b) and polar (L, C, h) forms, shared by Lab and OKLab.
public enum PolarForm {
  /// (L, a, b) → (L, C, h) with h in degrees, normalised to [0, 360).
  public static func toPolar(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let c = _hypot(v.y, v.z)
    var h = _atan2(v.z, v.y) * 180 / _pi
    if h < 0 { h += 360 }
    if h >= 360 { h -= 360 }
    return SIMD3(v.x, c, h)
  }

  /// (L, C, h) → (L, a, b). A negative chroma is treated as 0, as CSS Color 4 clamps it.
  public static func fromPolar(_ v: SIMD3<Double>) -> SIMD3<Double> {
    let c = max(v.y, 0)
    let h = v.z * _pi / 180
    return SIMD3(v.x, c * _cos(h), c * _sin(h))
  }
}
