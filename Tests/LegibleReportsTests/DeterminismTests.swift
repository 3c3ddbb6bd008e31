import LegibleAudit
import LegibleReports
import Testing

@Suite struct DeterminismTests {
  @Test func sameInputGivesIdenticalBytes() throws {
    for format in ReportFormat.allCases {
      let a = format.writer.write(try seedReport())
      let b = format.writer.write(try seedReport())
      #expect(a == b, "\(format.rawValue) is not deterministic")
    }
  }

  @Test func timestampOnlyWhenAsked() throws {
    let report = try seedReport()
    let plain = HTMLReportWriter().write(report)
    let stamped = HTMLReportWriter(timestamp: "2026-11-29T12:00:00Z").write(report)
    #expect(!plain.contains("Generated"))
    #expect(stamped.contains("Generated 2026-11-29T12:00:00Z."))
    #expect(MarkdownReportWriter(timestamp: "T1").write(report).contains("_Generated T1._"))
  }
}
