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
    let listing = TokenListing(set, theme: theme)
    context.streams.output.write(arguments.flag("--json") ? listing.json : listing.text)
    return .success
  }
}

/// Loading and selection shared by `legible tokens` and `legible grid`.
enum TokenCommandSupport {
  /// Loads the positional paths (at least one) with the `--format` importer or detection and
  /// prints diagnostics to standard error; a file no importer recognises is reported with
  /// `formatOption`, the command's own name for `--format`.
  static func load(
    _ arguments: ParsedArguments, context: CommandContext, formatOption: String = "--format"
  ) throws(CommandError) -> TokenSet {
    guard !arguments.positionals.isEmpty else { throw .usage(.missingArgument("path")) }
    let set: TokenSet
    do {
      set = try TokenLoader(format: arguments.value("--format")).load(arguments.positionals)
    } catch {
      throw .input(error.namingFormat(with: formatOption).description)
    }
    for diagnostic in set.diagnostics {
      context.streams.error.write(diagnostic.description + "\n")
    }
    return set
  }
}

extension ArgumentSpec {
  /// The `<path>…` of `tokens` and `grid`.
  static let tokenPaths = ArgumentSpec(
    name: "path", help: "A token file or a directory to search recursively.", isVariadic: true)
}
