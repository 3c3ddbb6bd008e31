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
    let settings = try AuditSettings.resolve(arguments, spec: spec, context: context)
    let reports = try reportTargets(settings.reports)
    let explicit = arguments.value("--format") != nil || arguments.value("--output") != nil
    let format = ReportFormat(rawValue: arguments.value("--format") ?? "") ?? .text
    var audited: [AuditReport] = []
    for path in settings.specs {
      let tokens = try AuditTokens.load(specPath: path, extra: settings.tokens, context: context)
      do throws(AuditSpecError) {
        let spec = try AuditSpec(contentsOfFile: path, tokens: tokens)
        audited.append(try Auditor(policy: settings.policy).audit(spec))
      } catch {
        throw .input(error.description)
      }
    }
    let report = AuditGate.merged(audited)
    let comparison = try AuditGate.compare(audited, settings: settings)
    // Reports may overwrite neither an input nor a token file a spec lists.
    let inputs =
      settings.inputs
      + settings.specs.flatMap { (try? ColorTokenTable.tokenPaths(ofSpecAt: $0)) ?? [] }
    let options = ReportOptions(
      timestamp: arguments.value("--timestamp"),
      baseDirectory: FileManager.default.currentDirectoryPath)
    // Reports stream piece by piece to their files (temporary file, then rename) or stdout.
    for (reportFormat, destination) in reports {
      try AtomicOutput.write(to: destination, inputs: inputs) { emit in
        AuditGate.emit(reportFormat, audited, options, comparison, to: emit)
      }
    }
    if explicit || reports.isEmpty {
      if let output = arguments.value("--output") {
        try AtomicOutput.write(to: output, inputs: inputs) { emit in
          AuditGate.emit(format, audited, options, comparison, to: emit)
        }
      } else {
        AuditGate.emit(format, audited, options, comparison) { context.streams.output.write($0) }
      }
    }
    if context.environment["GITHUB_ACTIONS"] == "true", format == .github,
      let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty
    {
      appendStepSummary(AuditGate.writer(.markdown, options, comparison).write(report), to: summary)
    }
    if let comparison, let baseline = settings.baseline {
      context.streams.error.write(AuditGate.summary(comparison, baseline: baseline))
    }
    if settings.updateBaseline, let baseline = settings.baseline {
      try AtomicOutput.write(AuditGate.json(audited), to: baseline, inputs: settings.specs)
      context.streams.error.write(
        "legible: wrote the baseline \(baseline) (\(report.findings.count) findings, "
          + "\(report.summary.fail) failing)\n")
    }
    return AuditGate.status(report, comparison, settings: settings)
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

/// Writes a report so that a reader never sees a half-written file, through
/// `LegibleReports.AtomicFile` (a temporary file in the same directory, then a rename).
enum AtomicOutput {
  /// Writes `text` to `path` atomically.
  ///
  /// - Parameters:
  ///   - text: The content.
  ///   - path: The destination.
  ///   - inputs: Input files the destination must not overwrite.
  /// - Throws: ``CommandError/input(_:)`` when the destination is an input, a directory, or
  ///   cannot be written.
  static func write(_ text: String, to path: String, inputs: [String]) throws(CommandError) {
    try write(to: path, inputs: inputs) { emit in emit(text) }
  }

  /// Writes text produced piece by piece to `path` atomically, without holding it all.
  ///
  /// - Throws: As ``write(_:to:inputs:)``.
  static func write(
    to path: String, inputs: [String], _ produce: (_ emit: (String) -> Void) -> Void
  ) throws(CommandError) {
    let destination = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    for input in inputs
    where URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath() == destination {
      throw .input("\(path): refusing to overwrite the input file with the report")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .input("\(path): is a directory; give a file path for the report")
    }
    do {
      try AtomicFile.write(to: path, produce)
    } catch {
      throw .input("\(path): cannot write the report: \(error.message)")
    }
  }
}
