import LegibleAudit
import LegibleColor
import LegibleJSON
import LegibleReports
import Testing

@Suite struct WriterTests {
  static func spec(name: String, surface: ColorValue) -> AuditSpec {
    AuditSpec(
      name: name, surfaces: ["page": surface],
      components: [
        ComponentSpec(
          name: name, surface: "page",
          states: [
            "normal": StateSpec(
              text: .color(.white), background: .color(CSSColor(.sRGB, 0, 0, 0, alpha: 0.5)))
          ])
      ])
  }

  @Test func jsonEscapesAndParsesBack() throws {
    let name = "Quote \" backslash \\ newline \n tab \t bell \u{7} é"
    let report = try Auditor().audit(Self.spec(name: name, surface: .color(.white)))
    let text = JSONReportWriter().write(report)
    let doc = try JSONDocument(parsing: text)
    guard case .object(let members) = doc.root.kind else {
      Issue.record("not an object")
      return
    }
    #expect(
      members.map(\.key) == [
        "name", "policy", "summary", "findings", "appearances", "distinguishability",
      ])
    #expect(members[0].value.kind == .string(name))
  }

  @Test func exitStatusAndStrictness() throws {
    // White on rgba(0,0,0,0.5) over an unknown surface: 3.98…21 → needs-review
    // (docs/reference/compositing.md §5).
    let report = try Auditor().audit(Self.spec(name: "x", surface: .unknown))
    #expect(report.summary.needsReview == 2)  // text 3.97…21 and boundary 1…3.97
    #expect(report.summary.fail == 0)
    #expect(report.exitStatus(strict: false) == 0)
    #expect(report.exitStatus(strict: true) == 1)
    let text = TextTableWriter().write(report)
    #expect(text.contains("needs-review"))
    #expect(text.contains("3.97-21.00"))  // 3.977 floored, never rounded up
  }

  @Test func formatsHaveWriters() {
    #expect(ReportFormat.allCases.count == 8)
    #expect(ReportFormat.json.writer is JSONReportWriter)
  }
}
