// WCAG 2.x contrast ratio. Source: WCAG 2.2 "contrast ratio"
// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05) with L1 the
// lighter relative luminance. Symmetric; range 1…21 for in-gamut colours; no clamping.
// Thresholds compare the unrounded ratio with ≥ (Understanding 1.4.3: 4.499:1 does not meet 4.5:1).

/// The WCAG 2.x contrast ratio with a chosen set of luminance coefficients.
public struct WCAG2Contrast: Sendable, Hashable, Codable {
  /// The flare term added to both luminances (WCAG: 0.05).
  public static let flare = 0.05

  /// The luminance coefficients in use.
  public var coefficients: LuminanceCoefficients

  /// Creates the algorithm with the given coefficients (WCAG text coefficients by default).
  public init(coefficients: LuminanceCoefficients = .wcag) {
    self.coefficients = coefficients
  }

  /// The ratio of two relative luminances, lighter over darker.
  @inlinable
  public static func ratio(luminance a: Double, _ b: Double) -> Double {
    (max(a, b) + flare) / (min(a, b) + flare)
  }

  /// The contrast ratio of two opaque colours (alpha is ignored; see ``ratio(text:background:backdrop:blend:)``).
  public func ratio(_ a: CSSColor, _ b: CSSColor) -> Double {
    Self.ratio(luminance: a.relativeLuminance(coefficients), b.relativeLuminance(coefficients))
  }

  /// The contrast ratio of text on a background, compositing translucent colours first: the
  /// background over `backdrop` (white, as WCAG assumes), then the text over the result.
  ///
  /// - Parameters:
  ///   - text: The text (foreground) colour, possibly translucent.
  ///   - background: The background colour, possibly translucent.
  ///   - backdrop: What lies below a translucent background; white by default.
  ///   - blend: The compositing space; encoded sRGB by default.
  /// - Returns: The unrounded ratio, ≥ 1.
  public func ratio(
    text: CSSColor, background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) -> Double {
    let pair = EffectivePair(text: text, background: background, backdrop: backdrop, blend: blend)
    return ratio(pair.text, pair.background)
  }

  /// A description for reports, e.g. "WCAG 2.x ratio, WCAG 2.x text coefficients …".
  public var summary: String { "WCAG 2.x contrast ratio; \(coefficients.summary)" }
}
