import Foundation
import LegibleAudit
import LegibleColor
import LegibleReports

/// What one `legible audit` run does, from the command line over the configuration file
/// (docs/ci.md): command-line values win, then `legible.json`, then the defaults.
struct AuditSettings: Sendable {
  var specs: [String]
  var tokens: [String]
  var policy: AuditPolicy
  var failOn: FailOn
  var tolerance: Double
  var baseline: String?
  var updateBaseline: Bool
  var reports: [String]
  /// Every input file (reports must not overwrite them).
  var inputs: [String] { specs + tokens + (updateBaseline ? [] : baseline.map { [$0] } ?? []) }

  /// Resolves the settings.
  ///
  /// - Throws: A usage error for bad option values, an input error for a bad configuration.
  static func resolve(_ arguments: ParsedArguments, spec: CommandSpec, context: CommandContext)
    throws(CommandError) -> AuditSettings
  {
    let cwd = FileManager.default.currentDirectoryPath
    var config: Configuration?
    if let path = arguments.value("--config") ?? Configuration.find(from: cwd) {
      do throws(AuditSpecError) {
        config = try Configuration(contentsOfFile: path, workingDirectory: cwd)
      } catch {
        throw .input(error.description)
      }
    }
    func value(_ option: String, _ key: String) throws(CommandError) -> String? {
      if let v = arguments.value(option) { return v }
      guard let given = config?.policy[key] else { return nil }
      let v = spec.option(named: option)?.canonical(given) ?? given
      if let allowed = spec.option(named: option)?.allowedValues, !allowed.contains(v) {
        throw .input(
          "\(config?.file ?? ""): policy.\(key): '\(v)' is not one of "
            + allowed.joined(separator: ", "))
      }
      return v
    }
    let policy = AuditPolicy(
      level: ConformanceLevel(rawValue: try value("--level", "level") ?? "") ?? .aa,
      largeText: LargeTextPolicy(rawValue: try value("--large-text", "largeText") ?? "")
        ?? .wcagCSSPixels,
      composite: BlendSpace(rawValue: try value("--composite", "composite") ?? "") ?? .encodedSRGB,
      coefficients: LuminanceCoefficients(
        rawValue: try value("--coefficients", "coefficients") ?? "")
        ?? .wcag,
      suggestions: !arguments.flag("--no-suggestions"),
      cvd: try Audit.cvdTypes(arguments.value("--cvd")))
    var failOn = FailOn(rawValue: try value("--fail-on", "failOn") ?? "") ?? .fail
    if arguments.value("--fail-on") == nil, arguments.flag("--strict") { failOn = .needsReview }
    var tolerance = config?.tolerance ?? 0
    if let text = arguments.value("--tolerance") {
      guard let t = Double(text), t >= 0, t.isFinite else {
        throw .usage(.invalidValue(text, option: "--tolerance <ratio>", allowed: nil))
      }
      tolerance = t
    }
    let specs = arguments.positionals.isEmpty ? config?.specs ?? [] : arguments.positionals
    if specs.isEmpty {
      throw .usage(.missingArgument("spec"))
    }
    let reports =
      arguments.values("--report").isEmpty
      ? config?.reports ?? [] : arguments.values("--report")
    let baseline = arguments.value("--baseline") ?? config?.baseline
    let update = arguments.flag("--update-baseline")
    if update, baseline == nil {
      throw .usage(
        .conflict("--update-baseline needs --baseline <path> (or \"baseline\" in legible.json)"))
    }
    return AuditSettings(
      specs: specs, tokens: config?.tokens ?? [], policy: policy, failOn: failOn,
      tolerance: tolerance, baseline: baseline, updateBaseline: update, reports: reports)
  }
}

/// The baseline half of `legible audit`: reading, comparing, writing, and the exit status.
enum AuditGate {
  /// One report for the writers: the single spec's, or every spec's findings in spec order.
  static func merged(_ reports: [AuditReport]) -> AuditReport {
    guard reports.count != 1 else { return reports[0] }
    return AuditReport(
      name: reports.map(\.name).joined(separator: ", "), policy: reports.first?.policy ?? .init(),
      findings: reports.flatMap(\.findings), appearances: reports.flatMap(\.appearances))
  }

