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
      arguments: [ArgumentSpec(name: "spec", help: "The audit spec (JSON).")],
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
        .option("--level", value: "level", allowed: ["AA", "AAA"], default: "AA", help: "Level"),
        .option(
          "--large-text", value: "policy", allowed: ["wcag", "platform"], default: "wcag",
          help: "Large-text rule (wcag: 24 px, 18.66 px bold; platform: 18 pt, 14 pt bold)"),
        .option(
          "--composite", value: "space", allowed: ["srgb", "linear"], default: "srgb",
          help: "Where translucent colours are blended"),
        .option(
          "--coefficients", value: "family", allowed: ["wcag", "css4"], default: "wcag",
          help: "Luminance coefficients"),
        .flag("--strict", help: "Needs-review findings fail the gate too."),
      ] + visionOptions,
      sections: [
        (
          "EXIT STATUS",
          [
            "0  No finding fails.", "1  A finding fails (with --strict: or needs review).",
            "2  Usage or input error (the message names the file and JSON path).",
          ]
        )
      ])
  }

  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
  {
    let path: String
    do throws(UsageError) {
      path = try arguments.positional(0, of: spec)
    } catch {
      throw .usage(error)
    }
    if arguments.positionals.count > 1 {
      throw .usage(.conflict("Unexpected argument '\(arguments.positionals[1])'"))
    }
    let policy = AuditPolicy(
      level: ConformanceLevel(rawValue: arguments.value("--level") ?? "") ?? .aa,
      largeText: LargeTextPolicy(rawValue: arguments.value("--large-text") ?? "") ?? .wcagCSSPixels,
      composite: BlendSpace(rawValue: arguments.value("--composite") ?? "") ?? .encodedSRGB,
      coefficients: LuminanceCoefficients(rawValue: arguments.value("--coefficients") ?? "")
        ?? .wcag, suggestions: !arguments.flag("--no-suggestions"),
      cvd: try cvdTypes(arguments.value("--cvd")))
    let reports = try reportTargets(arguments.values("--report"))
    let explicit = arguments.value("--format") != nil || arguments.value("--output") != nil
    let format = ReportFormat(rawValue: arguments.value("--format") ?? "") ?? .text
    let report: AuditReport
    let tokens = try AuditTokens.load(specPath: path, context: context)
    do throws(AuditSpecError) {
      let spec = try AuditSpec(contentsOfFile: path, tokens: tokens)
      report = try Auditor(policy: policy).audit(spec)
    } catch {
      throw .input(error.description)
    }
    let options = ReportOptions(
      timestamp: arguments.value("--timestamp"),
      baseDirectory: FileManager.default.currentDirectoryPath)
    for (reportFormat, destination) in reports {
      try AtomicOutput.write(
        reportFormat.writer(options).write(report), to: destination, inputs: [path])
    }
    if explicit || reports.isEmpty {
      let text = format.writer(options).write(report)
      if let output = arguments.value("--output") {
        try AtomicOutput.write(text, to: output, inputs: [path])
      } else {
        context.streams.output.write(text)
      }
    }
    if context.environment["GITHUB_ACTIONS"] == "true", format == .github,
      let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty
    {
      appendStepSummary(MarkdownReportWriter().write(report), to: summary)
    }
    return report.exitStatus(strict: arguments.flag("--strict")) == 0 ? .success : .findingsFailed
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
      try AtomicFile.write(text, to: path)
    } catch {
      throw .input("\(path): cannot write the report: \(error.message)")
    }
  }
}
