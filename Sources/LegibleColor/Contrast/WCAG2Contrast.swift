// WCAG 2.x contrast ratio. Source: WCAG 2.2 "contrast ratio"
// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05) with L1 the
// lighter relative luminance. Symmetric; range 1…21 for in-gamut colours. A relative luminance
// below 0 exists only for extended-range colours outside every real gamut (sRGB(-1, 0, 0)); WCAG
// defines the ratio for luminances in 0…1, and below -0.05 the formula would turn negative or
// infinite, so such a luminance counts as 0 (black). Above 1 (brighter than white) is kept.
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
  ///
  /// A luminance below 0 (only extended-range colours outside every real gamut have one) counts
  /// as 0, black: the result is always finite and at least 1, never negative. A luminance above
  /// 1 is kept, so the result can exceed 21 for colours brighter than white.
  @inlinable
  public static func ratio(luminance a: Double, _ b: Double) -> Double {
    let a = max(a, 0)
    let b = max(b, 0)
    return (max(a, b) + flare) / (min(a, b) + flare)
  }

  /// The contrast ratio of a text (foreground) colour on a background.
  ///
  /// Translucent colours are composited first, never ignored: the background over `backdrop`
  /// (white, as WCAG assumes), then the text over the result. For opaque colours the order of
  /// the two arguments does not matter; for a translucent text it does, so the text comes first.
  /// `rgba(255 255 255 / 0.7)` on `#bce0fd` is 1.2557…, not the 1.3798 of opaque white.
  ///
  /// - Parameters:
  ///   - text: The text (foreground) colour, possibly translucent.
  ///   - background: The background colour, possibly translucent.
  ///   - backdrop: What lies below a translucent background; white by default.
  ///   - blend: The compositing space; encoded sRGB by default.
  /// - Returns: The unrounded ratio, ≥ 1.
  public func ratio(
    _ text: CSSColor, _ background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) -> Double {
    if text.isOpaque && background.isOpaque { return opaqueRatio(text, background) }
    let pair = EffectivePair(text: text, background: background, backdrop: backdrop, blend: blend)
    return opaqueRatio(pair.text, pair.background)
  }

  /// The ratio of two colours already flattened (alpha 1); the audit's inner loops call it.
  @inlinable
  package func opaqueRatio(_ a: CSSColor, _ b: CSSColor) -> Double {
    Self.ratio(luminance: a.opaqueLuminance(coefficients), b.opaqueLuminance(coefficients))
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
    ratio(text, background, backdrop: backdrop, blend: blend)
  }

  /// A description for reports, e.g. "WCAG 2.x ratio, WCAG 2.x text coefficients …".
  public var summary: String { "WCAG 2.x contrast ratio; \(coefficients.summary)" }
}
