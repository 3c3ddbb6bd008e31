import Foundation

/// The path of a `file:` URL given to an API that reads files, or an error for any other URL.
enum FileURL {
  /// The file system path of `url`.
  ///
  /// - Throws: ``ImportError`` with code ``ImportError/Code/unreadableFile`` for a URL that is
  ///   not a `file:` URL (`https:`, `data:`…), naming it.
  static func path(of url: URL) throws(ImportError) -> String {
    guard url.isFileURL else {
      throw ImportError(
        .unreadableFile,
        "not a file URL; Legible reads local files only: download it first, or give a file: URL"
          + " or a path", location: FileLocation(file: url.absoluteString))
    }
    return url.path
  }

  /// The paths of several URLs, in order.
  static func paths(of urls: [URL]) throws(ImportError) -> [String] {
    var paths: [String] = []
    for url in urls { paths.append(try path(of: url)) }
    return paths
  }
}
