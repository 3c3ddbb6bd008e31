import Testing

@testable import LegibleColor
@testable import LegibleTokens

/// The grid's HTML escapes through the reports' escaper: control characters in a token name
/// (U+0007 BEL, U+001B ESC; XML 1.0 forbids them, HTML parses them as errors) become U+FFFD,
/// as they did in the HTML report and did not in the grid.
@Suite struct GridHTMLEscapingTests {
  @Test func controlCharactersInTokenNamesAreReplaced() throws {
    let file = FileLocation(file: "a.json", line: 1)
    let set = TokenSet(tokens: [
      Token(name: "text\u{07}bell", color: .black, location: file),
      Token(name: "fill\u{1B}[31m<b>", color: .white, location: file),
    ])
    var output = StringGridOutput()
    GridHTMLWriter.write([try ContrastGrid(tokens: set)], to: &output)
    #expect(!output.text.contains("\u{07}"))
    #expect(!output.text.contains("\u{1B}"))
    #expect(output.text.contains("text\u{FFFD}bell"))
    #expect(output.text.contains("fill\u{FFFD}[31m&lt;b&gt;"))
  }
}
