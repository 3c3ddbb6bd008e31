// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/Legible.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_Legible_1 {
  static func run(_ print: SnippetOutput) throws {
    // SwiftUI's pressed style: the whole button drawn at opacity 0.8 over a white page.
    let fill = try CSSColor(css: "rgb(0 97 205)")
    let pressedFill = fill.composited(over: .white, opacity: 0.8)
    let pressedLabel = CSSColor.white.composited(over: fill).composited(over: .white, opacity: 0.8)
    let ratio = WCAG2Contrast().ratio(pressedLabel, pressedFill)
    print(RatioFormatting.floored(ratio), ratio >= 4.5)
  }
}
