import Foundation
import LegibleColor
import TestSupport
import Testing

/// `rangeOfBytes` replaces Foundation's `range(of:options:)` in the importers' syntax searches;
/// on their inputs (ASCII needles, text without combining marks after a match) it must find the
/// same ranges.
@Suite struct ASCIISearchTests {
  static let needles = ["var(", "!important", "<color", "name=", "a", "Var(", "--x"]

  /// Random texts from syntax pieces (mixed case, non-ASCII letters, emoji): the same range as
  /// Foundation, forwards and backwards, case-sensitive and not.
  @Test func matchesFoundationOnSyntax() {
    let pieces = [
      "var(", "VAR(", "Var", "(", ")", "!important", "!IMPORTANT", " ", "<color", "<CSSColor",
      "name=", "NAME=", "é", "🙂", "--x", "a", "A", ";", "ß",
    ]
    var rng = SplitMix64(seed: 0x5EA2C4)
    var differences: [String] = []
    for _ in 0..<3_000 {
      let text = (0..<Int(rng.next() % 9)).map { _ in
        pieces[Int(rng.next() % UInt64(pieces.count))]
      }.joined()
      for needle in Self.needles {
        for (caseInsensitive, backwards) in [
          (false, false), (true, false), (false, true), (true, true),
        ] {
          var options: String.CompareOptions = []
          if caseInsensitive { options.insert(.caseInsensitive) }
          if backwards { options.insert(.backwards) }
          let expected = text.range(of: needle, options: options)
          let actual = text.rangeOfBytes(
            needle, caseInsensitive: caseInsensitive, backwards: backwards)
          if expected != actual {
            differences.append("\(text.debugDescription) \(needle) \(options)")
          }
        }
      }
    }
    #expect(differences.count == 0, "first: \(differences.prefix(5))")
  }

  /// Substrings search their own bytes and return indices of the base string.
  @Test func substringsSearchTheirOwnBytes() throws {
    let text = "color: var(--a); background: VAR(--b)"
    let tail = text[try #require(text.firstIndex(of: ";"))...]
    let range = try #require(tail.rangeOfBytes("var(", caseInsensitive: true))
    #expect(text[range] == "VAR(")
    #expect(text.rangeOfBytes("") == nil)
    #expect("ab".rangeOfBytes("abc") == nil)
  }
}
