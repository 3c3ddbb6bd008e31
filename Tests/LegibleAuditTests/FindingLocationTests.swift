import LegibleAudit
import Testing

/// Findings and appearances point at the spec: the measured property, else its state, else the
/// component (line and column from the position-tracking JSON parser).
@Suite struct FindingLocationTests {
  static let json = """
    {
      "name": "t",
      "themes": ["light", "dark"],
      "surfaces": { "page": "#ffffff" },
      "components": [
        { "name": "B", "surface": "page",
          "states": {
            "normal": { "text": { "light": "#777777", "dark": "#000000" }, "background": "#ffffff" },
            "pressed": { "from": "normal", "opacity": 0.5 }
          } }
      ]
    }
    """

  struct Case: Sendable, CustomTestStringConvertible {
    var theme: String
    var state: StateName
    var check: CheckKind
    var line: Int
    var column: Int
    var path: String
    var testDescription: String { "\(theme) \(state) \(check)" }
  }

  static let cases: [Case] = [
    // The themed text value of normal: line 8, its own column.
    Case(
      theme: "light", state: .normal, check: .text, line: 8, column: 40,
      path: "components[0].states.normal.text.light"),
    Case(
      theme: "dark", state: .normal, check: .text, line: 8, column: 59,
      path: "components[0].states.normal.text.dark"),
    Case(
      theme: "light", state: .normal, check: .boundary, line: 8, column: 86,
      path: "components[0].states.normal.background"),
    // pressed inherits its text: the state object itself.
    Case(
      theme: "light", state: .pressed, check: .text, line: 9, column: 20,
      path: "components[0].states.pressed"),
  ]

  @Test(arguments: cases) func findingPointsAtTheProperty(_ c: Case) throws {
    let spec = try AuditSpec(json: Self.json, file: "specs/t.json")
    let report = try Auditor().audit(spec)
    let finding = try #require(
      report.findings.first { $0.theme == c.theme && $0.state == c.state && $0.check == c.check })
    let location = try #require(finding.location)
    #expect(location.file == "specs/t.json")
    #expect(location.path == c.path)
    #expect(location.line == c.line)
    #expect(location.column == c.column)
  }

  @Test func appearancesFollowTheFindingsOrder() throws {
    let report = try Auditor().audit(try AuditSpec(json: Self.json, file: nil))
    #expect(
      report.appearances.map { "\($0.theme ?? "-")/\($0.state)" } == [
        "light/normal", "light/pressed", "dark/normal", "dark/pressed",
      ])
    let pressed = report.appearances[1]
    #expect(pressed.opacity == 0.5)
    #expect(pressed.location?.line == 9)
    #expect(pressed.location?.file == nil)
  }

  @Test func specsBuiltInCodeHaveNoLocations() throws {
    let spec = AuditSpec(
      name: "x", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "C", surface: "page",
          states: ["normal": StateSpec(text: .color(.black), background: .color(.white))])
      ])
    let report = try Auditor().audit(spec)
    #expect(report.findings.allSatisfy { $0.location == nil })
  }
}
