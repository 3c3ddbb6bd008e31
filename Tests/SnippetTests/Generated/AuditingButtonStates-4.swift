// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_AuditingButtonStates_4 {
  static func run(_ print: SnippetOutput) throws {
    let button = ComponentSpec(
      name: "FilledButton", surface: "page", font: FontSpec(size: 17, weight: 400),
      states: [
        "normal": StateSpec(
          text: .color(.white), background: .color(CSSColor(red: 0, green: 97 / 255, blue: 205 / 255))),
        "pressed": StateSpec(from: "normal", opacity: 0.8, scale: 0.98),
        "disabled": StateSpec(
          text: .color(CSSColor.white.withAlpha(179.0 / 255.0)),
          background: .color(CSSColor(red: 188 / 255, green: 224 / 255, blue: 253 / 255))),
      ])
    let spec = AuditSpec(
      name: "Recipe 2", surfaces: ["page": .color(.white)], components: [button])

    for finding in try Auditor().audit(spec).findings {
      print(finding.state, finding.checkID, RatioFormatting.floored(finding.ratio), finding.verdict)
    }
  }
}
