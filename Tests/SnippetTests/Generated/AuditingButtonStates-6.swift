// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_AuditingButtonStates_6 {
  static func run(_ print: SnippetOutput) throws {
    let button = ComponentSpec(
      name: "HighlightButton", surface: "page",
      states: [
        "normal": StateSpec(
          text: .color(CSSColor(rgb: 0x007AFF)), background: .color(.white),
          border: .color(CSSColor(rgb: 0x007AFF))),
        "highlighted": StateSpec(
          from: "normal", text: .derived(ColorDerivation(alpha: 0.4)),
          background: .derived(ColorDerivation(mix: .white, amount: 0.6)),
          border: .derived(ColorDerivation(alpha: 0.4))),
      ])
    let spec = AuditSpec(
      name: "Recipe 3", surfaces: ["page": .color(.white)], components: [button])

    let report = try Auditor().audit(spec)
    for finding in report.findings {
      print(finding.state, finding.checkID, RatioFormatting.floored(finding.ratio), finding.verdict)
    }
    // A failing finding carries the nearest passing fix. A derived state keeps its rule and changes
    // the base colour when it can; no colour passes with alpha 0.4, so here the rule changes and the
    // fix says so.
    let title = report.findings.first { $0.state == .highlighted && $0.check == .text }
    if let fix = title?.suggestion {
      print(fix.kind, fix.noColorPassesUnderRule, RatioFormatting.floored(fix.ratio))
      print(fix.summary)
    }
    print(try AuditSpec(contentsOfFile: "Examples/seed-buttons.json").components[2] == button)
  }
}
