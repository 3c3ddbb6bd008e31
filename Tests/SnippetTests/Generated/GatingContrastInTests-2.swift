// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GatingContrastInTests.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(LegibleTesting)
import Foundation
import Legible
import LegibleTesting
import Testing

@Suite struct ContrastTests {
  /// A spec built in code: issues are recorded at this call.
  @Test func linkMeetsAA() throws {
    let spec = AuditSpec(
      name: "Links", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "Link", surface: "page",
          states: ["normal": StateSpec(text: .color(CSSColor(rgb: 0x0061cd)), background: .color(.white))])
      ])
    let report = try expectNoContrastFailures(spec)
    #expect(report.summary.pass == 1)
  }

  /// A spec file shipped with the tests (`Bundle.module` in a target with resources), at level
  /// AAA, failing needs-review findings too.
  static let buttons = Bundle.main.url(forResource: "buttons", withExtension: "json")

  @Test(.enabled(if: buttons != nil)) func buttonsMeetAAA() throws {
    let url = try #require(Self.buttons)
    try expectNoContrastFailures(specAt: url, gate: ContrastGate(level: .aaa, failOn: .needsReview))
  }
}
#endif
