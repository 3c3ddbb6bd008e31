// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GettingStarted.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_GettingStarted_2 {
  static func run(_ print: SnippetOutput) throws {
    let text = try CSSColor(css: "#ffffff")
    let fill = try CSSColor(css: "rgb(0 97 205)")
    let ratio = WCAG2Contrast().ratio(text, fill)
    print(RatioFormatting.floored(ratio), ratio >= 4.5)

    // A translucent label is composited over its background first.
    let disabled = WCAG2Contrast().ratio(
      text: try CSSColor(css: "rgb(255 255 255 / 0.702)"),
      background: try CSSColor(css: "rgb(188 224 253)"))
    print(RatioFormatting.floored(disabled))
  }
}
