// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/Policies.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_Policies_1 {
  static func run(_ print: SnippetOutput) throws {
    let text = try CSSColor(css: "#d64040")
    for coefficients in LuminanceCoefficients.allCases {
      let ratio = WCAG2Contrast(coefficients: coefficients).ratio(text, .white)
      print(coefficients, ratio, ratio >= 4.5)
    }
  }
}
