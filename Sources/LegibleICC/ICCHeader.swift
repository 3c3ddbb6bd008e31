// The fixed 128-byte ICC profile header and tag count, checked before LittleCMS sees the data.
// Source: ICC.1:2022 (profile version 4.4), §7.2 "Profile header" (size at byte 0, device class at
// 12, data colour space at 16, 'acsp' at 36, all big-endian) and §7.3 "Tag table" (count at 128).

internal import CLittleCMS

/// The header fields Legible checks, read from raw profile bytes.
struct ICCHeader {
  /// The size the header declares, in bytes.
  var declaredSize: Int
  /// The profile/device class signature (`mntr`, `scnr`, `prtr`, `spac`, `link`, `abst`, `nmcl`).
  var deviceClass: String
  /// The data colour space signature (`RGB `, `GRAY`, `CMYK`, …).
  var dataColorSpace: String
  /// The number of entries the tag table declares, or `nil` when the data ends before it.
  var declaredTagCount: Int?

  /// The smallest possible header.
  static let size = 128

  /// Validates the header and returns its fields.
  ///
  /// - Throws: ``ColorManagementError/Code/notAnICCProfile`` when the `acsp` signature is
  ///   missing, ``ColorManagementError/Code/damagedProfile`` when the data is truncated.
  init(_ bytes: [UInt8], location: String) throws(ColorManagementError) {
    func failure(_ code: ColorManagementError.Code, _ message: String) -> ColorManagementError {
      ColorManagementError(code: code, message: message, location: location)
    }
    if bytes.isEmpty {
      throw failure(
        .notAnICCProfile, "The data is empty (0 bytes); an ICC profile is at least 128 bytes long.")
    }
    guard bytes.count >= 40, Self.signature(bytes, at: 36) == "acsp" else {
      throw failure(
        .notAnICCProfile,
        "This is not an ICC profile: the signature 'acsp' is missing at byte 36"
          + Self.sniff(bytes) + ". Give a .icc or .icm file.")
    }
    guard bytes.count >= Self.size else {
      throw failure(
        .damagedProfile,
        "The ICC profile is truncated: its header needs 128 bytes but only"
          + " \(bytes.count) are present. Re-export or re-download the profile.")
    }
    declaredSize = Self.uint32(bytes, at: 0)
    guard declaredSize >= Self.size else {
      throw failure(
        .damagedProfile,
        "The ICC profile header declares a size of \(declaredSize) bytes, less than"
          + " the 128-byte header itself. The profile is damaged.")
    }
    guard declaredSize <= bytes.count else {
      throw failure(
        .damagedProfile,
        "The ICC profile is truncated: its header declares \(declaredSize) bytes but"
          + " only \(bytes.count) are present. Re-export or re-download the profile.")
    }
    deviceClass = Self.signature(bytes, at: 12)
    dataColorSpace = Self.signature(bytes, at: 16)
    declaredTagCount = declaredSize >= Self.size + 4 ? Self.uint32(bytes, at: Self.size) : nil
  }

  private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func signature(_ bytes: [UInt8], at offset: Int) -> String {
    String(
      decoding: bytes[offset..<offset + 4].map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
  }

  /// A hint naming common non-profile files.
  private static func sniff(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      return " (the data is a PNG image; extract its embedded profile first)"
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      return " (the data is a JPEG image; extract its embedded profile first)"
    }
    if bytes.count < 40 { return " (the data is only \(bytes.count) bytes long)" }
    return ""
  }
}