  /// The JSON report: one object for one spec, an array of them for several (the baseline
  /// format, docs/ci.md).
  static func json(_ reports: [AuditReport]) -> String {
    text(.json, reports, ReportOptions(), nil)
  }

  /// The comparison with the baseline, or `nil` without one (or when it is being created).
  ///
  /// - Throws: An input error for a missing or malformed baseline, or one made under another
  ///   policy (the verdicts would not be comparable).
  static func compare(_ reports: [AuditReport], settings: AuditSettings) throws(CommandError)
    -> BaselineComparison?
  {
    guard let path = settings.baseline else { return nil }
    if settings.updateBaseline, !FileManager.default.fileExists(atPath: path) { return nil }
    let baseline: Baseline
    do throws(AuditSpecError) {
      baseline = try Baseline(contentsOfFile: path)
    } catch {
      if settings.updateBaseline { return nil }  // a broken baseline is simply replaced
      throw .input(error.description)
    }
    let differences = baseline.policyDifferences(from: settings.policy)
    if !differences.isEmpty {
      if settings.updateBaseline { return nil }
      throw .input(
        "\(path): the baseline was made under another policy ("
          + differences.joined(separator: ", ")
          + "); run with the baseline's options, or re-create it with --update-baseline")
    }
    return BaselineComparison(
      baseline: baseline, reports: reports, tolerance: settings.tolerance,
      failOn: settings.failOn)
  }

  /// The writer for a format, told about the comparison when it shows one.
  static func writer(
    _ format: ReportFormat, _ options: ReportOptions, _ comparison: BaselineComparison?
  ) -> any ReportWriter {
    switch format {
    case .markdown:
      var w = MarkdownReportWriter(timestamp: options.timestamp)
      w.comparison = comparison
      return w
    case .sarif:
      var w = SARIFReportWriter()
      w.comparison = comparison
      return w
    case .github:
      var w = GitHubReportWriter()
      w.comparison = comparison
      return w
    default: return format.writer(options)
    }
  }

  /// The report text in a format (JSON keeps one object per spec).
  static func text(
    _ format: ReportFormat, _ reports: [AuditReport], _ options: ReportOptions,
    _ comparison: BaselineComparison?
  ) -> String {
    var text = ""
    emit(format, reports, options, comparison) { text += $0 }
    return text
  }

  /// ``text(_:_:_:_:)`` piece by piece, as the writers stream it, so a large report goes to
  /// its file without being held whole.
  static func emit(
    _ format: ReportFormat, _ reports: [AuditReport], _ options: ReportOptions,
    _ comparison: BaselineComparison?, to emit: (String) -> Void
  ) {
    guard format == .json, reports.count != 1 else {
      writer(format, options, comparison).write(merged(reports), to: emit)
      return
    }
    // Several specs: a JSON array of the reports, each without its final newline.
    emit("[\n")
    for (i, report) in reports.enumerated() {
      var held: String?
      JSONReportWriter().write(report) { piece in
        if let previous = held { emit(previous) }
        held = piece
      }
      if var last = held {
        if last.hasSuffix("\n") { last.removeLast() }
        emit(last)
      }
      emit(i + 1 < reports.count ? ",\n" : "\n")
    }
    emit("]\n")
  }

  /// One line for standard error: the comparison's counts.
  static func summary(_ c: BaselineComparison, baseline: String) -> String {
    "legible: baseline \(baseline): \(c.count(.regression)) regression(s), \(c.count(.new)) new, "
      + "\(c.count(.fixed)) fixed, \(c.count(.improved)) improved, \(c.count(.known)) known\n"
  }

  /// The exit status: with `--update-baseline` 0; with a baseline 1 only for regressions and new
  /// failures; without one 1 for any failing finding (per `--fail-on`).
  static func status(
    _ report: AuditReport, _ comparison: BaselineComparison?, settings: AuditSettings
  ) -> ExitStatus {
    guard settings.failOn.gates, !settings.updateBaseline else { return .success }
    if let comparison { return comparison.hasRegressions ? .findingsFailed : .success }
    return report.findings.contains { settings.failOn.counts($0.verdict) }
      ? .findingsFailed : .success
  }
}
