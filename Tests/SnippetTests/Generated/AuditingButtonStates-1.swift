// swift-format-ignore-file
// Generated from the Swift code blocks of Sources/Legible/Documentation.docc/AuditingButtonStates.md by SnippetTests; do not edit.
// Regenerate with: make snippets

#if canImport(UIKit)
import UIKit

extension UIImage {
  /// A 1×1 image of one colour, stretched by `UIButton` to fill its background.
  static func pixel(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }
}

func styleStateImageButton(_ button: UIButton) {
  let backgrounds: [(UIControl.State, UIColor)] = [
    (.normal, UIColor(red: 0, green: 102 / 255, blue: 204 / 255, alpha: 1)),  // #0066cc
    (.highlighted, UIColor(red: 61 / 255, green: 143 / 255, blue: 224 / 255, alpha: 1)),  // #3d8fe0
    (.selected, UIColor(red: 0, green: 76 / 255, blue: 153 / 255, alpha: 1)),  // #004c99
    (.disabled, UIColor(red: 180 / 255, green: 210 / 255, blue: 240 / 255, alpha: 1)),  // #b4d2f0
  ]
  for (state, color) in backgrounds {
    button.setBackgroundImage(.pixel(color), for: state)
    button.setTitleColor(.white, for: state)
  }
}
#endif
