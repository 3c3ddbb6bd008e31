/// A 3×3 matrix stored by rows; the linear maps between colour spaces.
public struct Matrix3: Sendable, Hashable {
  /// The three rows.
  public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

  /// Creates a matrix from its rows.
  public init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
    rows = (r0, r1, r2)
  }

  /// Applies the matrix to a column vector.
  @inlinable
  public func callAsFunction(_ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
  }

  /// The product `self × other` (apply `other` first, then `self`).
  public func multiplied(by other: Matrix3) -> Matrix3 {
    let c0 = SIMD3(other.rows.0.x, other.rows.1.x, other.rows.2.x)
    let c1 = SIMD3(other.rows.0.y, other.rows.1.y, other.rows.2.y)
    let c2 = SIMD3(other.rows.0.z, other.rows.1.z, other.rows.2.z)
    func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
      SIMD3((r * c0).sum(), (r * c1).sum(), (r * c2).sum())
    }
    return Matrix3(row(rows.0), row(rows.1), row(rows.2))
  }

  public static func == (a: Matrix3, b: Matrix3) -> Bool {
    a.rows.0 == b.rows.0 && a.rows.1 == b.rows.1 && a.rows.2 == b.rows.2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rows.0)
    hasher.combine(rows.1)
    hasher.combine(rows.2)
  }
}
