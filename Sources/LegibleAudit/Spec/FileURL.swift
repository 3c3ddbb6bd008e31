import Foundation

/// The path of a `file:` URL given to an API that reads files, or an error for any other URL.
enum FileURL {
  /// The file system path of `url`.
  ///
  /// - Throws: ``AuditSpecError`` with code ``AuditSpecError/Code/unreadableFile`` for a URL that
  ///   is not a `file:` URL (`https:`, `data:`…), naming it.
  static func path(of url: URL) throws(AuditSpecError) -> String {
    guard url.isFileURL else {
      throw AuditSpecError(
        .unreadableFile,
        "not a file URL; Legible reads local files only: download it first, or give a file: URL"
          + " or a path", file: url.absoluteString)
    }
    return url.path
  }
}
