import ArgumentParser
import LegibleTokens

/// The `<path>…` of `tokens` and `grid`, and loading them.
struct TokenPaths: ParsableArguments {
  @Argument(
    help: ArgumentHelp("A token file or a directory to search recursively.", valueName: "path"),
    completion: .file())
  var paths: [String] = []

  @Flag(
    help: ArgumentHelp(
      "Print every warning and note of reading; without it, a file with more than three is one line of counts."
    ))
  var verbose = false

  func validate() throws {
    guard !paths.isEmpty else { throw UsageError.missingArgument("path").validation }
  }

  /// Loads the paths with the `format` importer or detection and prints diagnostics to
  /// standard error; a file no importer recognises is reported with `formatOption`, the
  /// command's own name for the option that forces a format.
  func load(format: String?, formatOption: String, context: CommandContext) throws(CommandError)
    -> TokenSet
  {
    let set: TokenSet
    do {
      set = try TokenLoader(format: format).load(paths)
    } catch {
      throw .input(error.namingFormat(with: formatOption).description)
    }
    for line in DiagnosticSummary.lines(set.diagnostics, verbose: verbose) {
      context.streams.error.write(line + "\n")
    }
    if set.tokens.isEmpty {
      context.streams.error.write(
        "warning: " + PathContents.nothingReadMessage(for: paths, contents: PathContents(paths))
          + "\n")
    }
    return set
  }

  /// The importers, one `format  summary` row each, for help: wrapped at 79 columns with the
  /// summaries aligned (ArgumentParser rewraps only longer lines, without an indent).
  static var formatsTable: String {
    let rows = TokenImporters.all.map { importer in (importer.format, importer.summary) }
    let indent = (rows.map { $0.0.count }.max() ?? 0) + 4
    return rows.map { format, summary in
      var lines = ["  " + format + String(repeating: " ", count: indent - 2 - format.count)]
      for word in summary.split(separator: " ") {
        if lines[lines.count - 1].count + word.count > 79 {
          lines.append(String(repeating: " ", count: indent))
        } else if lines[lines.count - 1].count > indent {
          lines[lines.count - 1] += " "
        }
        lines[lines.count - 1] += word
      }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
