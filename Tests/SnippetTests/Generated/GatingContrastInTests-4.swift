// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GatingContrastInTests.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_GatingContrastInTests_4 {
  static func run(_ print: SnippetOutput) throws {
    print(CSSColor(rgb: 0x0061cd))                                            // #0061cd
    print(ContrastRequirement.aaNormalText)                                   // AA normal text (1.4.3) 4.5:1
    print(ContrastRequirement.aaNormalText.isMet(by: 4.499))                  // false
    print(ContrastRequirement(.largeText, level: .aaa).minimumRatio)          // 4.5
    let report = try Auditor().audit(AuditSpec(contentsOfFile: "Examples/seed-buttons.json"))
    for finding in report.findings where finding.verdict == .fail {
      print(finding)  // FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail, …
    }
    print(report.summary.fail)                                                // 5
  }
}
