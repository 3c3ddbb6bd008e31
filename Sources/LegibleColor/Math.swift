// The only file in LegibleColor that imports the platform C library: `pow`, `cbrt`, `atan2` and
// friends come from libm so that LegibleColor stays free of Foundation.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

@usableFromInline @inline(__always) func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline @inline(__always) func _cbrt(_ x: Double) -> Double { cbrt(x) }
@usableFromInline @inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline @inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline @inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline @inline(__always) func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline @inline(__always) func _log(_ x: Double) -> Double { log(x) }
@usableFromInline @inline(__always) func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@usableFromInline @inline(__always) func _fmod(_ x: Double, _ y: Double) -> Double { fmod(x, y) }

/// Sign-preserving power: `sign(x) · |x|^y`, as CSS Color 4 extends transfer functions.
@usableFromInline @inline(__always) func _signedPow(_ x: Double, _ y: Double) -> Double {
  x < 0 ? -pow(-x, y) : pow(x, y)
}

/// π to double precision (kept here so that no other file needs libm).
let _pi = Double.pi
