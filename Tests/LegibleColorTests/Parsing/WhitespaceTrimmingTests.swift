import Foundation
import LegibleColor
import TestSupport
import Testing

/// `trimmingWhitespace` replaces Foundation's `trimmingCharacters(in:)` in the importers, so it
/// must remove exactly what Foundation removes.
@Suite struct WhitespaceTrimmingTests {
  /// Both sets, scalar by scalar over the Basic Multilingual Plane (every White_Space character
  /// lies there), against Foundation's CharacterSet.
  @Test func setsMatchFoundationOverTheBMP() {
    var differences: [String] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      if WhitespaceSet.whitespaces.contains(scalar) != CharacterSet.whitespaces.contains(scalar) {
        differences.append(String(format: "U+%04X whitespaces", value))
      }
      if WhitespaceSet.whitespacesAndNewlines.contains(scalar)
        != CharacterSet.whitespacesAndNewlines.contains(scalar)
      {
        differences.append(String(format: "U+%04X whitespacesAndNewlines", value))
      }
    }
    #expect(differences.count == 0, "first: \(differences.prefix(5))")
  }

  /// Hand-picked texts and random ones built from whitespace, newlines, letters, combining marks
  /// and emoji give Foundation's result.
  @Test func trimmingMatchesFoundation() {
    var texts = [
      "", " ", "\t\n", "a", " a ", "\u{A0}#fff\u{3000}", "\n\r\u{85}x\u{2028}", " \u{301}a ",
      "\u{FEFF}a", "👩‍👩‍👧 ", " {color.blue} ", "\u{200B}a\u{200B}",
    ]
    let pieces = [
      " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{2029}", "a", "é", "\u{301}", "🙂", "{", "}",
    ]
    var rng = SplitMix64(seed: 0x7215)
    for _ in 0..<2_000 {
      let count = Int(rng.next() % 7)
      texts.append((0..<count).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined())
    }
    var differences: [String] = []
    for text in texts {
      for (set, foundation) in [
        (WhitespaceSet.whitespaces, CharacterSet.whitespaces),
        (.whitespacesAndNewlines, .whitespacesAndNewlines),
      ] {
        let expected = text.trimmingCharacters(in: foundation)
        if text.trimmingWhitespace(set) != expected
          || text.isAllWhitespace(set) != expected.isEmpty
        {
          differences.append(text.debugDescription)
        }
      }
    }
    #expect(differences.count == 0, "first: \(differences.prefix(5))")
  }
}
