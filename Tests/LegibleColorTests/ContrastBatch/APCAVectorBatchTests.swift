import LegibleColor
import TestSupport
import Testing

/// The APCA batch (`APCALookupTable.lcs`) computes the two exponentiations per pair with a vector
/// `exp(y · log x)` (fdlibm algorithms) instead of libm `pow`, so it is not bit-for-bit the scalar
/// `APCAContrast.lc`. These tests state the measured difference as explicit tolerances.
@Suite struct APCAVectorBatchTests {
  /// Measured on the 100,000-pair workload (Linux x86_64, glibc libm): max |batch − scalar| =
  /// 4.3e-14 Lc and 3.5e-15 relative; 66 % of the results are bit-identical. The bounds leave a
  /// factor of about 2–3 of headroom and stay far inside the 1e-12 of
  /// docs/reference/benchmarks.md §1.
  static let absoluteTolerance = 1e-13
  static let relativeTolerance = 1e-14

  struct EdgeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: UInt32
    var background: UInt32
    var source: String
    var testDescription: String { name }
  }

  /// Edge colours: black and white (both polarities), equal colours (noise gate), luminances
  /// below the soft black clamp threshold (0.022), |Lc| just below and above the 0.1 low clip.
  static let edges: [EdgeCase] = [
    EdgeCase(
      name: "black on white", text: 0x000000, background: 0xFFFFFF,
      source: "APCA 0.0.98G-4g, normal polarity maximum"),
    EdgeCase(
      name: "white on black", text: 0xFFFFFF, background: 0x000000,
      source: "APCA 0.0.98G-4g, reverse polarity maximum"),
    EdgeCase(
      name: "black on black", text: 0x000000, background: 0x000000,
      source: "noise gate (deltaYmin) and soft clamp on both sides"),
    EdgeCase(
      name: "white on white", text: 0xFFFFFF, background: 0xFFFFFF, source: "noise gate (deltaYmin)"
    ),
    EdgeCase(
      name: "equal mid grey", text: 0x777777, background: 0x777777, source: "noise gate (deltaYmin)"
    ),
    EdgeCase(
      name: "near-equal greys (noise gate)", text: 0x777777, background: 0x777778,
      source: "noise gate (deltaYmin)"),
    EdgeCase(
      name: "both below clamp", text: 0x101010, background: 0x202020,
      source: "soft black clamp (blkThrs 0.022), normal polarity"),
    EdgeCase(
      name: "both below clamp, reversed", text: 0x202020, background: 0x101010,
      source: "soft black clamp (blkThrs 0.022), reverse polarity"),
    EdgeCase(
      name: "text below clamp on white", text: 0x0A0A0A, background: 0xFFFFFF,
      source: "soft black clamp on the text"),
    EdgeCase(
      name: "white on background below clamp", text: 0xFFFFFF, background: 0x0A0A0A,
      source: "soft black clamp on the background"),
    EdgeCase(
      name: "low contrast, normal polarity", text: 0x888888, background: 0x999999,
      source: "low clip (loClip 0.1), normal polarity"),
    EdgeCase(
      name: "low contrast, reverse polarity", text: 0x999999, background: 0x888888,
      source: "low clip (loClip 0.1), reverse polarity"),
    EdgeCase(
      name: "pure red on pure blue", text: 0xFF0000, background: 0x0000FF,
      source: "primaries, reverse polarity"),
    EdgeCase(
      name: "upper byte ignored", text: 0xFF00_0000, background: 0xFFFF_FFFF,
      source: "APCALookupTable: the upper 8 bits are ignored"),
  ]

  @Test(arguments: edges)
  func edgeColoursMatchScalar(_ c: EdgeCase) {
    let table = APCALookupTable()
    // Every position of the four-lane step and the padded remainder.
    for n in 1...9 {
      for position in 0..<n {
        var texts = [UInt32](repeating: 0x3366CC, count: n)
        var backgrounds = [UInt32](repeating: 0xEEEEEE, count: n)
        texts[position] = c.text
        backgrounds[position] = c.background
        let lcs = table.lcs(texts: texts, backgrounds: backgrounds)
        let expected = APCAContrast().lc(
          CSSColor(rgb: c.text & 0xFF_FFFF), CSSColor(rgb: c.background & 0xFF_FFFF))
        #expect(
          isApproximatelyEqual(
            lcs[position], expected, absoluteTolerance: Self.absoluteTolerance,
            relativeTolerance: Self.relativeTolerance), "n = \(n), position \(position)")
        // Exact zeros (noise gate, low clip) stay exact zeros.
        #expect((expected == 0) == (lcs[position] == 0), "n = \(n), position \(position)")
      }
    }
  }

  @Test func publishedVectorsThroughTheBatch() {
    // docs/reference/contrast.md §8 vectors (and the docs/reference/benchmarks.md §1 pairs) as one
    // batch: 1e-9 absolute, the tolerance of APCAContrastTests.
    let cases = APCAContrastTests.cases
    func packed(_ c: CSSColor) -> UInt32 {
      let v = (c.components * 255).rounded(.toNearestOrEven)
      return UInt32(v.x) << 16 | UInt32(v.y) << 8 | UInt32(v.z)
    }
    let lcs = APCALookupTable().lcs(
      texts: cases.map { packed($0.text) }, backgrounds: cases.map { packed($0.background) })
    for (c, lc) in zip(cases, lcs) {
      #expect(isApproximatelyEqual(lc, c.lc, absoluteTolerance: 1e-9), "\(c.label): Lc \(lc)")
    }
  }

  @Test func lowClipIsExactOnBothSides() throws {
    // Pairs whose scalar |Lc| is 0 (clipped) or just past the clip: the batch agrees on which
    // side of the clip each pair falls (grey ramps scanned in both polarities).
    let table = APCALookupTable()
    var texts: [UInt32] = []
    var backgrounds: [UInt32] = []
    for a in 0..<256 {
      for d in [1, 2, 3, 4, 5, 6, 8] where a + d < 256 {
        let x = UInt32(a) * 0x010101
        let y = UInt32(a + d) * 0x010101
        texts += [x, y]
        backgrounds += [y, x]
      }
    }
    let lcs = table.lcs(texts: texts, backgrounds: backgrounds)
    var clipped = 0
    for i in texts.indices {
      let expected = table.lc(texts[i], backgrounds[i])
      if expected == 0 { clipped += 1 }
      #expect((expected == 0) == (lcs[i] == 0), "pair \(i)")
      #expect(
        isApproximatelyEqual(
          lcs[i], expected, absoluteTolerance: Self.absoluteTolerance,
          relativeTolerance: Self.relativeTolerance), "pair \(i)")
    }
    #expect(clipped > 100)
  }

  @Test func workloadDifferenceIsWithinStatedBound() {
    let w = BatchWorkload(count: 100_000)
    let table = APCALookupTable()
    let lcs = table.lcs(texts: w.foregrounds, backgrounds: w.backgrounds)
    var maxAbsolute = 0.0
    var maxRelative = 0.0
    var identical = 0
    for i in lcs.indices {
      let expected = table.lc(w.foregrounds[i], w.backgrounds[i])
      let d = (lcs[i] - expected).magnitude
      maxAbsolute = max(maxAbsolute, d)
      if expected != 0 { maxRelative = max(maxRelative, d / expected.magnitude) }
      if lcs[i].bitPattern == expected.bitPattern { identical += 1 }
    }
    #expect(maxAbsolute <= Self.absoluteTolerance)
    #expect(maxRelative <= Self.relativeTolerance)
    #expect(identical > lcs.count / 4)
    // docs/reference/benchmarks.md §1, N = 100,000, APCA 0.0.98G-4g, rel. tol 1e-12.
    #expect(isApproximatelyEqual(lcs.reduce(0, +), -59862.9163912685, relativeTolerance: 1e-12))
  }

  @Test func customConstantsOutsideTheVectorRangeFallBack() {
    // A zero black threshold lets black reach Y = 0, outside the vector pow's range: those lanes
    // go through libm and give the scalar result exactly.
    var constants = APCAContrast.Constants.v0098G4g
    constants.blackThreshold = 0
    let algorithm = APCAContrast(constants: constants)
    let table = APCALookupTable(algorithm: algorithm)
    let lcs = table.lcs(
      texts: [0x000000, 0xFFFFFF, 0x000000, 0x808080, 0x000000],
      backgrounds: [0xFFFFFF, 0x000000, 0x000000, 0x000000, 0x808080])
    for (i, (t, b)) in zip(
      [0x000000, 0xFFFFFF, 0x000000, 0x808080, 0x000000] as [UInt32],
      [0xFFFFFF, 0x000000, 0x000000, 0x000000, 0x808080] as [UInt32]
    ).enumerated() {
      #expect(lcs[i].bitPattern == table.lc(t, b).bitPattern, "pair \(i)")
    }
  }
}
