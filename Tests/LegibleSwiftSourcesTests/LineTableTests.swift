import SwiftParser
import SwiftSyntax
import Testing

@testable import LegibleSwiftSources

/// `LineTable` replaces SwiftSyntax's `SourceLocationConverter` for the lines and columns of
/// every reported position: it must give the converter's physical line and UTF-8 column for
/// every token, whatever the line endings.
@Suite("Swift sources: lines and columns of positions")
struct LineTableTests {
  /// `\n`, `\r\n` and lone `\r` endings, a `#sourceLocation` directive (physical lines are
  /// reported, not presumed ones), multi-byte characters before a token, a string literal
  /// spanning lines, a file without a final newline, an empty file, blank lines at the end.
  static let fixtures = [
    "let a = 1\nlet b = 2\n",
    "let a = 1\r\nlet b = \"é\u{1F600}\"; let c = 3\r\n\r\n",
    "let a = 1\rlet b = 2\r\rlet c = 3",
    "#sourceLocation(file: \"x.swift\", line: 100)\nlet a = 1\n#sourceLocation()\nlet b = 2\n",
    "let s = \"\"\"\n  two\n  lines\n  \"\"\"\nlet t = s",
    "/* a\r\n block */ let é = UIColor(red: 1, green: 0, blue: 0, alpha: 1)",
    "",
    "\n\n\n",
  ]

  @Test(
    "Every token's line and column are SourceLocationConverter's, in the fixtures and Examples/ios-recipes"
  )
  func sameAsConverter() throws {
    let texts = Self.fixtures + (try RecipeSources.texts())
    var compared = 0
    for text in texts {
      let file = SwiftSourceFile(path: "F.swift", text: text)
      let converter = SourceLocationConverter(fileName: "F.swift", tree: file.tree)
      for token in file.tree.tokens(viewMode: .all) {
        for position in [
          token.position, token.positionAfterSkippingLeadingTrivia, token.endPosition,
        ] {
          let expected = converter.location(for: position)
          let found = file.lines.location(of: position.utf8Offset)
          #expect(
            found.line == expected.line && found.column == expected.column,
            "\(text.debugDescription) at \(position.utf8Offset)")
          compared += 1
        }
      }
      // Past either end, clamped as the converter clamps.
      for offset in [-5, text.utf8.count + 7] {
        let expected = converter.location(for: AbsolutePosition(utf8Offset: offset))
        let found = file.lines.location(of: offset)
        #expect(found.line == expected.line && found.column == expected.column)
      }
    }
    #expect(compared > 1_000)
  }
}
