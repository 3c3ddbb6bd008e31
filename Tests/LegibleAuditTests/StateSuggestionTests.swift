import LegibleAudit
import LegibleColor
import TestSupport
import Testing

@Suite struct StateSuggestionTests {
  /// Black text at alpha a on white composites to the grey 255·(1 − a).
  /// docs/reference/contrast.md §8: #777 (119) fails 4.5 at 4.478 and #767676 (118) passes at
  /// 4.542, so the smallest passing alpha lies between 1 − 119/255 = 0.5333 and 1 − 118/255 =
  /// 0.5373.
  @Test func smallestPassingAlphaOfTranslucentBlack() throws {
    let text = CSSColor.black.withAlpha(0.4)
    let p = try #require(
      StateSuggestion.parameter(
        .alpha, text: text, background: .white, surface: .white, opacity: 1, required: 4.5))
    #expect(p.parameter == .alpha)
    #expect(p.current == 0.4)
    #expect(p.suggested > 0.5333 && p.suggested < 0.5374)
    #expect(p.ratio >= 4.5)
    // Verified independently with the library's compositing, and one grid step lower fails.
    let contrast = WCAG2Contrast()
    let at = contrast.ratio(text: CSSColor.black.withAlpha(p.suggested), background: .white)
    let below = contrast.ratio(
      text: CSSColor.black.withAlpha(p.suggested - 0.001), background: .white)
    #expect(isApproximatelyEqual(at, p.ratio, absoluteTolerance: 1e-12))
    #expect(at >= 4.5)
    #expect(below < 4.5)
  }

  /// Group opacity o over a white surface with a white fill gives the same grey as alpha o.
  @Test func opacityMatchesAlphaOverWhite() throws {
    let a = try #require(
      StateSuggestion.parameter(
        .alpha, text: CSSColor.black.withAlpha(0.4), background: .white, surface: .white,
        opacity: 1, required: 4.5))
    let o = try #require(
      StateSuggestion.parameter(
        .opacity, text: .black, background: .white, surface: .white, opacity: 0.4,
        required: 4.5))
    #expect(o.parameter == .opacity)
    #expect(isApproximatelyEqual(o.suggested, a.suggested, absoluteTolerance: 1e-12))
  }

  @Test func noParameterPassesWhenFullAlphaFails() throws {
    let text = try CSSColor(css: "#777")
    #expect(
      StateSuggestion.parameter(
        .alpha, text: text, background: .white, surface: .white, opacity: 1, required: 4.5)
        == nil)
  }

  /// Black at alpha 0.4 cannot get darker, so only the parameter fixes it.
  @Test func fixPrefersParameterWhenNoColourPasses() {
    let fix = StateSuggestion.fix(
      parameter: .alpha, text: CSSColor.black.withAlpha(0.4), background: .white, surface: .white,
      opacity: 1, required: 4.5)
    #expect(fix.parameter != nil)
    #expect(fix.color == nil)
    #expect(fix.prefersParameter)
  }

  /// #0A84FF at alpha 0.9 on white: raising alpha to 1 gives 4.0 (docs/reference/contrast.md §8:
  /// white on
  /// #0A84FF is 3.65; with the WCAG row the pair is symmetric), which still fails 4.5, so the
  /// colour change wins.
  @Test func fixPrefersColourWhenParameterCannotPass() throws {
    let text = try CSSColor(css: "#0a84ff").withAlpha(0.9)
    let fix = StateSuggestion.fix(
      parameter: .alpha, text: text, background: .white, surface: .white, opacity: 1,
      required: 4.5)
    #expect(fix.parameter == nil)
    let color = try #require(fix.color)
    #expect(color.ratio >= 4.5)
    #expect(color.text.alpha == 0.9)
    #expect(!fix.prefersParameter)
  }

  /// A small alpha shortfall: #595959 at alpha 0.8 on white composites to grey 122.2 (fails, as
  /// #777 = 119 does). Alpha 0.822 gives 118.55; the nearest 8-bit colour at alpha 0.8 is #545454
  /// (84), giving 118.2, a slightly larger move of the effective text, so the parameter wins.
  @Test func fixPrefersSmallParameterChange() throws {
    let text = try CSSColor(css: "#595959").withAlpha(0.8)
    let fix = StateSuggestion.fix(
      parameter: .alpha, text: text, background: .white, surface: .white, opacity: 1,
      required: 4.5)
    let p = try #require(fix.parameter)
    let c = try #require(fix.color)
    #expect(isApproximatelyEqual(p.suggested, 0.822, absoluteTolerance: 1e-12))
    #expect(c.textString == "#545454cc")
    #expect(p.ratio >= 4.5 && c.ratio >= 4.5)
    #expect(fix.prefersParameter)
  }

  /// Unknown surface: the smaller ratio over black and white backdrops must pass.
  @Test func unknownSurfaceUsesBothBackdrops() throws {
    let p = try #require(
      StateSuggestion.parameter(
        .opacity, text: .black, background: .white, surface: nil, opacity: 0.5, required: 4.5))
    let contrast = WCAG2Contrast()
    for base in [CSSColor.black, .white] {
      let fill = CSSColor.white.withAlpha(p.suggested).composited(over: base)
      let text = CSSColor.black.withAlpha(p.suggested).composited(over: base)
      #expect(contrast.ratio(text, fill) >= 4.5)
    }
  }
}
