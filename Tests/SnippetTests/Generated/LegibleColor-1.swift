// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/LegibleColor/Documentation.docc/LegibleColor.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import LegibleColor

enum Snippet_LegibleColor_1 {
  static func run(_ print: SnippetOutput) throws {
    let text = try CSSColor(css: "#ffffff")
    let button = try CSSColor(css: "rgb(0 97 205)")
    let pressed = button.multiplyingAlpha(by: 0.8).composited(over: .white)
    let ratio = WCAG2Contrast().ratio(text: text, background: pressed)   // 4.0068…
    print(RatioFormatting.floored(ratio), ratio >= 4.5)                    // "4.00" false
  }
}
