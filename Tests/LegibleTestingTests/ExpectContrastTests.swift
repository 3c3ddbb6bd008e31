import Foundation
import Legible
import LegibleTesting
import Testing

/// Collects the issues a known-issue block sees (the matcher runs once per recorded issue).
final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [(comment: String, location: SourceLocation?)] = []

  func append(_ issue: Issue) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    issues.append((issue.comments.map(\.rawValue).joined(separator: "\n"), issue.sourceLocation))
    return true
  }

  var all: [(comment: String, location: SourceLocation?)] {
    lock.lock()
    defer { lock.unlock() }
    return issues
  }
}

/// The recording half: real Swift Testing issues, captured with `withKnownIssue`.
@Suite struct ExpectContrastTests {
  @Test func recordsOneIssuePerFailureAtTheSpecLine() throws {
    let log = IssueLog()
    try withKnownIssue {
      try expectNoContrastFailures(specAt: seedButtonsPath)
    } matching: { issue in
      log.append(issue)
    }
    let recorded = log.all
    #expect(recorded.map(\.comment) == seedButtonsIssues.map(\.message))
    #expect(recorded.map { $0.location?.filePath } == Array(repeating: seedButtonsPath, count: 5))
    #expect(recorded.map { $0.location?.line } == seedButtonsIssues.map(\.line))
    #expect(recorded.map { $0.location?.column } == seedButtonsIssues.map(\.column))
  }

  /// A spec built in code has no file: its issues are recorded at the caller.
  @Test func specBuiltInCodeRecordsAtTheCaller() throws {
    let spec = AuditSpec(
      name: "Buttons", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "Link", surface: "page",
          // #777777 on white: 4.478:1 (TextContrast's failing example), below 4.5:1.
          states: [
            "normal": StateSpec(text: .color(CSSColor(rgb: 0x777777)), background: .color(.white))
          ])
      ])
    let log = IssueLog()
    let line = #line + 2
    try withKnownIssue {
      try expectNoContrastFailures(spec)
    } matching: { issue in
      log.append(issue)
    }
    let recorded = log.all
    #expect(recorded.count == 1)
    #expect(
      recorded.first?.comment.hasPrefix(
        "Link normal 1.4.3 text 4.47:1 < 4.5:1 fail; fix: text #777777 → ") == true)
    #expect(recorded.first?.location?.fileID == #fileID)
    #expect(recorded.first?.location?.line == line)
  }

  /// A passing spec records nothing and returns the report: white on #0061cd is 5.84:1 (the
  /// golden Reports/seed-buttons.md, FilledButton normal), text and boundary both pass.
  @Test func passingSpecRecordsNothing() throws {
    let spec = AuditSpec(
      name: "Buttons", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "FilledButton", surface: "page",
          states: [
            "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0061cd)))
          ])
      ])
    let report = try expectNoContrastFailures(spec)
    #expect(report.summary.fail == 0)
    #expect(report.summary.pass == 2)
  }
}
