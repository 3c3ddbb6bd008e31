import Testing

@testable import LegibleDiscovery

@Suite("TokenNameParser ASCII split")
struct TokenNameSplitTests {
  // The byte split of an ASCII name gives the words of the Character split: the same
  // separators, camelCase and digit boundaries, offsets and lower-cased keys.
  @Test(
    "ASCII names split as by Characters",
    arguments: [
      "button.primary.bgColor.rest", "NeutralForeground1Hover", "SLDSButtonBrand",
      "--bs-btn-hover-bg", "COLOR_BACKGROUND_BUTTON_BRAND_ACTIVE",
      "md.comp.filled-button.container",
      "button_primary_container_selector[default]", "state_enabled=false", "Buttons/Primary/Light",
      "a", "", "x9Y", "ABCdef12gh", "--pico-primary-inverse",
    ])
  func asciiMatchesCharacters(_ name: String) {
    for offset in [0, min(2, name.count)] {
      let ascii = TokenNameParser.split(ascii: Array(name.utf8), from: offset)
      let characters = TokenNameParser.split(Array(name), from: offset)
      #expect(ascii == characters)
    }
  }

  @Test("fgColor500 splits into fg, Color, 500 at offsets 0, 2, 7")
  func words() {
    let words = TokenNameParser.split(ascii: Array("fgColor500".utf8), from: 0)
    #expect(words.map(\.text) == ["fg", "Color", "500"])
    #expect(words.map(\.key) == ["fg", "color", "500"])
    #expect(words.map(\.start) == [0, 2, 7])
    #expect(words.map(\.end) == [2, 7, 10])
  }
}
