import LegibleColor
import Testing

@testable import LegibleAudit

/// A label drawn fully transparent shows no text: a loading state hides its label with
/// `color: transparent` (Salt's `.saltButton-loading`, issue 41); axe-core leaves invisible text
/// out of its colour-contrast rule. Ratios from Tests/Evaluation/wcag.py, tolerance 1e-6.
@Suite struct HiddenLabelTests {
  static let json = ##"""
    {"surfaces": {"page": "#ffffff"},
     "components": [
       {"name": "Primary", "surface": "page",
        "states": {"normal": {"text": "#ffffff", "background": "#0055cc"},
                   "pressed": {"text": "transparent", "background": "#0055cc"},
                   "selected": {"text": "rgba(0, 0, 0, 0.01)", "background": "#0055cc"},
                   "focused": {"text": "#ffffff", "background": "#0055cc", "opacity": 0}}}]}
    """##

  func finding(_ state: String, _ check: CheckKind = .text) throws -> Finding {
    let report = try Auditor().audit(try AuditSpec(json: Self.json, file: "s.json"))
    return try #require(
      report.findings.first { "\($0.state)" == state && $0.check == check })
  }

  @Test("A fully transparent label, or a state at opacity 0, is exempt with the reason")
  func hidden() throws {
    for state in ["pressed", "focused"] {
      let hidden = try finding(state)
      #expect(hidden.verdict == .exempt, "\(state)")
      #expect(hidden.message.contains("label hidden"), "\(state)")
    }
    // The control at opacity 0 shows no boundary either.
    let boundary = try finding("focused", .boundary)
    #expect(boundary.verdict == .exempt)
    #expect(boundary.message.contains("opacity 0"))
  }

  @Test("A label that is only nearly transparent is measured: 1.014738 fails")
  func nearlyTransparent() throws {
    let nearly = try finding("selected")
    #expect(nearly.verdict == .fail)
    #expect(abs(nearly.ratio - 1.0147379814) < 1e-6)
    // The visible state beside them: white on #0055cc, 6.621835, passes.
    let rest = try finding("normal")
    #expect(rest.verdict == .pass)
    #expect(abs(rest.ratio - 6.6218347139) < 1e-6)
  }
}
