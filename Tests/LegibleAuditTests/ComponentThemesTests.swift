import LegibleColor
import Testing

@testable import LegibleAudit

/// A component's own `"themes"`: a spec joining design systems with different theme sets.
@Suite struct ComponentThemesTests {
  let table: ColorTokenTable = {
    var t = ColorTokenTable()
    t.add("a.bg", .init(theme: "light", color: CSSColor(rgb: 0x0055CC)))
    t.add("a.bg", .init(theme: "dark", color: CSSColor(rgb: 0x85B8FF)))
    t.add("c.bg", .init(theme: "g90", color: CSSColor(rgb: 0x4589FF)))
    return t
  }()

  @Test("Each component is audited in its own themes only; token colours need only those")
  func perComponentThemes() throws {
    let json = ##"""
      {"tokens": ["t.json"], "surfaces": {"page": "#ffffff"},
       "components": [
         {"name": "A", "surface": "page", "themes": ["light", "dark"],
          "states": {"normal": {"text": "#ffffff", "background": "{a.bg}"}}},
         {"name": "C", "surface": "page", "themes": ["g90"],
          "states": {"normal": {"text": "#ffffff", "background": "{c.bg}"}}}]}
      """##
    let spec = try AuditSpec(json: json, file: "s.json", tokens: table)
    #expect(spec.themes == ["dark", "g90", "light"])
    let report = try Auditor().audit(spec)
    let themes = Set(report.findings.map { "\($0.component) \($0.theme ?? "-")" })
    #expect(themes == ["A dark", "A light", "C g90"])
  }

  @Test("A component theme the spec does not declare is an error with a hint")
  func unknownComponentTheme() {
    let json = ##"""
      {"themes": ["light", "dark"], "surfaces": {"page": "#ffffff"},
       "components": [{"name": "A", "surface": "page", "themes": ["drak"],
          "states": {"normal": {"text": "#ffffff", "background": "#0055cc"}}}]}
      """##
    let error = #expect(throws: AuditSpecError.self) { try AuditSpec(json: json, file: "s.json") }
    #expect(error?.message == "unknown theme \"drak\" (did you mean \"dark\"?)")
    #expect(error?.path == "components[0].themes[0]")
  }
}
