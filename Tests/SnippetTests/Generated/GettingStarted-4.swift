// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/GettingStarted.md by SnippetTests; do not edit.
// Regenerate with: make snippets

import Legible

enum Snippet_GettingStarted_4 {
  static func run(_ print: SnippetOutput) throws {
    do {
      _ = try AuditSpec(json: ##"{"surfaces": {"page": "#fff"}, "components": [{"name": 1}]}"##)
    } catch {
      print(error.code)
      print(error.message)
    }
  }
}
