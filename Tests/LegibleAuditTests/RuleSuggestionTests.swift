import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// Issue 15, "no silent wrong answers": suggestions for states whose colour comes from a
/// derivation rule keep the rule (changing the base colour) or say that no colour passes under it
/// and change the rule's parameter; ΔE OK is measured on the colours as drawn.
///
/// Expected values are recomputed here without the library's compositing or OKLab: source-over in
/// gamma-encoded sRGB (docs/reference/compositing.md §3: `a·c + (1 − a)·backdrop` per channel),
/// WCAG 2.2 relative luminance and contrast ratio (sRGB decoding with the 0.04045 threshold), and
/// OKLab from Ottosson's published linear-sRGB matrices (https://bottosson.github.io/posts/oklab/).
/// The library's OKLab goes through CSS Color 4's XYZ matrices, which agree with Ottosson's to
/// about 1e-6 per coordinate; ΔE tolerances are 1e-5.
@Suite struct RuleSuggestionTests {
  // MARK: Independent reference maths

  typealias RGB = (r: Double, g: Double, b: Double)

  static func rgb(_ hex: UInt32) -> RGB {
    (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
  }

  /// `c` at alpha `a` over white, per channel in encoded sRGB.
  static func overWhite(_ c: RGB, alpha a: Double) -> RGB {
    (a * c.r + (1 - a), a * c.g + (1 - a), a * c.b + (1 - a))
  }

  static func linear(_ x: Double) -> Double {
    x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
  }

  static func luminance(_ c: RGB) -> Double {
    0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
  }

  /// WCAG 2.2 contrast ratio against white.
  static func ratioOnWhite(_ c: RGB) -> Double { 1.05 / (luminance(c) + 0.05) }

  static func oklab(_ c: RGB) -> (Double, Double, Double) {
    let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  static func deltaE(_ x: RGB, _ y: RGB) -> Double {
    let (a, b) = (oklab(x), oklab(y))
    return ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2))
      .squareRoot()
  }

  /// The smallest alpha above `current` on the 0.001 grid whose drawn colour over white reaches
  /// `required`, exactly and with alpha rounded to the nearest byte.
  static func smallestAlpha(_ c: RGB, above current: Double, required: Double) -> Double? {
    var k = (current * 1000).rounded(.down) + 1
    while k <= 1000 {
      let a = k / 1000
      let byte = (a * 255).rounded() / 255
      if ratioOnWhite(overWhite(c, alpha: a)) >= required,
        ratioOnWhite(overWhite(c, alpha: byte)) >= required
      {
        return a
      }
      k += 1
    }
    return nil
  }

  static let blue = rgb(0x007AFF)
  static let black: RGB = (0, 0, 0)

  // MARK: Seed HighlightButton

  /// The highlighted border (`{alpha: 0.4}` from #007aff, over a white fill on white): black at
  /// 0.4 draws #999999, 2.85:1 < 3:1, so no colour passes with alpha 0.4; the fix keeps #007aff and
  /// raises alpha to the smallest passing value (recomputed above). Before issue 15 the fix read
  /// `border #007aff66 → #007aff (ΔE OK 0.000)`: the distance of the spec values, not of the
  /// border as drawn.
  @Test func highlightedBorderChangesItsAlphaVisibly() throws {
    #expect(Self.ratioOnWhite(Self.overWhite(Self.black, alpha: 0.4)) < 3)
    let expected = try #require(Self.smallestAlpha(Self.blue, above: 0.4, required: 3))
    let report = try loadSeed()
    let f = try #require(finding(report, "HighlightButton", .highlighted, .boundary))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    let p = try #require(s.parameter)
    #expect(s.kind == .ruleParameter)
    #expect(s.noColorPassesUnderRule)
    #expect(s.rule == "alpha 0.4")
    #expect(s.property == .border)
    #expect(s.colorCSS == "#007aff")
    #expect(p.parameter == .alpha)
    #expect(p.current == 0.4)
    #expect(isApproximatelyEqual(p.suggested, expected, absoluteTolerance: 1e-12))
    let drawnDeltaE = Self.deltaE(
      Self.overWhite(Self.blue, alpha: 0.4), Self.overWhite(Self.blue, alpha: expected))
    #expect(drawnDeltaE > 0.02)
    #expect(isApproximatelyEqual(s.distance, drawnDeltaE, absoluteTolerance: 1e-5))
    #expect(s.distanceText != "0.000")
    #expect(s.summary == "border alpha 0.4 → \(expected) (no colour passes with alpha 0.4)")
  }

