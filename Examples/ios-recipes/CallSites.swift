// Legible's own call sites for the three recipes (Apache-2.0, this repository): the recipes
// define mechanisms; these give them the colours of Examples/seed-buttons.json.
import SwiftUI
import UIKit

/// Recipe 1: per-state background colours through the UIButton extension.
final class RecipeOneViewController: UIViewController {
  func makeButtons() {
    let stateImageButton = UIButton(type: .custom)
    stateImageButton.setTitleColor(.white, for: .normal)
    stateImageButton.setBackgroundColor(UIColor(red: 0, green: 0x66 / 255.0, blue: 0xCC / 255.0, alpha: 1), for: .normal)
    stateImageButton.highlightedColor = UIColor(red: 0x3D / 255.0, green: 0x8F / 255.0, blue: 0xE0 / 255.0, alpha: 1)
    stateImageButton.selectedColor = UIColor(red: 0, green: 0x4C / 255.0, blue: 0x99 / 255.0, alpha: 1)
    stateImageButton.disabledColor = UIColor(red: 0xB4 / 255.0, green: 0xD2 / 255.0, blue: 0xF0 / 255.0, alpha: 1)
    view.addSubview(stateImageButton)
  }
}

/// Recipe 3: the helpers the article uses and does not show, written the usual way (a 1×1
/// image of one colour; one image drawn over another).
extension UIColor {
  var image: UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
      self.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }
}

extension UIImage {
  func blend(_ other: UIImage) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { _ in
      self.draw(at: .zero)
      other.draw(at: .zero)
    }
  }

  func translucent() -> UIImage { self }
}

final class RecipeThreeViewController: UIViewController {
  func makeButtons() {
    let highlightButton = HighlightButton(frame: .zero)
    highlightButton.setTitleColor(UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1), for: .normal)
    highlightButton.backgroundColor = .white
    highlightButton.borderColor = UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)
    highlightButton.borderWidth = 1
    view.addSubview(highlightButton)
  }
}
