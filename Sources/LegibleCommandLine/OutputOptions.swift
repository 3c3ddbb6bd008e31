import ArgumentParser
import LegibleReports

/// Where and how `legible audit` writes its reports: `--format`, `-o/--output`, `--report`.
struct OutputOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Report format (default: text)", valueName: "format"))
  var format: ReportFormat?

  @Option(
    name: [.customLong("output"), .customShort("o")],
    parsing: .unconditional,
    help: ArgumentHelp(
      "Write the report to a file (atomically) instead of standard output.", valueName: "path"),
    completion: .file())
  var output: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Also write a report in another format, e.g. html:Reports/x.html (repeatable).",
      valueName: "format:path"),
    completion: .file())
  var report: [String] = []

  /// Whether the main report was asked for (`--format` or `--output`); without either, a run
  /// with `--report` writes only those.
  var isExplicit: Bool { format != nil || output != nil }
}
