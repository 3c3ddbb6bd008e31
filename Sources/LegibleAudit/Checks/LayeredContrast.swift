import LegibleColor

/// The WCAG 2.x ratio of a button's label to its fill when both sit over a backdrop: the fill
/// composited over the backdrop, the label over the fill, and the whole button at `opacity`.
/// The readers use it to see whether a verdict depends on a backdrop they cannot decide.
package enum LayeredContrast {
  /// The ratio of `text` to `fill`, both drawn over `backdrop`, the whole button at `opacity`.
  package static func ratio(
    text: CSSColor, fill: CSSColor, opacity: Double, over backdrop: CSSColor
  ) -> Double {
    var background = fill.composited(over: backdrop)
    var label = text.composited(over: background)
    if opacity < 1 {
      background = background.withAlpha(opacity).composited(over: backdrop)
      label = label.withAlpha(opacity).composited(over: backdrop)
    }
    return WCAG2Contrast().ratio(label, background)
  }

  /// The thresholds a label's verdict can cross: 4.5:1, and 3:1 too for a label large under
  /// either large-text policy (≥ 18 pt, or ≥ 14 pt bold).
  package static func thresholds(size: Double?, weight: Double?) -> [Double] {
    let size = size ?? 0
    let bold = (weight ?? 400) >= LargeTextPolicy.boldWeight
    return size >= 18 || (bold && size >= 14) ? [4.5, 3.0] : [4.5]
  }

  /// Whether two ratios fall on different sides of one of `thresholds`.
  package static func straddles(_ a: Double, _ b: Double, _ thresholds: [Double]) -> Bool {
    thresholds.contains { (a < $0) != (b < $0) }
  }
}
