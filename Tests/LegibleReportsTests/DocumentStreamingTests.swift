import LegibleAudit
import LegibleColor
import LegibleReports
import Testing

/// The HTML, Markdown and text writers stream (issue 16): `write(_:to:)` emits the report in
/// pieces whose concatenation is exactly `write(_:)`, more than one piece for a report of several
/// components, and no piece near the size of a large report.
@Suite struct DocumentStreamingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var writer: any ReportWriter
    var testDescription: String { name }
  }

  static let writers: [Case] = [
    Case(name: "html", writer: HTMLReportWriter()),
    Case(name: "html with timestamp", writer: HTMLReportWriter(timestamp: "2026-01-01")),
    Case(name: "markdown", writer: MarkdownReportWriter()),
    // 4 KB keeps the head and a few rows: the truncation note is streamed too.
    Case(name: "markdown truncated", writer: MarkdownReportWriter(byteLimit: 4096)),
    Case(name: "text", writer: TextTableWriter()),
  ]

  /// The two examples of the snapshot and golden tests (seed-buttons: 5 components, one theme;
  /// themed-chips: light and dark themes, a state that collapses under deuteranopia), with the
  /// default policy and with every colour-vision simulation.
  static func reports() throws -> [(String, AuditReport)] {
    var reports: [(String, AuditReport)] = []
    for name in ["seed-buttons", "themed-chips"] {
      let spec = try AuditSpec(
        contentsOfFile: repositoryRoot.appendingPathComponent("Examples/\(name).json").path)
      reports.append((name, try Auditor().audit(spec)))
      reports.append(
        (name + " --cvd all", try Auditor(policy: AuditPolicy(cvd: CVDType.allCases)).audit(spec)))
    }
    return reports
  }

  static func pieces(_ writer: any ReportWriter, _ report: AuditReport) -> [String] {
    var pieces: [String] = []
    writer.write(report) { pieces.append($0) }
    return pieces
  }

  @Test(arguments: writers) func piecesJoinedAreTheReport(_ c: Case) throws {
    for (name, report) in try Self.reports() {
      let pieces = Self.pieces(c.writer, report)
      #expect(pieces.joined() == c.writer.write(report), "\(name)")
      #expect(pieces.count > 1, "\(name): \(report.appearances.count) states in one piece")
      #expect(!pieces.contains(""), "\(name)")
    }
  }

  /// 300 generated buttons (about 1 MB of HTML): every piece stays a few KB (one state table or
  /// about 4 KB of rows, ReportPieces.size), so the whole text is never needed at once.
  @Test(arguments: writers) func largeReportStreamsInSmallPieces(_ c: Case) throws {
    let components = (0..<300).map { i in
      ComponentSpec(
        name: "Button\(i)", surface: "page",
        states: [
          "normal": StateSpec(
            text: .color(.white), background: .color(CSSColor(rgb: 0x0061cd + UInt32(i)))),
          "pressed": StateSpec(
            text: .color(.white), background: .color(CSSColor(rgb: 0x3381d7 + UInt32(i)))),
        ])
    }
    let spec = AuditSpec(
      name: "generated", surfaces: ["page": .color(.white)], components: components)
    let report = try Auditor(policy: AuditPolicy(suggestions: false)).audit(spec)
    let pieces = Self.pieces(c.writer, report)
    let whole = c.writer.write(report)
    #expect(pieces.joined() == whole)
    let largest = pieces.map(\.utf8.count).max() ?? 0
    #expect(largest <= 16 * 1024, "largest piece \(largest) bytes of \(whole.utf8.count)")
  }
}
