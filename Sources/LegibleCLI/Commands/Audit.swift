import Foundation
import LegibleAudit
import LegibleColor
import LegibleReports

/// `legible audit`: audit every control of a spec in every state and theme.
enum Audit: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible audit",
      abstract: "Audit button states in an audit spec against WCAG 2.2 contrast criteria.",
      overview: """
        Audit every component of an audit spec in every state and theme against WCAG 2.2
          (1.4.3 text, 1.4.6 enhanced text at AAA, 1.4.11 boundaries and focus rings, 2.4.13 at
          AAA). Disabled states are reported as exempt. Verdicts compare the unrounded ratio with
          >=; APCA Lc is shown as advice. The spec format is documented in docs/audit-spec.md.
        """,
      arguments: [
        ArgumentSpec(
          name: "spec", help: "Audit specs (JSON); default: \"specs\" of legible.json.",
          isOptional: true, isVariadic: true)
      ],
      options: [
        .option(
          "--format", value: "format", allowed: ReportFormat.allCases.map(\.rawValue),
          default: "text", help: "Report format"),
        OptionSpec(
          names: ["--output", "-o"], valueName: "path",
          help: "Write the report to a file (atomically) instead of standard output."),
        .option(
          "--report", value: "format:path", repeatable: true,
          help: "Also write a report in another format, e.g. html:Reports/x.html (repeatable)"),
        .option(
          "--timestamp", value: "text",
          help: "A generation time to print in HTML and Markdown reports (default: none)"),
        .level,
        .largeText,
        .composite,
        .coefficients,
        .flag(
          "--strict", help: "Needs-review findings fail the gate too (--fail-on needs-review)."),
        .option(
          "--fail-on", value: "verdict", allowed: FailOn.allCases.map(\.rawValue),
          aliases: OptionSpec.failOnCaseNames, default: "fail",
          help: "What fails the gate (never: exit 0 unless the input is bad)"),
        .option(
          "--baseline", value: "path",
          help: "Compare with a previous JSON report; exit 1 only on regressions (docs/ci.md)"),
        .flag("--update-baseline", help: "Write this run's JSON report to the baseline path."),
        .option(
          "--tolerance", value: "ratio", default: "0",
          help: "How far a known failure's ratio may drop before it counts as a regression"),
        .option(
          "--config", value: "path",
          help: "The configuration file (default: legible.json or .legible.json, searched upwards)"),
      ] + visionOptions,
      sections: [
        (
          "EXIT STATUS",
          [
            "0  No finding fails (with --baseline: nothing regressed; --update-baseline: always).",
            "1  A finding fails (--fail-on needs-review: or needs review); with --baseline: a",
            "   regression or a new failure.",
            "2  Usage or input error (the message names the file and JSON path), a missing or",
            "   malformed baseline, or a baseline made under another policy.",
          ]
        )
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let settings = try settings(arguments)
    let reports = try reportTargets(settings.reports)
    let explicit = arguments.value("--format") != nil || arguments.value("--output") != nil
    let format = ReportFormat(rawValue: arguments.value("--format") ?? "") ?? .text
    var audited: [AuditReport] = []
    var tokenFiles: [String] = []
    for path in settings.specs {
      let file: AuditSpecFile
      do throws(AuditSpecFile.LoadError) {
        file = try AuditSpecFile(contentsOfFile: path, additionalTokenFiles: settings.tokens) {
          context.streams.error.write($0.description + "\n")
        }
      } catch {
        throw .input(error.description)
      }
      tokenFiles += file.tokenFiles
      do throws(AuditSpecError) {
        audited.append(try Auditor(policy: settings.policy).audit(file.spec))
      } catch {
        throw .input(error.description)
      }
    }
    let gate: AuditGate
    do throws(AuditRunError) {
      gate = try AuditGate(reports: audited, settings: settings)
    } catch {
      throw .input(error.description)
    }
    // Reports may overwrite neither an input nor a token file a spec lists.
    let inputs = settings.inputs + tokenFiles
    let options = ReportOptions(
      timestamp: arguments.value("--timestamp"),
      baseDirectory: FileManager.default.currentDirectoryPath)
    // Reports stream piece by piece to their files (temporary file, then rename) or stdout.
    for (reportFormat, destination) in reports {
      try AtomicOutput.write(to: destination, inputs: inputs) { emit in
        gate.emit(reportFormat, options: options, to: emit)
      }
    }
    if explicit || reports.isEmpty {
      if let output = arguments.value("--output") {
        try AtomicOutput.write(to: output, inputs: inputs) { emit in
          gate.emit(format, options: options, to: emit)
        }
      } else {
        gate.emit(format, options: options) { context.streams.output.write($0) }
      }
    }
    if context.environment["GITHUB_ACTIONS"] == "true", format == .github,
      let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty
    {
      appendStepSummary(gate.writer(.markdown, options: options).write(gate.report), to: summary)
    }
    if let summary = gate.comparisonSummary {
      context.streams.error.write("legible: " + summary + "\n")
    }
    if settings.updateBaseline, let baseline = settings.baseline {
      let json = gate.baselineJSON
      try AtomicOutput.write(to: baseline, inputs: settings.specs) { emit in emit(json) }
      context.streams.error.write(
        "legible: wrote the baseline \(baseline) (\(gate.report.findings.count) findings, "
          + "\(gate.report.summary.fail) failing)\n")
    }
    return ExitStatus(rawValue: gate.exitStatus) ?? .findingsFailed
  }

  /// The settings of the run: the parsed options over `legible.json` (``AuditSettings``).
  ///
  /// - Throws: A usage error for bad option values, an input error for a bad configuration.
  static func settings(_ arguments: ParsedArguments) throws(CommandError) -> AuditSettings {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = arguments.positionals
    commandLine.level = arguments.value("--level")
    commandLine.largeText = arguments.value("--large-text")
    commandLine.composite = arguments.value("--composite")
    commandLine.coefficients = arguments.value("--coefficients")
    commandLine.failOn = arguments.value("--fail-on")
    commandLine.strict = arguments.flag("--strict")
    commandLine.tolerance = arguments.value("--tolerance")
    commandLine.baseline = arguments.value("--baseline")
    commandLine.updateBaseline = arguments.flag("--update-baseline")
    commandLine.reports = arguments.values("--report")
    commandLine.suggestions = !arguments.flag("--no-suggestions")
    var settings: AuditSettings
    do throws(AuditRunError) {
      let configuration = try AuditConfiguration.load(
        arguments.value("--config"), workingDirectory: FileManager.default.currentDirectoryPath)
      settings = try AuditSettings(commandLine: commandLine, configuration: configuration)
    } catch {
      switch error {
      case .invalidTolerance(let text):
        throw .usage(.invalidValue(text, option: "--tolerance <ratio>", allowed: nil))
      case .missingSpec: throw .usage(.missingArgument("spec"))
      case .updateWithoutBaseline: throw .usage(.conflict(error.description))
      default: throw .input(error.description)
      }
    }
    settings.policy.cvd = try cvdTypes(arguments.value("--cvd"))
    return settings
  }

  /// Parses `--report format:path` values.
  ///
  /// - Throws: A usage error naming the value and the formats when a value is malformed.
  static func reportTargets(_ values: [String]) throws(CommandError) -> [(ReportFormat, String)] {
    var targets: [(ReportFormat, String)] = []
    for value in values {
      guard let colon = value.firstIndex(of: ":"),
        let format = ReportFormat(rawValue: String(value[..<colon])),
        value.index(after: colon) < value.endIndex
      else {
        throw .usage(
          .invalidValue(
            value, option: "--report <format:path>",
            allowed: ReportFormat.allCases.map { "\($0.rawValue):PATH" }))
      }
      targets.append((format, String(value[value.index(after: colon)...])))
    }
    return targets
  }

  /// Appends Markdown to `$GITHUB_STEP_SUMMARY` (the job summary); failures are ignored, as the
  /// summary is a courtesy beside the annotations.
  static func appendStepSummary(_ markdown: String, to path: String) {
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(markdown.utf8))
  }
}
