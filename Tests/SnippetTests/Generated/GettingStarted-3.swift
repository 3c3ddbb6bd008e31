// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GettingStarted.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_GettingStarted_3 {
  static func run(_ print: SnippetOutput) throws {
    let spec = try AuditSpec(contentsOfFile: "Examples/seed-buttons.json")
    let report = try Auditor(policy: AuditPolicy(level: .aa)).audit(spec)
    print(report.summary.fail, "failing of", report.findings.count)
    for finding in report.findings where finding.verdict == .fail {
      print(finding.component, finding.state, finding.criterion, RatioFormatting.floored(finding.ratio))
    }
  }
}
