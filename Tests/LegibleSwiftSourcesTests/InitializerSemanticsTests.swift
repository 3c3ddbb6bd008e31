import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Issue 43, kinds seen in the development apps (CovidCertificate's `Button` and
/// `ExternalLinkButton`, hex-string helpers in 7 of the 18 apps): what Swift does when a button
/// is made, read as Swift does it. Fixtures written here after those layouts; ratios from
/// Tests/Evaluation/wcag.py (tolerance 1e-5): white on #243784 10.743460, #ff0000 on white
/// 3.998477, white on #0061cc 5.862967, #1a2b3c at alpha 0.5 over white (#8c959e) 3.037727.
@Suite("Swift sources: initialisers, observers, enum payloads and attributed titles")
struct InitializerSemanticsTests {
  func discover(_ source: String) -> DiscoveredComponents {
    SwiftComponentDiscovery().discover(sources: [("Button.swift", source)])
  }

  func text(_ found: DiscoveredComponents, _ name: String, _ state: StateName = .normal)
    throws -> Finding
  {
    let report = try Auditor().audit(found.spec(name: "app"))
    return try #require(
      report.findings.first {
        $0.component == name && $0.state == state && $0.check == .text
          && ($0.theme == nil || $0.theme == "light")
      })
  }

  static let hexHelpers = """
    import UIKit

    extension UIColor {
      // Regex, Scanner and a switch on the digit count: a body no evaluator runs.
      convenience init?(ub_hexString hex: String) {
        let input = hex.trimmingCharacters(in: .whitespaces)
        let regex = try! NSRegularExpression(pattern: "^\\\\#?([0-9a-f]{6})$", options: .caseInsensitive)
        guard let match = regex.firstMatch(in: input, range: NSRange(input.startIndex..., in: input)) else {
          return nil
        }
        let digits = String(input.dropFirst())
        var value: UInt64 = 0
        guard Scanner(string: digits).scanHexInt64(&value) else { return nil }
        switch digits.count {
        case 6: self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
        default: return nil
        }
      }
      convenience init(hexString: String, alpha: CGFloat = 0.5) {
        let scanner = Scanner(string: hexString)
        var color: UInt32 = 0
        scanner.scanHexInt32(&color)
        self.init(red: CGFloat((color >> 16) & 0xFF) / 255, green: 0, blue: 0, alpha: alpha)
      }
      static let brand = UIColor(ub_hexString: "#243784")!
      static let faint = UIColor(hexString: "1A2B3C")
      static let eight = UIColor(ub_hexString: "#243784FF")!
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
    final class EightButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = .eight
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    """

  @Test("A hex-string helper whose body cannot run: six digits read as #RRGGBB, with evidence")
  func hexStringHelpers() throws {
    let found = discover(Self.hexHelpers)
    let brand = try text(found, "BrandButton")
    #expect(brand.verdict == .pass)
    #expect(abs(brand.ratio - 10.743460) < 1e-5)
    #expect(brand.backgroundSource?.evidence?.contains("read as sRGB #RRGGBB") == true)
    // `scanHexInt32(&color)` may change `color`: its `0` is not read as the colour (before,
    // #000000 at the default alpha 0.5 was measured as if the string said so).
    let faint = try text(found, "FaintButton")
    #expect(faint.verdict == .fail)
    #expect(abs(faint.ratio - 3.037727) < 1e-5)
    // Eight digits: `#RRGGBBAA` or `#AARRGGBB` is the helper's choice, not read.
    let eight = try text(found, "EightButton")
    #expect(eight.verdict == .needsReview)
  }

  @Test("A convenience initialiser's self.init(…) runs the initialiser it delegates to")
  func convenienceDelegation() throws {
    let found = discover(
      """
      import UIKit
      class LinkButton: UIButton {
        convenience init(key: String, tint: UIColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)) {
          self.init(title: key, tint: tint)
        }
        init(title: String, tint: UIColor) {
          super.init(frame: .zero)
          backgroundColor = .clear
          setTitleColor(tint, for: .normal)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Screen: UIViewController {
        let link = LinkButton(key: "privacy")
      }
      """)
    let link = try text(found, "Screen.link")
    #expect(link.foreground == CSSColor(.sRGB, 1, 0, 0))
    #expect(abs(link.ratio - 3.998477) < 1e-5)
    #expect(link.verdict == .fail)
  }

  static let styled = """
    import UIKit
    class StyledButton: UIButton {
      enum Style {
        case normal(UIColor)
        case text(UIColor)
        var textColor: UIColor {
          switch self {
          case .normal: return .white
          case let .text(c): return c
          }
        }
        var fill: UIColor {
          switch self {
          case .normal(let c): return c
          case .text: return .clear
          }
        }
      }
      var style: Style {
        didSet { setTitleColor(.black, for: .selected) }
      }
      init(title: String, style: Style = .normal(UIColor(red: 0, green: 97 / 255, blue: 204 / 255, alpha: 1))) {
        self.style = style
        super.init(frame: .zero)
        self.style = style
        setTitleColor(style.textColor, for: .normal)
        backgroundColor = style.fill
        setTitleColor(UIColor.dynamicGrey(), for: .disabled)
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    final class Screen: UIViewController {
      let primary = StyledButton(title: "Go")
      let link = StyledButton(title: "More", style: .text(.red))
    }
    """

  @Test("Enum cases with associated values: made, switched on and bound (case let .text(c))")
  func enumPayloads() throws {
    let found = discover(Self.styled)
    let primary = try text(found, "Screen.primary")
    #expect(primary.foreground == CSSColor(.sRGB, 1, 1, 1))
    #expect(primary.background == CSSColor(.sRGB, 0, 97 / 255, 204 / 255))
    #expect(abs(primary.ratio - 5.862967) < 1e-5)
    #expect(primary.verdict == .pass)
    let link = try text(found, "Screen.link")
    #expect(link.foreground == CSSColor(.sRGB, 1, 0, 0))
    #expect(link.verdict == .fail)
  }

  @Test("An initialiser's own assignment calls no didSet (Swift's rule); a caller's does")
  func noObserversInOwnInitializer() throws {
    // `self.style = style` after super.init in StyledButton's own init: the didSet that sets
    // the selected title black does not run, so selected falls back to normal's white.
    let found = discover(Self.styled)
    let selected = try text(found, "Screen.primary", .selected)
    #expect(selected.foreground == CSSColor(.sRGB, 1, 1, 1))
    let called = discover(
      Self.styled.replacingOccurrences(
        of: "let link = StyledButton(title: \"More\", style: .text(.red))",
        with: "func load() { let late = StyledButton(title: \"x\"); late.style = .text(.red) }"))
    #expect(try text(called, "late", .selected).foreground == CSSColor(.sRGB, 0, 0, 0))
  }

  @Test("An unreadable title colour for disabled puts disabled in review, not normal")
  func stateReviewsStayInTheirState() throws {
    let found = discover(Self.styled)
    #expect(try text(found, "Screen.primary").verdict == .pass)
    let disabled = try text(found, "Screen.primary", .disabled)
    #expect(disabled.verdict == .needsReview || disabled.verdict == .exempt)
    let component = try #require(found.components.first { $0.name == "Screen.primary" })
    #expect(component.states["disabled"]?.review?.contains("title colour (disabled)") == true)
    #expect(component.states["normal"]?.review == nil)
  }

  @Test("setAttributedTitle: the string's .foregroundColor is the state's title colour")
  func attributedTitleColour() throws {
    let found = discover(
      """
      import UIKit
      final class TagButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = UIColor(red: 0, green: 97 / 255, blue: 204 / 255, alpha: 1)
          let title = NSAttributedString(string: "Tag", attributes: [NSAttributedString.Key.kern: 2, .foregroundColor: UIColor.white])
          setAttributedTitle(title, for: .normal)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    let tag = try text(found, "TagButton")
    #expect(tag.foreground == CSSColor(.sRGB, 1, 1, 1))
    #expect(abs(tag.ratio - 5.862967) < 1e-5)
    #expect(tag.foregroundSource?.rule == "setAttributedTitle")
  }
}
