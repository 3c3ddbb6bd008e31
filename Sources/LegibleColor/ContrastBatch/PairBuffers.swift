/// The array forms of the batch calls: one result per pair of two equally long arrays, computed
/// by the buffer form into a new array.
enum PairBuffers {
  /// `body(a, b, results)` over the arrays' storage and a new array of `a.count` results.
  ///
  /// - Precondition: `a.count == b.count` (`<first> and backgrounds must have the same count`).
  @inlinable
  static func results<A, B>(
    _ a: [A], _ b: [B], first: StaticString,
    _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeMutableBufferPointer<Double>)
      -> Void
  ) -> [Double] {
    precondition(a.count == b.count, "\(first) and backgrounds must have the same count")
    return [Double](unsafeUninitializedCapacity: a.count) { buffer, count in
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in body(a, b, buffer) }
      }
      count = a.count
    }
  }

  /// Stops unless the inputs and the results have the same count (`<first>, backgrounds and
  /// results must have the same count`).
  @inlinable
  static func checkCounts(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
    _ results: UnsafeMutableBufferPointer<Double>, first: StaticString
  ) {
    precondition(
      a.count == b.count && a.count == results.count,
      "\(first), backgrounds and results must have the same count")
  }

  /// A lookup table's batch: `kernel(a, b, results, count, table)` on the base addresses, after
  /// ``checkCounts(_:_:_:first:)``; nothing for an empty batch.
  @inline(__always)
  static func run(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>, first: StaticString, table: [Double],
    _ kernel: (
      UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafeMutablePointer<Double>, Int,
      UnsafePointer<Double>
    ) -> Void
  ) {
    checkCounts(a, b, results, first: first)
    let n = a.count
    guard n > 0, let f = a.baseAddress, let g = b.baseAddress, let out = results.baseAddress
    else { return }
    table.withUnsafeBufferPointer { t in
      guard let base = t.baseAddress else { return }
      kernel(f, g, out, n, base)
    }
  }
}
