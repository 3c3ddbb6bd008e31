#if canImport(UIKit)
  import LegibleColor
  import UIKit

  extension CSSColor {
    /// Creates a colour from a UIKit colour, keeping its colour space (a
    /// `UIColor(displayP3Red:green:blue:alpha:)` stays Display P3).
    ///
    /// Dynamic colours resolve with the current trait collection, as `UIColor.cgColor` does;
    /// resolve them first (`resolvedColor(with:)`) to audit a particular appearance.
    ///
    /// - Parameter uiColor: The colour.
    /// - Returns: `nil` when the colour cannot be expressed (see `init(_: CGColor)`).
    public init?(_ uiColor: UIColor) {
      self.init(uiColor.cgColor)
    }
  }
#endif
