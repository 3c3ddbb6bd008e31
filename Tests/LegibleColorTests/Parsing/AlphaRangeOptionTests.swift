import LegibleColor
import Testing

/// `CSSColorParser.rejectsOutOfRangeAlpha`: off, alpha clamps as CSS Color 4 §4.2 says; on, an
/// alpha outside 0…1 is an `invalidNumber` error at the alpha's position.
@Suite struct AlphaRangeOptionTests {
  @Test func clampsByDefault() throws {
    #expect(try CSSColorParser().parse("rgb(0 0 0 / 1.5)").alpha == 1)
    #expect(try CSSColorParser().parse("rgb(0 0 0 / -50%)").alpha == 0)
  }

  @Test(arguments: [
    ("rgb(0 0 0 / 1.5)", 13), ("rgb(0 0 0 / -50%)", 13), ("rgba(0,0,0,2)", 12),
    ("oklch(0.5 0.1 120 / 101%)", 21),
  ])
  func rejectsWhenAsked(_ text: String, _ position: Int) {
    var parser = CSSColorParser()
    parser.rejectsOutOfRangeAlpha = true
    #expect {
      _ = try parser.parse(text)
    } throws: { error in
      guard let error = error as? ColorParseError else { return false }
      return error.code == .invalidNumber && error.position + 1 == position
        && error.message.contains("alpha must be from 0 to 1")
    }
  }

  @Test(arguments: ["rgb(0 0 0 / 1)", "rgb(0 0 0 / 0%)", "rgb(0 0 0 / none)", "#00000080"])
  func acceptsInRange(_ text: String) throws {
    var parser = CSSColorParser()
    parser.rejectsOutOfRangeAlpha = true
    _ = try parser.parse(text)
  }
}
