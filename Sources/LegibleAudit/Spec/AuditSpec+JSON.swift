import Foundation
import LegibleColor
import LegibleJSON

extension AuditSpec {
  /// Parses and validates the JSON form of a spec.
  ///
  /// Every problem is reported with the JSON path and the line and column, e.g.
  /// `spec.json:9:38: components[1].states.highlighted.text: unknown colour "#12345"`. Unknown keys
  /// are errors with a "did you mean" hint.
  ///
  /// - Parameters:
  ///   - json: The JSON text.
  ///   - file: The file name to put into errors.
  /// - Throws: ``AuditSpecError``.
  public init(json: String, file: String? = nil) throws(AuditSpecError) {
    try self.init(json: json, file: file, tokens: nil)
  }

  /// Parses and validates the JSON form of a spec whose colours may name tokens.
  ///
  /// A colour string `"{button.primary.background}"` takes the token's value in each theme; the
  /// spec's themes become its own ∪ the table's themes, and a token without a value for a theme
  /// falls back to its theme-less value. A name the table lacks is an
  /// ``AuditSpecError/Code/unresolvedReference`` naming the token and the JSON path, with a
  /// "did you mean" hint.
  ///
  /// - Parameters:
  ///   - json: The JSON text.
  ///   - file: The file name to put into errors.
  ///   - tokens: The tokens loaded from the spec's `"tokens"` files (`nil`: none loaded).
  /// - Throws: ``AuditSpecError``.
  public init(json: String, file: String?, tokens: ColorTokenTable?) throws(AuditSpecError) {
    let document = try JSONDocument(parsingSpec: json, file: file)
    var decoder = SpecDecoder(file: file)
    decoder.tokens = tokens
    var spec = try decoder.decodeSpec(document.root)
    for (path, position) in decoder.positions {
      spec.locations[path] = SpecLocation(
        file: file, line: position.line, column: position.column, path: path)
    }
    do {
      try spec.validate()
    } catch var error {
      error.file = file
      if let path = error.path, let position = decoder.position(of: path) {
        error.line = position.line
        error.column = position.column
      }
      throw error
    }
    self = spec
  }

  /// Reads, parses and validates a spec file.
  ///
  /// - Parameter path: The file path; errors name it.
  /// - Throws: ``AuditSpecError`` (``AuditSpecError/Code/unreadableFile`` when the file cannot be
  ///   read or is not UTF-8).
  public init(contentsOfFile path: String) throws(AuditSpecError) {
    try self.init(contentsOfFile: path, tokens: nil)
  }

  /// Reads, parses and validates a spec file whose colours may name tokens (see
  /// ``init(json:file:tokens:)``).
  ///
  /// - Throws: ``AuditSpecError``.
  public init(contentsOfFile path: String, tokens: ColorTokenTable?) throws(AuditSpecError) {
    try self.init(json: try Self.readText(at: path), file: path, tokens: tokens)
  }

  /// Reads, parses and validates the spec file at a `file:` URL (see ``init(contentsOfFile:)``).
  ///
  /// - Parameter url: A `file:` URL; errors name its path.
  /// - Throws: ``AuditSpecError`` (``AuditSpecError/Code/unreadableFile`` for a URL that is not
  ///   a `file:` URL, or a file that cannot be read).
  public init(contentsOf url: URL) throws(AuditSpecError) {
    try self.init(
      contentsOfFile: try FileURL.path(of: url, orThrow: AuditSpecError.notAFileURL), tokens: nil)
  }

  /// Reads, parses and validates the spec file at a `file:` URL whose colours may name tokens
  /// (see ``init(json:file:tokens:)``).
  ///
  /// - Parameters:
  ///   - url: A `file:` URL; errors name its path.
  ///   - tokens: The tokens loaded from the spec's `"tokens"` files (`nil`: none loaded).
  /// - Throws: ``AuditSpecError``.
  public init(contentsOf url: URL, tokens: ColorTokenTable?) throws(AuditSpecError) {
    try self.init(
      contentsOfFile: try FileURL.path(of: url, orThrow: AuditSpecError.notAFileURL), tokens: tokens
    )
  }
}
