import LegibleColor
import Testing

@Suite struct CSSColorParserErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: String
    var dialect: HexDialect = .css
    var code: ColorParseError.Code
    /// 0-based `Character` offset of the offending token.
    var position: Int
    /// A fragment the message must contain.
    var mentions: String = ""
    var source: String = "CSS Color 4 grammar"
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "empty", input: "", code: .unexpectedEnd, position: 0, mentions: "expected a colour"),
    Case(name: "only whitespace", input: "   ", code: .unexpectedEnd, position: 3),
    Case(
      name: "5 hex digits", input: "#12345", code: .invalidHex, position: 0,
      mentions:
        "hex colours have 3 (#rgb), 4 (#rgba), 6 (#rrggbb) or 8 (#rrggbbaa) digits, got 5 in \"#12345\""
    ),
    Case(
      name: "non-hex digit", input: "#ggg", code: .invalidHex, position: 1,
      mentions: "hexadecimal digit"),
    Case(name: "bare #", input: "#", code: .invalidHex, position: 0, mentions: "got 0"),
    Case(
      name: "android lengths", input: "#12345", dialect: .android, code: .invalidHex, position: 0,
      mentions: "8 (#aarrggbb)", source: "Android dialect message"),
    Case(
      name: "too few components", input: "rgb(1 2)", code: .wrongComponentCount, position: 7,
      mentions: "expected 3 components for rgb(), got 2"),
    Case(
      name: "mixed commas and spaces", input: "rgb(1, 2 3)", code: .unexpectedCharacter,
      position: 9, mentions: "expected ','"),
    Case(
      name: "empty alpha", input: "rgb(1 2 3 / )", code: .unexpectedCharacter, position: 12,
      mentions: "alpha value"),
    Case(
      name: "hsl missing lightness", input: "hsl(10deg 20% )", code: .wrongComponentCount,
      position: 14, mentions: "expected 3 components for hsl(), got 2"),
    Case(
      name: "unknown space", input: "color(foo 1 2 3)", code: .unknownColorSpace, position: 6,
      mentions: "unknown colour space 'foo'"),
    Case(
      name: "display-p3 with 2 components", input: "color(display-p3 1 2)",
      code: .wrongComponentCount, position: 20,
      mentions: "expected 3 components for display-p3, got 2"),
    Case(name: "unterminated", input: "oklch(", code: .unexpectedEnd, position: 6),
    Case(
      name: "nan", input: "rgb(nan 0 0)", code: .invalidNumber, position: 4,
      mentions: "not a number in CSS"),
    Case(name: "infinity", input: "rgb(infinity 0 0)", code: .invalidNumber, position: 4),
    Case(
      name: "overflowing literal", input: "rgb(1e999 0 0)", code: .invalidNumber, position: 4,
      mentions: "too large"),
    Case(
      name: "currentcolor", input: "currentcolor", code: .unresolvable, position: 0,
      mentions: "without a document", source: "docs/reference/color-spaces.md §7"),
    Case(name: "currentColor", input: " currentColor", code: .unresolvable, position: 1),
    Case(
      name: "var()", input: "var(--x)", code: .unresolvable, position: 0,
      source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "var() in a component", input: "rgb(var(--r) 0 0)", code: .unresolvable, position: 4),
    Case(
      name: "color-mix() of an unresolvable colour", input: "color-mix(in srgb, red, var(--x))",
      code: .unresolvable, position: 24),
    Case(
      name: "color-mix() percentages summing to 0",
      input: "color-mix(in srgb, red 0%, blue 0%)", code: .invalidNumber, position: 23,
      mentions: "sum to 0%", source: "CSS Color 5 §2.1"),
    Case(
      name: "color-mix() percentage over 100", input: "color-mix(in srgb, red 101%, blue)",
      code: .invalidNumber, position: 23, mentions: "from 0% to 100%",
      source: "CSS Color 5 §2"),
    Case(
      name: "color-mix() of three colours", input: "color-mix(in srgb, red, blue, lime)",
      code: .unsupported, position: 28, mentions: "more than two colours"),
    Case(
      name: "color-mix() hue method in a rectangular space",
      input: "color-mix(in srgb longer hue, red, blue)", code: .unexpectedCharacter,
      position: 18, mentions: "polar spaces", source: "CSS Color 4 §12.4"),
    Case(
      name: "color-mix() misspelt space", input: "color-mix(in oklhc, red, blue)",
      code: .unknownColorSpace, position: 13, mentions: "unknown colour space 'oklhc'"),
    Case(
      name: "color-mix() without a comma after the method",
      input: "color-mix(in srgb red, blue)", code: .unexpectedCharacter, position: 18,
      mentions: "expected ','"),
    Case(
      name: "light-dark()", input: "light-dark(#fff, #000)", code: .unresolvable, position: 0,
      source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "relative colour", input: "rgb(from red r g b)", code: .unresolvable, position: 4,
      mentions: "relative colour syntax", source: "CSS Color 5 §4"),
    Case(
      name: "relative color()", input: "color(from red srgb r g b)", code: .unresolvable,
      position: 6),
    Case(
      name: "misspelt name", input: "redd", code: .unknownName, position: 0,
      mentions: "did you mean 'red'?"),
    Case(
      name: "misspelt long name", input: "rebecapurple", code: .unknownName, position: 0,
      mentions: "did you mean 'rebeccapurple'?"),
    Case(
      name: "system colour", input: "Canvas", code: .unresolvable, position: 0,
      mentions: "system colour", source: "CSS Color 4 §6.2"),
    Case(
      name: "deprecated system colour", input: "ButtonHighlight", code: .unresolvable, position: 0),
    Case(name: "CSS-wide keyword", input: "inherit", code: .unresolvable, position: 0),
    Case(
      name: "unknown profile", input: "color(--brand 1 0 0)", code: .unknownProfile, position: 6,
      mentions: "--color-profile brand=PATH.icc"),
    Case(
      name: "trailing text", input: "#fff extra", code: .unexpectedCharacter, position: 5,
      mentions: "expected the end of the input"),
    Case(name: "trailing slash", input: "rgb(1 2 3)/", code: .unexpectedCharacter, position: 10),
    Case(
      name: "too many components", input: "rgb(1 2 3 4)", code: .wrongComponentCount, position: 10,
      mentions: "alpha goes after '/'"),
    Case(
      name: "slash in legacy", input: "rgb(1, 2, 3 / 0.5)", code: .unexpectedCharacter,
      position: 12, mentions: "expected ',' or ')'"),
    Case(
      name: "legacy mixes number and %", input: "rgb(1, 2%, 3)", code: .invalidNumber, position: 7,
      mentions: "all numbers or all percentages"),
    Case(
      name: "legacy hsl numbers", input: "hsl(120, 100, 50)", code: .invalidNumber, position: 9,
      mentions: "percentages"),
    Case(
      name: "hwb has no commas", input: "hwb(0, 0%, 0%)", code: .unexpectedCharacter, position: 5),
    Case(
      name: "lab has no commas", input: "lab(50, 0, 0)", code: .unexpectedCharacter, position: 6),
    Case(
      name: "none in legacy", input: "rgb(none, 0, 0)", code: .unexpectedCharacter, position: 4,
      mentions: "legacy"),
    Case(
      name: "misspelt function", input: "rgbb(1 2 3)", code: .unknownFunction, position: 0,
      mentions: "did you mean 'rgb()'?"),
    Case(name: "missing ')'", input: "rgb(1 2 3", code: .unexpectedEnd, position: 9),
    Case(
      name: "unit on a channel", input: "rgb(1px 2 3)", code: .invalidNumber, position: 4,
      mentions: "unknown unit 'px'"),
    Case(
      name: "hue as a percentage", input: "hsl(10% 20% 30%)", code: .invalidNumber, position: 4,
      mentions: "hue"),
    Case(name: "sin() (not evaluated)", input: "rgb(sin(1) 2 3)", code: .unsupported, position: 4),
    Case(
      name: "calc() adding two kinds", input: "hsl(0 10% calc(50% + 5))", code: .unsupported,
      position: 19, mentions: "adds a number"),
    Case(
      name: "calc() dividing by zero", input: "rgb(calc(1 / 0) 2 3)", code: .invalidNumber,
      position: 11, mentions: "divides by zero"),
    Case(
      name: "calc() multiplying units", input: "hsl(0 calc(10% * 2%) 50%)", code: .unsupported,
      position: 15),
    Case(
      name: "extra after alpha", input: "color(srgb 1 0 0 / 0.5 0.1)", code: .unexpectedCharacter,
      position: 23, mentions: "expected ')'"),
    Case(name: "color() without space", input: "color()", code: .unexpectedCharacter, position: 6),
    Case(name: "bare numbers", input: "1 2 3", code: .unexpectedCharacter, position: 0),
    Case(name: "trailing point", input: "rgb(1. 2 3)", code: .unexpectedCharacter, position: 5),
    Case(name: "emoji name", input: "🎨🎨", code: .unknownName, position: 0),
    Case(name: "emoji function", input: "🎨(1 2 3)", code: .unknownFunction, position: 0),
    Case(name: "full-width digit", input: "rgb(１ 2 3)", code: .unexpectedCharacter, position: 4),
    Case(
      name: "character offset after multi-byte text", input: "#ff😀😀", code: .invalidHex,
      position: 3, source: "position counts Characters, not bytes"),
    Case(
      name: "combining mark joins the ')'", input: "rgb(0 0 0)\u{301}x", code: .unexpectedCharacter,
      position: 9, source: "position counts grapheme clusters"),
    Case(
      name: "long input", input: "#" + String(repeating: "f", count: 100_000), code: .invalidHex,
      position: 0, mentions: "got 100000"),
    Case(
      name: "long component list", input: "rgb(" + String(repeating: "1 ", count: 50_000),
      code: .wrongComponentCount, position: 10),
  ]

  @Test(arguments: cases)
  func reportsCodeAndPosition(_ c: Case) {
    let dialect = c.dialect
    #expect(throws: ColorParseError.self) { try CSSColor(css: c.input, hexDialect: dialect) }
    do {
      _ = try CSSColor(css: c.input, hexDialect: dialect)
    } catch {
      #expect(error.code == c.code, "\(error)")
      #expect(error.position == c.position, "\(error)")
      #expect(error.input == c.input)
      #expect(c.mentions.isEmpty || error.message.contains(c.mentions), "\(error.message)")
    }
  }

  @Test func descriptionQuotesInputAndPosition() throws {
    let error = try #require(throws: ColorParseError.self) { try CSSColor(css: "rgb(1 2)") }
    #expect(
      error.description
        == "invalid colour \"rgb(1 2)\" at character 8 (after \"rgb(1 2\"): expected 3 components "
        + "for rgb(), got 2; add a number, a percentage or 'none'")
    let start = try #require(throws: ColorParseError.self) { try CSSColor(css: "") }
    #expect(start.description.hasPrefix("invalid colour \"\" at character 1 (at the start)"))
    let end = try #require(throws: ColorParseError.self) { try CSSColor(css: "oklch(") }
    #expect(end.description.hasPrefix("invalid colour \"oklch(\" at the end (after \"oklch(\")"))
  }

  @Test func descriptionShortensLongInput() throws {
    let input = "rgb(" + String(repeating: "1 ", count: 50_000)
    let error = try #require(throws: ColorParseError.self) { try CSSColor(css: input) }
    #expect(error.input == input)
    #expect(error.description.count < 400)
  }

  @Test func customSpaceErrors() throws {
    let parser = CSSColorParser(customSpaces: [
      "brand": LinearTestSpace(), "bad": FailingTestSpace(),
    ])
    let count = try #require(throws: ColorParseError.self) {
      try parser.parse("color(--brand 1 0)")
    }
    #expect(count.code == .wrongComponentCount)
    #expect(count.message.contains("expected 3 components for --brand, got 2"))
    let failing = try #require(throws: ColorParseError.self) {
      try parser.parse("color(--bad 1 0 0)")
    }
    #expect(failing.code == .conversionFailed)
    #expect(failing.position == 6)
    #expect(failing.message.contains("profile has no A2B0 tag"))
    let caseSensitive = try #require(throws: ColorParseError.self) {
      try parser.parse("color(--Brand 1 0 0)")
    }
    #expect(caseSensitive.code == .unknownProfile)
    let nonASCII = CSSColorParser(customSpaces: ["brånd": LinearTestSpace()])
    #expect(try nonASCII.parse("color(--brånd 0 0 0)").space == .sRGBLinear)
    let trailing = try #require(throws: ColorParseError.self) {
      try nonASCII.parse("color(--brånd 0 0 0) x")
    }
    #expect(trailing.position == 21)
  }
}
