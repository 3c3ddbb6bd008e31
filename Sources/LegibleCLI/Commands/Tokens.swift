import LegibleColor
import LegibleJSON
import LegibleTokens

/// `legible tokens`: lists the resolved colour tokens of design-token files, asset catalogs,
/// Android resources and CSS.
enum Tokens: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible tokens",
      abstract: "List the resolved colour tokens of token files, catalogs and stylesheets.",
      overview: """
        List the resolved colour tokens of token files, catalogs and stylesheets.

          Aliases are followed per theme. Each line shows the name, the theme ('-' for a
          theme-less value), the colour and where it was defined. Things that cannot be resolved
          (system colours, dangling aliases) are printed to standard error as warnings.
        """,
      arguments: [.tokenPaths],
      options: [
        .option(
          "--theme", value: "name",
          help: "Show one theme (theme-less values stand in where a token has no such theme)."),
        .flag("--json", help: "Print a JSON array of {name, theme, value, file, line}."),
        .option(
          "--format", value: "format", help: "Read every path with this importer (no detection)."),
      ],
      sections: [
        (
          "FORMATS",
          TokenImporters.all.flatMap { CommandSpec.row($0.format, $0.summary) }
        )
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let set = try TokenCommandSupport.load(arguments, context: context)
    let theme = arguments.value("--theme")
    if let theme {
      do { try set.validateTheme(theme) } catch { throw .input("--theme: " + error.message) }
    }
    let tokens = TokenCommandSupport.select(set, theme: theme)
    let out = context.streams.output
    if arguments.flag("--json") {
      out.write(
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
        ).rendered)
      return .success
    }
    let rows = tokens.map { token in
      [
        token.name, token.theme ?? "-", token.color.displayString,
        token.location.file + (token.location.line.map { ":\($0)" } ?? ""),
      ]
    }
    out.write(TokenCommandSupport.table(rows))
    return .success
  }
}

/// Loading and selection shared by `legible tokens` and `legible grid`.
enum TokenCommandSupport {
  /// Loads the positional paths (at least one) with the `--format` importer or detection and
  /// prints diagnostics to standard error.
  static func load(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> TokenSet
  {
    guard !arguments.positionals.isEmpty else { throw .usage(.missingArgument("path")) }
    let set: TokenSet
    do {
      set = try TokenLoader(format: arguments.value("--format")).load(arguments.positionals)
    } catch {
      throw .input(error.description)
    }
    for diagnostic in set.diagnostics {
      context.streams.error.write(diagnostic.description + "\n")
    }
    return set
  }

  /// The tokens to show: all, or for `theme` one per name (falling back to the theme-less value).
  static func select(_ set: TokenSet, theme: String?) -> [Token] {
    guard let theme else { return set.tokens }
    var seen = Set<String>()
    var result: [Token] = []
    for token in set.tokens where seen.insert(token.name).inserted {
      if let chosen = set.resolvedToken(named: token.name, theme: theme) { result.append(chosen) }
    }
    return result
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

extension ArgumentSpec {
  /// The `<path>…` of `tokens` and `grid`.
  static let tokenPaths = ArgumentSpec(
    name: "path", help: "A token file or a directory to search recursively.", isVariadic: true)
}
