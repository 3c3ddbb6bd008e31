// A branch-free `x^y = exp(y · log x)` on four doubles at a time, for the APCA batch kernel.
// Algorithms and polynomial coefficients: fdlibm 5.3 `e_log.c` and `e_exp.c` (Sun Microsystems,
// 1993; "Permission to use, copy, modify, and distribute this software is freely granted,
// provided that this notice is preserved"), rewritten for SIMD lanes: the integer parts (the
// exponent split of log, the 2^k scale of exp) work on the bit patterns, so nothing branches and
// nothing leaves the vector registers. Each step is accurate to under 1 ulp; the composition is
// within a few ulp of libm `pow` (the APCA batch tests state the measured bound). Valid for
// positive normal `x` with |y · log x| < 700; callers check the range and fall back to `_pow`.

/// `pow` for four lanes at once (see the file comment for the algorithm and its range).
enum VectorPow {
  /// Smallest and largest `x` the lanes accept (positive, normal, far from overflow).
  static let minimumInput = 0x1p-1000
  static let maximumInput = 0x1p1000

  /// `x^y` per lane, for `x` in `minimumInput…maximumInput` and `|y| ≤ 1`.
  @inline(__always)
  static func pow(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> SIMD4<Double> {
    exp(log(x) * y)
  }

  /// Natural logarithm per lane (fdlibm `e_log.c`), for positive normal `x`.
  @inline(__always)
  static func log(_ x: SIMD4<Double>) -> SIMD4<Double> {
    // x = 2^k · m with m in [√2/2, √2): shift the bits so that the exponent field of `u` is
    // k + 1023, then rebuild m from the low 52 bits.
    let sqrtHalf: UInt64 = 0x3FE6_A09E_667F_3BCD
    let bits = unsafeBitCast(x, to: SIMD4<UInt64>.self)
    let u = bits &+ (0x3FF0_0000_0000_0000 &- sqrtHalf)
    let m = unsafeBitCast((u & 0x000F_FFFF_FFFF_FFFF) &+ sqrtHalf, to: SIMD4<Double>.self)
    // k as a double, exactly: 2^52 + (k + 1023) read as a double, minus 2^52 + 1023.
    let k =
      unsafeBitCast((u &>> 52) | 0x4330_0000_0000_0000, to: SIMD4<Double>.self)
      - SIMD4(repeating: 0x1p52 + 1023)
    let f = m - 1
    let s = f / (2 + f)
    let z = s * s
    let w = z * z
    let t1 = w * (lg2 + w * (lg4 + w * lg6))
    let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
    let r = t2 + t1
    let hfsq = 0.5 * f * f
    return k * ln2Hi - ((hfsq - (s * (hfsq + r) + k * ln2Lo)) - f)
  }

  /// e^x per lane (fdlibm `e_exp.c`), for |x| < 700.
  @inline(__always)
  static func exp(_ x: SIMD4<Double>) -> SIMD4<Double> {
    // k = round(x / ln 2) through the 1.5·2^52 trick: its low bits hold k as an integer.
    let shifter = SIMD4<Double>(repeating: 0x1.8p52)
    let kShifted = x * invLn2 + shifter
    let k = kShifted - shifter
    let hi = x - k * ln2Hi
    let lo = k * ln2Lo
    let r = hi - lo
    let t = r * r
    let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
    let e = 1 - ((lo - (r * c) / (2 - c)) - hi)
    // Scale by 2^k: add k to the exponent field (two's complement wraps for negative k).
    let scale = unsafeBitCast(kShifted, to: SIMD4<UInt64>.self) &<< 52
    return unsafeBitCast(unsafeBitCast(e, to: SIMD4<UInt64>.self) &+ scale, to: SIMD4<Double>.self)
  }

  // fdlibm e_log.c
  static let ln2Hi = 6.93147180369123816490e-01  // 0x3FE62E42 FEE00000
  static let ln2Lo = 1.90821492927058770002e-10  // 0x3DEA39EF 35793C76
  static let lg1 = 6.666666666666735130e-01
  static let lg2 = 3.999999999940941908e-01
  static let lg3 = 2.857142874366239149e-01
  static let lg4 = 2.222219843214978396e-01
  static let lg5 = 1.818357216161805012e-01
  static let lg6 = 1.531383769920937332e-01
  static let lg7 = 1.479819860511658591e-01
  // fdlibm e_exp.c
  static let invLn2 = 1.44269504088896338700e+00
  static let p1 = 1.66666666666666019037e-01
  static let p2 = -2.77777777770155933842e-03
  static let p3 = 6.61375632143793436117e-05
  static let p4 = -1.65339022054652515390e-06
  static let p5 = 4.13813679705723846039e-08
}
