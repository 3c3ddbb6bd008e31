/// A problem with an audit spec: malformed JSON, an unknown key, a wrong type, a bad colour, a
/// dangling reference or a cycle.
///
/// The description has the form `file:line:col: path: message`, omitting parts that are unknown,
/// e.g. `buttons.json:7:19: components[1].states.highlighted.text: unknown colour "#12345"`.
/// Audit results are never errors: failing contrast is a ``Finding``.
public struct AuditSpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is; new codes may be added without breaking exhaustive switches.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable identifier, its ``description``.
    private let identifier: String
    private init(_ identifier: String) { self.identifier = identifier }

    /// The text is not valid JSON (RFC 8259), is nested too deeply or repeats a key.
    public static var malformedJSON: Self { Self("malformed-json") }
    /// An object has a key the format does not define.
    public static var unknownKey: Self { Self("unknown-key") }
    /// A value has the wrong JSON type.
    public static var wrongType: Self { Self("wrong-type") }
    /// A required key is absent.
    public static var missingKey: Self { Self("missing-key") }
    /// A colour string does not parse.
    public static var invalidColor: Self { Self("invalid-color") }
    /// A value is out of range or otherwise not allowed (opacity 1.5, an empty component list…).
    public static var invalidValue: Self { Self("invalid-value") }
    /// A name refers to a surface, state or theme that does not exist.
    public static var unresolvedReference: Self { Self("unresolved-reference") }
    /// `from` references form a cycle.
    public static var cycle: Self { Self("cycle") }
    /// The spec file cannot be read or is not UTF-8.
    public static var unreadableFile: Self { Self("unreadable-file") }

    /// A stable kebab-case identifier, e.g. `unknown-key`.
    public var description: String { identifier }
  }

  /// The kind of problem.
  public var code: Code
  /// What went wrong and, where possible, how to fix it.
  public var message: String
  /// The JSON path of the offending value, e.g. `components[1].states.highlighted.text`.
  public var path: String?
  /// The file the spec came from, if any.
  public var file: String?
  /// The 1-based line of the offending value, if known.
  public var line: Int?
  /// The 1-based column (in Unicode scalars) of the offending value, if known.
  public var column: Int?

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, path: String? = nil, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) {
    self.code = code
    self.message = message
    self.path = path
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col: path: message`, leaving out what is unknown.
  public var description: String {
    var location = ""
    if let file { location = file }
    if let line {
      location += (location.isEmpty ? "" : ":") + "\(line)"
      if let column { location += ":\(column)" }
    }
    var result = location.isEmpty ? "" : location + ": "
    if let path, !path.isEmpty { result += path + ": " }
    return result + message
  }
}
