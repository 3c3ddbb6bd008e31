import Foundation
import LegibleAudit
import LegibleReports
import Testing

/// The bundled examples, by file stem (`seed-buttons`).
let exampleNames: [String] = {
  let directory = repositoryRoot.appendingPathComponent("Examples").path
  let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
}()

/// An example's report, loaded under its repository-relative name as `make demo` runs it.
func exampleReport(_ name: String) throws -> AuditReport {
  let path = "Examples/\(name).json"
  let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  return try Auditor().audit(try AuditSpec(json: text, file: path))
}

/// The committed reports in Reports/ are regenerated from Examples/ and compared byte for byte,
/// so any change in what a designer or reviewer sees shows up in review.
@Suite struct GoldenReportTests {
  @Test func examplesExist() {
    #expect(exampleNames.contains("seed-buttons"))
    #expect(exampleNames.contains("themed-chips"))
  }

  @Test(arguments: exampleNames) func html(_ name: String) throws {
    try assertGoldenReport(HTMLReportWriter().write(try exampleReport(name)), named: name + ".html")
  }

  @Test(arguments: exampleNames) func markdown(_ name: String) throws {
    try assertGoldenReport(
      MarkdownReportWriter().write(try exampleReport(name)), named: name + ".md")
  }

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
