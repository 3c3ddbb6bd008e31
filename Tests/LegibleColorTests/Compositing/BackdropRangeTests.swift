import LegibleColor
import TestSupport
import Testing

@Suite struct BackdropRangeTests {
  struct RangeCase: Sendable, CustomTestStringConvertible {
    var text: CSSColor
    var background: CSSColor
    var minimum: Double
    var maximum: Double
    var label: String
    var testDescription: String { label }
  }

  // docs/reference/compositing.md §5 (css4 row, two decimals → tolerance 5e-3).
  static let cases: [RangeCase] = [
    .init(
      text: .white, background: CSSColor.black.withAlpha(0.5), minimum: 3.98, maximum: 21,
      label: "#FFF on rgba(0,0,0,0.5)"),
    .init(
      text: .black, background: CSSColor.white.withAlpha(0.6), minimum: 7.37, maximum: 21,
      label: "#000 on rgba(255,255,255,0.6)"),
    .init(
      text: CSSColor(rgb: 0x767676), background: CSSColor.black.withAlpha(0.5), minimum: 1,
      maximum: 4.62,
      label: "#767676 on rgba(0,0,0,0.5): text inside the interval"),
    .init(
      text: .white, background: CSSColor(rgb: 0x0A84FF).withAlpha(0.8), minimum: 2.83,
      maximum: 5.35,
      label: "#FFF on #0A84FF at 0.8"),
  ]

  @Test(arguments: cases)
  func rangeMatchesTable(_ c: RangeCase) {
    let r = BackdropRange(
      text: c.text, background: c.background, contrast: WCAG2Contrast(coefficients: .css4))
    #expect(isApproximatelyEqual(r.minimum, c.minimum, absoluteTolerance: 5e-3), "min \(r.minimum)")
    #expect(isApproximatelyEqual(r.maximum, c.maximum, absoluteTolerance: 5e-3), "max \(r.maximum)")
    #expect(!r.isEstimate)
  }

  @Test func translucentTextIsAnEstimate() {
    let r = BackdropRange(
      text: CSSColor.white.withAlpha(0.5), background: CSSColor.black.withAlpha(0.5))
    #expect(r.isEstimate)
    #expect(r.minimum <= r.maximum)
  }
}
