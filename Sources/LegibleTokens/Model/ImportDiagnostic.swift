/// Something an importer could not resolve but that does not stop the import: a system colour
/// reference, an `?attr/` indirection, an undefined `var()`, an empty colour set.
///
/// Such tokens are reported as unresolvable, never audited as pass or fail.
public struct ImportDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Sendable, Hashable, Codable {
    /// The token was skipped; audits that use it will say it is unresolvable.
    case warning
    /// Informational (e.g. a non-colour token skipped).
    case note
    /// A malformed value (a hex colour without its `#`, an alpha outside 0…1): the token was
    /// not read, the rest of the files were, and the command exits 2 once its output is written
    /// (as linters do), so that one bad value does not hide a whole design system.
    case error
  }

  /// How serious it is.
  public var severity: Severity
  /// The token (or file) concerned.
  public var name: String?
  /// What could not be resolved and why.
  public var message: String
  /// Where.
  public var location: FileLocation
  /// The name a reference points at that no file read defines (an alias target, a `var()`),
  /// when that is what the diagnostic is about: discovery joins the folders that define such
  /// names with the folders that use them.
  public var missingReference: String?

  /// Creates a diagnostic.
  public init(severity: Severity, name: String?, message: String, location: FileLocation) {
    self.severity = severity
    self.name = name
    self.message = message
    self.location = location
  }

  /// `file:line:col: warning: message`.
  public var description: String {
    var head = location.file
    if let line = location.line {
      head += ":\(line)"
      if let column = location.column { head += ":\(column)" }
    }
    // An error names its JSON path as ``ImportError`` does (the message names the token).
    if severity == .error {
      let path = location.path.map { "\($0): " } ?? ""
      return "\(head): error: \(path)\(message)"
    }
    return "\(head): \(severity.rawValue): " + (name.map { "\($0): " } ?? "") + message
  }
}
