// Splits a batch of contrast pairs into contiguous chunks of at least 64 Ki pairs and runs them
// on Dispatch's shared pool (`DispatchQueue.concurrentPerform`), which uses every core. Chunks
// are disjoint slices of the same output buffer, cut on 64-byte lines of results, and each pair
// is computed by the very same single-core loop, so the results are bit-for-bit those of the
// serial batch call. Up to 64 chunks rather than one per core: on a shared machine a core may be
// busy with other work, and smaller chunks let the free core take over the rest (measured on
// the 2-vCPU benchmark VM: the two-core median is bound by the other load on the machine and by
// memory traffic, 24 bytes per pair, not by the split; see README "Performance").
// Dispatch is a separate module from Foundation (it is part of the toolchain on Linux too), so
// LegibleColor stays Foundation-free; without Dispatch the "concurrent" calls run serially.

#if canImport(Dispatch)
  import Dispatch
#endif

/// Runs `body` over `0..<count` in contiguous chunks, concurrently when the batch is big enough.
enum ConcurrentBatch {
  /// The smallest chunk worth a thread hop: enough WCAG work that the hop costs little beside it
  /// (README "Performance" gives the single-core rate).
  static let minimumChunk = 1 << 16
  /// Upper bound on the number of chunks (Dispatch balances them over the cores).
  static let maximumChunks = 64

  /// Calls `body(start, end)` for contiguous ranges covering `0..<count`, in any order and
  /// possibly at the same time; serially (one call) below two minimum chunks.
  static func forEachChunk(
    count: Int, _ body: @Sendable (_ start: Int, _ end: Int) -> Void
  ) {
    let chunks = min(maximumChunks, count / minimumChunk)
    #if canImport(Dispatch)
      if chunks >= 2 {
        // Boundaries on multiples of 8 pairs: no two threads write the same 64-byte line of
        // results (no false sharing) and every chunk but the last runs whole 4-pair steps.
        @Sendable func boundary(_ k: Int) -> Int {
          k == chunks ? count : (count * k / chunks) & ~7
        }
        DispatchQueue.concurrentPerform(iterations: chunks) { k in
          body(boundary(k), boundary(k + 1))
        }
        return
      }
    #endif
    if count > 0 { body(0, count) }
  }

  /// Calls `body` with matching slices of the two inputs and the results, as
  /// ``forEachChunk(count:_:)`` cuts them.
  ///
  /// - Precondition: The three buffers have the same count
  ///   (`PairBuffers/checkCounts(_:_:_:first:)`).
  static func forEachChunk(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>, first: StaticString,
    _ body:
      @Sendable (
        UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<Double>
      ) -> Void
  ) {
    PairBuffers.checkCounts(a, b, results, first: first)
    guard let f = a.baseAddress, let g = b.baseAddress, let out = results.baseAddress else {
      return
    }
    // Raw pointers are not Sendable: pass the addresses as integers.
    let (fAddress, gAddress, outAddress) =
      (Int(bitPattern: f), Int(bitPattern: g), Int(bitPattern: out))
    forEachChunk(count: a.count) { start, end in
      guard let f = UnsafePointer<UInt32>(bitPattern: fAddress),
        let g = UnsafePointer<UInt32>(bitPattern: gAddress),
        let out = UnsafeMutablePointer<Double>(bitPattern: outAddress)
      else { return }
      body(
        UnsafeBufferPointer(start: f + start, count: end - start),
        UnsafeBufferPointer(start: g + start, count: end - start),
        UnsafeMutableBufferPointer(start: out + start, count: end - start))
    }
  }
}

extension WCAG2LookupTable {
  /// Computes the ratio of every pair into `results`, using every core for big batches.
  ///
  /// Batches of fewer than 128 Ki pairs run on the calling thread. Results are bit-for-bit those
  /// of ``ratios(foregrounds:backgrounds:into:)``.
  ///
  /// - Parameters:
  ///   - foregrounds: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `foregrounds`.
  ///   - results: Receives the ratios; as many as `foregrounds`.
  /// - Precondition: The three buffers have the same count.
  public func concurrentRatios(
    foregrounds: UnsafeBufferPointer<UInt32>, backgrounds: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    let table = self
    ConcurrentBatch.forEachChunk(foregrounds, backgrounds, into: results, first: "foregrounds") {
      table.ratios(foregrounds: $0, backgrounds: $1, into: $2)
    }
  }

  /// The ratios of every pair, using every core for big batches (see
  /// ``concurrentRatios(foregrounds:backgrounds:into:)``).
  ///
  /// - Precondition: `foregrounds.count == backgrounds.count`.
  public func concurrentRatios(foregrounds: [UInt32], backgrounds: [UInt32]) -> [Double] {
    return PairBuffers.results(foregrounds, backgrounds, first: "foregrounds") {
      concurrentRatios(foregrounds: $0, backgrounds: $1, into: $2)
    }
  }
}

extension APCALookupTable {
  /// Computes the Lc of every pair into `results`, using every core for big batches.
  ///
  /// Batches of fewer than 128 Ki pairs run on the calling thread. Results are bit-for-bit those
  /// of ``lcs(texts:backgrounds:into:)``.
  ///
  /// - Parameters:
  ///   - texts: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `texts`.
  ///   - results: Receives the signed Lc values; as many as `texts`.
  /// - Precondition: The three buffers have the same count.
  public func concurrentLCs(
    texts: UnsafeBufferPointer<UInt32>, backgrounds: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    let table = self
    ConcurrentBatch.forEachChunk(texts, backgrounds, into: results, first: "texts") {
      table.lcs(texts: $0, backgrounds: $1, into: $2)
    }
  }

  /// The Lc of every pair, using every core for big batches (see
  /// ``concurrentLCs(texts:backgrounds:into:)``).
  ///
  /// - Precondition: `texts.count == backgrounds.count`.
  public func concurrentLCs(texts: [UInt32], backgrounds: [UInt32]) -> [Double] {
    return PairBuffers.results(texts, backgrounds, first: "texts") {
      concurrentLCs(texts: $0, backgrounds: $1, into: $2)
    }
  }
}
