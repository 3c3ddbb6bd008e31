import Foundation
import LegibleColor
import LegibleJSON

extension AuditSpec {
  /// Reads a spec file as text: at most ``maximumFileSize`` bytes, UTF-8, a leading byte-order
  /// mark removed. Missing files, directories and unreadable files are errors naming the path.
  static func readText(at path: String) throws(AuditSpecError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try SizeLimitedFile.bytes(at: path, limit: Self.maximumFileSize)
    } catch {
      throw AuditSpecError(.unreadableFile, Self.message(for: error), file: path)
    }
    guard let text = UTF8Text.decoding(bytes) else {
      throw AuditSpecError(
        .unreadableFile, "the file is not valid UTF-8; save it as UTF-8", file: path)
    }
    return text
  }

  /// What a spec file's read failure says.
  private static func message(for failure: SizeLimitedFile.Failure) -> String {
    switch failure {
    case .noSuchFile: "no such file; check the path and the working directory"
    case .directory: "this is a directory; give the path of an audit spec (.json)"
    case .unreadable: "cannot read the file; check its permissions"
    case .tooLarge:
      "the file is larger than \(Self.maximumFileSize) bytes (32 MiB), the limit for audit specs"
    }
  }

  /// The largest spec file read (32 MiB).
  public static let maximumFileSize = 32 << 20
}
