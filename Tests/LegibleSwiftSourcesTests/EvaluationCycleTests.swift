import LegibleAudit
import Testing

@testable import LegibleSwiftSources

/// A type made while it is being made (a stored property that makes its own class) is an
/// evaluation cycle, not a recursion without end: the swift fuzz target's run of 2026-12-04
/// found it as a stack overflow (Fuzz/README.md; minimised to the two lines of the second case).
@Suite("Swift sources: a type made while it is being made")
struct EvaluationCycleTests {
  static let button = """
    import UIKit
    class CycleButton: UIButton {
        var other = CycleButton(frame: .zero)
        override init(frame: CGRect) {
            super.init(frame: frame)
            setTitleColor(.white, for: .normal)
            backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
    }
    """

  @Test("a UIButton subclass whose stored property makes the class: read, with its colours")
  func storedPropertyOfOwnClass() throws {
    let found = SwiftComponentDiscovery().discover(sources: [("S.swift", Self.button)])
    let component = try #require(found.components.first { $0.name == "CycleButton" })
    #expect(component.states["normal"] != nil)
  }

  @Test("the fuzzer's two lines (`override funcightButton = HighlightButton(frame: .zero)`)")
  func fuzzInput() {
    let text =
      "class HighlightButton: UIButton {\n    override funcightButton = HighlightButton(frame: .zero)"
    _ = SwiftComponentDiscovery().discover(sources: [("fuzz.swift", text)])
  }
}
