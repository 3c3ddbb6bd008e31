import LegibleAudit
import LegibleReports
import Testing

/// The Xcode diagnostics' severities follow the gate (issue 22): Xcode fails a build whose
/// output has an `error:` line, so the build-tool plugin's output has one exactly for each
/// finding that fails the gate. On Examples/themed-chips.json, audited here: 1 failing finding
/// and 4 needs-review (exact counts, from the audit itself, no tolerance).
@Suite struct XcodeGateSeverityTests {
  static func report(_ name: String) throws -> AuditReport {
    let path = "Examples/" + name
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    return try Auditor().audit(try AuditSpec(json: text, file: path))
  }

  /// (errors, warnings) among the diagnostic lines.
  static func severities(_ writer: XcodeReportWriter, _ report: AuditReport) -> (Int, Int) {
    let lines = writer.write(report).split(separator: "\n")
    return (
      lines.filter { $0.contains(": error: ") }.count,
      lines.filter { $0.contains(": warning: ") }.count
    )
  }

  @Test func theReportHasOneFailureAndFourNeedsReview() throws {
    let summary = try Self.report("themed-chips.json").summary
    #expect((summary.fail, summary.needsReview) == (1, 4))
  }

  @Test func failOnDecidesWhatIsAnError() throws {
    let report = try Self.report("themed-chips.json")
    var writer = XcodeReportWriter(baseDirectory: "/project")
    #expect(Self.severities(writer, report) == (1, 4))  // default: --fail-on fail
    writer.failOn = .needsReview
    #expect(Self.severities(writer, report) == (5, 0))  // --strict
    writer.failOn = .never
    #expect(Self.severities(writer, report) == (0, 5))  // nothing fails the gate
  }

  @Test func aKnownFailureIsAWarningAndANewOneAnError() throws {
    let report = try Self.report("themed-chips.json")
    let own = try Baseline(parsing: JSONReportWriter().write(report))
    var writer = XcodeReportWriter(baseDirectory: "/project")
    writer.comparison = BaselineComparison(baseline: own, reports: [report])
    #expect(writer.comparison?.hasRegressions == false)
    #expect(Self.severities(writer, report) == (0, 5))
    // Against a baseline of another spec (Examples/seed-buttons.json), the failure is new.
    let other = try Baseline(
      parsing: JSONReportWriter().write(try Self.report("seed-buttons.json")))
    writer.comparison = BaselineComparison(baseline: other, reports: [report])
    #expect(writer.comparison?.count(.new) == 1)
    #expect(Self.severities(writer, report) == (1, 4))
  }
}
