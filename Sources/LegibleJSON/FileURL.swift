import Foundation

/// The path of a `file:` URL given to an API that reads files (specs, baselines, token files),
/// or the caller's error for any other URL.
package enum FileURL {
  /// What the error says about a URL that is not a `file:` URL.
  package static let notAFileMessage =
    "not a file URL; Legible reads local files only: download it first, or give a file: URL"
    + " or a path"

  /// The file system path of `url`.
  ///
  /// - Parameter notAFile: Makes the error for a URL that is not a `file:` URL (`https:`,
  ///   `data:`…), from the URL's text.
  package static func path<E: Error>(of url: URL, orThrow notAFile: (String) -> E) throws(E)
    -> String
  {
    guard url.isFileURL else { throw notAFile(url.absoluteString) }
    return url.path
  }

  /// The paths of several URLs, in order (see ``path(of:orThrow:)``).
  package static func paths<E: Error>(of urls: [URL], orThrow notAFile: (String) -> E) throws(E)
    -> [String]
  {
    var paths: [String] = []
    for url in urls { paths.append(try path(of: url, orThrow: notAFile)) }
    return paths
  }
}
