import LegibleTokens

extension TokenSet {
  /// The tokens as an audit `ColorTokenTable` (name → theme → colour, with `file:line`), with
  /// the diagnostics of tokens that could not be resolved (`ColorTokenTable.unresolved`).
  public var colorTokenTable: ColorTokenTable {
    var table = ColorTokenTable()
    for diagnostic in diagnostics where diagnostic.severity == .warning {
      guard let name = diagnostic.name, table.unresolved[name] == nil else { continue }
      let location = diagnostic.location
      table.unresolved[name] =
        location.file + (location.line.map { ":\($0)" } ?? "") + ": " + diagnostic.message
    }
    for token in tokens {
      table.add(
        token.name,
        ColorTokenTable.Entry(
          theme: token.theme, color: token.color,
          source: token.location.file + (token.location.line.map { ":\($0)" } ?? ""),
          file: token.location.file, line: token.location.line, column: token.location.column))
    }
    return table
  }
}
