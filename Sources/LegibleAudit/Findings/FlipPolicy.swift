/// An alternative policy under which a ``Flip`` re-measures a finding.
///
/// The raw value is how reports name it: `8-bit rounding`.
public enum FlipPolicy: String, Sendable, Hashable, Codable, CaseIterable,
  DescribedByRawValue
{
  /// The colours rounded to 8 bits per channel before measuring.
  case eightBitRounding = "8-bit rounding"
  /// Compositing in linear light (when the audit composites in encoded sRGB).
  case linearLightCompositing = "linear-light compositing"
  /// Compositing in encoded sRGB (when the audit composites in linear light).
  case sRGBCompositing = "sRGB compositing"
  /// The CSS Color 4 luminance coefficients (when the audit uses WCAG's).
  case css4Coefficients = "CSS-4 coefficients"
  /// The WCAG luminance coefficients (when the audit uses CSS Color 4's).
  case wcagCoefficients = "WCAG coefficients"
}
