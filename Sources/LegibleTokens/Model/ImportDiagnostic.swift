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
  }

  /// How serious it is.
  public var severity: Severity
  /// The token (or file) concerned.
  public var name: String?
  /// What could not be resolved and why.
  public var message: String
  /// Where.
  public var location: FileLocation

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
    return "\(head): \(severity.rawValue): " + (name.map { "\($0): " } ?? "") + message
  }
}
