// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/LegibleReports/Documentation.docc/LegibleReports.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import LegibleAudit
import LegibleReports

enum Snippet_LegibleReports_1 {
  static func run(_ print: SnippetOutput) throws {
    let report = try Auditor().audit(AuditSpec(contentsOfFile: "Examples/seed-buttons.json"))
    let markdown = ReportFormat.markdown.writer.write(report)
    print(markdown.hasPrefix("## Legible contrast report"))
  }
}
