import LegibleAudit
import LegibleColor
import LegibleReports
import Testing

/// `write(_:to:)` streams the same bytes as `write(_:)` (issue 16), in bounded pieces.
@Suite struct MachineFormatStreamingTests {
  /// The writers that stream natively, by name.
  static let writers: [(String, any ReportWriter)] = [
    ("json", JSONReportWriter()), ("sarif", SARIFReportWriter()), ("junit", JUnitReportWriter()),
    ("github", GitHubReportWriter()), ("xcode", XcodeReportWriter(baseDirectory: "/project")),
  ]

  /// An example spec under its repository-relative name (as the snapshot tests load it).
  static func example(_ name: String) throws -> AuditReport {
    let path = "Examples/" + name
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    return try Auditor().audit(try AuditSpec(json: text, file: path))
  }

  /// `count` buttons, each with its own fill, normal and pressed states: a report whose JSON is
  /// several times the piece size.
  static func buttons(_ count: Int) throws -> AuditReport {
    let components = (0..<count).map { i in
      ComponentSpec(
        name: "Button\(i)", surface: "page",
        states: [
          "normal": StateSpec(
            text: .color(.white), background: .color(CSSColor(.sRGB, Double(i % 97) / 97, 0.3, 0.6))
          ),
          "pressed": StateSpec(
            text: .color(.white), background: .color(CSSColor(.sRGB, 0.2, Double(i % 89) / 89, 0.5))
          ),
        ])
    }
    let spec = AuditSpec(
      name: "Buttons", surfaces: ["page": .color(.white)], components: components)
    return try Auditor().audit(spec)
  }

  static func pieces(_ writer: any ReportWriter, _ report: AuditReport) -> [String] {
    var pieces: [String] = []
    writer.write(report) { pieces.append($0) }
    return pieces
  }

  @Test(arguments: ["seed-buttons.json", "themed-chips.json"])
  func streamedPiecesJoinedEqualTheText(_ example: String) throws {
    let report = try Self.example(example)
    for (name, writer) in Self.writers {
      let text = writer.write(report)
      #expect(!text.isEmpty || name == "xcode", "\(name) wrote nothing")
      #expect(Self.pieces(writer, report).joined() == text, "\(name) on \(example)")
    }
  }

  @Test func largeReportStreamsInBoundedPieces() throws {
    let report = try Self.buttons(200)
    #expect(report.findings.count >= 400)
    for (name, writer) in Self.writers {
      #expect(Self.pieces(writer, report).joined() == writer.write(report), "\(name)")
    }
    let json = Self.pieces(JSONReportWriter(), report)
    // 64 KB pieces (JSONWriter.flushSize) plus at most one finding or appearance (< 4 KB each).
    #expect(json.count > 1)
    #expect(json.allSatisfy { $0.utf8.count < 64 * 1024 + 4096 })
    #expect(json.dropLast().allSatisfy { $0.utf8.count >= 64 * 1024 })
  }
}
