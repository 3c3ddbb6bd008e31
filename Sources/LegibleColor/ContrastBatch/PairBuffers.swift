/// The array forms of the batch calls: one result per pair of two equally long arrays, computed
/// by the buffer form into a new array.
enum PairBuffers {
  /// `body(a, b, results)` over the arrays' storage and a new array of `a.count` results.
  ///
  /// - Precondition: `a.count == b.count` (the callers check it with their own message).
  @inlinable
  static func results<A, B>(
    _ a: [A], _ b: [B],
    _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>, UnsafeMutableBufferPointer<Double>)
      -> Void
  ) -> [Double] {
    [Double](unsafeUninitializedCapacity: a.count) { buffer, count in
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in body(a, b, buffer) }
      }
      count = a.count
    }
  }
}
