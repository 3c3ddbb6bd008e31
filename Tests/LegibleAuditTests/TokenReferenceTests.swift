import LegibleColor
import Testing

@testable import LegibleAudit

@Suite struct TokenReferenceTests {
  let table: ColorTokenTable = {
    var t = ColorTokenTable()
    t.add("brand", .init(theme: "light", color: CSSColor(rgb: 0x0066CC)))
    t.add("brand", .init(theme: "dark", color: CSSColor(rgb: 0x99CCFF)))
    t.add("ink", .init(theme: nil, color: CSSColor(rgb: 0x111111)))
    t.add("paper", .init(theme: nil, color: CSSColor(rgb: 0xFFFFFF)))
    t.add("paper", .init(theme: "dark", color: CSSColor(rgb: 0x000000)))
    return t
  }()

  func spec(_ states: String, themes: String = "") -> String {
    """
    {\(themes) "tokens": ["t.json"], "surfaces": {"page": "{paper}"},
     "components": [{"name": "B", "surface": "page", "states": {\(states)}}]}
    """
  }

  @Test func tokenColoursBecomeThemeMapsOverTheUnionOfThemes() throws {
    let spec = try AuditSpec(
      json: spec(
        #""normal": {"text": "{ink}", "background": "{brand}"}, "disabled": {"text": "{paper}"}"#,
        themes: #""themes": ["light"],"#),
      file: "s.json", tokens: table)
    #expect(spec.themes == ["light", "dark"])
    #expect(spec.tokenFiles == ["t.json"])
    // paper: dark has its own value, light falls back to the theme-less one.
    #expect(
      spec.surfaces["page"]
        == .themed([
          "dark": .color(CSSColor(rgb: 0x000000)), "light": .color(CSSColor(rgb: 0xFFFFFF)),
        ]))
    #expect(spec.components[0].states["normal"]?.text == .color(CSSColor(rgb: 0x111111)))
    #expect(
      spec.components[0].states["normal"]?.background
        == .themed([
          "dark": .color(CSSColor(rgb: 0x99CCFF)), "light": .color(CSSColor(rgb: 0x0066CC)),
        ]))
    let report = try Auditor().audit(spec)
    #expect(Set(report.findings.compactMap(\.theme)) == ["dark", "light"])
  }

  @Test func tokenWithoutThemeValueIsAnError() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(
        json: spec(
          #""normal": {"text": "{ink}", "background": "{brand}"}"#, themes: #""themes": ["hc"],"#),
        file: "s.json",
        tokens: {
          var t = table
          t.entries["brand"] = [.init(theme: "light", color: .white)]
          return t
        }())
    }
    #expect(error?.code == .unresolvedReference)
    #expect(error?.message.contains(#"token "brand" has no value for theme"#) == true)
  }

  @Test func unknownTokenNamesThePathWithAHint() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(
        json: spec(#""normal": {"text": "{inc}", "background": "{brand}"}"#),
        file: "s.json", tokens: table)
    }
    #expect(error?.code == .unresolvedReference)
    #expect(error?.path == "components[0].states.normal.text")
    #expect(error?.message == #"unknown token "inc" (did you mean "ink"?)"#)
    #expect(error?.line == 2)
  }

  @Test func tokenReferenceWithoutTokensIsAnError() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: spec(##""normal": {"text": "{ink}", "background": "#fff"}"##))
    }
    #expect(error?.code == .unresolvedReference)
    #expect(error?.message.contains("no tokens are loaded") == true)
  }
}
