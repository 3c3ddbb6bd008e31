import LegibleColor
import LegibleJSON

/// The tokens of a `TokenSet` as `legible tokens` lists them: all of them, or for one theme one
/// per name; as aligned columns (name, theme, colour, file:line) or a JSON array.
public struct TokenListing: Sendable {
  /// The tokens listed, in the set's order.
  public var tokens: [Token]

  /// All tokens of `set`, or for `theme` one per name (the theme-less value standing in where a
  /// token has no such theme).
  public init(_ set: TokenSet, theme: String? = nil) {
    guard let theme else {
      tokens = set.tokens
      return
    }
    var seen = Set<String>()
    var result: [Token] = []
    for token in set.tokens where seen.insert(token.name).inserted {
      if let chosen = set.resolvedToken(named: token.name, theme: theme) { result.append(chosen) }
    }
    tokens = result
  }

  /// One line per token: name, theme (`-` for none), colour and `file:line`, left-aligned
  /// columns separated by two spaces, without trailing spaces.
  public var text: String {
    Self.table(
      tokens.map { token in
        [
          token.name, token.theme ?? "-", token.color.displayString,
          token.location.file + (token.location.line.map { ":\($0)" } ?? ""),
        ]
      })
  }

  /// A JSON array of `{name, theme, value, file, line}` (`null` for no theme or line).
  public var json: String {
    JSONWriter.Value.array(
      tokens.map { token in
        .sortedObject([
          "name": .string(token.name),
          "theme": token.theme.map { .string($0) } ?? .null,
          "value": .string(token.color.cssString),
          "file": .string(token.location.file),
          "line": token.location.line.map { .number(Double($0)) } ?? .null,
        ])
      }
    ).rendered
  }

  /// Left-aligned columns separated by two spaces, without trailing spaces.
  static func table(_ rows: [[String]]) -> String {
    guard let columns = rows.map(\.count).max() else { return "" }
    // Characters per cell; ASCII cells (nearly all) are counted by bytes.
    func width(_ cell: String) -> Int {
      cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
    }
    let cellWidths = rows.map { $0.map(width) }
    var widths = [Int](repeating: 0, count: columns)
    for row in cellWidths {
      for (i, w) in row.enumerated() { widths[i] = max(widths[i], w) }
    }
    // Built as UTF-8 bytes: `String(repeating:count:)` per cell was 14 % of `legible tokens`.
    var out = [UInt8]()
    out.reserveCapacity(rows.count * (widths.reduce(0, +) + 2 * columns + 1))
    for (row, rowWidths) in zip(rows, cellWidths) {
      for (i, cell) in row.enumerated() {
        out.append(contentsOf: cell.utf8)
        if i < row.count - 1 {
          out.append(
            contentsOf: repeatElement(UInt8(ascii: " "), count: widths[i] - rowWidths[i] + 2))
        }
      }
      out.append(UInt8(ascii: "\n"))
    }
    return String(decoding: out, as: UTF8.self)
  }
}
