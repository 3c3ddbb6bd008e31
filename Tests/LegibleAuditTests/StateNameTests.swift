import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// A state name close to a known one (`disbaled`) is a misspelling until the spec says otherwise
/// (`customStates`), in JSON and in Swift (issue 15). The known names are
/// `InteractionState.knownNames`; the hints are `Suggestion`'s (edit distance ≤ max(2, n / 3)).
/// Findings carry the name as a `StateName` (issue 17): the spellings of docs/audit-spec.md
/// "State names", the loader's check, JSON as the plain string, report order.
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
    #expect(report.findings.contains { $0.state == StateName(custom: "focus") })
  }

  @Test func aFarCustomNameNeedsNoDeclaration() throws {
    // "loading" is ≥ 5 edits from every known name: a custom state, as before.
    let spec = try AuditSpec(json: Self.json("loading"))
    #expect(
      try Auditor().audit(spec).findings.contains { $0.state == StateName(custom: "loading") })
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

  /// docs/audit-spec.md "State names": `normal`, `highlighted` (alias `pressed`), `selected`,
  /// `focused`, `disabled`, each with its constant.
  static let spellings: [(String, StateName)] = [
    ("normal", .normal), ("highlighted", .highlighted), ("selected", .selected),
    ("focused", .focused), ("disabled", .disabled), ("pressed", .pressed),
  ]

  @Test func everyKnownSpellingParsesToItsConstant() throws {
    #expect(Self.spellings.map(\.0) == InteractionState.knownNames)
    for (spelling, constant) in Self.spellings {
      #expect(StateName(known: spelling) == constant, "\(spelling)")
      #expect(try StateName(validating: spelling) == constant, "\(spelling)")
      #expect(constant.rawValue == spelling)
      #expect(constant.description == spelling)
      #expect("\(constant)" == spelling)
      #expect(constant.isKnown)
    }
  }

  @Test func pressedIsAnAliasThatKeepsItsSpelling() {
    #expect(StateName.pressed != .highlighted)
    #expect(StateName.pressed.canonical == .highlighted)
    #expect(StateName.highlighted.canonical == .highlighted)
    #expect(StateName(custom: "loading").canonical == StateName(custom: "loading"))
    #expect(Self.spellings.filter { $0.1.isDisabled }.map(\.0) == ["disabled"])
  }

  @Test(arguments: misspellings) func aMisspeltNameIsNotAKnownState(_ c: Case) {
    #expect(StateName(known: c.state) == nil)
  }

  /// The validating initialiser throws what the spec loader reports for the same name, without
  /// the loader's JSON path and position.
  @Test(arguments: misspellings) func validatingAMisspeltNameThrowsTheLoadersError(_ c: Case) {
    let loader = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: Self.json(c.state), file: "spec.json")
    }
    let error = #expect(throws: AuditSpecError.self) { try StateName(validating: c.state) }
    #expect(error?.code == .unknownKey)
    #expect(
      error?.message
        == "unknown state \"\(c.state)\" (did you mean \"\(c.suggestion)\"?); if \"\(c.state)\""
        + " is a custom state, list it in the spec's \"customStates\"")
    #expect(error?.message == loader?.message)
    #expect(error?.path == nil && error?.file == nil && error?.line == nil)
  }

  @Test(arguments: misspellings) func aDeclaredCustomNameValidates(_ c: Case) throws {
    let name = try StateName(validating: c.state, customStates: [c.state])
    #expect(name == StateName(custom: c.state))
    #expect(name.rawValue == c.state)
    #expect(!name.isKnown)
  }

  @Test func customNamesAreExplicit() throws {
    // Far from every known name: valid without a declaration, as in a spec.
    #expect(try StateName(validating: "loading") == StateName(custom: "loading"))
    #expect(StateName(known: "loading") == nil)
    #expect(!StateName(custom: "loading").isKnown)
    // A known name given as custom is the known state.
    #expect(StateName(custom: "normal") == .normal)
  }

  /// The JSON form is the plain string the `String` field had: `"pressed"`, not an object.
  @Test func codableRoundTripIsThePlainString() throws {
    let names = [StateName.normal, .pressed, StateName(custom: "loading")]
    let data = try JSONEncoder().encode(names)
    #expect(String(decoding: data, as: UTF8.self) == #"["normal","pressed","loading"]"#)
    #expect(try JSONDecoder().decode([StateName].self, from: data) == names)
    let keyed = try JSONEncoder().encode(["state": StateName.disabled])
    #expect(String(decoding: keyed, as: UTF8.self) == #"{"state":"disabled"}"#)
    #expect(
      try JSONDecoder().decode(StateName.self, from: Data(#""hovered""#.utf8)).rawValue == "hovered"
    )
  }

  /// Report order (InteractionState.canonicalOrder, custom names alphabetically after it); the
  /// alias sorts with its canonical name, the spelling breaking the tie.
  @Test func namesSortInReportOrder() {
    let order: [StateName] = [
      .normal, .highlighted, .pressed, .selected, .focused, .disabled, StateName(custom: "beta"),
      StateName(custom: "zeta"),
    ]
    #expect(order.reversed().sorted() == order)
    #expect(order.shuffled().sorted() == order)
    #expect(StateName(custom: "Zeta") < StateName(custom: "beta"))
    #expect(StateName.disabled < StateName(custom: "aardvark"))
  }

  /// A finding's and an appearance's state encode as the spec spells it (seed-buttons'
  /// FilledButton has a `pressed` state).
  @Test func findingsEncodeTheStateAsAString() throws {
    let spec = try AuditSpec(
      contentsOf: Repository.root.appending(path: "Examples/seed-buttons.json"))
    let report = try Auditor().audit(spec)
    let pressed = try #require(report.findings.first { $0.state == .pressed })
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(pressed)) as? [String: Any])
    #expect(object["state"] as? String == "pressed")
    let appearance = try #require(report.appearances.first { $0.state == .pressed })
    let appearanceObject = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(appearance)) as? [String: Any])
    #expect(appearanceObject["state"] as? String == "pressed")
    #expect(try JSONDecoder().decode(Finding.self, from: JSONEncoder().encode(pressed)) == pressed)
  }
}
