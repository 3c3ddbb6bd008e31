/// A token source that cannot be imported (unreadable, malformed, or with an alias cycle), or a
/// lookup in a ``TokenSet`` that has no answer (an unknown token or theme).
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is; new codes may be added without breaking exhaustive switches.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable identifier, its ``description``.
    private let identifier: String
    private init(_ identifier: String) { self.identifier = identifier }

    /// Missing, unreadable, a directory where a file is expected, or not UTF-8.
    public static var unreadableFile: Self { Self("unreadable-file") }
    /// The format a loader is told to use (``TokenLoader/format``) names no importer.
    public static var unknownFormat: Self { Self("unknown-format") }
    /// Syntax error in the JSON, JSON5, XML or CSS.
    public static var malformedDocument: Self { Self("malformed-document") }
    /// A colour value that does not parse.
    public static var invalidColorValue: Self { Self("invalid-color-value") }
    /// An alias to a token that does not exist (dangling), or to a group.
    public static var unresolvableReference: Self { Self("unresolvable-reference") }
    /// Aliases that refer to each other in a loop; the message names the chain.
    public static var aliasCycle: Self { Self("alias-cycle") }
    /// File size, nesting depth or alias depth beyond the documented limits.
    public static var limitExceeded: Self { Self("limit-exceeded") }
    /// A lookup (``TokenSet/token(named:theme:)``) names a token the set does not have.
    public static var unknownToken: Self { Self("unknown-token") }
    /// A lookup names a theme that no token of the set has.
    public static var unknownTheme: Self { Self("unknown-theme") }
    /// A lookup names a token that has no value for the theme and no theme-less value.
    public static var noValueForTheme: Self { Self("no-value-for-theme") }
    /// No importer recognises the file (``ImportError/location`` names it): its name and content
    /// match no format; ``ImportError/knownFormats`` are the formats a caller can force instead.
    public static var unrecognizedFile: Self { Self("unrecognized-file") }
    /// A program Legible runs for an input is missing or not the expected one (Dart Sass, which
    /// compiles `.scss` and `.sass` stylesheets); the message says how to install it.
    public static var toolUnavailable: Self { Self("tool-unavailable") }

    /// A stable kebab-case identifier.
    public var description: String { identifier }
  }

  /// The kind of problem.
  public var code: Code
  /// What went wrong and how to fix it.
  public var message: String
  /// Where, when known.
  public var location: FileLocation?
  /// For ``Code/unrecognizedFile``, the formats a caller can force instead (each a
  /// ``TokenImporter/format``); empty otherwise.
  public var knownFormats: [String] = []

  /// Creates an error.
  public init(_ code: Code, _ message: String, location: FileLocation? = nil) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// `file:line:col: error: message` (the location part left out when unknown).
  public var description: String {
    guard let location else { return "error: \(message)" }
    var head = location.file
    if let line = location.line {
      head += ":\(line)"
      if let column = location.column { head += ":\(column)" }
    }
    let path = location.path.map { "\($0): " } ?? ""
    return "\(head): error: \(path)\(message)"
  }
}
