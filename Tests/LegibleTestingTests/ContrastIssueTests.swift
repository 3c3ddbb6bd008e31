import Foundation
import Legible
import LegibleTesting
import Testing

/// The pure half of the helpers: which findings fail a gate, their lines and their locations.
@Suite struct ContrastIssueTests {
  @Test func seedButtonsLines() throws {
    let gate = ContrastGate.aa
    let issues = gate.issues(in: try gate.audit(AuditSpec(contentsOfFile: seedButtonsPath)))
    #expect(issues.map(\.message) == seedButtonsIssues.map(\.message))
    #expect(issues.map(\.specFilePath) == Array(repeating: seedButtonsPath, count: 5))
    #expect(issues.map(\.specLine) == seedButtonsIssues.map(\.line))
  }

  /// The Swift Testing location: the spec file and the failing value's line and column.
  @Test func sourceLocations() throws {
    let gate = ContrastGate.aa
    let issues = gate.issues(in: try gate.audit(AuditSpec(contentsOfFile: seedButtonsPath)))
    let caller = SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 1, column: 1)
    let locations = issues.map { $0.sourceLocation(fallback: caller) }
    #expect(locations.map(\.filePath) == Array(repeating: seedButtonsPath, count: 5))
    #expect(locations.map(\.fileID) == Array(repeating: "Examples/seed-buttons.json", count: 5))
    #expect(locations.map(\.line) == seedButtonsIssues.map(\.line))
    #expect(locations.map(\.column) == seedButtonsIssues.map(\.column))
  }

  /// A relative spec name resolves against the current directory; a spec from a string keeps
  /// its line in the message and is recorded at the caller.
  @Test func relativeAndFileless() throws {
    let gate = ContrastGate.aa
    var issue = try #require(
      gate.issues(in: try gate.audit(AuditSpec(contentsOfFile: seedButtonsPath))).first)
    issue.finding.location?.file = "Specs/buttons.json"
    #expect(issue.specFilePath == FileManager.default.currentDirectoryPath + "/Specs/buttons.json")
    issue.finding.location?.file = nil
    #expect(issue.specFilePath == nil)
    #expect(issue.locationDescription == "line 26:20 (components[1].states.pressed)")
    let caller = SourceLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 7, column: 3)
    #expect(issue.sourceLocation(fallback: caller) == caller)
    issue.finding.location = nil
    #expect(
      issue.message
        == "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail; fix: opacity 0.8 → 0.861 (or background #0061cd → #0056b8)"
    )
  }

  /// failOn: needs-review findings (Examples/themed-chips.json: the Toast on an unknown
  /// backdrop, 4 of them; golden Reports/themed-chips.md) fail only with `.needsReview`;
  /// `.never` records nothing; level AAA adds SC 1.4.6 findings.
  @Test func verdictsAndLevels() throws {
    let chips = try AuditSpec(
      contentsOfFile: repositoryRoot.appendingPathComponent("Examples/themed-chips.json").path)
    let failOnly = ContrastGate.aa
    let review = ContrastGate(failOn: .needsReview)
    #expect(failOnly.issues(in: try failOnly.audit(chips)).count == 1)
    #expect(review.issues(in: try review.audit(chips)).count == 5)
    let never = ContrastGate(failOn: .never)
    #expect(never.issues(in: try never.audit(chips)).isEmpty)
    let seed = try AuditSpec(contentsOfFile: seedButtonsPath)
    let aaa = ContrastGate.aaa
    let aaaIssues = aaa.issues(in: try aaa.audit(seed))
    #expect(aaaIssues.contains { $0.finding.criterion == .contrastEnhanced })
    #expect(aaaIssues.count > 5)
  }

  /// Swift Testing prints colours and findings as people read them.
  @Test func testDescriptions() throws {
    #expect(CSSColor(rgb: 0x0061cd).testDescription == "#0061cd")
    #expect(String(describingForTest: CSSColor(rgb: 0x0061cd)) == "#0061cd")
    let gate = ContrastGate.aa
    let report = try gate.audit(AuditSpec(contentsOfFile: seedButtonsPath))
    #expect(
      String(describingForTest: report.findings.first { $0.verdict == .fail })
        == "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail")
    #expect(ContrastRequirement.aaNormalText.testDescription == "AA normal text (1.4.3) 4.5:1")
  }
}
