import LegibleColor
import TestSupport
import Testing

@Suite struct ConcurrentBatchTests {
  /// Sizes around the unroll width (4) and the concurrency threshold (2 × 64 Ki pairs).
  static let sizes = [0, 1, 2, 3, 4, 5, 7, 1000, 131_071, 131_072, 200_003]

  @Test(arguments: sizes)
  func wcagConcurrentEqualsSerialBitForBit(_ n: Int) {
    let w = BatchWorkload(count: n)
    let table = WCAG2LookupTable()
    let serial = table.ratios(foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    let concurrent = table.concurrentRatios(foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    #expect(serial.count == n)
    #expect(serial.map(\.bitPattern) == concurrent.map(\.bitPattern))
  }

  @Test(arguments: sizes)
  func apcaConcurrentEqualsSerialBitForBit(_ n: Int) {
    let w = BatchWorkload(count: n)
    let table = APCALookupTable()
    let serial = table.lcs(texts: w.foregrounds, backgrounds: w.backgrounds)
    let concurrent = table.concurrentLCs(texts: w.foregrounds, backgrounds: w.backgrounds)
    #expect(serial.count == n)
    #expect(serial.map(\.bitPattern) == concurrent.map(\.bitPattern))
  }

  @Test(arguments: [0, 1, 2, 3, 5, 6, 7, 9])
  func wcagBatchMatchesSinglePairsForOddCounts(_ n: Int) {
    // Counts that are not multiples of the 4-pair step exercise the remainder loop.
    let w = BatchWorkload(count: n)
    let table = WCAG2LookupTable()
    let ratios = table.ratios(foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    for i in 0..<n {
      #expect(
        isApproximatelyEqual(
          ratios[i], table.ratio(w.foregrounds[i], w.backgrounds[i]), relativeTolerance: 1e-15))
    }
  }

  @Test func concurrentChecksumsOn1000Pairs() {
    // docs/reference/benchmarks.md §1, N = 1,000, rel. tol 1e-12.
    let w = BatchWorkload(count: 1000)
    let wcag = WCAG2LookupTable().concurrentRatios(
      foregrounds: w.foregrounds, backgrounds: w.backgrounds)
    #expect(isApproximatelyEqual(wcag.reduce(0, +), 2568.732411638226, relativeTolerance: 1e-12))
    let apca = APCALookupTable().concurrentLCs(texts: w.foregrounds, backgrounds: w.backgrounds)
    #expect(isApproximatelyEqual(apca.reduce(0, +), -1130.0081113250053, relativeTolerance: 1e-12))
  }

  @Test func concurrentMismatchedCountsTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = WCAG2LookupTable().concurrentRatios(foregrounds: [1, 2], backgrounds: [1])
    }
  }
}
