import LegibleColor
import TestSupport
import Testing

@testable import LegibleAudit

@Suite struct CVDReviewTests {
  static func finding(_ state: StateName, text: CSSColor, fill: CSSColor) -> Finding {
    let contrast = WCAG2Contrast()
    return Finding(
      component: "button", theme: nil, state: state, check: .text, criterion: .contrastMinimum,
      checkID: .textMinimum, element: .text, against: .fill,
      ratio: contrast.ratio(text, fill), range: nil, required: 4.5, verdict: .pass,
      foreground: text, background: fill, backdrop: nil, apca: nil, text: nil, flips: [],
      message: "")
  }

  /// docs/reference/cvd.md §5: achromatopsia (grey of equal luminance) leaves the WCAG ratio
  /// unchanged; the protanopia ratio is that of the simulated pair (#ff0000 → #6d5f00,
  /// docs/reference/cvd.md §8).
  @Test func ratiosUnderSimulation() throws {
    let f = Self.finding(.normal, text: CSSColor(rgb: 0xFF0000), fill: .white)
    let rows = CVDReview.ratios(for: f)
    #expect(rows.count == CVDType.allCases.count)
    let achromat = try #require(rows.first { $0.simulation.type == .achromatopsia })
    #expect(isApproximatelyEqual(achromat.ratio, f.ratio, absoluteTolerance: 1e-12))
    let protan = try #require(rows.first { $0.simulation.type == .protanopia })
    let expected = WCAG2Contrast().ratio(
      CVDSimulation(.protanopia).simulate(CSSColor(rgb: 0xFF0000)), .white)
    #expect(isApproximatelyEqual(protan.ratio, expected, absoluteTolerance: 1e-12))
    #expect(protan.passes == (expected >= 4.5))
  }

  /// Two fills that differ only along Viénot's deutan projection direction (its null vector
  /// (0.70725, −0.29275, 0.02234), docs/reference/cvd.md §3) look identical to a deuteranope.
  @Test func hueOnlyDifferenceCollapses() throws {
    let a = SIMD3<Double>(0.2, 0.3, 0.2)
    let b = a + 0.15 * SIMD3(0.70725, -0.29275, 0.02234)
    let fillA = CSSColor(.sRGBLinear, a).converted(to: .sRGB)
    let fillB = CSSColor(.sRGBLinear, b).converted(to: .sRGB)
    let findings = [
      Self.finding(.normal, text: .black, fill: fillA),
      Self.finding(.selected, text: .black, fill: fillB),
    ]
    let sim = CVDSimulation(.deuteranopia, model: .vienot1999)
    let collapses = CVDReview.collapses(in: findings, simulations: [sim])
    let c = try #require(collapses.first)
    #expect(c.state == .selected && c.type == .deuteranopia)
    #expect(c.normalDistance >= CVDReview.threshold)
    #expect(c.simulatedDistance < 1e-6)
  }

  /// A lightness difference survives every simulation.
  @Test func lightnessDifferenceDoesNotCollapse() {
    let findings = [
      Self.finding(.normal, text: .black, fill: CSSColor(rgb: 0xFFFFFF)),
      Self.finding(.pressed, text: .black, fill: CSSColor(rgb: 0xBBBBBB)),
    ]
    #expect(CVDReview.collapses(in: findings).isEmpty)
  }
}
