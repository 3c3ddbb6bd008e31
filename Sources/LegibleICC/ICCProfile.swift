// ICC profiles read with LittleCMS 2 (lcms 2.14+, https://www.littlecms.com) and converted to
// linear-light sRGB with a double-precision, unbounded transform (relative colorimetric intent).
// Luminance is taken from these linear sRGB values, never from LittleCMS's XYZ PCS (D50).
// See docs/reference/color-spaces.md §8–§9.

internal import CLittleCMS
import Foundation
import LegibleColor

/// An ICC colour profile (from a file, from bytes, or built in) that converts its colours to
/// linear-light sRGB.
///
/// A profile is immutable once created and owns only a LittleCMS context and one transform to
/// linear sRGB; the profile handle itself is closed after the transform is built. It is therefore
/// safe to share across threads: `cmsDoTransform` is thread-safe since LittleCMS 2.3 (each call
/// uses its own copy of the cache, and the transform is built with `cmsFLAGS_NOCACHE`).
///
/// ```swift
/// let p3 = ICCProfile.builtIn(.displayP3)
/// p3.linearSRGB([1, 0, 0])  // ≈ (1.224940, −0.042057, −0.019638): outside sRGB, unclamped
/// ```
public final class ICCProfile: @unchecked Sendable {
  /// The data colour space of a profile: what its device values are.
  public enum DataColorSpace: String, Sendable, Hashable, Codable, CaseIterable {
    /// Red, green, blue (ICC `RGB `), each 0…1.
    case rgb
    /// Grey (ICC `GRAY`), 0…1.
    case gray
    /// Cyan, magenta, yellow, black (ICC `CMYK`), each 0…1 (not LittleCMS's 0…100).
    case cmyk
    /// CIE Lab (ICC `Lab `): L 0…100, a and b about −128…127.
    case lab
    /// CIE XYZ (ICC `XYZ `), Y = 1 for the white.
    case xyz

    /// How many components a colour in this space has.
    public var componentCount: Int {
      switch self {
      case .gray: 1
      case .rgb, .lab, .xyz: 3
      case .cmyk: 4
      }
    }

    /// The space for an ICC header signature, or `nil` when Legible does not support it.
    init?(signature: String) {
      switch signature {
      case "RGB ": self = .rgb
      case "GRAY": self = .gray
      case "CMYK": self = .cmyk
      case "Lab ": self = .lab
      case "XYZ ": self = .xyz
      default: return nil
      }
    }
  }

  /// The name the profile was created with: the file name, the name given with the bytes, or
  /// the built-in profile's raw value (``BuiltInProfile``).
  public let name: String
  /// The profile description tag (`desc`), or the name when the profile has none.
  public let description: String
  /// The data colour space of the profile's device values.
  public let colorSpace: DataColorSpace
  /// How many components ``linearSRGB(_:)`` takes: 3 for RGB, 1 for grey, 4 for CMYK.
  public var componentCount: Int { colorSpace.componentCount }

  private let bytes: [UInt8]
  private let transform: LCMSTransform

  /// Builds the transform for an open profile; the profile handle may be closed afterwards.
  init(
    profile: LCMSProfile, bytes: [UInt8], name: String, colorSpace: DataColorSpace,
    location: String?
  ) throws(ColorManagementError) {
    self.transform = try LCMSTransform(from: profile, space: colorSpace, location: location)
    self.bytes = bytes
    self.name = name
    self.description = profile.info(cmsInfoDescription) ?? name
    self.colorSpace = colorSpace
  }

  /// The largest profile file read (32 MiB; real profiles are a few kilobytes to a few megabytes).
  public static let maximumFileSize = 32 << 20

  /// Reads an ICC profile (`.icc`, `.icm`) from the file at a `file:` URL (see
  /// the path form of `init(contentsOf:)`).
  ///
  /// - Parameter url: A `file:` URL.
  /// - Throws: ``ColorManagementError``: ``ColorManagementError/Code/unreadableFile`` for a URL
  ///   that is not a `file:` URL, otherwise as the path initialiser.
  public convenience init(contentsOf url: URL) throws(ColorManagementError) {
    try self.init(contentsOf: try FileURL.path(of: url))
  }

