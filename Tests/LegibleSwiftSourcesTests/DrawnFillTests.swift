import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Issue 43's held-back pattern: a subclass that paints itself, `@IBInspectable var color:
/// UIColor = Defaults.color { didSet { setNeedsDisplay() } }` with the colours in a nested `enum
/// Defaults`, filled in `draw(_:)`. Before, it was measured white on white (1:1, a false fail).
/// Fixture written here; white on rgb(204, 25.5, 25.5) is 5.637110 (Tests/Evaluation/wcag.py),
/// tolerance 0.0001.
@Suite("Swift sources: a button that fills itself in draw(_:)")
struct DrawnFillTests {
  static func source(fill: String) -> String {
    """
    import UIKit

    class RoundButton: UIButton {
      enum Defaults {
        static let color = UIColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        static let titleColor = UIColor.white
      }

      @IBInspectable var color: UIColor = Defaults.color {
        didSet { setNeedsDisplay() }
      }

      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(Defaults.titleColor, for: .normal)
      }

      required init?(coder: NSCoder) { super.init(coder: coder) }

      override func draw(_ rect: CGRect) {
        \(fill)
        UIBezierPath(roundedRect: rect, cornerRadius: 8).fill()
      }
    }
    """
  }

  @Test(
    "The drawn fill is the background: 5.637110, at draw(_:)'s line",
    arguments: ["color.setFill()", "UIGraphicsGetCurrentContext()?.setFillColor(color.cgColor)"])
  func drawnFill(fill: String) throws {
    let found = SwiftComponentDiscovery().discover(sources: [("R.swift", Self.source(fill: fill))])
    let round = try #require(found.components.first { $0.name == "RoundButton" })
    let normal = try #require(round.states["normal"])
    #expect(normal.background == .color(CSSColor(.sRGB, 0.8, 0.1, 0.1)))
    #expect(normal.sources["background"]?.source(theme: nil)?.line == 21)
    let report = try Auditor().audit(found.spec(name: "round"))
    let text = try #require(report.findings.first { $0.state == .normal && $0.check == .text })
    #expect(abs(text.ratio - 5.637110) < 0.0001)
    #expect(text.verdict == .pass)
  }
}
