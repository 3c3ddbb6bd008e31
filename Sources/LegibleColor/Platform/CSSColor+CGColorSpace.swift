// Colours from Core Graphics colour-space names and components: the portable half of the
// `CGColor`, `UIColor` and `NSColor` initialisers (Apple platforms only), tested on every platform.
//
// Names are the string values of the `CGColorSpace` constants (Core Graphics, `CGColorSpace.h`):
// `kCGColorSpaceSRGB`, `kCGColorSpaceDisplayP3`, … The extended variants have the same colorimetry
// with components outside 0…1 encoded as the signed reflection of the transfer function
// (developer.apple.com/documentation/coregraphics/cgcolorspace/extendedsrgb), which is how
// `TransferFunction` already extends every curve. Gray spaces: `genericGrayGamma2_2` and
// `extendedGray` use a pure 2.2 power, `linearGray` and `extendedLinearGray` are linear; an
// achromatic value of luminance Y is linear sRGB (Y, Y, Y), returned in sRGB.

extension CSSColor {
  /// Creates a colour from a Core Graphics colour-space name and its components, keeping the
  /// space: Display P3 stays Display P3, extended sRGB keeps components outside 0…1.
  ///
  /// Apple platforms call this from `CSSColor(_: CGColor)`; it has no platform dependency.
  ///
  /// | name | space |
  /// |---|---|
  /// | `kCGColorSpaceSRGB`, `kCGColorSpaceExtendedSRGB` | ``ColorSpace/sRGB`` |
  /// | `kCGColorSpaceLinearSRGB`, `kCGColorSpaceExtendedLinearSRGB` | ``ColorSpace/sRGBLinear`` |
  /// | `kCGColorSpaceDisplayP3`, `kCGColorSpaceExtendedDisplayP3` | ``ColorSpace/displayP3`` |
  /// | `kCGColorSpaceAdobeRGB1998` | ``ColorSpace/a98RGB`` |
  /// | `kCGColorSpaceGenericGrayGamma2_2`, `kCGColorSpaceExtendedGray` | gray, power 2.2, as sRGB |
  /// | `kCGColorSpaceLinearGray`, `kCGColorSpaceExtendedLinearGray` | linear gray, as sRGB |
  ///
  /// - Parameters:
  ///   - name: The colour space's name (`CGColorSpace.name`).
  ///   - components: The colour's components followed by alpha (`CGColor.components`): four
  ///     values for RGB spaces, two for gray.
  /// - Returns: `nil` when the space is not in the table or the number of components does not
  ///   match it; convert such colours to extended sRGB first (the `CGColor` initialiser does).
  public init?(cgColorSpace name: String, components: [Double]) {
    if let space = Self.rgbSpaces[name] {
      guard components.count == 4 else { return nil }
      self.init(space, components[0], components[1], components[2], alpha: components[3])
    } else if let exponent = Self.graySpaces[name] {
      guard components.count == 2 else { return nil }
      let g = components[0]
      let y = exponent == 1 ? g : _signedPow(g, exponent)
      self = CSSColor(.sRGBLinear, y, y, y, alpha: components[1]).converted(to: .sRGB)
    } else {
      return nil
    }
  }

  /// RGB colour-space names and the space each one keeps.
  static let rgbSpaces: [String: ColorSpace] = [
    "kCGColorSpaceSRGB": .sRGB,
    "kCGColorSpaceExtendedSRGB": .sRGB,
    "kCGColorSpaceLinearSRGB": .sRGBLinear,
    "kCGColorSpaceExtendedLinearSRGB": .sRGBLinear,
    "kCGColorSpaceDisplayP3": .displayP3,
    "kCGColorSpaceExtendedDisplayP3": .displayP3,
    "kCGColorSpaceAdobeRGB1998": .a98RGB,
  ]

  /// Gray colour-space names and the exponent of their transfer function (1 = linear).
  static let graySpaces: [String: Double] = [
    "kCGColorSpaceGenericGrayGamma2_2": 2.2,
    "kCGColorSpaceExtendedGray": 2.2,
    "kCGColorSpaceLinearGray": 1,
    "kCGColorSpaceExtendedLinearGray": 1,
  ]
}
