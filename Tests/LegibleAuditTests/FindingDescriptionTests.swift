import Foundation
import LegibleAudit
import Testing

/// One-line descriptions of findings and reports. Expected lines: the committed golden
/// Reports/seed-buttons.md and Reports/themed-chips.md (same ratios, floored; same requirements).
@Suite struct FindingDescriptionTests {
  static func report(_ name: String) throws -> AuditReport {
    try Auditor().audit(
      AuditSpec(contentsOfFile: repositoryRoot.appendingPathComponent("Examples/\(name)").path))
  }

  @Test func seedButtonsFailures() throws {
    let failing = try Self.report("seed-buttons.json").findings.filter { $0.verdict == .fail }
    #expect(
      failing.map(\.description) == [
        "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail",
        "HighlightButton normal 1.4.3 text 4.01:1 < 4.5:1 fail",
        "HighlightButton highlighted 1.4.3 text 1.71:1 < 4.5:1 fail",
        "HighlightButton highlighted 1.4.11 boundary 1.71:1 < 3:1 fail",
        "StateImageButton highlighted 1.4.3 text 3.38:1 < 4.5:1 fail",
      ])
  }

  /// Themes in parentheses; ranges over unknown backdrops as min–max with `vs`; passes with ≥.
  @Test func themesRangesAndPasses() throws {
    let report = try Self.report("themed-chips.json")
    let lines = report.findings.map(\.description)
    #expect(lines.contains("Chip selected (dark) 1.4.3 text 4.20:1 < 4.5:1 fail"))
    #expect(lines.contains("Toast normal (light) 1.4.3 text 3.35–21.00:1 vs 4.5:1 needs-review"))
    #expect(lines.contains("Toast normal (dark) 1.4.11 boundary 1.00–3.35:1 vs 3:1 needs-review"))
    let seed = try Self.report("seed-buttons.json")
    #expect(
      seed.findings.map(\.description).contains(
        "FilledButton normal 1.4.3 text 5.84:1 ≥ 4.5:1 pass"))
  }

  /// Counts as in the golden text report ("21 findings: 5 fail, 0 needs-review, 12 pass, 4
  /// exempt"), then the failing findings.
  @Test func reportSummary() throws {
    #expect(
      try Self.report("seed-buttons.json").description == """
        Seed buttons: three recipes from the project brief: 5 fail, 0 needs-review, 12 pass, 4 exempt
          FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail
          HighlightButton normal 1.4.3 text 4.01:1 < 4.5:1 fail
          HighlightButton highlighted 1.4.3 text 1.71:1 < 4.5:1 fail
          HighlightButton highlighted 1.4.11 boundary 1.71:1 < 3:1 fail
          StateImageButton highlighted 1.4.3 text 3.38:1 < 4.5:1 fail
        """)
  }
}
