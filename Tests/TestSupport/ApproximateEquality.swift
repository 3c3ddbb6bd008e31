/// Whether two values are equal within an absolute or a relative tolerance.
///
/// Semantics follow swift-numerics `isApproximatelyEqual(to:absoluteTolerance:relativeTolerance:)`:
/// `|a − b| ≤ max(absoluteTolerance, relativeTolerance · max(|a|, |b|))`; NaN is never equal.
public func isApproximatelyEqual(
  _ a: Double, _ b: Double, absoluteTolerance: Double = 0, relativeTolerance: Double = 0
) -> Bool {
  guard a.isFinite, b.isFinite else { return a == b }
  let scale = max(a.magnitude, b.magnitude)
  return (a - b).magnitude <= max(absoluteTolerance, relativeTolerance * scale)
}

/// Component-wise ``isApproximatelyEqual(_:_:absoluteTolerance:relativeTolerance:)``.
public func isApproximatelyEqual(
  _ a: SIMD3<Double>, _ b: SIMD3<Double>, absoluteTolerance: Double
) -> Bool {
  isApproximatelyEqual(a.x, b.x, absoluteTolerance: absoluteTolerance)
    && isApproximatelyEqual(a.y, b.y, absoluteTolerance: absoluteTolerance)
    && isApproximatelyEqual(a.z, b.z, absoluteTolerance: absoluteTolerance)
}
