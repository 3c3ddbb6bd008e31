/// The transfer functions (encoded ↔ linear light) of the RGB spaces in CSS Color 4.
///
/// Source: CSS Color Module Level 4, §10 "Predefined colour spaces" (https://www.w3.org/TR/css-color-4/),
/// and for `rec2020` the CSSWG resolution of August 2025 (w3c/csswg-drafts#12574).
/// Every curve is extended to the whole real line by sign symmetry, `f(x) = sign(x)·f(|x|)`,
/// as CSS Color 4 and Apple's extended sRGB do (LittleCMS continues the linear segment instead).
public enum TransferFunction: String, Sendable, Hashable, Codable, CaseIterable {
  /// The piecewise sRGB curve (also Display P3): threshold 0.04045, slope 12.92, exponent 2.4.
  case sRGB = "srgb"
  /// A pure power 563/256 ≈ 2.19921875 (Adobe RGB (1998)-compatible).
  case a98RGB = "a98-rgb"
  /// ProPhoto RGB: gamma 1.8 with a linear segment below 16/512 (encoded) or 1/512 (linear).
  case proPhotoRGB = "prophoto-rgb"
  /// A pure 2.4 power (BT.1886 with black 0 and white 1), CSS `rec2020` since 2025.
  case gamma24 = "gamma-2.4"
  /// The BT.2020 camera OETF (α = 1.09929682680944, β = 0.018053968510807).
  case rec2020OETF = "rec2020-oetf"
  /// No curve: linear light.
  case linear = "linear"

  /// sRGB: encoded values at or below this are on the linear segment (IEC 61966-2-1; WCAG since 2021).
  public static let sRGBDecodeThreshold = 0.04045
  /// sRGB: linear values at or below this are on the linear segment.
  public static let sRGBEncodeThreshold = 0.0031308
  /// sRGB: slope of the linear segment.
  public static let sRGBSlope = 12.92
  /// sRGB: offset of the power segment.
  public static let sRGBOffset = 0.055
  /// sRGB: exponent of the power segment.
  public static let sRGBExponent = 2.4
  /// A98 RGB exponent, 563/256.
  public static let a98Exponent = 563.0 / 256.0
  /// ProPhoto RGB exponent.
  public static let proPhotoExponent = 1.8
  /// BT.2020 OETF α.
  public static let rec2020Alpha = 1.09929682680944
  /// BT.2020 OETF β.
  public static let rec2020Beta = 0.018053968510807

  /// Converts an encoded component to linear light.
  @inlinable
  public func decode(_ x: Double) -> Double { signSymmetric(x, decodedMagnitude) }

  /// Converts a linear-light component to its encoded form.
  @inlinable
  public func encode(_ x: Double) -> Double { signSymmetric(x, encodedMagnitude) }

  /// `curve` extended from magnitudes to the whole real line, `sign(x)·curve(|x|)`; linear light
  /// passes through as it is (so −0 stays −0).
  @inlinable @inline(__always)
  func signSymmetric(_ x: Double, _ curve: (Double) -> Double) -> Double {
    if self == .linear { return x }
    let y = curve(x.magnitude)
    return x < 0 ? -y : y
  }

  /// The decoding curve for an encoded magnitude `m` ≥ 0.
  @usableFromInline
  func decodedMagnitude(_ m: Double) -> Double {
    switch self {
    case .sRGB:
      m <= Self.sRGBDecodeThreshold
        ? m / Self.sRGBSlope
        : _pow((m + Self.sRGBOffset) / (1 + Self.sRGBOffset), Self.sRGBExponent)
    case .a98RGB: _pow(m, Self.a98Exponent)
    case .proPhotoRGB: m <= 16.0 / 512.0 ? m / 16 : _pow(m, Self.proPhotoExponent)
    case .gamma24: _pow(m, 2.4)
    case .rec2020OETF:
      m < Self.rec2020Beta * 4.5
        ? m / 4.5 : _pow((m + Self.rec2020Alpha - 1) / Self.rec2020Alpha, 1 / 0.45)
    case .linear: m
    }
  }

  /// The encoding curve for a linear magnitude `m` ≥ 0.
  @usableFromInline
  func encodedMagnitude(_ m: Double) -> Double {
    switch self {
    case .sRGB:
      m <= Self.sRGBEncodeThreshold
        ? m * Self.sRGBSlope
        : (1 + Self.sRGBOffset) * _pow(m, 1 / Self.sRGBExponent) - Self.sRGBOffset
    case .a98RGB: _pow(m, 1 / Self.a98Exponent)
    case .proPhotoRGB: m < 1.0 / 512.0 ? m * 16 : _pow(m, 1 / Self.proPhotoExponent)
    case .gamma24: _pow(m, 1 / 2.4)
    case .rec2020OETF:
      m >= Self.rec2020Beta
        ? Self.rec2020Alpha * _pow(m, 0.45) - (Self.rec2020Alpha - 1) : 4.5 * m
    case .linear: m
    }
  }

  /// Decodes three components.
  @inlinable
  public func decode(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(decode(v.x), decode(v.y), decode(v.z))
  }

  /// Encodes three components.
  @inlinable
  public func encode(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(encode(v.x), encode(v.y), encode(v.z))
  }
}
