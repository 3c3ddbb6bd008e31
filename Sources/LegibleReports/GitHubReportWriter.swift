// GitHub Actions workflow commands (github/docs workflow-commands.md; escaping from
// actions/toolkit packages/core/src/command.ts). GitHub shows at most 10 error and 10 warning
// annotations per step; the rest are summarised in one notice (docs/reference/formats.md §9).

import LegibleAudit
import LegibleColor

/// Writes GitHub Actions annotations: `::error` for failing findings, `::warning` for
/// needs-review findings, at most ``perLevelLimit`` of each, then a `::notice` counting what was
/// left out. Passing and exempt findings produce no annotation.
///
/// Messages escape `%`, CR and LF; property values (file, title) also `:` and `,`, so no name can
/// end the command or start a new one.
public struct GitHubReportWriter: ReportWriter {
  /// How many annotations of one level GitHub shows per step.
  public static let perLevelLimit = 10

  /// Creates a writer.
  public init() {}

  /// The comparison with a baseline; when set, regressions and new failures are `::error`s and
  /// failures no worse than the baseline `::warning`s (docs/ci.md).
  public var comparison: BaselineComparison? = nil

  /// The workflow commands, one per line; an empty report gives one `::notice`: the pieces of
  /// ``write(_:to:)`` joined.
  public func write(_ report: AuditReport) -> String { collected(report) }

  /// Streams the workflow commands (at most ``perLevelLimit`` annotations per level and the
  /// notice, so the text stays small whatever the report's size).
  public func write(_ report: AuditReport, to emit: (String) -> Void) {
    ReportPieces.emitting(to: emit) { out in
      var omitted = 0
      for (command, findings) in GateLevels.annotationGroups(report, comparison) {
        for f in findings.prefix(Self.perLevelLimit) { out += annotation(f, command) }
        omitted += max(0, findings.count - Self.perLevelLimit)
      }
      let s = report.summary
      var summary =
        "\(report.findings.count) findings: \(s.fail) fail, \(s.needsReview) needs-review, "
        + "\(s.pass) pass, \(s.exempt) exempt"
      if s.ignored > 0 { summary += ", \(s.ignored) ignored" }
      if omitted > 0 {
        summary += "; \(omitted) more not annotated (GitHub shows 10 per level per step)"
      }
      out += "::notice title=legible::" + Escaping.workflowData(summary) + "\n"
    }
  }

  func annotation(_ f: Finding, _ command: String) -> String {
    var properties: [String] = []
    if let loc = f.location, let file = loc.file {
      properties.append("file=" + Escaping.workflowProperty(file))
      properties.append("line=\(loc.line)")
      properties.append("col=\(loc.column)")
    }
    let c = Criterion.named(f.criterion)
    properties.append("title=" + Escaping.workflowProperty("\(c.label) \(f.checkID)"))
    return "::\(command) " + properties.joined(separator: ",") + "::"
      + Escaping.workflowData(Present.sentence(f)) + "\n"
  }
}
