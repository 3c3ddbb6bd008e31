import LegibleJSON

extension ImportError {
  /// The ``Code/unreadableFile`` error for a URL that is not a `file:` URL, naming it.
  static func notAFileURL(_ url: String) -> ImportError {
    ImportError(.unreadableFile, FileURL.notAFileMessage, location: FileLocation(file: url))
  }
}
