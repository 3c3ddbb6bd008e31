import ArgumentParser
import Foundation
import LegibleColor
import LegibleTokens

/// `legible grid`: a contrast grid of foreground × background tokens with WCAG verdicts.
struct Grid: LegibleCommand {
  static let configuration = CommandConfiguration(
    commandName: "grid",
    abstract: "Print a contrast grid of foreground × background tokens with WCAG verdicts.",
    usage: "legible grid [<options>] <path> ...",
    discussion: """
      Each cell is the WCAG 2.x ratio (floored to two decimals) of a foreground token on a \
      background token, with verdicts for AA text (4.5:1), AA large text and non-text (3:1) and \
      AAA text (7:1). Without --theme, one grid per theme the tokens define.
      """)

  @OptionGroup var paths: TokenPaths

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Token names for the rows ('*' any run, '?' one character)", valueName: "glob"))
  var foreground = "*"

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Token names for the columns", valueName: "glob"))
  var background = "*"

  @Option(parsing: .unconditional, help: ArgumentHelp("Only this theme.", valueName: "name"))
  var theme: String?

  @Option(help: ArgumentHelp("Output format", valueName: "format"))
  var format: GridFormat = .markdown

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Read every path with this importer.", valueName: "format"),
    completion: .list(TokenImporters.all.map { $0.format }))
  var inputFormat: String?

  @Option(
    name: .customShort("o"),
    parsing: .unconditional,
    help: ArgumentHelp("Write to this file instead of standard output.", valueName: "path"),
    completion: .file())
  var output: String?

  func run(context: CommandContext) throws(CommandError) -> ExitStatus {
    let set = try paths.load(format: inputFormat, formatOption: "--input-format", context: context)
    var themes: [String?] = set.themes.isEmpty ? [nil] : set.themes.map { $0 }
    if let theme { themes = [theme] }
    var grids: [ContrastGrid] = []
    for theme in themes {
      do {
        grids.append(
          try ContrastGrid(
            tokens: set, theme: theme, foreground: foreground, background: background))
      } catch {
        throw .input("--theme: " + error.message)
      }
    }
    if let path = output {
      // Streamed into a temporary file that is renamed into place at the end (never half a
      // page; never over an input file; never the whole page in memory).
      try AtomicOutput.write(to: path, inputs: paths.paths) { write in
        withoutActuallyEscaping(write) { write in
          var file = BufferedGridOutput(write: write)
          Self.emit(grids, format: format, to: &file)
          file.flush()
        }
      }
    } else {
      let out = context.streams.output
      var sink = BufferedGridOutput(write: { out.write($0) })
      Self.emit(grids, format: format, to: &sink)
      sink.flush()
    }
    return MalformedValues.status(.success, diagnostics: set.diagnostics, context: context)
  }

  static func emit(_ grids: [ContrastGrid], format: GridFormat, to sink: inout BufferedGridOutput) {
    switch format {
    case .html: GridHTMLWriter.write(grids, to: &sink)
    case .json: GridJSONWriter.write(grids, to: &sink)
    case .markdown: GridMarkdownWriter.write(grids, to: &sink)
    }
  }
}
