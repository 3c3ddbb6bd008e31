import LegibleJSON

extension AuditSpecError {
  /// The ``Code/unreadableFile`` error for a URL that is not a `file:` URL, naming it.
  static func notAFileURL(_ url: String) -> AuditSpecError {
    AuditSpecError(.unreadableFile, FileURL.notAFileMessage, file: url)
  }
}
