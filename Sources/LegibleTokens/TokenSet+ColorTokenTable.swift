import LegibleAudit

extension TokenSet {
  /// The tokens as an audit `ColorTokenTable` (name → theme → colour, with `file:line`).
  public var colorTokenTable: ColorTokenTable {
    var table = ColorTokenTable()
    for token in tokens {
      table.add(
        token.name,
        ColorTokenTable.Entry(
          theme: token.theme, color: token.color,
          source: token.location.file + (token.location.line.map { ":\($0)" } ?? "")))
    }
    return table
  }
}
