import Foundation

/// The path of a `file:` URL given to an API that reads files, or an error for any other URL.
///
/// LegibleICC's own copy of LegibleJSON's `FileURL` check: this module depends only on
/// LegibleColor, which uses no Foundation, and its error type and message are its own.
enum FileURL {
  /// The file system path of `url`.
  ///
  /// - Throws: ``ColorManagementError`` with code ``ColorManagementError/Code/unreadableFile``
  ///   for a URL that is not a `file:` URL (`https:`, `data:`…), naming it.
  static func path(of url: URL) throws(ColorManagementError) -> String {
    guard url.isFileURL else {
      throw ColorManagementError(
        code: .unreadableFile,
        message:
          "Not a file URL; Legible reads local files only: download the profile first, or give a"
          + " file: URL or a path.", location: url.absoluteString)
    }
    return url.path
  }
}
