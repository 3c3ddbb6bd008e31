import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

/// `TokenSet.merging` merges sorted runs instead of sorting the concatenation; the order must
/// be the one a stable sort of the concatenation gives (what `merged(with:)` chains give).
@Suite struct TokenSetMergingTests {
  /// Tokens drawn from few names, themes and files, so ties (equal name, theme and file from
  /// different sets) are common and the stability of the merge is exercised.
  static func randomSet(_ rng: inout SplitMix64, size: Int, setIndex: Int) -> TokenSet {
    let names = ["a", "b", "button.bg", "Button.bg", "é", "e\u{301}", "z"]
    let themes: [String?] = [nil, "dark", "light", "high-contrast"]
    let files = ["x.json", "y.json"]
    let tokens = (0..<size).map { i in
      Token(
        name: names[Int(rng.next() % UInt64(names.count))],
        theme: themes[Int(rng.next() % UInt64(themes.count))],
        color: CSSColor(rgb: UInt32(truncatingIfNeeded: rng.next())),
        location: FileLocation(
          file: files[Int(rng.next() % UInt64(files.count))], line: setIndex * 1000 + i))
    }
    return TokenSet(tokens: tokens, diagnostics: [])
  }

  @Test func equalsAStableSortOfTheConcatenation() {
    var rng = SplitMix64(seed: 0x70C3)
    for round in 0..<300 {
      let k = 1 + round % 12
      let sets = (0..<k).map { Self.randomSet(&rng, size: Int(rng.next() % 40), setIndex: $0) }
      let merged = TokenSet.merging(sets)
      let chained = sets.dropFirst().reduce(sets[0]) { $0.merged(with: $1) }
      #expect(merged.tokens == chained.tokens, "round \(round), \(k) sets")
      #expect(merged.diagnostics == chained.diagnostics)
    }
  }

  /// A set whose public `tokens` were reordered after init is sorted before merging.
  @Test func sortsARunChangedAfterInit() {
    var rng = SplitMix64(seed: 9)
    var first = Self.randomSet(&rng, size: 30, setIndex: 0)
    first.tokens.reverse()
    let second = Self.randomSet(&rng, size: 30, setIndex: 1)
    #expect(TokenSet.merging([first, second]).tokens == first.merged(with: second).tokens)
  }
}
