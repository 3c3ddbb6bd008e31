// ICC profiles as CSS custom colour spaces: `@color-profile --name { src: url(…) }` then
// `color(--name c1 c2 c3)` (CSS Color 5, https://www.w3.org/TR/css-color-5/#at-profile).

internal import CLittleCMS
import LegibleColor

extension ICCProfile: CustomColorSpace {
  /// Converts components in this profile to a linear sRGB `CSSColor`.
  ///
  /// - Parameters:
  ///   - components: Exactly ``componentCount`` values (0…1 for RGB, grey and CMYK).
  ///   - alpha: The alpha to give the result.
  /// - Returns: `CSSColor(.sRGBLinear, linearSRGB(components), alpha: alpha)`.
  /// - Throws: ``ColorManagementError/Code/wrongComponentCount`` when the count is wrong.
  public func color(components: [Double], alpha: Double) throws(ColorManagementError) -> CSSColor {
    guard components.count == componentCount else {
      throw ColorManagementError(
        code: .wrongComponentCount,
        message: "The profile '\(name)' (\(colorSpace.rawValue)) takes \(componentCount)"
          + " component\(componentCount == 1 ? "" : "s") but \(components.count) were given.",
        location: name)
    }
    return CSSColor(.sRGBLinear, linearSRGB(components), alpha: alpha)
  }
}