  /// Reads an ICC profile (`.icc`, `.icm`) from a file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``ColorManagementError`` with the path as location: ``ColorManagementError/Code/unreadableFile``
  ///   for a missing, unreadable or directory path, otherwise as ``init(bytes:name:)``.
  public convenience init(contentsOf path: String) throws(ColorManagementError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ColorManagementError(
        code: .unreadableFile,
        message: "No file exists at this path; check the spelling and the working directory.",
        location: path)
    }
    guard !isDirectory.boolValue else {
      throw ColorManagementError(
        code: .unreadableFile,
        message: "This is a directory, not an ICC profile; give the path of a .icc or .icm file.",
        location: path)
    }
    // At most one byte more than the limit is read, so that a device such as /dev/zero (a
    // symbolic link can point there) cannot make Legible read forever.
    guard let handle = FileHandle(forReadingAtPath: path),
      let data = try? handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
    else {
      throw ColorManagementError(
        code: .unreadableFile, message: "The file cannot be read; check its permissions.",
        location: path)
    }
    try? handle.close()
    guard data.count <= Self.maximumFileSize else {
      throw ColorManagementError(
        code: .unreadableFile,
        message:
          "The file is larger than \(Self.maximumFileSize) bytes (32 MiB), the limit for ICC profiles.",
        location: path)
    }
    try self.init(
      bytes: [UInt8](data), name: URL(fileURLWithPath: path).lastPathComponent, location: path)
  }

  /// Reads an ICC profile from its bytes.
  ///
  /// The header is checked first (at least 128 bytes, `acsp` at byte 36, declared size within
  /// the data), then LittleCMS opens the profile and builds the transform to linear sRGB.
  ///
  /// - Parameters:
  ///   - bytes: The profile's bytes, as in a `.icc` file.
  ///   - name: A name for the profile, used in errors and as ``name``.
  /// - Throws: ``ColorManagementError``: ``ColorManagementError/Code/notAnICCProfile``,
  ///   ``ColorManagementError/Code/damagedProfile``, ``ColorManagementError/Code/unsupportedProfile``
  ///   or ``ColorManagementError/Code/transformFailed``.
  public convenience init(bytes: [UInt8], name: String = "<memory>") throws(ColorManagementError) {
    try self.init(bytes: bytes, name: name, location: name)
  }

  private convenience init(
    bytes: [UInt8], name: String, location: String
  ) throws(ColorManagementError) {
    let header = try ICCHeader(bytes, location: location)
    // Device links map device to device and named-colour profiles list names, not a space.
    // Abstract (PCS-to-PCS) profiles are accepted: LittleCMS's Lab identity profiles are abstract.
    let unsupportedClasses = ["link": "device link", "nmcl": "named colour"]
    if let kind = unsupportedClasses[header.deviceClass] {
      throw ColorManagementError(
        code: .unsupportedProfile,
        message: "This is a \(kind) profile; only input, display, output, colour-space and"
          + " abstract profiles describe colours Legible can convert.",
        location: location)
    }
    guard let colorSpace = DataColorSpace(signature: header.dataColorSpace) else {
      throw ColorManagementError(
        code: .unsupportedProfile,
        message: "The profile's data colour space '\(header.dataColorSpace)' is not supported;"
          + " Legible converts RGB, GRAY, CMYK, Lab and XYZ profiles.",
        location: location)
    }
    let profileBytes = Array(bytes.prefix(header.declaredSize))
    let context = try LCMSContext(location: location)
    let opened = profileBytes.withUnsafeBytes {
      cmsOpenProfileFromMemTHR(context.handle, $0.baseAddress, cmsUInt32Number($0.count))
    }
    let profile = try LCMSProfile(
      opened, context: context, code: .damagedProfile,
      message: "LittleCMS cannot read this ICC profile; it is damaged.", location: location)
    if let declared = header.declaredTagCount {
      let accepted = Int(cmsGetTagCount(profile.handle))
      if accepted < declared {
        throw ColorManagementError(
          code: .damagedProfile,
          message: "\(declared - accepted) of the \(declared) tag-table entries point outside"
            + " the profile's \(header.declaredSize) bytes; the profile is damaged.",
          location: location, underlyingMessages: context.sink.drain())
      }
    }
    // LittleCMS falls back to A2B0 when the relative colorimetric A2B1 tag is missing, while
    // cmsIsIntentSupported(relative) only looks for A2B1; accept either, or a matrix/TRC.
    let input = cmsUInt32Number(LCMS_USED_AS_INPUT)
    let usable =
      cmsIsMatrixShaper(profile.handle) != 0
      || cmsIsCLUT(profile.handle, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), input) != 0
      || cmsIsCLUT(profile.handle, cmsUInt32Number(INTENT_PERCEPTUAL), input) != 0
    guard usable else {
      throw ColorManagementError(
        code: .unsupportedProfile,
        message: "The profile cannot convert its colours to the connection space (it has neither"
          + " A2B tags nor matrix/TRC tags); it may be an output-only profile.",
        location: location, underlyingMessages: context.sink.drain())
    }
    try self.init(
      profile: profile, bytes: profileBytes, name: name, colorSpace: colorSpace,
      location: location)
  }

  /// Converts device values to linear-light sRGB (D65), unclamped.
  ///
  /// Out-of-gamut colours come back with components below 0 or above 1; relative luminance is
  /// `LuminanceCoefficients` applied to the result. LittleCMS computes in single precision, so
  /// results agree with exact double arithmetic to about 1e-7.
  ///
  /// - Parameter components: Exactly ``componentCount`` values in the profile's
  ///   ``DataColorSpace`` ranges (0…1 for RGB, grey and CMYK).
  /// - Returns: Linear sRGB red, green and blue.
  /// - Precondition: `components.count == componentCount`.
  public func linearSRGB(_ components: [Double]) -> SIMD3<Double> {
    precondition(
      components.count == componentCount,
      "\(name) takes \(componentCount) components, got \(components.count)")
    return transform(components)
  }

  /// The profile's ICC bytes: the data it was read from, or the serialised built-in profile.
  public func data() -> [UInt8] { bytes }
}
