// Built-in profiles for the CSS Color 4 predefined RGB spaces, a grey profile and Apple's two
// Generic profiles, built in memory with LittleCMS from the analytic definitions
// (docs/reference/color-spaces.md §3–§4, docs/reference/generic-rgb.md):
// CSS Color 4 §10 (https://www.w3.org/TR/css-color-4/#predefined) chromaticities and whites, and
// the transfer functions as ICC parametric curves (lcms type 4 = ICC parametric type 3:
// Y = (aX + b)^g for X ≥ d, Y = cX below).
//
// - sRGB, Display P3: [2.4, 1/1.055, 0.055/1.055, 1/12.92, 0.04045] (IEC 61966-2-1).
// - A98 RGB: gamma 563/256 (Adobe RGB (1998) §4.3.4.2). Rec.2020: gamma 2.4 (CSS since 2025,
//   w3c/csswg-drafts#12574). srgb-linear: gamma 1.0.
// - ProPhoto RGB: [1.8, 1, 0, 1/16, 1/32], exactly CSS's `x ≤ 16/512 ? x/16 : x^1.8` (ROMM RGB,
//   ISO 22028-2), D50 white.
// - Grey gamma 2.2 (like Apple's "Generic Gray Gamma 2.2"): white given as D65 here, but LittleCMS
//   maps grey through the D50 PCS white and relative colorimetric lands it on the destination
//   white either way, so grey always converts to neutral linear sRGB (r = g = b = v^2.2).
// - Apple Generic RGB (Interface Builder `calibratedRGB`): P22 phosphors, D65, pure gamma 1.8
//   (Apple Technical Q&A QA1430); the chromaticities are un-adapted from the profile's colorants
//   and their last digits are unverified (docs/reference/generic-rgb.md §2). Apple Generic Gray
//   (`calibratedWhite`): grey, pure gamma 1.8, neutral like gray-gamma-22.
// Inside LittleCMS nothing is quantised, so these agree with LegibleColor's double maths to ~1e-7;
// the serialised bytes (``ICCProfile/data()``) round parameters to s15Fixed16 (~1.5e-5).

internal import CLittleCMS

/// Profiles built into Legible: the CSS Color 4 predefined RGB spaces (named by their CSS
/// identifiers), a gamma-2.2 grey, and Apple's Generic RGB and Generic Gray colour spaces.
///
/// The Apple spaces are not CSS predefined spaces: `color(apple-generic-rgb …)` is not CSS. They
/// are what Interface Builder's `calibratedRGB` and `calibratedWhite` colours are in.
public enum BuiltInProfile: String, CaseIterable, Sendable, Hashable, Codable {
  /// sRGB (IEC 61966-2-1), CSS `srgb`.
  case sRGB = "srgb"
  /// Display P3 (P3 primaries, D65, sRGB curve), CSS `display-p3`.
  case displayP3 = "display-p3"
  /// Adobe RGB (1998), CSS `a98-rgb`.
  case adobeRGB1998 = "a98-rgb"
  /// ITU-R BT.2020 primaries with a 2.4 power curve, CSS `rec2020`.
  case rec2020 = "rec2020"
  /// ProPhoto (ROMM) RGB, D50, CSS `prophoto-rgb`.
  case proPhotoRGB = "prophoto-rgb"
  /// Grey with a 2.2 power curve (as Apple's Generic Gray Gamma 2.2).
  case grayGamma22 = "gray-gamma-22"
  /// Linear-light sRGB, CSS `srgb-linear`.
  case linearSRGB = "srgb-linear"
  /// Apple's Generic RGB (P22 phosphors, D65, gamma 1.8; Technical Q&A QA1430): Interface
  /// Builder's `calibratedRGB`, `NSCalibratedRGBColorSpace`. Slightly wider than sRGB.
  case genericRGB = "apple-generic-rgb"
  /// Apple's Generic Gray (gamma 1.8): Interface Builder's `calibratedWhite`,
  /// `NSCalibratedWhiteColorSpace`.
  case genericGray = "apple-generic-gray"

  /// The profile description written into the built profile.
  var profileDescription: String {
    switch self {
    case .sRGB: "Legible sRGB"
    case .displayP3: "Legible Display P3"
    case .adobeRGB1998: "Legible A98 RGB (Adobe RGB 1998 compatible)"
    case .rec2020: "Legible Rec. 2020 (gamma 2.4)"
    case .proPhotoRGB: "Legible ProPhoto RGB"
    case .grayGamma22: "Legible Gray Gamma 2.2"
    case .linearSRGB: "Legible linear sRGB"
    case .genericRGB: "Legible Generic RGB (Apple, gamma 1.8)"
    case .genericGray: "Legible Generic Gray (Apple, gamma 1.8)"
    }
  }

