// A float, unbounded LittleCMS transform from a profile's colours to linear sRGB.
//
// Destination: sRGB primaries (ITU-R BT.709), D65 white xy (0.3127, 0.3290), gamma 1.0
// (`cmsBuildGamma(ctx, 1.0)`). Double formats keep values outside 0…1 for matrix-shaper profiles;
// the relative colorimetric intent maps the source white to the destination white. Luminance is
// never read from LittleCMS's XYZ PCS, which is D50 (docs/reference/color-spaces.md §8–§9).

internal import CLittleCMS

/// Owns a `cmsHTRANSFORM`; deletes it in `deinit`, before its context goes.
///
/// `cmsDoTransform` may be called from several threads at once on one transform: since lcms 2.3
/// each call works on its own copy of the cache, and `cmsFLAGS_NOCACHE` disables it anyway.
final class LCMSTransform: @unchecked Sendable {  // sound: immutable; cmsDoTransform is thread-safe
  let context: LCMSContext
  private let handle: UnsafeMutableRawPointer
  private let channels: Int
  private let inputScale: Double

  /// Builds the transform from `source` to linear sRGB.
  init(
    from source: LCMSProfile, space: ICCProfile.DataColorSpace, location: String?
  ) throws(ColorManagementError) {
    let context = source.context
    let ctx = context.handle
    var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
    var primaries = cmsCIExyYTRIPLE(
      Red: cmsCIExyY(x: 0.64, y: 0.33, Y: 1), Green: cmsCIExyY(x: 0.30, y: 0.60, Y: 1),
      Blue: cmsCIExyY(x: 0.15, y: 0.06, Y: 1))
    guard let linear = cmsBuildGamma(ctx, 1.0) else {
      throw ColorManagementError(
        code: .transformFailed, message: "LittleCMS could not build a linear tone curve.",
        location: location, underlyingMessages: context.sink.drain())
    }
    defer { cmsFreeToneCurve(linear) }
    var curves: [OpaquePointer?] = [linear, linear, linear]
    let destination = try LCMSProfile(
      cmsCreateRGBProfileTHR(ctx, &white, &primaries, &curves), context: context,
      code: .transformFailed, message: "LittleCMS could not build the linear sRGB profile.",
      location: location)

    let format: cmsUInt32Number
    switch space {
    case .rgb: format = CLittleCMS_TYPE_RGB_DBL
    case .gray: format = CLittleCMS_TYPE_GRAY_DBL
    case .cmyk: format = CLittleCMS_TYPE_CMYK_DBL
    case .lab: format = CLittleCMS_TYPE_Lab_DBL
    case .xyz: format = CLittleCMS_TYPE_XYZ_DBL
    }
    // Keep both profile owners alive until LittleCMS has linked them.
    let created = withExtendedLifetime((source, destination)) {
      cmsCreateTransformTHR(
        ctx, source.handle, format, destination.handle, CLittleCMS_TYPE_RGB_DBL,
        cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), cmsUInt32Number(cmsFLAGS_NOCACHE))
    }
    guard let handle = created else {
      throw ColorManagementError(
        code: .transformFailed,
        message:
          "LittleCMS could not build a transform from this profile to linear sRGB; the profile"
          + " may be damaged or use a construct LittleCMS does not support.",
        location: location, underlyingMessages: context.sink.drain())
    }
    self.context = context
    self.handle = handle
    self.channels = space.componentCount
    // LittleCMS's double CMYK format runs 0…100 (ink percentage); callers give 0…1.
    self.inputScale = space == .cmyk ? 100 : 1
  }

  /// Converts one colour. `components.count` must equal the source's channel count.
  func callAsFunction(_ components: [Double]) -> SIMD3<Double> {
    precondition(components.count == channels, "expected \(channels) components")
    var input = components
    if inputScale != 1 {
      for i in input.indices { input[i] *= inputScale }
    }
    var output: (Double, Double, Double) = (0, 0, 0)
    input.withUnsafeBytes { inBytes in
      withUnsafeMutableBytes(of: &output) { outBytes in
        cmsDoTransform(handle, inBytes.baseAddress, outBytes.baseAddress, 1)
      }
    }
    return SIMD3(output.0, output.1, output.2)
  }

  deinit {
    cmsDeleteTransform(handle)
  }
}
