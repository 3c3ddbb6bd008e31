// swift-format-ignore-file
// Generated from the Swift code blocks of README.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(LegibleTesting)
import Legible
import LegibleTesting
import Testing

@Test func buttonsMeetWCAGAA() throws {
  // White on #0061cd: 5.84:1, above 4.5:1 — no issue. A failing state would be reported as
  // "FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail; fix: opacity 0.8 → 0.861 …"
  let spec = AuditSpec(
    name: "Buttons", surfaces: ["page": .color(.white)],
    components: [
      ComponentSpec(
        name: "FilledButton", surface: "page",
        states: ["normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0061cd)))])
    ])
  try expectNoContrastFailures(spec)
  // Or a spec file, at level AAA, failing needs-review findings too:
  // try expectNoContrastFailures(specAt: "Specs/buttons.json", gate: ContrastGate(level: .aaa, failOn: .needsReview))
}
#endif
