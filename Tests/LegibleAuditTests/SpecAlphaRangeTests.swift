import LegibleAudit
import Testing

/// An alpha outside 0…1 in a spec colour is an error with the JSON path (issue 9), although the
/// CSS parser clamps it as CSS does elsewhere.
@Suite struct SpecAlphaRangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var color: String
    var found: String
    var testDescription: String { name }
  }

  static func spec(text: String) -> String {
    """
    {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
      "states": {"normal": {"text": "\(text)", "background": "#fff"}}}]}
    """
  }

  static let rejected: [Case] = [
    Case(name: "rgb alpha 1.5 (issue 9)", color: "rgb(0 0 0 / 1.5)", found: "1.5"),
    Case(name: "negative alpha", color: "rgb(0 0 0 / -0.2)", found: "-0.2"),
    Case(name: "percentage over 100", color: "hsl(0 0% 0% / 150%)", found: "150%"),
    Case(name: "legacy rgba", color: "rgba(0, 0, 0, 2)", found: "2"),
    Case(name: "color() alpha", color: "color(display-p3 0 0 0 / 1.01)", found: "1.01"),
  ]

  @Test(arguments: rejected)
  func outOfRangeAlphaIsAnError(_ c: Case) {
    do {
      _ = try AuditSpec(json: Self.spec(text: c.color), file: "spec.json")
      Issue.record("\(c.color) was accepted")
    } catch {
      #expect(error.code == .invalidColor, "\(error)")
      #expect(error.path == "components[0].states.normal.text", "\(error)")
      #expect(error.line == 2, "\(error)")
      #expect(error.message.contains("alpha must be from 0 to 1"), "\(error)")
      #expect(error.message.contains("found \(c.found)"), "\(error)")
    }
  }

  @Test(arguments: ["rgb(0 0 0 / 1)", "rgb(0 0 0 / 0)", "rgb(0 0 0 / 100%)", "#0000007f"])
  func inRangeAlphaIsAccepted(_ color: String) throws {
    _ = try AuditSpec(json: Self.spec(text: color), file: "spec.json")
  }
}
