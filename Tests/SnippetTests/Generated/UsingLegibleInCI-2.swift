// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/UsingLegibleInCI.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_UsingLegibleInCI_2 {
  static func run(_ print: SnippetOutput) throws {
    let spec = try AuditSpec(contentsOfFile: "Examples/seed-buttons.json")
    let report = try Auditor().audit(spec)
    let baseline = try Baseline(contentsOfFile: "Reports/baseline.json")
    let comparison = BaselineComparison(baseline: baseline, reports: [report])
    print(comparison.hasRegressions, comparison.count(.known), comparison.count(.regression))
    // Markdown with a "Changes since the baseline" section, for a PR comment:
    var writer = MarkdownReportWriter()
    writer.comparison = comparison
    print(writer.write(report).contains("Changes since the baseline"))
  }
}
