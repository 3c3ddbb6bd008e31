import Foundation
import LegibleColor

extension AuditSpec {
  /// Reads a spec file as text: at most ``maximumFileSize`` bytes, UTF-8, a leading byte-order
  /// mark removed. Missing files, directories and unreadable files are errors naming the path.
  static func readText(at path: String) throws(AuditSpecError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw AuditSpecError(
        .unreadableFile, "no such file; check the path and the working directory", file: path)
    }
    guard !isDirectory.boolValue else {
      throw AuditSpecError(
        .unreadableFile, "this is a directory; give the path of an audit spec (.json)", file: path)
    }
    // Read at most one byte more than the limit, so that neither a huge file nor a device such
    // as /dev/zero (a symbolic link in a pull request can point there) is read in full.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw AuditSpecError(
        .unreadableFile, "cannot read the file; check its permissions", file: path)
    }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1) ?? Data() else {
      throw AuditSpecError(
        .unreadableFile, "cannot read the file; check its permissions", file: path)
    }
    guard data.count <= Self.maximumFileSize else {
      throw AuditSpecError(
        .unreadableFile,
        "the file is larger than \(Self.maximumFileSize) bytes (32 MiB), the limit for audit specs",
        file: path)
    }
    guard let text = UTF8Text.decoding([UInt8](data)) else {
      throw AuditSpecError(
        .unreadableFile, "the file is not valid UTF-8; save it as UTF-8", file: path)
    }
    return text
  }

  /// The largest spec file read (32 MiB).
  public static let maximumFileSize = 32 << 20
}
