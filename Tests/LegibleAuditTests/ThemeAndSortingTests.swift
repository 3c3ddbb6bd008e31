import LegibleAudit
import LegibleColor
import Testing

@Suite struct ThemeAndSortingTests {
  static let themed = """
    {"name": "themes", "themes": ["light", "dark"],
     "surfaces": {"page": {"light": "#ffffff", "dark": "#000000"}},
     "components": [{"name": "Label", "surface": "page",
       "states": {"normal": {"text": {"light": "#000000", "dark": "#ffffff"}},
                  "disabled": {"from": "normal", "text": {"light": {"alpha": 0.3}, "dark": {"alpha": 0.3}}}}}]}
    """

  @Test func everyThemeIsAuditedInDeclaredOrder() throws {
    let report = try Auditor().audit(try AuditSpec(json: Self.themed))
    let themes = report.findings.map { $0.theme ?? "-" }
    #expect(themes.first == "light" && themes.last == "dark")
    #expect(Set(themes) == ["light", "dark"])
    let darkText = try #require(
      report.findings.first { $0.theme == "dark" && $0.state == .normal && $0.check == .text })
    #expect(darkText.ratio == 21)
    #expect(darkText.foregroundCSS == "#ffffff")
  }

  @Test func noThemesMeansNil() throws {
    let report = try Auditor().audit(
      singleSpec(states: ["normal": StateSpec(text: .color(.black))]))
    #expect(report.findings.allSatisfy { $0.theme == nil })
  }

  @Test func sortOrder() throws {
    let states: [String: StateSpec] = [
      "zeta": StateSpec(from: "normal"), "disabled": StateSpec(from: "normal"),
      "beta": StateSpec(from: "normal"),
      "focused": StateSpec(from: "normal", focusRing: .color(.black)),
      "pressed": StateSpec(from: "normal"), "selected": StateSpec(from: "normal"),
      "normal": StateSpec(text: .color(.black), background: .color(.white), border: .color(.black)),
    ]
    let spec = AuditSpec(
      name: "sort", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(name: "B", surface: "page", states: states),
        ComponentSpec(
          name: "A", surface: "page", states: ["normal": StateSpec(text: .color(.black))]),
      ])
    let report = try Auditor().audit(spec)
    #expect(report.findings.first?.component == "A")
    let b = report.findings.filter { $0.component == "B" }
    var stateOrder: [StateName] = []
    for f in b where stateOrder.last != f.state { stateOrder.append(f.state) }
    #expect(
      stateOrder == [
        .normal, .pressed, .selected, .focused, .disabled, StateName(custom: "beta"),
        StateName(custom: "zeta"),
      ])
    let focused = b.filter { $0.state == .focused }.map(\.check)
    #expect(focused == [.text, .boundary, .focus])
  }

  @Test func codableRoundTrip() throws {
    let spec = try AuditSpec(json: Self.themed)
    let data = try JSONEncoderForTests.encode(spec)
    let decoded = try JSONDecoderForTests.decode(AuditSpec.self, from: data)
    #expect(decoded == spec)
    let report = try Auditor().audit(spec)
    let reportData = try JSONEncoderForTests.encode(report)
    #expect(try JSONDecoderForTests.decode(AuditReport.self, from: reportData) == report)
  }
}
