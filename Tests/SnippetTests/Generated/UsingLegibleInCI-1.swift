// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/UsingLegibleInCI.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_UsingLegibleInCI_1 {
  static func run(_ print: SnippetOutput) throws {
    let spec = try AuditSpec(contentsOfFile: "Examples/seed-buttons.json")
    let report = try Auditor().audit(spec)
    let failing = report.findings.filter { $0.verdict == .fail }
    for finding in failing {
      print(finding.message)
    }
    // In a Swift Testing test: #expect(failing.isEmpty, "\(failing.map(\.message))")
  }
}
