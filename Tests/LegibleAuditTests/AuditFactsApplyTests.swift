import LegibleAudit
import LegibleColor
import Testing

/// `AuditFacts.apply(to:)` on specs built here (issue 42's facts, issue 43's assumptions, and
/// what the helper sessions that first used them on Session and isowords reported): a fact that
/// leaves out a theme is reported, not dropped as "names nothing"; a pair fact with an opaque
/// fill resolves the per-theme doubts about the backdrop; an assumption resolves only the review
/// it answers. Colours exact.
@Suite("Facts applied to a spec")
struct AuditFactsApplyTests {
  static let ink = CSSColor(rgb: 0x121212)
  static let sand = CSSColor(rgb: 0xeaa980)

  static func spec(_ state: StateSpec, themes: [String] = ["dark", "light"]) -> AuditSpec {
    AuditSpec(
      name: "t", themes: themes, surfaces: ["page": .color(.white)],
      components: [ComponentSpec(name: "MenuStyle", surface: "page", states: ["normal": state])])
  }

  @Test("A per-theme fact that leaves out a theme of the spec is reported with what is missing")
  func incompleteTheme() {
    var spec = Self.spec(StateSpec(text: .color(Self.sand)))
    let facts = AuditFacts(
      backdrops: [AuditFacts.Backdrop(component: "Menu*", color: ["dark": Self.ink], at: "l:2:5")])
    let outcome = facts.apply(to: &spec)
    #expect(outcome.used.isEmpty)
    #expect(outcome.incomplete.map(\.at) == ["l:2:5"])
    #expect(outcome.incomplete.first?.why.contains("no value for theme light") == true)
    #expect(outcome.unused(facts).isEmpty)
  }

  @Test("A pair fact with an opaque fill resolves the per-theme doubts about the backdrop")
  func pairClearsThemeReviews() {
    var state = StateSpec(text: .color(Self.sand), review: "no fill is named")
    state.themeReviews = ["dark": "no fill of its own over an unknown backdrop: 3.50:1 to 6.49:1"]
    var spec = Self.spec(state)
    let facts = AuditFacts(pairs: [
      AuditFacts.Pair(
        component: "MenuStyle", state: "normal", text: ["": Self.sand],
        background: ["": Self.ink], at: "l:3:7")
    ])
    _ = facts.apply(to: &spec)
    let applied = spec.components[0].states["normal"]
    #expect(applied?.review == nil)
    #expect(applied?.themeReviews.isEmpty == true)
    #expect(applied?.background == .color(Self.ink))
  }

  @Test("An assumption dims the label and resolves only the review it answers")
  func assumptionKeepsOtherDoubts() {
    let look =
      "pressed: the borderless style draws its own pressed look, which SwiftUI does not document"
    var spec = Self.spec(
      StateSpec(
        text: .color(Self.ink), review: look + "; the label is a view Legible does not read"),
      themes: [])
    spec.components[0].states["pressed"] = spec.components[0].states["normal"]
    let facts = AuditFacts(assumptions: [
      LookAssumption(kind: .swiftUIPressed, labelOpacity: 0.4, source: "measured", at: "l:4:9")
    ])
    let outcome = facts.apply(to: &spec)
    #expect(outcome.used == ["l:4:9"])
    let pressed = spec.components[0].states["pressed"]
    var dimmed = Self.ink
    dimmed.alpha = 0.4
    #expect(pressed?.text == .color(dimmed))
    #expect(pressed?.review == "the label is a view Legible does not read")
    // The normal state has the same review text but is not the assumption's state.
    #expect(spec.components[0].states["normal"]?.text == .color(Self.ink))
  }
}
