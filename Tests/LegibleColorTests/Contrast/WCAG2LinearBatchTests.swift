import LegibleColor
import TestSupport
import Testing

@Suite struct WCAG2LinearBatchTests {
  struct ChecksumCase: Sendable, CustomTestStringConvertible {
    var coefficients: LuminanceCoefficients
    var expected: Double
    var testDescription: String { "1000-pair checksum, \(coefficients)" }
  }

  static func linear(_ rgb: [UInt32]) -> [SIMD3<Double>] {
    rgb.map { Color(rgb: $0).linearSRGB }
  }

  @Test(arguments: [
    ChecksumCase(coefficients: .wcag, expected: 2568.732411638226),
    ChecksumCase(coefficients: .css4, expected: 2568.689687447497),
  ])
  func workloadChecksum(_ c: ChecksumCase) {
    // benchmarks.md §1, N = 1,000, rel. tol 1e-12.
    let w = BatchWorkload(count: 1000)
    let ratios = WCAG2Contrast(coefficients: c.coefficients).ratios(
      linearForegrounds: Self.linear(w.foregrounds), linearBackgrounds: Self.linear(w.backgrounds))
    #expect(ratios.count == 1000)
    #expect(isApproximatelyEqual(ratios.reduce(0, +), c.expected, relativeTolerance: 1e-12))
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 257])
  func matchesScalarPath(_ n: Int) {
    let w = BatchWorkload(count: n)
    let contrast = WCAG2Contrast()
    let ratios = contrast.ratios(
      linearForegrounds: Self.linear(w.foregrounds), linearBackgrounds: Self.linear(w.backgrounds))
    #expect(ratios.count == n)
    for i in 0..<n {
      let expected = contrast.ratio(Color(rgb: w.foregrounds[i]), Color(rgb: w.backgrounds[i]))
      #expect(isApproximatelyEqual(ratios[i], expected, relativeTolerance: 1e-15), "pair \(i)")
    }
  }

  @Test func wideGamutValuesOutsideUnitRange() throws {
    // Display P3 pure green is outside sRGB: its linear sRGB components leave 0…1.
    let green = try Color(css: "color(display-p3 0 1 0)")
    let black = Color(rgb: 0x000000)
    let contrast = WCAG2Contrast()
    let ratios = contrast.ratios(
      linearForegrounds: [green.linearSRGB], linearBackgrounds: [black.linearSRGB])
    #expect(
      isApproximatelyEqual(
        ratios[0], contrast.ratio(green, black), relativeTolerance: 1e-15))
  }
}
