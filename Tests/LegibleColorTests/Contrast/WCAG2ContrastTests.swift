import LegibleColor
import TestSupport
import Testing

/// A WCAG 2.x test vector: text, background, expected ratio for each coefficient family.
struct WCAGCase: Sendable, CustomTestStringConvertible {
  var text: UInt32
  var background: UInt32
  var css4: Double
  var wcag: Double
  var source: String
  var testDescription: String {
    "#\(String(text, radix: 16)) on #\(String(background, radix: 16)) (\(source))"
  }
}

@Suite struct WCAG2ContrastTests {
  // docs/reference/contrast.md §8 "WCAG 2.x", recomputed in double precision from the published
  // formula; tolerance 1e-12 absolute (pure Swift double path, docs/reference/house-style.md §6).
  static let cases: [WCAGCase] = [
    .init(
      text: 0xFFFFFF, background: 0x000000, css4: 21, wcag: 21,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0xFFFFFF, background: 0xFFFFFF, css4: 1, wcag: 1,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0xFFFFEE, background: 0xFFFFFF, css4: 1.010070323556238, wcag: 1.0100714063057992,
      source: "docs/reference/contrast.md §8, color.js test/contrast.js"),
    .init(
      text: 0xAFBAAE, background: 0xFFFFFF, css4: 2.0081253472623093, wcag: 2.0081180095872035,
      source: "docs/reference/contrast.md §8, color.js"),
    .init(
      text: 0x8B9986, background: 0xFFFFFF, css4: 3.0006438829169433, wcag: 3.0006289740523004,
      source: "docs/reference/contrast.md §8, color.js"),
    .init(
      text: 0x776655, background: 0xFFFFFF, css4: 5.50291637892326, wcag: 5.502983747952902,
      source: "docs/reference/contrast.md §8, color.js"),
    .init(
      text: 0x777777, background: 0xFFFFFF, css4: 4.478089453577214, wcag: 4.478089453577214,
      source: "docs/reference/contrast.md §8, w3c/wcag#200"),
    .init(
      text: 0x767676, background: 0xFFFFFF, css4: 4.542224959605253, wcag: 4.542224959605253,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0x949494, background: 0xFFFFFF, css4: 3.0334698257384747, wcag: 3.0334698257384747,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0x959595, background: 0xFFFFFF, css4: 2.9953461357088114, wcag: 2.9953461357088114,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0x595959, background: 0xFFFFFF, css4: 7.004729208035935, wcag: 7.004729208035935,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0xAAAAAA, background: 0x000000, css4: 9.039555596643915, wcag: 9.039555596643915,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0xFFFFFF, background: 0xEC8227, css4: 2.6959596141545576, wcag: 2.6961366264877094,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0xFFFFFF, background: 0x0A84FF, css4: 3.6476598513427794, wcag: 3.6474724026721494,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0x009450, background: 0xFFFFFF, css4: 3.924059061384591, wcag: 3.9239140024852537,
      source: "docs/reference/contrast.md §8, axe-core#4675"),
    .init(
      text: 0x4171C4, background: 0xE8E8E8, css4: 3.909657239724224, wcag: 3.9095261018868364,
      source: "docs/reference/contrast.md §8, axe-core#4983"),
    .init(
      text: 0x067AB4, background: 0xF5F5F5, css4: 4.3281209718752605, wcag: 4.327935579057351,
      source: "docs/reference/contrast.md §8"),
    .init(
      text: 0x9E9E9E, background: 0xE0E0E0, css4: 2.02953542658136, wcag: 2.02953542658136,
      source: "docs/reference/contrast.md §8"),
    // Benchmark first lines (docs/reference/benchmarks.md §1, per-pair checks).
    .init(
      text: 0xBDD732, background: 0x262FEB, css4: 4.809321620716277, wcag: 4.809100918210831,
      source: "docs/reference/benchmarks.md §1"),
    .init(
      text: 0x581CE1, background: 0xFF0E4A, css4: 2.029223409715322, wcag: 2.0289003774312695,
      source: "docs/reference/benchmarks.md §1"),
  ]

  @Test(arguments: cases)
  func ratioMatchesPublishedVector(_ c: WCAGCase) {
    let text = CSSColor(rgb: c.text)
    let background = CSSColor(rgb: c.background)
    let wcag = WCAG2Contrast(coefficients: .wcag).ratio(text, background)
    let css4 = WCAG2Contrast(coefficients: .css4).ratio(text, background)
    #expect(isApproximatelyEqual(wcag, c.wcag, absoluteTolerance: 1e-12), "wcag \(wcag)")
    #expect(isApproximatelyEqual(css4, c.css4, absoluteTolerance: 1e-12), "css4 \(css4)")
  }

