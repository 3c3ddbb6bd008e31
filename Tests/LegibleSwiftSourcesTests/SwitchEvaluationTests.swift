import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// `switch` and `Enum(rawValue:)` in UIKit subclass code, as Rocket.Chat's StyledButton writes
/// them (../shared/ios/corpus/rocketchat/StyledButton.swift: an IBInspectable `styleRaw` whose
/// didSet makes `Style(rawValue:)`, and `switch style` setting the background). Colours are
/// literals here; compared exactly.
@Suite("Swift sources: switch and raw values")
struct SwitchEvaluationTests {
  static func source(styleRaw: String, extra: String = "") -> String {
    """
    import UIKit
    final class StyledButton: UIButton {
        enum Style: Int { case solid = 0, outline }
        var style = Style.solid
        var buttonColor: UIColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        var styleRaw: Int = 0 {
            didSet {
                guard let style = Style(rawValue: styleRaw) else { return }
                self.style = style
            }
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            setTitleColor(.white, for: .normal)
            switch \(extra.isEmpty ? "style" : extra) {
            case .solid: backgroundColor = buttonColor
            case .outline: backgroundColor = UIColor.clear
            }
        }
    }
    final class VC: UIViewController {
        func make() { let b = StyledButton(frame: .zero); b.styleRaw = \(styleRaw); b.awakeFromNib() }
    }
    """
  }

  static func normal(_ text: String) throws -> StateSpec {
    let found = SwiftComponentDiscovery().discover(sources: [("B.swift", text)])
    return try #require(found.components.first { $0.name == "b" }?.states["normal"])
  }

  @Test("Style(rawValue: 0) is .solid: the switch sets the background to buttonColor (#0000ff)")
  func rawValueZero() throws {
    let state = try Self.normal(Self.source(styleRaw: "0"))
    #expect(state.background == .color(CSSColor(.sRGB, 0, 0, 1)))
    #expect(state.review == nil)
  }

  @Test("Style(rawValue: 1) is .outline: the background is clear")
  func rawValueOne() throws {
    let state = try Self.normal(Self.source(styleRaw: "1"))
    #expect(state.background == .color(CSSColor(.sRGB, 0, 0, 0, alpha: 0)))
  }

  @Test("A switch whose subject cannot be evaluated marks the state for review, naming the switch")
  func opaqueSubject() throws {
    let state = try Self.normal(Self.source(styleRaw: "0", extra: "Theme.current.style"))
    #expect(state.background == nil)
    #expect(state.review?.contains("`switch` subject") == true)
  }
}
