import LegibleTokens

/// Malformed values that reading left out (``ImportDiagnostic/Severity/error``): each was
/// printed with its file and line; everything else was read and the command's output written.
/// The exit status is then 2, as a linter's is, so a gate never passes over a bad value.
enum MalformedValues {
  /// The status a command that wrote its output returns: `status` when no value was malformed,
  /// else ``ExitStatus/usageOrInputError`` with one closing line on standard error.
  static func status(
    _ status: ExitStatus, diagnostics: [ImportDiagnostic], context: CommandContext
  ) -> ExitStatus {
    let count = diagnostics.count { $0.severity == .error }
    guard count > 0 else { return status }
    context.streams.error.write(
      "legible: \(count) malformed value\(count == 1 ? " was" : "s were") left out (the error "
        + "line\(count == 1 ? "" : "s") above name\(count == 1 ? "s" : "") each file and line); "
        + "everything else was read; exit status 2\n")
    return .usageOrInputError
  }
}
