// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GettingStarted.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_GettingStarted_5 {
  static func run(_ print: SnippetOutput) throws {
    let report = try Auditor().audit(AuditSpec(contentsOfFile: "Examples/seed-buttons.json"))
    let markdown = MarkdownReportWriter().write(report)
    print(markdown.prefix { $0 != "\n" })
    for format in ReportFormat.allCases {
      print(format.rawValue, format.fileExtension, format.writer.write(report).utf8.count > 0)
    }
  }
}