  @Test(arguments: cases)
  func ratioIsSymmetric(_ c: WCAGCase) {
    let k = WCAG2Contrast()
    let a = CSSColor(rgb: c.text)
    let b = CSSColor(rgb: c.background)
    #expect(k.ratio(a, b) == k.ratio(b, a))
  }

  // docs/reference/contrast.md §1: pairs whose verdict flips between the coefficient families.
  struct FlipCase: Sendable, CustomTestStringConvertible {
    var text: UInt32
    var background: UInt32
    var threshold: Double
    var css4: Double
    var wcag: Double
    var testDescription: String { "#\(String(text, radix: 16)) at \(threshold)" }
  }

  static let flips: [FlipCase] = [
    .init(text: 0xE365CC, background: 0xFFFFFF, threshold: 3, css4: 2.999998954, wcag: 3.000181075),
    .init(
      text: 0x2F8823, background: 0xFFFFFF, threshold: 4.5, css4: 4.500000148, wcag: 4.499870326),
    .init(
      text: 0xD821A3, background: 0xFFFFFF, threshold: 4.5, css4: 4.499999520, wcag: 4.500452662),
    .init(text: 0x256620, background: 0xFFFFFF, threshold: 7, css4: 7.000006304, wcag: 6.999840596),
    .init(
      text: 0xBE5515, background: 0x000000, threshold: 4.5, css4: 4.500001990, wcag: 4.499658352),
  ]

  @Test(arguments: flips)
  func verdictFlipsBetweenCoefficientFamilies(_ c: FlipCase) {
    // Source: docs/reference/contrast.md §1 (values quoted to 9 decimals: tolerance 1e-9).
    let wcag = WCAG2Contrast(coefficients: .wcag).ratio(
      CSSColor(rgb: c.text), CSSColor(rgb: c.background))
    let css4 = WCAG2Contrast(coefficients: .css4).ratio(
      CSSColor(rgb: c.text), CSSColor(rgb: c.background))
    #expect(isApproximatelyEqual(wcag, c.wcag, absoluteTolerance: 1e-9))
    #expect(isApproximatelyEqual(css4, c.css4, absoluteTolerance: 1e-9))
    #expect((wcag >= c.threshold) != (css4 >= c.threshold))
  }

  @Test func coefficientRowsSumToOne() {
    // docs/reference/contrast.md §1: both rows sum to 1, so greys agree.
    #expect(
      isApproximatelyEqual(LuminanceCoefficients.wcag.weights.sum(), 1, absoluteTolerance: 1e-15))
    #expect(
      isApproximatelyEqual(LuminanceCoefficients.css4.weights.sum(), 1, absoluteTolerance: 1e-15))
    // css4 row vs Color.js's stored literal (up to 3 ulps apart,
    // docs/reference/color-spaces.md §4).
    let w = LuminanceCoefficients.css4.weights
    #expect(isApproximatelyEqual(w.x, 0.21263900587151027, absoluteTolerance: 4e-16))
    #expect(isApproximatelyEqual(w.y, 0.715168678767756, absoluteTolerance: 4e-16))
    #expect(isApproximatelyEqual(w.z, 0.07219231536073371, absoluteTolerance: 4e-16))
  }

  @Test func thresholdUsesUnroundedRatio() {
    // #777 on white is 4.478…: displayed 4.47, fails 4.5 (Understanding 1.4.3; w3c/wcag#200).
    let r = WCAG2Contrast().ratio(CSSColor(rgb: 0x777777), .white)
    #expect(r < 4.5)
    #expect(RatioFormatting.floored(r) == "4.47")
  }

  @Test func wideGamutUsesUnclippedLuminance() {
    // docs/reference/color-spaces.md §4: color(display-p3 1 0 0) on white is 3.764 from its own Y
    // (0.22897).
    let p3Red = CSSColor(.displayP3, 1, 0, 0)
    let y = p3Red.relativeLuminance(.css4)
    #expect(isApproximatelyEqual(y, 0.22897456406974884, absoluteTolerance: 1e-12))
    let r = WCAG2Contrast(coefficients: .css4).ratio(p3Red, .white)
    #expect(isApproximatelyEqual(r, 1.05 / (y + 0.05), absoluteTolerance: 1e-12))
    #expect(isApproximatelyEqual(r, 3.764, absoluteTolerance: 5e-4))
  }

  @Test func colorJSWideGamutVectors() {
    // color.js test/contrast.js (ε 1e-4), quoted in docs/reference/contrast.md §8.
    let k = WCAG2Contrast(coefficients: .css4)
    let grey = CSSColor(.lch, 50, 0, 0)
    #expect(isApproximatelyEqual(k.ratio(grey, .white), 4.4836, absoluteTolerance: 1e-4))
    let p3 = CSSColor(.displayP3, 0.555354, 0.5982801, 0.5316741)
    #expect(isApproximatelyEqual(k.ratio(p3, .white), 3.000644, absoluteTolerance: 1e-4))
  }
}
