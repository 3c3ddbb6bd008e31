import LegibleColor
import TestSupport
import Testing

/// A pair to fix, with the suggester settings.
struct SuggestCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var background: String
  var target: Double
  var change: ContrastSuggestion.Change = .text
  var gamut: ContrastSuggester.Gamut = .sRGB
  var backdrop: String = "#ffffff"
  var opacity: Double = 1
  var testDescription: String { name }
}

@Suite struct ContrastSuggesterTests {
  /// docs/reference/contrast.md §8: #777 on white is 4.478 (fails AA, w3c/wcag#200); #767676 is
  /// 4.542 (passes). The nearest passing grey is one 8-bit step darker.
  @Test func sevenSevenSevenOnWhiteBecomes767676() throws {
    let s = ContrastSuggester(target: 4.5)
    let result = s.suggestions(text: try CSSColor(css: "#777"), background: .white)
    let first = try #require(result.first)
    #expect(first.textString == "#767676")
    #expect(first.backgroundString == "#ffffff")
    #expect(first.move == .darker)
    #expect(first.change == .text)
    #expect(isApproximatelyEqual(first.ratio, 4.542224959605253, absoluteTolerance: 1e-12))
    #expect(RatioFormatting.floored(first.ratio) == "4.54")
  }

  /// docs/reference/contrast.md §8: #595959 on white is 7.0047 (passes AAA).
  @Test func aaaTargetGives595959() throws {
    let s = ContrastSuggester(target: 7)
    let first = try #require(
      s.suggestions(text: try CSSColor(css: "#777"), background: .white).first)
    #expect(first.textString == "#595959")
    #expect(isApproximatelyEqual(first.ratio, 7.004729208035935, absoluteTolerance: 1e-12))
  }

  /// docs/reference/contrast.md §8 (Material Color Utilities): a grey at tone (L*) 49.9 is
  /// within MCU's accepted 0.04 shortfall of 4.5 before rounding, but quantises to #777 (4.478).
  /// Legible verifies after quantisation.
  @Test func undershootAfterRoundingIsCaught() throws {
    let tone = CSSColor(.lab, 49.9, 0, 0)
    let unrounded = WCAG2Contrast().ratio(tone, .white)
    #expect(unrounded > 4.5 - 0.04)
    let rounded = tone.quantized()
    #expect(rounded.hexString() == "#777777")
    #expect(WCAG2Contrast().ratio(rounded, .white) < 4.5)
    let first = try #require(
      ContrastSuggester(target: 4.5).suggestions(text: tone, background: .white).first)
    #expect(first.textString == "#767676")
    #expect(first.ratio >= 4.5)
  }

  static let verifyCases: [SuggestCase] = [
    .init(name: "#777 on white, AA", text: "#777", background: "#fff", target: 4.5),
    .init(name: "#0A84FF on white, AA", text: "#0a84ff", background: "#fff", target: 4.5),
    .init(
      name: "white on #0A84FF, background", text: "#fff", background: "#0a84ff", target: 4.5,
      change: .background),
    .init(
      name: "#777 on #eee, both, AAA", text: "#777", background: "#eee", target: 7,
      change: .both),
    .init(
      name: "#e36 text at alpha 0.6", text: "rgb(238 51 102 / 0.6)", background: "#fff",
      target: 4.5),
    .init(
      name: "translucent background over a dark surface", text: "#fff",
      background: "rgb(10 132 255 / 0.5)", target: 4.5, change: .background,
      backdrop: "#1c1c1e"),
    .init(
      name: "group opacity 0.8", text: "#0a84ff", background: "#fff", target: 4.5, opacity: 0.8),
    .init(
      name: "Display P3 output", text: "color(display-p3 1 0.3 0.2)", background: "#fff",
      target: 4.5, gamut: .displayP3),
    .init(
      name: "#777 on #767676 at 3:1, both directions", text: "#777", background: "#767676",
      target: 3),
  ]

  /// Every suggestion passes when recomputed from its printed strings (the guarantee).
  @Test(arguments: verifyCases)
  func suggestionsPassFromPrintedForm(_ c: SuggestCase) throws {
    let s = ContrastSuggester(
      target: c.target, change: c.change, gamut: c.gamut, count: 5,
      backdrop: try CSSColor(css: c.backdrop), opacity: c.opacity)
    let text = try CSSColor(css: c.text)
    let background = try CSSColor(css: c.background)
    let results = s.suggestions(text: text, background: background)
    #expect(!results.isEmpty)
    for r in results {
      let t = try CSSColor(css: r.textString)
      let b = try CSSColor(css: r.backgroundString)
      #expect(t == r.text && b == r.background)
      let recomputed = s.ratio(text: t, background: b)
      #expect(recomputed == r.ratio)
      #expect(recomputed >= c.target, "\(r.textString) on \(r.backgroundString)")
      #expect(t.alpha == text.alpha || r.change == .background)
      if c.gamut == .displayP3, r.change != .background {
        #expect(r.textString.hasPrefix("color(display-p3 "))
      }
    }
    // Closest first.
    #expect(zip(results, results.dropFirst()).allSatisfy { $0.distance <= $1.distance })
  }

  /// #777 on #767676 needs 3:1: darker text (near black) and lighter text (light grey) both work.
  @Test func searchesBothDirections() throws {
    let s = ContrastSuggester(target: 3, count: 20)
    let results = s.suggestions(
      text: try CSSColor(css: "#777"), background: try CSSColor(css: "#767676"))
    #expect(results.contains { $0.move == .darker })
    #expect(results.contains { $0.move == .lighter })
  }

  @Test func bothSidesMoveApart() throws {
    let s = ContrastSuggester(target: 7, change: .both, count: 1)
    let text = try CSSColor(css: "#777")
    let background = try CSSColor(css: "#eee")
    let first = try #require(s.suggestions(text: text, background: background).first)
    #expect(first.textString != "#777777")
    #expect(first.backgroundString != "#eeeeee")
    #expect(first.text.relativeLuminance() < text.relativeLuminance())
    #expect(first.background.relativeLuminance() > background.relativeLuminance())
    let sum =
      ContrastSuggester.deltaEOK(first.text, text)
      + ContrastSuggester.deltaEOK(first.background, background)
    #expect(isApproximatelyEqual(first.distance, sum, absoluteTolerance: 1e-12))
  }

  /// Hue is kept (up to 8-bit rounding) when the lightness moves.
  @Test func hueIsKept() throws {
    let text = try CSSColor(css: "#0a84ff")
    let first = try #require(
      ContrastSuggester(target: 4.5).suggestions(text: text, background: .white).first)
    let h0 = text.converted(to: .oklch).components.z
    let h1 = first.text.converted(to: .oklch).components.z
    #expect(abs(h0 - h1) < 1.5, "\(h0) → \(h1)")
  }

  /// No sentinel: an empty array when nothing reaches the target.
  @Test func returnsEmptyWhenNothingPasses() throws {
    let s = ContrastSuggester(target: 4.5)
    let faint = try CSSColor(css: "rgb(0 0 0 / 0.1)")
    #expect(s.suggestions(text: faint, background: .white).isEmpty)
    #expect(ContrastSuggester(target: 22).suggestions(text: .black, background: .white).isEmpty)
  }

  /// ΔE OK of black and white is 1 (OKLab L spans 0…1).
  @Test func deltaEOKOfBlackAndWhite() {
    #expect(
      isApproximatelyEqual(
        ContrastSuggester.deltaEOK(.black, .white), 1, absoluteTolerance: 1e-6))
  }
}
