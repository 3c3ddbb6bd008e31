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
    rgb.map { CSSColor(rgb: $0).linearSRGB }
  }

  @Test(arguments: [
    ChecksumCase(coefficients: .wcag, expected: 2568.732411638226),
    ChecksumCase(coefficients: .css4, expected: 2568.689687447497),
  ])
  func workloadChecksum(_ c: ChecksumCase) {
    // docs/reference/benchmarks.md §1, N = 1,000, rel. tol 1e-12.
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
      let expected = contrast.ratio(
        CSSColor(rgb: w.foregrounds[i]), CSSColor(rgb: w.backgrounds[i]))
      #expect(isApproximatelyEqual(ratios[i], expected, relativeTolerance: 1e-15), "pair \(i)")
    }
  }

  static func packed(_ colors: [SIMD3<Double>]) -> [Double] {
    colors.flatMap { [$0.x, $0.y, $0.z] }
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 9, 1000])
  func packedTriplesEqualSIMD3PathBitForBit(_ n: Int) throws {
    var w = BatchWorkload(count: n)
    // Edge colours too: black, white and an equal pair.
    if n >= 3 {
      (w.foregrounds[0], w.backgrounds[0]) = (0x000000, 0xFFFFFF)
      (w.foregrounds[1], w.backgrounds[1]) = (0xFFFFFF, 0x000000)
      (w.foregrounds[2], w.backgrounds[2]) = (0x777777, 0x777777)
    }
    let f = Self.linear(w.foregrounds)
    let b = Self.linear(w.backgrounds)
    let contrast = WCAG2Contrast()
    let simd3 = contrast.ratios(linearForegrounds: f, linearBackgrounds: b)
    let packed = contrast.ratios(
      packedLinearForegrounds: Self.packed(f), packedLinearBackgrounds: Self.packed(b))
    #expect(packed.count == n)
    #expect(packed.map(\.bitPattern) == simd3.map(\.bitPattern))
    if n >= 3 { #expect(packed[2] == 1) }
  }

  @Test func packedTriplesWideGamut() throws {
    // Display P3 pure green and Rec. 2020 pure red: linear sRGB components outside 0…1.
    let colors = [
      try CSSColor(css: "color(display-p3 0 1 0)"), try CSSColor(css: "color(rec2020 1 0 0)"),
    ]
    let black = CSSColor(rgb: 0x000000)
    let contrast = WCAG2Contrast()
    let ratios = contrast.ratios(
      packedLinearForegrounds: Self.packed(colors.map(\.linearSRGB)),
      packedLinearBackgrounds: Self.packed([black.linearSRGB, black.linearSRGB]))
    for (i, color) in colors.enumerated() {
      #expect(
        isApproximatelyEqual(ratios[i], contrast.ratio(color, black), relativeTolerance: 1e-15))
    }
  }

  @Test func packedTriplesWithPartialColourTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = WCAG2Contrast().ratios(
        packedLinearForegrounds: [0, 0, 0, 1], packedLinearBackgrounds: [0, 0, 0, 1])
    }
  }

  @Test func wideGamutValuesOutsideUnitRange() throws {
    // Display P3 pure green is outside sRGB: its linear sRGB components leave 0…1.
    let green = try CSSColor(css: "color(display-p3 0 1 0)")
    let black = CSSColor(rgb: 0x000000)
    let contrast = WCAG2Contrast()
    let ratios = contrast.ratios(
      linearForegrounds: [green.linearSRGB], linearBackgrounds: [black.linearSRGB])
    #expect(
      isApproximatelyEqual(
        ratios[0], contrast.ratio(green, black), relativeTolerance: 1e-15))
  }
}
