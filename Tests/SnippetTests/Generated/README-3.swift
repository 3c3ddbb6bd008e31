// swift-format-ignore-file
// Generated from the Swift code blocks of README.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_README_3 {
  static func run(_ print: SnippetOutput) throws {
    let button = ComponentSpec(
      name: "HighlightButton", surface: "page",
      states: [
        "normal": StateSpec(text: .color(CSSColor(rgb: 0x007AFF)), background: .color(.white)),
        // UIKit's withAlphaComponent(0.4) on the title when highlighted:
        "highlighted": StateSpec(from: "normal", text: .derived(ColorDerivation(alpha: 0.4))),
      ])
    let spec = AuditSpec(name: "Buttons", surfaces: ["page": .color(.white)], components: [button])
    let report = try Auditor(policy: AuditPolicy(level: .aa)).audit(spec)
    for finding in report.findings where finding.verdict == .fail {
      print(finding.component, finding.state, finding.criterion, RatioFormatting.floored(finding.ratio))
    }
    let markdown = MarkdownReportWriter().write(report)  // or HTML, JSON, SARIF, JUnit, …
    let fromJSON = try Auditor().audit(AuditSpec(contentsOfFile: "Examples/seed-buttons.json"))
    print(fromJSON.summary.fail, markdown.hasPrefix("## Legible contrast report"))
  }
}