  /// The highlighted title (`{alpha: 0.4}` from #007aff on white): no colour passes with alpha
  /// 0.4 (black draws #999999, 2.85:1 < 4.5:1), and #007aff fails even opaque (4.02:1), so both
  /// the rule's alpha and the base colour change. Of the passing pairs the fix is the one that
  /// changes least overall (ΔE OK of the base colour plus ΔE OK of the title as drawn): alpha 1
  /// with #0072f0 (normal's own fix, 4.50:1), not the smallest alpha with a near-black base
  /// (0.5333…, StateSuggestionTests), whose total, recomputed here with the formulas above, is
  /// far larger. The rule is reported, never dropped; re-auditing with both changes passes.
  @Test func highlightedTitleChangesTheLeastOverall() throws {
    let report = try loadSeed()
    let f = try #require(finding(report, "HighlightButton", .highlighted, .text))
    let s = try #require(f.suggestion)
    let p = try #require(s.parameter)
    #expect(s.kind == .ruleParameter)
    #expect(s.noColorPassesUnderRule)
    #expect(s.baseState == "normal")
    #expect(s.original == CSSColor(rgb: 0x007AFF))
    #expect(p.suggested == 1)
    #expect(s.color == CSSColor(rgb: 0x0072F0))
    #expect(
      s.summary
        == "text alpha 0.4 → 1 and normal text #007aff → #0072f0 (no colour passes with alpha 0.4)")
    let blue = Self.rgb(0x007AFF)
    let drawnBefore = Self.overWhite(blue, alpha: 0.4)
    let chosen =
      Self.deltaE(blue, Self.rgb(0x0072F0)) + Self.deltaE(drawnBefore, Self.rgb(0x0072F0))
    let blackAlpha = try #require(Self.smallestAlpha(Self.black, above: 0.4, required: 4.5))
    let nearBlack =
      Self.deltaE(blue, Self.black)
      + Self.deltaE(drawnBefore, Self.overWhite(Self.black, alpha: blackAlpha))
    #expect(chosen < nearBlack)
    let again = try Auditor().audit(
      FindingSuggestionTests.highlightSpec(text: s.color, alpha: p.suggested))
    let g = try #require(finding(again, "H", .highlighted, .text))
    #expect(isApproximatelyEqual(g.ratio, s.ratio, absoluteTolerance: 1e-12))
    #expect(g.verdict == .pass)
    #expect(try #require(finding(again, "H", .normal, .text)).verdict == .pass)
  }

  // MARK: Rule kept

  /// Recipe 3 at alpha 0.8: a darker base passes with the rule kept, so the fix changes
  /// normal's text and says alpha 0.8 is kept. Re-auditing with the printed base passes in both
  /// states; ΔE OK is between the drawn titles (#007aff at 0.8 over white and the new base at 0.8).
  @Test func baseColourFixKeepsTheRule() throws {
    let spec = FindingSuggestionTests.highlightSpec(text: CSSColor(rgb: 0x007AFF), alpha: 0.8)
    let report = try Auditor().audit(spec)
    let f = try #require(finding(report, "H", .highlighted, .text))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    #expect(s.kind == .baseColor)
    #expect(s.baseState == "normal")
    #expect(s.rule == "alpha 0.8")
    #expect(s.parameter == nil)
    #expect(!s.noColorPassesUnderRule)
    #expect(s.summary == "normal text #007aff → \(s.colorCSS) (alpha 0.8 kept)")
    let again = try Auditor().audit(
      FindingSuggestionTests.highlightSpec(text: s.color, alpha: 0.8))
    let g = try #require(finding(again, "H", .highlighted, .text))
    #expect(g.verdict == .pass)
    #expect(isApproximatelyEqual(g.ratio, s.ratio, absoluteTolerance: 1e-12))
    #expect(try #require(finding(again, "H", .normal, .text)).verdict == .pass)
    let c = s.color.converted(to: .sRGB).components
    let drawnDeltaE = Self.deltaE(
      Self.overWhite(Self.blue, alpha: 0.8), Self.overWhite((c.x, c.y, c.z), alpha: 0.8))
    #expect(isApproximatelyEqual(s.distance, drawnDeltaE, absoluteTolerance: 1e-5))
  }

  // MARK: No colour under the rule, no parameter to change

  /// A border `{mix: "#ffffff", amount: 0.9}` on white with no fill: any base draws at least
  /// 90 % white (black gives #e6e6e6, 1.26:1 < 3:1), so no colour passes under the rule and it has
  /// no alpha to raise. The only fix is a literal colour, and the suggestion says it replaces the
  /// rule (before issue 15 it read `border #e6e6e6 → …` with the rule silently gone).
  @Test func ruleWithoutParameterIsReplacedOutLoud() throws {
    #expect(Self.ratioOnWhite(Self.overWhite(Self.black, alpha: 0.1)) < 3)
    let spec = AuditSpec(
      name: "", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "M", surface: "page",
          states: [
            "normal": StateSpec(text: .color(.black), border: .color(.black)),
            "highlighted": StateSpec(
              from: "normal", border: .derived(ColorDerivation(mix: .white, amount: 0.9))),
          ])
      ])
    let report = try Auditor().audit(spec)
    let f = try #require(finding(report, "M", .highlighted, .boundary))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    #expect(s.kind == .color)
    #expect(s.property == .border)
    #expect(s.rule == "mix #ffffff 0.9")
    #expect(s.noColorPassesUnderRule)
    #expect(
      s.summary.hasSuffix(
        " (replaces the rule mix #ffffff 0.9; no colour passes with mix #ffffff 0.9)"))
    #expect(s.ratio >= 3)
  }

  // MARK: The base state must keep passing

  /// Normal: #767676 on white (4.54:1, docs/reference/contrast.md §8). Highlighted: text `{alpha:
  /// 0.9}` on a fill `{mix: "#000000", amount: 0.65}` (white → 0.35 grey). Under the rule a light
  /// base passes highlighted (white draws 0.935 grey on 0.35 grey, recomputed here) but fails
  /// normal (white on white, 1:1), and black fails highlighted, so no base colour is offered; the
  /// state's own colour replaces the rule and the summary says why.
  @Test func baseColourNeverBreaksTheBaseState() throws {
    let fill = Self.overWhite(Self.black, alpha: 0.65)
    let white: RGB = (1, 1, 1)
    let light = (
      0.9 * white.r + 0.1 * fill.r, 0.9 * white.g + 0.1 * fill.g, 0.9 * white.b + 0.1 * fill.b
    )
    let lightRatio = (Self.luminance(light) + 0.05) / (Self.luminance(fill) + 0.05)
    #expect(lightRatio >= 4.5)
    let dark = (0.1 * fill.r, 0.1 * fill.g, 0.1 * fill.b)
    #expect((Self.luminance(fill) + 0.05) / (Self.luminance(dark) + 0.05) < 4.5)
    let spec = AuditSpec(
      name: "", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "G", surface: "page",
          states: [
            "normal": StateSpec(text: .color(CSSColor(rgb: 0x767676)), background: .color(.white)),
            "highlighted": StateSpec(
              from: "normal", text: .derived(ColorDerivation(alpha: 0.9)),
              background: .derived(ColorDerivation(mix: .black, amount: 0.65))),
          ])
      ])
    let report = try Auditor().audit(spec)
    let f = try #require(finding(report, "G", .highlighted, .text))
    #expect(f.verdict == .fail)
    let s = try #require(f.suggestion)
    #expect(s.kind == .color)
    #expect(s.noColorPassesUnderRule)
    #expect(s.baseStateWouldFail)
    #expect(
      s.summary.hasSuffix(
        " (replaces the rule alpha 0.9; no colour passes with alpha 0.9 without failing normal)"))
    #expect(s.ratio >= 4.5)
  }

  // MARK: Display

  /// A change smaller than the displayed precision reads `<0.001`, never `0.000`; no change at
  /// all reads `0.000` (ΔE values chosen either side of 0.0005, the displayed step's half).
  @Test(arguments: [(0.0004, "<0.001"), (0.0, "0.000"), (0.0296, "0.029")])
  func distanceNeverReadsZeroForAChange(_ c: (distance: Double, text: String)) {
    let s = FindingSuggestion(
      property: .text, side: .foreground, original: .black, color: .black, colorCSS: "#000000",
      ratio: 21, distance: c.distance, foreground: .black, background: .white)
    #expect(s.distanceText == c.text)
  }
}
