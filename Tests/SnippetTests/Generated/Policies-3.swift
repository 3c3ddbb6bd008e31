// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/Policies.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_Policies_3 {
  static func run(_ print: SnippetOutput) throws {
    let label = ComponentSpec(
      name: "Caption", surface: "page", font: FontSpec(size: 20, weight: 400),
      states: ["normal": StateSpec(text: .color(CSSColor(rgb: 0x949494)), background: .color(.white))])
    let spec = AuditSpec(name: "Large text", surfaces: ["page": .color(.white)], components: [label])

    for largeText in LargeTextPolicy.allCases {
      for level in ConformanceLevel.allCases {
        let policy = AuditPolicy(level: level, largeText: largeText)
        let findings = try Auditor(policy: policy).audit(spec).findings.filter { $0.check == .text }
        print(largeText, level, findings.map { "\($0.criterion) \($0.required) \($0.verdict)" })
      }
    }
  }
}
