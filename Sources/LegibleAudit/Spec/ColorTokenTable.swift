import Foundation
import LegibleColor
import LegibleJSON

/// Named colours per theme that an audit spec can refer to as `"{token.name}"`.
///
/// ``AuditSpecFile`` reads a spec together with the token files it lists under `"tokens"`
/// (through LegibleTokens' `TokenLoader`) and passes them in as this table
/// (`TokenSet.colorTokenTable`); a table can also be built in code.
public struct ColorTokenTable: Sendable, Hashable {
  /// One value of a token.
  public struct Entry: Sendable, Hashable {
    /// The theme, or `nil` for the value used when a theme has none of its own.
    public var theme: String?
    /// The resolved colour.
    public var color: CSSColor
    /// Where the value was defined (`file:line`), for messages.
    public var source: String?
    /// The file that defines the value, for a finding's ``ColorSource``.
    public var file: String?
    /// The 1-based line in ``file``.
    public var line: Int?
    /// The 1-based column in ``file``.
    public var column: Int?

    /// Creates an entry.
    public init(
      theme: String?, color: CSSColor, source: String? = nil, file: String? = nil,
      line: Int? = nil, column: Int? = nil
    ) {
      self.theme = theme
      self.color = color
      self.source = source
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// The entries of every token, by name.
  public var entries: [String: [Entry]]
  /// Why tokens the importers read could not be resolved (a dangling alias, a system colour), by
  /// name, with `file:line`: a spec that names one gets this reason, not "unknown token".
  public var unresolved: [String: String] = [:]

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - entries: The entries of every token, by name.
  ///   - unresolved: Why tokens could not be resolved, by name.
  public init(entries: [String: [Entry]] = [:], unresolved: [String: String] = [:]) {
    self.entries = entries
    self.unresolved = unresolved
  }

  /// Adds one value.
  public mutating func add(_ name: String, _ entry: Entry) {
    entries[name, default: []].append(entry)
  }

  /// Every theme some token defines, sorted.
  public var themes: [String] {
    Array(Set(entries.values.flatMap { $0.compactMap(\.theme) })).sorted()
  }

  /// The themes `name` defines, sorted (empty for a theme-less token).
  public func themes(of name: String) -> [String] {
    (entries[name] ?? []).compactMap(\.theme).sorted()
  }

  /// The colour of `name` in `theme`, falling back to its theme-less value.
  public func color(named name: String, theme: String? = nil) -> CSSColor? {
    entry(named: name, theme: theme)?.color
  }

  /// The entry of `name` in `theme`, falling back to its theme-less value.
  public func entry(named name: String, theme: String? = nil) -> Entry? {
    let list = entries[name] ?? []
    return list.first { $0.theme == theme } ?? list.first { $0.theme == nil }
  }

  /// The token names, for "did you mean" hints.
  public var names: [String] { entries.keys.sorted() }

  /// The files listed under `"tokens"` in the spec file at a `file:` URL, resolved against the
  /// spec's directory (see `tokenPaths(ofSpecAt:)` with a path).
  ///
  /// - Throws: ``AuditSpecError``, also for a URL that is not a `file:` URL.
  public static func tokenURLs(ofSpecAt url: URL) throws(AuditSpecError) -> [URL] {
    try tokenPaths(ofSpecAt: try FileURL.path(of: url, orThrow: AuditSpecError.notAFileURL)).map {
      URL(fileURLWithPath: $0)
    }
  }

  /// The paths listed under `"tokens"` in the spec file at `path`, resolved against the spec's
  /// directory (absolute paths are kept). Only the top level is read; the spec is not validated.
  ///
  /// - Throws: ``AuditSpecError`` for an unreadable or malformed file or a `"tokens"` value that
  ///   is not an array of strings.
  public static func tokenPaths(ofSpecAt path: String) throws(AuditSpecError) -> [String] {
    try tokenPaths(inSpecText: try AuditSpec.readText(at: path), file: path)
  }

  /// The paths listed under `"tokens"` in the text of the spec file at `path` (see
  /// ``tokenPaths(ofSpecAt:)``), for a caller that has read the file already.
  static func tokenPaths(inSpecText text: String, file path: String) throws(AuditSpecError)
    -> [String]
  {
    let root = try JSONDocument(parsingSpec: text, file: path).root
    guard case .object(let members) = root.kind,
      let value = members.last(where: { $0.key == "tokens" })?.value
    else { return [] }
    guard case .array(let items) = value.kind else {
      throw AuditSpecError(
        .wrongType, "expected an array of token file paths, found \(value.typeName)",
        path: "tokens", file: path, line: value.line, column: value.column)
    }
    let directory = (path as NSString).deletingLastPathComponent
    var result: [String] = []
    for (i, item) in items.enumerated() {
      guard case .string(let relative) = item.kind, !relative.isEmpty else {
        throw AuditSpecError(
          .wrongType, "expected a file path string, found \(item.typeName)",
          path: "tokens[\(i)]", file: path, line: item.line, column: item.column)
      }
      // `..` segments are resolved, so a spec in `build/` naming `../tokens` reports
      // `tokens/…` paths, as a spec beside the tokens does.
      result.append(
        relative.hasPrefix("/") || directory.isEmpty
          ? relative
          : ((directory as NSString).appendingPathComponent(relative) as NSString)
            .standardizingPath)
    }
    return result
  }
}
