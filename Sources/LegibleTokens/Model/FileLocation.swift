/// Where a token (or a problem) comes from: file, line, column and the path inside the document.
public struct FileLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file path as given (relative paths stay relative).
  public var file: String
  /// The 1-based line, if known.
  public var line: Int?
  /// The 1-based column, if known.
  public var column: Int?
  /// The path inside the document, e.g. a JSON pointer `/color/brand/$value`, an XML element
  /// `resources/color[@name='primary']` or a CSS selector and property.
  public var path: String?

  /// Creates a location.
  public init(file: String, line: Int? = nil, column: Int? = nil, path: String? = nil) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
  }

  /// `file:line:col` (leaving out what is unknown), then ` (path)` when there is a path.
  public var description: String {
    var text = file
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    if let path { text += " (\(path))" }
    return text
  }
}
