import TestSupport
import Testing

@testable import LegibleColor

/// The suggester skips walk steps that cannot pass before fitting them to the gamut
/// (`ContrastSuggester.PassBound`). That must never change a result: the bound must hold the
/// luminance of every colour the fit can choose, and a search with the skip must give exactly
/// the suggestions of one without it.
@Suite struct PassBoundTests {
  /// The luminance of OKLCH colours at one lightness and hue, for chromas inside a range, lies
  /// within `luminanceBounds` (computed from the generic conversion, WCAG and CSS 4 weights);
  /// 2,000 seeded random cases, tolerance 1e-12 for round-off.
  @Test func luminanceBoundsHoldEveryChromaInTheRange() {
    var rng = SplitMix64(seed: 0x5A55_B0D)
    func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    var failures: [String] = []
    for i in 0..<2_000 {
      let hue = unit() * 360
      let l = unit()
      let c = unit() * 0.4
      let weights = (i % 2 == 0 ? LuminanceCoefficients.wcag : .css4).weights
      let fitter = OKLCHGamutFitter(hue: hue, space: .sRGB, tolerance: 1e-9)
      let bounds = fitter.luminanceBounds(lightness: l, chroma: 0...c, weights: weights)
      for k in 0...8 {
        let chroma = c * Double(k) / 8
        let linear = CSSColor(.oklch, l, chroma, hue).converted(to: .sRGBLinear).components
        let y = (linear * weights).sum()
        if y < bounds.lowerBound - 1e-12 || y > bounds.upperBound + 1e-12 {
          failures.append("l \(l) c \(chroma) h \(hue): \(y) outside \(bounds)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Seeded random pairs (text and background anywhere in sRGB, targets 3, 4.5 and 7, either
  /// side changing, WCAG and CSS 4 weights): the suggestions with the skip are those without
  /// it, string for string and bit for bit.
  @Test func skippingGivesTheSameSuggestions() {
    var rng = SplitMix64(seed: 0xB0_0D5)
    var compared = 0
    var differences: [String] = []
    for i in 0..<90 {
      let text = CSSColor(rgb: UInt32(truncatingIfNeeded: rng.next() & 0xFF_FFFF))
      let background = CSSColor(rgb: UInt32(truncatingIfNeeded: rng.next() & 0xFF_FFFF))
      let target = [3.0, 4.5, 7.0][i % 3]
      let change: ContrastSuggestion.Change = i % 2 == 0 ? .text : .background
      var skipping = ContrastSuggester(
        target: target, change: change, coefficients: i % 5 == 0 ? .css4 : .wcag)
      var walking = skipping
      skipping.skipsHopelessSteps = true
      walking.skipsHopelessSteps = false
      let a = skipping.suggestions(text: text, background: background)
      let b = walking.suggestions(text: text, background: background)
      compared += 1
      let same =
        a.count == b.count
        && zip(a, b).allSatisfy {
          $0.textString == $1.textString && $0.backgroundString == $1.backgroundString
            && $0.ratio.bitPattern == $1.ratio.bitPattern
            && $0.distance.bitPattern == $1.distance.bitPattern && $0.move == $1.move
        }
      if !same { differences.append("\(text.displayString) on \(background.displayString)") }
    }
    #expect(compared == 90)
    #expect(differences.isEmpty, "\(differences.prefix(3))")
  }
}
