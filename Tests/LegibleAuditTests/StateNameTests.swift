import LegibleAudit
import LegibleColor
import Testing

/// A state name close to a known one (`disbaled`) is a misspelling until the spec says otherwise
/// (`customStates`), in JSON and in Swift (issue 15). The known names are
/// `InteractionState.knownNames`; the hints are `Suggestion`'s (edit distance ≤ max(2, n / 3)).
@Suite struct StateNameTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var state: String
    var suggestion: String
    var testDescription: String { state }
  }

  static let misspellings: [Case] = [
    Case(state: "disbaled", suggestion: "disabled"),
    Case(state: "Disabled", suggestion: "disabled"),
    Case(state: "focus", suggestion: "focused"),
    Case(state: "presed", suggestion: "pressed"),
    Case(state: "hilighted", suggestion: "highlighted"),
  ]

  static func json(_ state: String, customStates: String = "") -> String {
    """
    {"surfaces": {"page": "#fff"},\(customStates)
     "components": [{"name": "A", "surface": "page",
      "states": {"normal": {"text": "#000"}, "\(state)": {"from": "normal", "text": "#777"}}}]}
    """
  }

  @Test(arguments: misspellings) func aMisspeltStateInJSONIsAnError(_ c: Case) {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: Self.json(c.state), file: "spec.json")
    }
    #expect(error?.code == .unknownKey)
    #expect(error?.path == "components[0].states.\(c.state)")
    #expect(error?.message.contains("did you mean \"\(c.suggestion)\"?") == true)
    #expect(error?.message.contains("\"customStates\"") == true)
    // The misspelt state's value object is on line 3 of `json(_:)`'s text.
    #expect(error?.line == 3)
  }

  @Test func aDeclaredCustomStateIsAudited() throws {
    let spec = try AuditSpec(
      json: Self.json("focus", customStates: #" "customStates": ["focus"],"#), file: "spec.json")
    #expect(spec.customStates == ["focus"])
    let report = try Auditor().audit(spec)
    #expect(report.findings.contains { $0.state == "focus" })
  }

  @Test func aFarCustomNameNeedsNoDeclaration() throws {
    // "loading" is ≥ 5 edits from every known name: a custom state, as before.
    let spec = try AuditSpec(json: Self.json("loading"))
    #expect(try Auditor().audit(spec).findings.contains { $0.state == "loading" })
  }

  @Test(arguments: misspellings) func aMisspeltStateInSwiftIsAnErrorFromAudit(_ c: Case) {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.black)),
      c.state: StateSpec(from: "normal", text: rgb(119, 119, 119)),
    ])
    let error = #expect(throws: AuditSpecError.self) { try Auditor().audit(spec) }
    #expect(error?.code == .unknownKey)
    #expect(error?.message.contains("did you mean \"\(c.suggestion)\"?") == true)
    #expect(throws: AuditSpecError.self) { try spec.validate() }
    var declared = spec
    declared.customStates = [c.state]
    #expect(throws: Never.self) { try Auditor().audit(declared) }
  }

  @Test func customStatesMustNotNameKnownStates() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(
        json: Self.json("loading", customStates: #" "customStates": ["disabled"],"#))
    }
    #expect(error?.code == .invalidValue)
    #expect(error?.path == "customStates[0]")
  }
}
