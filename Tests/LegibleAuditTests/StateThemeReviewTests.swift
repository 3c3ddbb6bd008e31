import Foundation
import LegibleAudit
import LegibleColor
import Testing

/// A doubt of one theme (`themeReviews`) makes that theme's findings needs-review and leaves the
/// others decided; `setReviews` splits reasons met by every theme from those of some. White on
/// #0969da is 5.192061 (wcag.py): a pass where decided.
@Suite("State reviews per theme")
struct StateThemeReviewTests {
  static func spec(_ state: StateSpec) -> AuditSpec {
    AuditSpec(
      name: "t", themes: ["light", "dark"], surfaces: ["page": .color(.white)],
      components: [ComponentSpec(name: "Button", surface: "page", states: ["normal": state])])
  }

  @Test("A dark-only doubt: dark needs review with the reason, light passes")
  func darkOnly() throws {
    var state = StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x0969DA)))
    state.themeReviews = ["dark": "on a sheet the surface differs"]
    let report = try Auditor().audit(Self.spec(state))
    let text = report.findings.filter { $0.check == .text }
    let light = try #require(text.first { $0.theme == "light" })
    let dark = try #require(text.first { $0.theme == "dark" })
    #expect(light.verdict == .pass)
    #expect(abs(light.ratio - 5.192061) < 1e-5)
    #expect(dark.verdict == .needsReview)
    #expect(dark.review == "on a sheet the surface differs")
  }

  @Test("setReviews: common reasons go to review, the rest to their themes")
  func split() {
    var state = StateSpec()
    state.setReviews([
      ("light", ["code not read", "light only"]), ("dark", ["code not read", "dark only"]),
    ])
    #expect(state.review == "code not read")
    #expect(state.themeReviews == ["light": "light only", "dark": "dark only"])
    var single = StateSpec()
    single.setReviews([(nil, ["a", "b", "a"])])
    #expect(single.review == "a; b")
    #expect(single.themeReviews.isEmpty)
  }

  @Test("themeReviews round-trips through the JSON form; unknown before it is a key")
  func json() throws {
    var state = StateSpec(text: .color(.white))
    state.themeReviews = ["dark": "why"]
    let data = try JSONEncoder().encode(state)
    let back = try JSONDecoder().decode(StateSpec.self, from: data)
    #expect(back.themeReviews == ["dark": "why"])
    #expect(StateSpec.keys.contains("themeReviews"))
  }
}
