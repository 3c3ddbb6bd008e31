import LegibleAudit
import LegibleReports
import Testing

/// The seed example, loaded under its repository-relative name (as `legible audit
/// Examples/seed-buttons.json` run from the root names it), so locations are machine-independent.
func seedReport(_ policy: AuditPolicy = AuditPolicy()) throws -> AuditReport {
  let path = "Examples/seed-buttons.json"
  let text = try String(
    contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  let spec = try AuditSpec(json: text, file: path)
  return try Auditor(policy: policy).audit(spec)
}

@Suite struct ReportSnapshotTests {
  @Test func seedButtonsJSON() throws {
    try assertSnapshot(JSONReportWriter().write(try seedReport()), named: "seed-buttons.json")
  }

  @Test func seedButtonsText() throws {
    try assertSnapshot(TextTableWriter().write(try seedReport()), named: "seed-buttons.txt")
  }

  @Test func seedButtonsSARIF() throws {
    try assertSnapshot(SARIFReportWriter().write(try seedReport()), named: "seed-buttons.sarif")
  }

  @Test func seedButtonsJUnit() throws {
    try assertSnapshot(JUnitReportWriter().write(try seedReport()), named: "seed-buttons.junit.xml")
  }

  @Test func seedButtonsGitHub() throws {
    try assertSnapshot(
      GitHubReportWriter().write(try seedReport()), named: "seed-buttons.github.txt")
  }

  @Test func seedButtonsXcode() throws {
    let writer = XcodeReportWriter(baseDirectory: "/project")
    try assertSnapshot(writer.write(try seedReport()), named: "seed-buttons.xcode.txt")
  }

  @Test func seedButtonsMarkdownAAA() throws {
    let report = try seedReport(AuditPolicy(level: .aaa))
    try assertSnapshot(MarkdownReportWriter().write(report), named: "seed-buttons-aaa.md")
  }

  @Test func seedButtonsTextAAA() throws {
    let report = try seedReport(AuditPolicy(level: .aaa))
    try assertSnapshot(TextTableWriter().write(report), named: "seed-buttons-aaa.txt")
  }
}
