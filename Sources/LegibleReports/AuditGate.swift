import Foundation
import LegibleAudit
import LegibleColor
import LegibleJSON

/// The gate of an audit run (docs/ci.md): the spec reports merged for the writers, the
/// comparison with the baseline, the report text in each format, and the exit status.
///
/// ```swift
/// let gate = try AuditGate(reports: [report], settings: settings)
/// gate.emit(.markdown, options: ReportOptions()) { print($0, terminator: "") }
/// exit(gate.exitStatus)
/// ```
public struct AuditGate: Sendable {
  /// The reports, one per spec, in spec order.
  public let reports: [AuditReport]
  /// The settings of the run.
  public let settings: AuditSettings
  /// The comparison with the baseline, or `nil` without one (or when it is being re-created).
  public let comparison: BaselineComparison?

  /// Compares the reports with the baseline of `settings`, if any.
  ///
  /// With ``AuditSettings/updateBaseline``, a missing, malformed or other-policy baseline is
  /// simply replaced (no comparison).
  ///
  /// - Throws: ``AuditRunError/invalidFile(_:)`` for a missing or malformed baseline,
  ///   ``AuditRunError/baselinePolicyDiffers(baseline:differences:)`` for one made under
  ///   another policy (the verdicts would not be comparable).
  public init(reports: [AuditReport], settings: AuditSettings) throws(AuditRunError) {
    self.reports = reports
    self.settings = settings
    comparison = try Self.compare(reports, settings: settings)
  }

  private static func compare(_ reports: [AuditReport], settings: AuditSettings)
    throws(AuditRunError) -> BaselineComparison?
  {
    guard let path = settings.baseline else { return nil }
    if settings.updateBaseline, !FileManager.default.fileExists(atPath: path) { return nil }
    let baseline: Baseline
    do throws(AuditSpecError) {
      baseline = try Baseline(contentsOfFile: path)
    } catch {
      if settings.updateBaseline { return nil }  // a broken baseline is simply replaced
      throw .invalidFile(error)
    }
    let differences = baseline.policyDifferences(from: settings.policy)
    if !differences.isEmpty {
      if settings.updateBaseline { return nil }
      throw .baselinePolicyDiffers(baseline: path, differences: differences)
    }
    return BaselineComparison(
      baseline: baseline, reports: reports, tolerance: settings.tolerance,
      failOn: settings.failOn)
  }

  /// One report for the writers: the single spec's, or every spec's findings in spec order.
  public var report: AuditReport { Self.merged(reports) }

  /// One report for the writers: the single spec's, or every spec's findings in spec order.
  public static func merged(_ reports: [AuditReport]) -> AuditReport {
    guard reports.count != 1 else { return reports[0] }
    var merged = AuditReport(
      name: reports.map(\.name).joined(separator: ", "), policy: reports.first?.policy ?? .init(),
      findings: reports.flatMap(\.findings), appearances: reports.flatMap(\.appearances))
    merged.coverage = reports.lazy.compactMap(\.coverage).first
    return merged
  }

  /// The writer for a format, told about the comparison when it shows one.
  public func writer(_ format: ReportFormat, options: ReportOptions) -> any ReportWriter {
    Self.writer(format, options, comparison, settings.failOn)
  }

  private static func writer(
    _ format: ReportFormat, _ options: ReportOptions, _ comparison: BaselineComparison?,
    _ failOn: FailOn
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
    case .xcode:
      var w = XcodeReportWriter(baseDirectory: options.baseDirectory)
      w.comparison = comparison
      w.failOn = failOn
      return w
    default: return format.writer(options)
    }
  }

  /// The report text in a format (JSON keeps one object per spec, an array of them for
  /// several: the baseline format).
  public func text(_ format: ReportFormat, options: ReportOptions) -> String {
    var text = ""
    emit(format, options: options) { text += $0 }
    return text
  }

  /// ``text(_:options:)`` piece by piece, as the writers stream it, so a large report goes to
  /// its file without being held whole.
  public func emit(
    _ format: ReportFormat, options: ReportOptions, to emit: (String) -> Void
  ) {
    Self.emit(format, reports, options, comparison, settings.failOn, to: emit)
  }

  /// The JSON report to store as the new baseline (no comparison in it).
  public var baselineJSON: String {
    var text = ""
    Self.emit(.json, reports, ReportOptions(), nil, settings.failOn) { text += $0 }
    return text
  }

  private static func emit(
    _ format: ReportFormat, _ reports: [AuditReport], _ options: ReportOptions,
    _ comparison: BaselineComparison?, _ failOn: FailOn, to emit: (String) -> Void
  ) {
    guard format == .json, reports.count != 1 else {
      writer(format, options, comparison, failOn).write(merged(reports), to: emit)
      return
    }
    // Several specs: an array of the reports, each as it stands alone (the baseline format).
    var out = JSONWriter()
    out.sequence { o in
      for report in reports { JSONReportWriter().write(report, into: &o, flushingTo: emit) }
    }
    out.raw("\n")
    out.flush(to: emit, minimum: 0)
  }

  /// The comparison's counts in one line (`baseline PATH: 1 regression(s), 0 new, …`), or `nil`
  /// without a comparison.
  public var comparisonSummary: String? {
    guard let c = comparison, let baseline = settings.baseline else { return nil }
    return "baseline \(baseline): \(c.count(.regression)) regression(s), \(c.count(.new)) new, "
      + "\(c.count(.fixed)) fixed, \(c.count(.improved)) improved, \(c.count(.known)) known"
  }

  /// The process exit status (`AuditReport/exitStatus(failOn:comparison:updatingBaseline:)`):
  /// 0 when the gate passes, 1 when it fails.
  public var exitStatus: Int32 {
    report.exitStatus(
      failOn: settings.failOn, comparison: comparison, updatingBaseline: settings.updateBaseline)
  }
}
