#if canImport(AppKit)
  import AppKit
  import LegibleColor

  extension CSSColor {
    /// Creates a colour from an AppKit colour, keeping its colour space (an
    /// `NSColor(displayP3Red:green:blue:alpha:)` stays Display P3).
    ///
    /// Dynamic and catalogue colours resolve with the current appearance, as `NSColor.cgColor`
    /// does.
    ///
    /// - Parameter nsColor: The colour.
    /// - Returns: `nil` when the colour cannot be expressed (see `init(_: CGColor)`).
    public init?(_ nsColor: NSColor) {
      self.init(nsColor.cgColor)
    }
  }
#endif
