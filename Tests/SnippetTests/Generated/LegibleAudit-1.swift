// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/LegibleAudit/Documentation.docc/LegibleAudit.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import LegibleAudit

enum Snippet_LegibleAudit_1 {
  static func run(_ print: SnippetOutput) throws {
    let spec = try AuditSpec(contentsOfFile: "Examples/seed-buttons.json")
    let report = try Auditor(policy: AuditPolicy(level: .aa)).audit(spec)
    print(report.summary.fail, report.exitStatus())
  }
}
