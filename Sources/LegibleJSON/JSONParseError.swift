/// A JSON (or JSON5) text that cannot be parsed: what kind of problem, a message saying what is
/// wrong, and the 1-based line and column where it is.
///
/// Callers map it to their own module's error (`AuditSpecError`, `ImportError`) by ``code``,
/// never by the message's words.
package struct JSONParseError: Error, Sendable, Hashable {
  /// The kind of problem.
  package enum Code: Sendable, Hashable {
    /// No value at all: an empty text or only whitespace (and comments, in JSON5).
    case emptyDocument
    /// Something after the top-level value.
    case trailingContent
    /// The text ends inside a value: an unterminated string, array, object, comment or escape.
    case unexpectedEnd
    /// A character that cannot start or continue what is being read.
    case unexpectedCharacter
    /// A `,` directly before `]` or `}` (allowed in JSON5, not in JSON).
    case trailingComma
    /// A misspelt `true`, `false` or `null`, or a bare word where a value belongs.
    case invalidLiteral
    /// A malformed number, one that does not fit a `Double`, or `Infinity`/`NaN`.
    case invalidNumber
    /// An unescaped control character or line break inside a string.
    case invalidString
    /// An unknown escape, a malformed `\u` escape or a lone surrogate.
    case invalidEscape
    /// The same key twice in one object (strict JSON only).
    case duplicateKey
    /// Arrays and objects nested deeper than the parser's limit.
    case nestingTooDeep
  }

  /// The kind of problem.
  package var code: Code
  /// What is wrong and, where it helps, how to fix it.
  package var message: String
  /// The file name given to the parser, if any.
  package var file: String?
  /// The 1-based line of the problem.
  package var line: Int
  /// The 1-based column (in Unicode scalars) of the problem.
  package var column: Int

  /// Creates an error.
  package init(_ code: Code, _ message: String, file: String?, line: Int, column: Int) {
    self.code = code
    self.message = message
    self.file = file
    self.line = line
    self.column = column
  }
}