  /// Chromaticities of red, green, blue (CSS Color 4 §10; Generic RGB: docs/reference/generic-rgb.md
  /// §2), or `nil` for grey.
  var primaries: [(x: Double, y: Double)]? {
    switch self {
    case .sRGB, .linearSRGB: [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    case .displayP3: [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
    case .adobeRGB1998: [(0.64, 0.33), (0.21, 0.71), (0.15, 0.06)]
    case .rec2020: [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)]
    case .proPhotoRGB: [(0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105)]
    case .genericRGB: [(0.6294, 0.3408), (0.2949, 0.6055), (0.1551, 0.0762)]
    case .grayGamma22, .genericGray: nil
    }
  }

  /// The white's chromaticity: D50 (0.3457, 0.3585) for ProPhoto, else D65 (0.3127, 0.3290).
  var white: (x: Double, y: Double) {
    self == .proPhotoRGB ? (0.3457, 0.3585) : (0.3127, 0.3290)
  }

  /// The LittleCMS parametric curve type and parameters of the transfer function.
  var curve: (type: Int32, parameters: [Double]) {
    switch self {
    case .sRGB, .displayP3: (4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
    case .adobeRGB1998: (1, [563.0 / 256.0])
    case .rec2020: (1, [2.4])
    case .proPhotoRGB: (4, [1.8, 1, 0, 1.0 / 16.0, 16.0 / 512.0])
    case .grayGamma22: (1, [2.2])
    case .linearSRGB: (1, [1])
    case .genericRGB, .genericGray: (1, [1.8])
    }
  }
}

extension ICCProfile {
  /// A built-in profile (shared, created on first use of that profile).
  ///
  /// - Parameter builtIn: Which profile.
  /// - Returns: The profile; its ``name`` is the case's raw value (`"display-p3"`,
  ///   `"apple-generic-rgb"`, …).
  public static func builtIn(_ builtIn: BuiltInProfile) -> ICCProfile {
    // One lazily built profile per case: building all nine on the first call took 38 M
    // instructions (12 ms) where a storyboard's `calibratedRGB` needs Generic RGB alone.
    switch builtIn {
    case .sRGB: BuiltIns.sRGB
    case .displayP3: BuiltIns.displayP3
    case .adobeRGB1998: BuiltIns.adobeRGB1998
    case .rec2020: BuiltIns.rec2020
    case .proPhotoRGB: BuiltIns.proPhotoRGB
    case .grayGamma22: BuiltIns.grayGamma22
    case .linearSRGB: BuiltIns.linearSRGB
    case .genericRGB: BuiltIns.genericRGB
    case .genericGray: BuiltIns.genericGray
    }
  }

  /// The built-in profiles, each made on its first use (a `static let` is initialised once,
  /// thread-safely).
  private enum BuiltIns {
    static let sRGB = built(.sRGB)
    static let displayP3 = built(.displayP3)
    static let adobeRGB1998 = built(.adobeRGB1998)
    static let rec2020 = built(.rec2020)
    static let proPhotoRGB = built(.proPhotoRGB)
    static let grayGamma22 = built(.grayGamma22)
    static let linearSRGB = built(.linearSRGB)
    static let genericRGB = built(.genericRGB)
    static let genericGray = built(.genericGray)

    static func built(_ builtIn: BuiltInProfile) -> ICCProfile {
      do {
        return try make(builtIn)
      } catch {
        // Only an allocation failure inside LittleCMS can get here.
        preconditionFailure("LittleCMS could not build the built-in profile: \(error)")
      }
    }
  }

  fileprivate static func make(_ builtIn: BuiltInProfile) throws(ColorManagementError) -> ICCProfile
  {
    let location = "built-in profile \(builtIn.rawValue)"
    let context = try LCMSContext(location: location)
    let ctx = context.handle
    let (type, parameters) = builtIn.curve
    guard let curve = cmsBuildParametricToneCurve(ctx, type, parameters) else {
      throw ColorManagementError(
        code: .transformFailed, message: "LittleCMS could not build the tone curve.",
        location: location, underlyingMessages: context.sink.drain())
    }
    defer { cmsFreeToneCurve(curve) }
    var white = cmsCIExyY(x: builtIn.white.x, y: builtIn.white.y, Y: 1)
    let handle: UnsafeMutableRawPointer?
    let colorSpace: ICCProfile.DataColorSpace
    if let p = builtIn.primaries {
      var primaries = cmsCIExyYTRIPLE(
        Red: cmsCIExyY(x: p[0].x, y: p[0].y, Y: 1), Green: cmsCIExyY(x: p[1].x, y: p[1].y, Y: 1),
        Blue: cmsCIExyY(x: p[2].x, y: p[2].y, Y: 1))
      var curves: [OpaquePointer?] = [curve, curve, curve]
      handle = cmsCreateRGBProfileTHR(ctx, &white, &primaries, &curves)
      colorSpace = .rgb
    } else {
      handle = cmsCreateGrayProfileTHR(ctx, &white, curve)
      colorSpace = .gray
    }
    let profile = try LCMSProfile(
      handle, context: context, code: .transformFailed,
      message: "LittleCMS could not build the profile.", location: location)
    if let mlu = cmsMLUalloc(ctx, 1) {
      defer { cmsMLUfree(mlu) }
      if cmsMLUsetASCII(mlu, "en", "US", builtIn.profileDescription) != 0 {
        _ = cmsWriteTag(profile.handle, cmsSigProfileDescriptionTag, UnsafeRawPointer(mlu))
      }
    }
    return try ICCProfile(
      profile: profile, bytes: profile.serialized() ?? [], name: builtIn.rawValue,
      colorSpace: colorSpace, location: location)
  }
}
