import Testing

@testable import LegibleColor

/// The one "did you mean" (Levenshtein, 1966) behind the colour parser, the token importers and
/// the spec reader. Distances are the textbook ones (kitten → sitting is 3); candidates are the
/// real names each caller offers (CSS named colours, state names, Primer themes).
@Suite struct DidYouMeanTests {
  @Test func textbookDistances() {
    #expect(DidYouMean.distance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    #expect(DidYouMean.distance(Array("flaw".utf8), Array("lawn".utf8)) == 2)
    #expect(DidYouMean.distance([UInt8](), Array("abc".utf8)) == 3)
    #expect(DidYouMean.distance(Array("rød".unicodeScalars), Array("rod".unicodeScalars)) == 1)
  }

  @Test func aMisspeltColourNameFindsTheNamedColour() {
    let names = NamedColors.all.map(\.name) + ["transparent"]
    #expect(DidYouMean.closest(to: "rebeccapurpel", in: names) == "rebeccapurple")
    #expect(DidYouMean.closest(to: "cornflowerblu", in: names) == "cornflowerblue")
    #expect(DidYouMean.closest(to: "transparant", in: names) == "transparent")
    // Nothing within max(2, 9 / 3) = 3 edits.
    #expect(DidYouMean.closest(to: "zzzzzzzzz", in: names) == nil)
  }

  @Test func theComparisonIgnoresCaseAndTiesGoToTheEarlierCandidate() {
    #expect(DidYouMean.closest(to: "Disbaled", in: ["disabled", "focused"]) == "disabled")
    // "bat" is one edit from both: the first listed wins.
    #expect(DidYouMean.closest(to: "bat", in: ["cat", "bad"]) == "cat")
    #expect(DidYouMean.closest(to: "bat", in: ["bad", "cat"]) == "bad")
  }

  @Test func wordsLongerThanTheLimitAreNotCompared() {
    let long = String(repeating: "a", count: 41)
    #expect(DidYouMean.closest(to: long, in: [long + "b"], longestWord: 40) == nil)
    #expect(DidYouMean.closest(to: long, in: [long + "b"]) == long + "b")
  }

  @Test func hintsAsTheImportersAndTheSpecReaderWriteThem() {
    let themes = ["light", "dark", "dark-dimmed"]
    #expect(DidYouMean.hint(for: "drak", in: themes) == " (did you mean \"dark\"?)")
    #expect(DidYouMean.hint(for: "sepia", in: themes) == "")
    #expect(
      DidYouMean.hint(for: "sepia", in: themes, listingOtherwise: true)
        == " (expected one of: light, dark, dark-dimmed)")
    #expect(DidYouMean.hint(for: "sepia", in: [String](), listingOtherwise: true) == "")
    // Ties by name: "dark" and "dawn" are both one edit from "darn".
    #expect(DidYouMean.hint(for: "darn", in: ["dawn", "dark"]) == " (did you mean \"dark\"?)")
  }
}
