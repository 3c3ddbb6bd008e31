import LegibleColor
import TestSupport
import Testing

@Suite struct WCAG2BatchTests {
  struct PairCase: Sendable, CustomTestStringConvertible {
    var name: String
    var foreground: UInt32
    var background: UInt32
    var coefficients: LuminanceCoefficients
    var expected: Double
    var tolerance: Double
    var source: String
    var testDescription: String { name }
  }

  static let pairs: [PairCase] = [
    PairCase(
      name: "BDD732/262FEB css4", foreground: 0xBDD732, background: 0x262FEB,
      coefficients: .css4, expected: 4.809321620716277, tolerance: 1e-12,
      source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "BDD732/262FEB wcag", foreground: 0xBDD732, background: 0x262FEB,
      coefficients: .wcag, expected: 4.809100918210831, tolerance: 1e-12,
      source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "581CE1/FF0E4A css4", foreground: 0x581CE1, background: 0xFF0E4A,
      coefficients: .css4, expected: 2.029223409715322, tolerance: 1e-12,
      source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "581CE1/FF0E4A wcag", foreground: 0x581CE1, background: 0xFF0E4A,
      coefficients: .wcag, expected: 2.0289003774312695, tolerance: 1e-12,
      source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "black/white", foreground: 0x000000, background: 0xFFFFFF, coefficients: .wcag,
      expected: 21, tolerance: 1e-15, source: "docs/reference/contrast.md §2 (range 1…21)"),
    PairCase(
      name: "2F8823/white css4", foreground: 0x2F8823, background: 0xFFFFFF, coefficients: .css4,
      expected: 4.500000148, tolerance: 1e-9, source: "docs/reference/contrast.md §1"),
    PairCase(
      name: "2F8823/white wcag", foreground: 0x2F8823, background: 0xFFFFFF, coefficients: .wcag,
      expected: 4.499870326, tolerance: 1e-9, source: "docs/reference/contrast.md §1"),
  ]

  @Test(arguments: pairs)
  func publishedPairs(_ c: PairCase) {
    let table = WCAG2LookupTable(coefficients: c.coefficients)
    #expect(
      isApproximatelyEqual(
        table.ratio(c.foreground, c.background), c.expected, relativeTolerance: c.tolerance))
    #expect(
      isApproximatelyEqual(
        table.ratio(c.background, c.foreground), c.expected, relativeTolerance: c.tolerance))
  }

  struct ChecksumCase: Sendable, CustomTestStringConvertible {
    var coefficients: LuminanceCoefficients
    var expected: Double
    var testDescription: String { "1000-pair checksum, \(coefficients)" }
  }

  @Test(arguments: [
    ChecksumCase(coefficients: .wcag, expected: 2568.732411638226),
    ChecksumCase(coefficients: .css4, expected: 2568.689687447497),
  ])
  func workloadChecksum(_ c: ChecksumCase) {
    // docs/reference/benchmarks.md §1, N = 1,000, rel. tol 1e-12.
    let w = BatchWorkload(count: 1000)
    let ratios = WCAG2LookupTable(coefficients: c.coefficients)
      .ratios(foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    #expect(ratios.count == 1000)
    let sum = ratios.reduce(0, +)
    #expect(isApproximatelyEqual(sum, c.expected, relativeTolerance: 1e-12))
  }

  @Test(arguments: LuminanceCoefficients.allCases)
  func matchesScalarPathOnWorkload(_ coefficients: LuminanceCoefficients) {
    let w = BatchWorkload(count: 1000)
    let table = WCAG2LookupTable(coefficients: coefficients)
    let scalar = WCAG2Contrast(coefficients: coefficients)
    let ratios = table.ratios(foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    for i in 0..<1000 {
      let expected = scalar.ratio(CSSColor(rgb: w.foregrounds[i]), CSSColor(rgb: w.backgrounds[i]))
      #expect(isApproximatelyEqual(ratios[i], expected, relativeTolerance: 1e-12), "pair \(i)")
      // The batch loop sums in the scalar order and adds the flare after: bit-for-bit equal.
      #expect(ratios[i] == table.ratio(w.foregrounds[i], w.backgrounds[i]), "pair \(i)")
      #expect(ratios[i] == expected, "pair \(i) vs CSSColor path")
      #expect(
        isApproximatelyEqual(
          table.ratio(w.foregrounds[i], w.backgrounds[i]), expected, relativeTolerance: 1e-12))
    }
  }

  @Test(
    arguments: [
      (0x000000, 0xFFFFFF), (0xFFFFFF, 0x000000), (0x000000, 0x000000), (0xFFFFFF, 0xFFFFFF),
      (0x777777, 0x777777), (0x010101, 0x000000), (0xFF0000, 0x00FF00),
    ] as [(UInt32, UInt32)])
  func edgeColoursAreBitForBitScalarInEveryLane(_ pair: (UInt32, UInt32)) {
    // Black, white and equal colours (ratio exactly 1) at every position of the four-pair step
    // and of the remainder loop.
    let table = WCAG2LookupTable()
    let expected = WCAG2Contrast().ratio(CSSColor(rgb: pair.0), CSSColor(rgb: pair.1))
    for n in 1...9 {
      for position in 0..<n {
        var f = [UInt32](repeating: 0x3366CC, count: n)
        var b = [UInt32](repeating: 0xEEEEEE, count: n)
        f[position] = pair.0
        b[position] = pair.1
        let ratios = table.ratios(foregrounds: f, backgrounds: b)
        #expect(ratios[position].bitPattern == expected.bitPattern, "n = \(n), at \(position)")
      }
    }
    if pair.0 == pair.1 { #expect(expected == 1) }
  }

  @Test func unsafeBufferEntryPointFillsEveryResult() {
    let w = BatchWorkload(count: 257)
    let table = WCAG2LookupTable()
    var out = [Double](repeating: .nan, count: 257)
    w.foregrounds.withUnsafeBufferPointer { f in
      w.backgrounds.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer {
          table.ratios(foregrounds: f, backgrounds: b, into: $0)
        }
      }
    }
    #expect(out == table.ratios(foregrounds: w.foregrounds, backgrounds: w.backgrounds))
    #expect(table.ratios(foregrounds: [], backgrounds: []).isEmpty)
  }

  @Test func luminanceIgnoresUpperByte() {
    let table = WCAG2LookupTable()
    #expect(table.luminance(0xFF_FFFFFF) == table.luminance(0xFFFFFF))
    #expect(isApproximatelyEqual(table.luminance(0xFFFFFF), 1, absoluteTolerance: 1e-15))
  }

  @Test func mismatchedCountsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = WCAG2LookupTable().ratios(foregrounds: [1, 2], backgrounds: [1])
    }
  }
}
