import Foundation
import LegibleJSON

extension AuditSpec {
  /// Reads a spec file as text: at most ``maximumFileSize`` bytes, UTF-8, a leading byte-order
  /// mark removed. Missing files, directories and unreadable files are errors naming the path.
  package static func readText(at path: String) throws(AuditSpecError) -> String {
    do {
      return try SizeLimitedFile.text(at: path, limit: Self.maximumFileSize)
    } catch {
      let message = SizeLimitedFile.message(
        for: error, limit: Self.maximumFileSize,
        noSuchFile: "no such file; check the path and the working directory",
        directory: "this is a directory; give the path of an audit spec (.json)",
        limitName: "audit specs")
      throw AuditSpecError(.unreadableFile, message, file: path)
    }
  }

  /// The largest spec file read (32 MiB).
  public static let maximumFileSize = 32 << 20
}
