/// A `<rect key="frame">`: the design-time frame, in the superview's coordinates, for telling
/// whether an earlier sibling lies behind a button.
package struct IBRect: Sendable, Hashable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  /// Whether the two rectangles share some area.
  func overlaps(_ other: IBRect) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height
      && other.y < y + height
  }

  /// Whether `other` covers this rectangle entirely.
  func isCovered(by other: IBRect) -> Bool {
    other.x <= x && other.y <= y && other.x + other.width >= x + width
      && other.y + other.height >= y + height
  }
}
