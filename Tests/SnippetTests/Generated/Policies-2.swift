// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/Policies.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_Policies_2 {
  static func run(_ print: SnippetOutput) throws {
    let label = try CSSColor(css: "rgb(255 255 255 / 0.6)")
    let fill = try CSSColor(css: "#0061cd")
    for blend in [BlendSpace.encodedSRGB, .linearSRGB] {
      let ratio = WCAG2Contrast().ratio(text: label, background: fill, blend: blend)
      print(blend, RatioFormatting.floored(ratio))
    }
  }
}
