// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/LegibleTokens/Documentation.docc/LegibleTokens.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import LegibleTokens

enum Snippet_LegibleTokens_1 {
  static func run(_ print: SnippetOutput) throws {
    let tokens = try TokenLoader().load(["Examples/tokens/primer/button.primary.excerpt.json5"])
    for token in tokens.tokens.prefix(3) {
      print(token.name, token.theme ?? "-", token.color.displayString)
    }
    // Lookups throw: a misspelt theme or token names what there is, never a silent fallback.
    do {
      _ = try tokens.color(named: "button.primary.bgColor.active", theme: "drak")
    } catch {
      print(error.message)
    }
  }
}
