import LegibleColor
import TestSupport
import Testing

@Suite struct APCABatchTests {
  struct PairCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: UInt32
    var background: UInt32
    var expected: Double
    var tolerance: Double
    var source: String
    var testDescription: String { name }
  }

  static let pairs: [PairCase] = [
    PairCase(
      name: "BDD732 on 262FEB", text: 0xBDD732, background: 0x262FEB,
      expected: -57.65678660150111, tolerance: 1e-12, source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "581CE1 on FF0E4A", text: 0x581CE1, background: 0xFF0E4A,
      expected: 20.00310412302695, tolerance: 1e-12, source: "docs/reference/benchmarks.md §1"),
    PairCase(
      name: "identical colours", text: 0x777777, background: 0x777777,
      expected: 0, tolerance: 0, source: "APCA noise gate (deltaYmin)"),
  ]

  @Test(arguments: pairs)
  func publishedPairs(_ c: PairCase) {
    let lc = APCALookupTable().lc(c.text, c.background)
    #expect(isApproximatelyEqual(lc, c.expected, relativeTolerance: c.tolerance))
  }

  @Test func workloadChecksum() {
    // docs/reference/benchmarks.md §1, N = 1,000, APCA 0.0.98G-4g, rel. tol 1e-12.
    let w = BatchWorkload(count: 1000)
    let lcs = APCALookupTable().lcs(texts: w.foregrounds, backgrounds: w.backgrounds)
    #expect(lcs.count == 1000)
    #expect(isApproximatelyEqual(lcs.reduce(0, +), -1130.0081113250053, relativeTolerance: 1e-12))
  }

  @Test func matchesScalarPathOnWorkload() {
    let w = BatchWorkload(count: 1000)
    let table = APCALookupTable()
    let scalar = APCAContrast()
    let lcs = table.lcs(texts: w.foregrounds, backgrounds: w.backgrounds)
    for i in 0..<1000 {
      let expected = scalar.lc(CSSColor(rgb: w.foregrounds[i]), CSSColor(rgb: w.backgrounds[i]))
      #expect(
        isApproximatelyEqual(lcs[i], expected, absoluteTolerance: 1e-12, relativeTolerance: 1e-12),
        "pair \(i)")
      #expect(
        isApproximatelyEqual(
          table.lc(w.foregrounds[i], w.backgrounds[i]), expected, absoluteTolerance: 1e-12,
          relativeTolerance: 1e-12))
    }
  }

  @Test func polarityIsNotSymmetric() {
    let table = APCALookupTable()
    #expect(table.lc(0x000000, 0xFFFFFF) > 0)
    #expect(table.lc(0xFFFFFF, 0x000000) < 0)
  }

  @Test func mismatchedCountsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = APCALookupTable().lcs(texts: [1], backgrounds: [])
    }
  }
}
