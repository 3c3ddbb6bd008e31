import LegibleColor
import Testing

@testable import LegibleTokens

/// `TokenListing` (what `legible tokens` prints) and `BufferedGridOutput`; expected strings are
/// the CLI's output for the same tokens.
@Suite struct TokenListingTests {
  static let set = TokenSet(tokens: [
    Token(
      name: "accent", theme: "dark", color: .white,
      location: FileLocation(file: "a.tokens.json", line: 3)),
    Token(
      name: "accent", theme: "light", color: .black,
      location: FileLocation(file: "a.tokens.json", line: 7)),
    Token(name: "surface", theme: nil, color: .white, location: FileLocation(file: "b.css")),
  ])

  @Test func allTokensAsAlignedColumns() {
    #expect(
      TokenListing(Self.set).text == """
        accent   dark   #ffffff  a.tokens.json:3
        accent   light  #000000  a.tokens.json:7
        surface  -      #ffffff  b.css

        """)
  }

  @Test func oneThemeKeepsOnePerNameWithTheThemelessFallback() {
    let listing = TokenListing(Self.set, theme: "light")
    #expect(listing.tokens.map(\.name) == ["accent", "surface"])
    #expect(listing.tokens.map(\.theme) == ["light", nil])
  }

  @Test func jsonArrayWithNullsForNoThemeOrLine() {
    #expect(
      TokenListing(Self.set, theme: "dark").json == """
        [
          {
            "file": "a.tokens.json",
            "line": 3.0,
            "name": "accent",
            "theme": "dark",
            "value": "#ffffff"
          },
          {
            "file": "b.css",
            "line": null,
            "name": "surface",
            "theme": null,
            "value": "#ffffff"
          }
        ]

        """)
    #expect(TokenListing(TokenSet(tokens: [])).text == "")
  }

  @Test func bufferedOutputHandsOnChunksOfAtLeast64KiB() {
    var chunks: [Int] = []
    var output = BufferedGridOutput(write: { chunks.append($0.utf8.count) })
    let line = String(repeating: "x", count: 1000)
    for _ in 0..<100 { output.write(line) }
    #expect(chunks == [66_000])  // 66 writes reach 65 536 bytes
    output.flush()
    output.flush()
    #expect(chunks == [66_000, 34_000])
  }
}
