// swift-format-ignore-file
// Generated from the Swift code blocks of README.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_README_2 {
  static func run(_ print: SnippetOutput) throws {
    let label = try CSSColor(css: "#ffffff")
    let fill = try CSSColor(css: "rgb(0 97 205)")
    // The whole button drawn at opacity 0.8 over a white page (SwiftUI's pressed style):
    let pressedFill = fill.composited(over: .white, opacity: 0.8)
    let pressedLabel = label.composited(over: fill).composited(over: .white, opacity: 0.8)
    let ratio = WCAG2Contrast().ratio(pressedLabel, pressedFill)  // 4.0068…
    print(RatioFormatting.floored(ratio), ratio >= 4.5)             // "4.00 false"
  }
}
