/// Where a value came from in an audit spec file: the file, the 1-based line and column, and the JSON
/// path (`components[0].states.normal.text`).
///
/// Reports use it for SARIF regions, GitHub annotations and Xcode diagnostics.
public struct SpecLocation: Sendable, Hashable, Codable {
  /// The file as the caller named it (`nil` for a spec built in code or parsed from a string).
  public var file: String?
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The JSON path of the value, e.g. `components[1].states.pressed.opacity`.
  public var path: String

  /// Creates a location.
  public init(file: String?, line: Int, column: Int, path: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }
}
