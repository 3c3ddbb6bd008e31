import UIKit
class Loop: UIButton {
  convenience init(a: Int) { self.init(b: a) }
  convenience init(b: Int) { self.init(a: b) }
  enum E { case x(UIColor, UIColor), y }
  var e: E = .x(.red, .blue)
  func col() -> UIColor {
    switch e {
    case .x(_, let b): return b
    case let .x(a): return a
    case .y: return .white
    }
  }
}
final class S: UIViewController {
  let l = Loop(a: 1)
  func f() { let k = Loop(b: 2); k.setTitleColor(k.col(), for: .normal); k.setAttributedTitle(NSAttributedString(string: "x", attributes: [:]), for: .highlighted); k.setAttributedTitle(NSAttributedString(string: "x", attributes: foo()), for: .selected) }
}
import UIKit

extension UIColor {
    public convenience init?(ub_hexString hex: String) {
        let input = hex.trimmingCharacters(in: .whitespaces)
        let hexStringRegex = try! NSRegularExpression(pattern: "^\\#?([0-9a-f]{6})$", options: .caseInsensitive)
        guard let r = hexStringRegex.firstMatch(in: input, range: NSRange(input.startIndex..., in: input)) else {
            return nil
        }
        var hexValue: UInt64 = 0
        guard Scanner(string: hex).scanHexInt64(&hexValue) else { return nil }
        self.init(red: CGFloat((hexValue >> 16) & 0xFF) / 255, green: CGFloat((hexValue >> 8) & 0xFF) / 255, blue: CGFloat(hexValue & 0xFF) / 255, alpha: 1)
    }
    convenience init(hexString: String, alpha: CGFloat = 0.5) {
        let scanner = Scanner(string: hexString)
        var color: UInt32 = 0
        scanner.scanHexInt32(&color)
        self.init(red: CGFloat((color >> 16) & 0xFF) / 255, green: 0, blue: 0, alpha: alpha)
    }
    static let brand = UIColor(ub_hexString: "#243784")!
    static let faint = UIColor(hexString: "1A2B3C")
}

final class BrandButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = .brand
    }
    required init?(coder: NSCoder) { fatalError() }
}
final class FaintButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = .faint
    }
    required init?(coder: NSCoder) { fatalError() }
}
