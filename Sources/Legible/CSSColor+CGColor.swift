#if canImport(CoreGraphics)
  import CoreGraphics
  import Foundation
  import LegibleColor

  extension CSSColor {
    /// Creates a colour from a Core Graphics colour, keeping its colour space where Legible has
    /// it (Display P3 stays Display P3; see `CSSColor(cgColorSpace:components:)`).
    ///
    /// Colours in other spaces (calibrated, CMYK, ICC-based) are converted to extended sRGB by
    /// Core Graphics first.
    ///
    /// - Parameter cgColor: The colour.
    /// - Returns: `nil` when Core Graphics cannot convert the colour to extended sRGB.
    public init?(_ cgColor: CGColor) {
      if let color = Self.keepingSpace(cgColor) {
        self = color
        return
      }
      guard let extended = CGColorSpace(name: CGColorSpace.extendedSRGB),
        let converted = cgColor.converted(to: extended, intent: .defaultIntent, options: nil),
        let color = Self.keepingSpace(converted)
      else { return nil }
      self = color
    }

    /// The colour in its own space, when `CSSColor(cgColorSpace:components:)` knows the space.
    private static func keepingSpace(_ cgColor: CGColor) -> CSSColor? {
      guard let name = cgColor.colorSpace?.name as String?, let components = cgColor.components
      else { return nil }
      return CSSColor(cgColorSpace: name, components: components.map { Double($0) })
    }
  }
#endif
