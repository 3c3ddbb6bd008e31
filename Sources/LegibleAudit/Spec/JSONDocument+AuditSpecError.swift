import LegibleJSON

extension JSONDocument {
  /// Parses a JSON text whose problems are ``AuditSpecError``s: specs, baselines, `legible.json`.
  ///
  /// - Throws: ``AuditSpecError`` with code ``AuditSpecError/Code/malformedJSON`` and the line
  ///   and column of the problem.
  package init(parsingSpec text: String, file: String?) throws(AuditSpecError) {
    do {
      try self.init(parsing: text, file: file)
    } catch {
      throw AuditSpecError(
        .malformedJSON, error.message, file: error.file, line: error.line, column: error.column)
    }
  }
}
