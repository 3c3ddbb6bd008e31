import Foundation
import LegibleColor
import LegibleTokens

/// `legible grid`: a contrast grid of foreground × background tokens with WCAG verdicts.
enum Grid: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible grid",
      abstract: "Print a contrast grid of foreground × background tokens with WCAG verdicts.",
      overview: """
        Print a contrast grid of foreground × background tokens with WCAG verdicts.

          Each cell is the WCAG 2.x ratio (floored to two decimals) of a foreground token on a
          background token, with verdicts for AA text (4.5:1), AA large text and non-text (3:1)
          and AAA text (7:1). Without --theme, one grid per theme the tokens define.
        """,
      arguments: [.tokenPaths],
      options: [
        .option(
          "--foreground", value: "glob", default: "*",
          help: "Token names for the rows ('*' any run, '?' one character)."),
        .option(
          "--background", value: "glob", default: "*", help: "Token names for the columns."),
        .option("--theme", value: "name", help: "Only this theme."),
        .option(
          "--format", value: "format", allowed: ["html", "markdown", "json"], default: "markdown",
          help: "Output format"),
        .option("--input-format", value: "format", help: "Read every path with this importer."),
        .option("-o", value: "path", help: "Write to this file instead of standard output."),
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    var loadArguments = arguments
    loadArguments.options["--format"] = arguments.options["--input-format"]
    let set = try TokenCommandSupport.load(
      loadArguments, context: context, formatOption: "--input-format")
    var themes: [String?] = set.themes.isEmpty ? [nil] : set.themes.map { $0 }
    if let theme = arguments.value("--theme") { themes = [theme] }
    var grids: [ContrastGrid] = []
    for theme in themes {
      do {
        grids.append(
          try ContrastGrid(
            tokens: set, theme: theme, foreground: arguments.value("--foreground") ?? "*",
            background: arguments.value("--background") ?? "*"))
      } catch {
        throw .input("--theme: " + error.message)
      }
    }
    if let path = arguments.value("-o") {
      // Streamed into a temporary file that is renamed into place at the end (never half a
      // page; never over an input file; never the whole page in memory).
      try AtomicOutput.write(to: path, inputs: arguments.positionals) { write in
        withoutActuallyEscaping(write) { write in
          var file = BufferedGridOutput(write: write)
          emit(grids, format: arguments.value("--format") ?? "markdown", to: &file)
          file.flush()
        }
      }
    } else {
      let out = context.streams.output
      var sink = BufferedGridOutput(write: { out.write($0) })
      emit(grids, format: arguments.value("--format") ?? "markdown", to: &sink)
      sink.flush()
    }
    return .success
  }

  static func emit(_ grids: [ContrastGrid], format: String, to sink: inout BufferedGridOutput) {
    switch format {
    case "html": GridHTMLWriter.write(grids, to: &sink)
    case "json": GridJSONWriter.write(grids, to: &sink)
    default: GridMarkdownWriter.write(grids, to: &sink)
    }
  }
}
