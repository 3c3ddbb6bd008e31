/// A colour space defined outside LegibleColor, such as an ICC profile, that CSS names with a
/// dashed identifier: `@color-profile --name { src: url(…) }` then `color(--name c1 c2 c3)`.
///
/// LegibleICC's profiles conform; the CSS parser looks custom spaces up by name.
public protocol CustomColorSpace: Sendable {
  /// How many components `color(--name …)` takes (3 for RGB, 1 for grey, 4 for CMYK).
  var componentCount: Int { get }

  /// Converts components in this space (0…1 for device spaces) to a colour LegibleColor knows.
  ///
  /// - Parameters:
  ///   - components: Exactly ``componentCount`` values.
  ///   - alpha: The alpha to give the result.
  /// - Returns: The colour, usually in ``ColorSpace/sRGBLinear`` or ``ColorSpace/xyzD65``.
  /// - Throws: When the conversion fails.
  func color(components: [Double], alpha: Double) throws -> CSSColor
}
