import LegibleColor
import Testing

@testable import LegibleAudit

@Suite("SuggestionCache")
struct SuggestionCacheTests {
  // The doc example of ContrastSuggester: #777777 on white at 4.5 gives #767676 first.
  @Test("A remembered search is the search: #777777 on white at 4.5 → #767676 first")
  func sameAsSearch() {
    let suggester = ContrastSuggester(target: 4.5)
    let cache = SuggestionCache()
    let direct = suggester.suggestions(text: CSSColor(rgb: 0x777777), background: .white)
    let first = cache.suggestions(suggester, text: CSSColor(rgb: 0x777777), background: .white)
    let again = cache.suggestions(suggester, text: CSSColor(rgb: 0x777777), background: .white)
    #expect(first == direct)
    #expect(again == direct)
    #expect(first.first?.textString == "#767676")
  }

  @Test("0 and −0 are different keys; each gives its own search's result")
  func signedZeroIsItsOwnKey() {
    let suggester = ContrastSuggester(target: 4.5)
    let cache = SuggestionCache()
    let zero = CSSColor(.sRGB, 0, 0, 0)
    let negative = CSSColor(.sRGB, -0.0, 0, 0)
    #expect(
      cache.suggestions(suggester, text: zero, background: .black)
        == suggester.suggestions(text: zero, background: .black))
    #expect(
      cache.suggestions(suggester, text: negative, background: .black)
        == suggester.suggestions(text: negative, background: .black))
  }
}
