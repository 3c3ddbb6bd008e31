// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/Policies.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_Policies_4 {
  static func run(_ print: SnippetOutput) throws {
    let report = try Auditor().audit(AuditSpec(contentsOfFile: "Examples/seed-buttons.json"))
    for finding in report.findings where !finding.flips.isEmpty {
      let flips = finding.flips.map { "\($0.policy) → \($0.verdict)" }
      print(finding.component, finding.state, finding.checkID, flips)
    }
  }
}
