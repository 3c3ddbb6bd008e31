// Contrast of text on a translucent background over an unknown backdrop. Method: Lea Verou's
// contrast-ratio "error bars" and Android ATF (`TextContrastCheck`): composite the background
// over black and over white. Each composite channel grows with the backdrop channel, so the
// reachable background luminances are exactly [L(bg over black), L(bg over white)].
// If the text luminance lies inside that interval, some backdrop matches it and the minimum is 1.
// (docs/reference/compositing.md §5.)

/// The range of WCAG contrast ratios text can have on a translucent background over any backdrop.
public struct BackdropRange: Sendable, Hashable {
  /// The smallest ratio over any opaque backdrop (1 when the text can disappear).
  public var minimum: Double
  /// The largest ratio over any opaque backdrop.
  public var maximum: Double
  /// The effective background over black.
  public var overBlack: CSSColor
  /// The effective background over white.
  public var overWhite: CSSColor
  /// Whether the text's own alpha made the range an estimate (translucent text is composited on
  /// each end's background, not on every intermediate backdrop).
  public var isEstimate: Bool

  /// Computes the range.
  ///
  /// - Parameters:
  ///   - text: The text colour; if translucent, it is composited over each end (an estimate).
  ///   - background: The translucent background.
  ///   - contrast: The ratio algorithm (for its coefficients).
  ///   - blend: The compositing space.
  public init(
    text: CSSColor, background: CSSColor, contrast: WCAG2Contrast = WCAG2Contrast(),
    blend: BlendSpace = .encodedSRGB
  ) {
    let k = contrast.coefficients
    overBlack = background.composited(over: .black, in: blend)
    overWhite = background.composited(over: .white, in: blend)
    isEstimate = !text.isOpaque
    let tBlack = text.composited(over: overBlack, in: blend)
    let tWhite = text.composited(over: overWhite, in: blend)
    let rBlack = contrast.ratio(tBlack, overBlack)
    let rWhite = contrast.ratio(tWhite, overWhite)
    maximum = max(rBlack, rWhite)
    let lo = overBlack.relativeLuminance(k)
    let hi = overWhite.relativeLuminance(k)
    if text.isOpaque {
      let lt = text.relativeLuminance(k)
      minimum = (lt >= min(lo, hi) && lt <= max(lo, hi)) ? 1 : min(rBlack, rWhite)
    } else {
      minimum = min(rBlack, rWhite)
    }
  }
}
