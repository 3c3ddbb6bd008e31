import LegibleAudit
import LegibleColor
import LegibleDiscovery
import Testing

@testable import LegibleSwiftSources

/// UIKit calls that change none of a button's colours (`setNeedsDisplay()`, `addAction(…)`,
/// `addInteraction(…)`, `removeFromSuperview()`) leave its states decided; before, a bare
/// `setNeedsDisplay()` in Mastodon's RoundedEdgesButton and `addInteraction(…)` in ownCloud's
/// buttons put every state in review ("what it does to the colours is unknown"). A setter the
/// sources do not define (a library's `setBackgroundColor(_:for:)`) still does. Legible's own
/// fixture.
@Suite("Swift sources: UIKit calls that change no colour")
struct ColourlessMethodTests {
  static func normal(_ call: String) throws -> StateSpec {
    let source = """
      import UIKit
      class PillButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(.white, for: .normal)
          backgroundColor = .black
          \(call)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("P.swift", source)])
    let pill = try #require(found.components.first { $0.name == "PillButton" })
    return try #require(pill.states["normal"])
  }

  @Test(
    "No review for a call that changes no colour",
    arguments: [
      "setNeedsDisplay()", "addAction(UIAction { _ in }, for: .touchUpInside)",
      "addInteraction(UIPointerInteraction())", "setNeedsUpdateConstraints()",
    ])
  func colourless(call: String) throws {
    let state = try Self.normal(call)
    #expect(state.review == nil)
    #expect(state.background == .color(.black))
  }

  @Test("A setter the sources do not define still needs review")
  func unknownSetter() throws {
    let state = try Self.normal("setBackgroundColor(.red, for: .highlighted)")
    let review = try #require(state.review)
    #expect(review.contains("`setBackgroundColor(…)`"))
  }
}
