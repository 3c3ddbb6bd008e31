import Testing

@testable import LegibleColor

/// The shared text helpers: numbers without a needless `.0`, line/column counting and markup
/// escaping. Values are the WCAG 2.2 thresholds (7, 4.5, 3) and real colour components.
@Suite struct TextHelperTests {
  @Test func numbersWithoutANeedlessPointZero() {
    #expect(ContrastRequirement.aaaNormalText.minimumRatio.plainDescription == "7")
    #expect(ContrastRequirement.aaNormalText.minimumRatio.plainDescription == "4.5")
    #expect(ContrastRequirement.aaNormalText.ratioString == "4.5:1")
    #expect(ContrastRequirement.nonText.ratioString == "3:1")
    #expect((0.6).plainDescription == "0.6")
    #expect((-0.0).plainDescription == "-0")
    #expect((1e-5).plainDescription == "1e-05")
    #expect((-0.17597852721569962).plainDescription == "-0.17597852721569962")
  }

  @Test func linesAndColumnsCountScalarsNotBytes() {
    var line = 1
    var column = 1
    for byte in "é\nab".utf8 { TextPosition.advance(&line, &column, past: byte) }
    #expect(line == 2)
    #expect(column == 3)
    line = 1
    column = 1
    for byte in "{\"a\": 1}".utf8 { TextPosition.advance(&line, &column, past: byte) }
    #expect(line == 1)
    #expect(column == 9)
  }

  @Test func markupEscapesSyntaxAndReplacesControls() {
    #expect(MarkupEscaping.markup("Primary & <Secondary>") == "Primary &amp; &lt;Secondary&gt;")
    #expect(MarkupEscaping.markup("it's \"quoted\"") == "it&#39;s &quot;quoted&quot;")
    #expect(MarkupEscaping.markup("bell\u{07}esc\u{1B}") == "bell\u{FFFD}esc\u{FFFD}")
    #expect(MarkupEscaping.markup("tab\tline\n") == "tab\tline\n")
    #expect(MarkupEscaping.markup("plain") == "plain")
    // A combining mark after `<` does not hide it from the escaper.
    #expect(MarkupEscaping.markup("<\u{338}") == "&lt;\u{338}")
  }
}
