import LegibleAudit
import LegibleReports
import Testing

func seedReport(_ policy: AuditPolicy = AuditPolicy()) throws -> AuditReport {
  let spec = try AuditSpec(
    contentsOfFile: repositoryRoot.appendingPathComponent("Examples/seed-buttons.json").path)
  return try Auditor(policy: policy).audit(spec)
}

@Suite struct ReportSnapshotTests {
  @Test func seedButtonsJSON() throws {
    try assertSnapshot(JSONReportWriter().write(try seedReport()), named: "seed-buttons.json")
  }

  @Test func seedButtonsText() throws {
    try assertSnapshot(TextTableWriter().write(try seedReport()), named: "seed-buttons.txt")
  }

  @Test func seedButtonsTextAAA() throws {
    let report = try seedReport(AuditPolicy(level: .aaa))
    try assertSnapshot(TextTableWriter().write(report), named: "seed-buttons-aaa.txt")
  }
}
