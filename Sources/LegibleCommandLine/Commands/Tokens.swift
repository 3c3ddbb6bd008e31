import ArgumentParser
import LegibleTokens

/// `legible tokens`: lists the resolved colour tokens of design-token files, asset catalogs,
/// Android resources and CSS.
struct Tokens: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "tokens",
    abstract: "List the resolved colour tokens of token files, catalogs and stylesheets.",
    usage: "legible tokens [<options>] <path> ...",
    discussion: """
      Aliases are followed per theme. Each line shows the name, the theme ('-' for a theme-less \
      value), the colour and where it was defined. Things that cannot be resolved (system \
      colours, dangling aliases) are printed to standard error as warnings.

      FORMATS:
      \(TokenPaths.formatsTable)
      """)

  @OptionGroup var paths: TokenPaths

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Show one theme (theme-less values stand in where a token has no such theme).",
      valueName: "name"))
  var theme: String?

  @Flag(help: "Print a JSON array of {name, theme, value, file, line}.")
  var json = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Read every path with this importer (no detection).", valueName: "format"),
    completion: .list(TokenImporters.all.map { $0.format }))
  var format: String?

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let set = try paths.load(format: format, formatOption: "--format", context: context)
    if let theme {
      do { try set.validateTheme(theme) } catch { throw .input("--theme: " + error.message) }
    }
    let listing = TokenListing(set, theme: theme)
    context.streams.output.write(json ? listing.json : listing.text)
    return MalformedValues.status(.success, diagnostics: set.diagnostics, context: context)
  }
}
