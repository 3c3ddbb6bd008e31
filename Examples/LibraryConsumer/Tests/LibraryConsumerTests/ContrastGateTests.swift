// Task 7: a contrast gate in the app's own test suite. `swift test` fails with one line per
// failing finding (component, state, criterion, ratio, required, the fix) at the spec file's line.

import Foundation
import Legible
import LegibleTesting
import Testing

@Suite struct ContrastGateTests {
  /// The buttons as they ship pass WCAG 2.2 AA in every state (disabled is exempt).
  @Test func shippedButtonsMeetAA() throws {
    let url = try #require(
      Bundle.module.url(forResource: "buttons", withExtension: "json", subdirectory: "Specs"))
    let report = try expectNoContrastFailures(specAt: url)
    #expect(report.summary.fail == 0)
    #expect(report.summary.pass > 0)
  }

  /// Task 3 asserted: recipe 2 built in code. Pressed (the whole button at opacity 0.8) fails
  /// 1.4.3 at 4.00:1 (4.0068…, Examples/seed-buttons.json gives the same) and disabled is exempt;
  /// the gate reports exactly that one failure.
  @Test func recipeTwoPressedFailsAndTheGateSaysSo() throws {
    let button = ComponentSpec(
      name: "FilledButton", surface: "page", font: FontSpec(size: 17, weight: 400),
      states: [
        "normal": StateSpec(
          text: .color(.white),
          background: .color(CSSColor(red: 0, green: 97 / 255, blue: 205 / 255))),
        "pressed": StateSpec(from: "normal", opacity: 0.8, scale: 0.98),
        "disabled": StateSpec(
          text: .color(CSSColor(red: 1, green: 1, blue: 1, opacity: 179 / 255)),
          background: .color(CSSColor(red: 188 / 255, green: 224 / 255, blue: 253 / 255))),
      ])
    let spec = AuditSpec(name: "Recipe 2", surfaces: ["page": .color(.white)], components: [button])
    let failing = ContrastGate.aa.issues(in: try ContrastGate.aa.audit(spec))
    #expect(failing.count == 1)
    #expect(
      failing.first?.finding.description == "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail")
    let disabled = try ContrastGate.aa.audit(spec).findings.filter { $0.state == .disabled }
    #expect(!disabled.isEmpty && disabled.allSatisfy { $0.verdict == .exempt })
    withKnownIssue("recipe 2's pressed state fails 1.4.3 at 4.00:1") {
      try expectNoContrastFailures(spec)
    }
  }
}
