import LegibleAudit

/// Turns an ``AuditReport`` into text. Writers are deterministic: no timestamps, fixed order,
/// locale-independent numbers.
public protocol ReportWriter: Sendable {
  /// The report as text (ends with a newline).
  func write(_ report: AuditReport) -> String
}

/// The report formats, by their command-line names.
public enum ReportFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// A compact table, failures first (`TextTableWriter`).
  case text
  /// The documented JSON report (`JSONReportWriter`, docs/audit-report.md).
  case json

  /// The writer for this format.
  public var writer: any ReportWriter {
    switch self {
    case .text: TextTableWriter()
    case .json: JSONReportWriter()
    }
  }
}
