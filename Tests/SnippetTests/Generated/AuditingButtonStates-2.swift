// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_AuditingButtonStates_2 {
  static func run(_ print: SnippetOutput) throws {
    let button = ComponentSpec(
      name: "StateImageButton", surface: "page", font: FontSpec(size: 17, weight: 400),
      states: [
        "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0066CC))),
        "highlighted": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x3D8FE0))),
        "selected": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x004C99))),
        "focused": StateSpec(from: "normal", focusRing: .color(CSSColor(rgb: 0x0066CC))),
        "disabled": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0xB4D2F0))),
      ])
    let spec = AuditSpec(
      name: "Recipe 1", surfaces: ["page": .color(.white)], components: [button])

    for finding in try Auditor().audit(spec).findings {
      print(finding.state, finding.checkID, RatioFormatting.floored(finding.ratio), finding.verdict)
    }
    // The same component as in the JSON example:
    print(try AuditSpec(contentsOfFile: "Examples/seed-buttons.json").components[0] == button)
  }
}
