// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(UIKit)
import UIKit

final class HighlightButton: UIButton {
  private let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)  // #007aff
  private let fill = UIColor.white

  override var isHighlighted: Bool {
    didSet { updateAppearance() }
  }

  func updateAppearance() {
    let title = isHighlighted ? tint.withAlphaComponent(0.4) : tint
    setTitleColor(title, for: .normal)
    layer.borderWidth = 1
    layer.borderColor = title.cgColor
    backgroundColor = isHighlighted ? fill.blended(with: .white, alpha: 0.6) : fill
    imageView?.alpha = isHighlighted ? 0.4 : 1
  }
}

extension UIColor {
  /// `overlay` drawn at `alpha` over this colour (source-over, straight alpha).
  func blended(with overlay: UIColor, alpha: CGFloat) -> UIColor {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    getRed(&r, green: &g, blue: &b, alpha: &a)
    overlay.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
    let t = alpha * a2
    return UIColor(
      red: r + (r2 - r) * t, green: g + (g2 - g) * t, blue: b + (b2 - b) * t, alpha: a)
  }
}
#endif
