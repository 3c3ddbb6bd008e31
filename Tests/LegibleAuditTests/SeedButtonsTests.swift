import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = Repository.root

func loadSeed(_ policy: AuditPolicy = AuditPolicy()) throws -> AuditReport {
  let spec = try AuditSpec(
    contentsOfFile: repositoryRoot.appendingPathComponent("Examples/seed-buttons.json").path)
  return try Auditor(policy: policy).audit(spec)
}

func finding(
  _ report: AuditReport, _ component: String, _ state: StateName, _ check: CheckKind,
  criterion: SuccessCriterion? = nil, theme: String? = nil
) -> Finding? {
  report.findings.first {
    $0.component == component && $0.state == state && $0.check == check && $0.theme == theme
      && (criterion == nil || $0.criterion == criterion)
  }
}

@Suite struct SeedButtonsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var component: String
    var state: StateName
    var check: CheckKind
    var ratio: Double
    var tolerance: Double
    var verdict: Verdict
    var source: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "SwiftUI pressed: white on rgb(0,97,205) at 0.8 over white", component: "FilledButton",
      state: .pressed, check: .text, ratio: 4.0068, tolerance: 1e-4, verdict: .fail,
      source: "issue 'The audit spec': ≈ 4.0068:1, fails AA normal text"),
    Case(
      name: "SwiftUI disabled: white @179/255 on rgb(188,224,253)", component: "FilledButton",
      state: .disabled, check: .text, ratio: 1.2565, tolerance: 1e-4, verdict: .exempt,
      source: "issue: ≈ 1.2565, exempt"),
    Case(
      name: "derived highlighted title #007aff @0.4 on white", component: "HighlightButton",
      state: .highlighted, check: .text, ratio: 1.7174, tolerance: 1e-4, verdict: .fail,
      source: "issue: ≈ 1.7174 fails"),
    Case(
      name: "SwiftUI normal: white on rgb(0,97,205)", component: "FilledButton", state: .normal,
      check: .text, ratio: 5.8472, tolerance: 1e-3, verdict: .pass,
      source: "hand: L(0,97,205) = 0.7152·0.1195 + 0.0722·0.6104 = 0.1295 → 1.05 / 0.1795"),
  ]

  @Test(arguments: cases)
  func seedFinding(_ c: Case) throws {
    let report = try loadSeed()
    let f = try #require(
      finding(report, c.component, c.state, c.check, criterion: .contrastMinimum))
    #expect(isApproximatelyEqual(f.ratio, c.ratio, absoluteTolerance: c.tolerance), "\(f.ratio)")
    #expect(f.verdict == c.verdict)
  }

  @Test func derivedHighlightLosesItsBoundary() throws {
    let report = try loadSeed()
    let normal = try #require(finding(report, "HighlightButton", .normal, .boundary))
    #expect(normal.element == .border)
    #expect(normal.verdict == .pass)
    let highlighted = try #require(finding(report, "HighlightButton", .highlighted, .boundary))
    #expect(highlighted.verdict == .fail)
    #expect(isApproximatelyEqual(highlighted.ratio, 1.7174, absoluteTolerance: 1e-4))
  }

  @Test func pressedStateKeepsItsSpelling() throws {
    let report = try loadSeed()
    #expect(report.findings.contains { $0.state == .pressed })
    #expect(
      !report.findings.contains { $0.state == .highlighted && $0.component == "FilledButton" })
  }

  @Test func exitStatusIsOneBecauseSomethingFails() throws {
    let report = try loadSeed()
    #expect(report.summary.fail > 0)
    #expect(report.exitStatus(strict: false) == 1)
  }
}
