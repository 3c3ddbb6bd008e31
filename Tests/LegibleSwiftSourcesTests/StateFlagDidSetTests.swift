import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// Issue 43's held-back pattern: `override var isHighlighted: Bool { didSet { backgroundColor =
/// isHighlighted ? highlightColor : normalColor } }`, colours in stored properties. The code
/// states the highlighted fill, so the state is decided (the title is normal's, as UIKit draws
/// it when none is set for a state); before, it was "the code sets no colour for it". Fixture
/// written here; ratios from Tests/Evaluation/wcag.py: white on rgb(102, 153, 242.25) 2.835303,
/// on rgb(0, 76.5, 191.25) 7.494296.
@Suite("Swift sources: state colours set in a state flag's didSet")
struct StateFlagDidSetTests {
  static let source = """
    import UIKit

    final class PillButton: UIButton {
      var normalColor: UIColor = UIColor(red: 0, green: 0.3, blue: 0.75, alpha: 1)
      var highlightColor: UIColor = UIColor(red: 0.4, green: 0.6, blue: 0.95, alpha: 1)

      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = normalColor
      }

      required init?(coder: NSCoder) { fatalError() }

      override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? highlightColor : normalColor }
      }
    }
    """

  @Test("didSet on isHighlighted states the highlighted fill: decided, 2.835303 (fail)")
  func highlightedFromDidSet() throws {
    let found = SwiftComponentDiscovery().discover(sources: [("PillButton.swift", Self.source)])
    let pill = try #require(found.components.first { $0.name == "PillButton" })
    let highlighted = try #require(pill.states["highlighted"])
    #expect(highlighted.background == .color(CSSColor(.sRGB, 0.4, 0.6, 0.95)))
    #expect(highlighted.review == nil)
    #expect(highlighted.sources["background"]?.source(theme: nil)?.line == 16)
    let report = try Auditor().audit(found.spec(name: "pill"))
    let text = try #require(
      report.findings.first { $0.state == .highlighted && $0.check == .text })
    #expect(text.verdict == .fail)
    #expect(abs(text.ratio - 2.835303) < 0.0001)
    // Selected is not touched by the didSet: UIKit's fallback to normal, stated there.
    #expect(pill.states["selected"]?.background == .color(CSSColor(.sRGB, 0, 0.3, 0.75)))
  }
}
