import LegibleAudit
import Testing

@Suite struct SpecErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var code: AuditSpecError.Code
    var path: String
    var contains: [String]
    var line: Int? = nil
    var column: Int? = nil
    var testDescription: String { name }
  }

  static let button = ##""surface": "page", "states": {"normal": {"text": "#000000"}}"##

  static let cases: [Case] = [
    Case(
      name: "bad colour names file, path and value",
      json: """
        {"name": "x", "surfaces": {"page": "#fff"}, "components": [
          {"name": "A", \(button)},
          {"name": "B", "surface": "page", "states": {"normal": {"text": "#000"},
            "highlighted": {"from": "normal", "text": "#12345"}}}]}
        """,
      code: .invalidColor, path: "components[1].states.highlighted.text", contains: ["\"#12345\""],
      line: 4, column: 47),
    Case(
      name: "unknown key with did-you-mean",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000", "backgrund": "#fff"}}}]}
        """,
      code: .unknownKey, path: "components[0].states.normal.backgrund",
      contains: ["did you mean \"background\""], line: 2, column: 41),
    Case(
      name: "unknown top-level key",
      json: ##"{"surfaces": {"page": "#fff"}, "component": []}"##,
      code: .unknownKey, path: "component", contains: ["did you mean \"components\""]),
    Case(
      name: "unknown derivation key",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000"}, "pressed": {"from": "normal", "text": {"alfa": 0.4}}}}]}
        """,
      code: .unknownKey, path: "components[0].states.pressed.text.alfa",
      contains: ["did you mean \"alpha\""]),
    Case(
      name: "missing surface reference",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "pgae",
          "states": {"normal": {"text": "#000"}}}]}
        """,
      code: .unresolvedReference, path: "components[0].surface",
      contains: ["unknown surface \"pgae\"", "did you mean \"page\""], line: 1, column: 72),
    Case(
      name: "empty components",
      json: ##"{"surfaces": {"page": "#fff"}, "components": []}"##,
      code: .invalidValue, path: "components", contains: ["no components"]),
    Case(
      name: "cycle in from",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"a": {"from": "b"}, "b": {"from": "a"}}}]}
        """,
      code: .cycle, path: "components[0].states.a.from", contains: ["a → b → a"]),
    Case(
      name: "unknown base state",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000"}, "focused": {"from": "nromal"}}}]}
        """,
      code: .unresolvedReference, path: "components[0].states.focused.from",
      contains: ["did you mean \"normal\""]),
    Case(
      name: "pressed and highlighted together",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000"}, "pressed": {"from": "normal"},
          "highlighted": {"from": "normal"}}}]}
        """,
      code: .invalidValue, path: "components[0].states.pressed", contains: ["alias"]),
    Case(
      name: "opacity out of range",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000", "opacity": 1.5}}}]}
        """,
      code: .invalidValue, path: "components[0].states.normal.opacity", contains: ["0 to 1"]),
    Case(
      name: "derivation without from",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": {"alpha": 0.5}}}}]}
        """,
      code: .unresolvedReference, path: "components[0].states.normal.text",
      contains: ["add \"from\""]),
    Case(
      name: "derivation of a property the base lacks",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": "#000"}, "pressed": {"from": "normal", "border": {"alpha": 0.4}}}}]}
        """,
      code: .unresolvedReference, path: "components[0].states.pressed.border",
      contains: ["base state has no such colour"]),
    Case(
      name: "wrong type",
      json: ##"{"surfaces": {"page": "#fff"}, "components": {}}"##,
      code: .wrongType, path: "components", contains: ["expected an array"]),
    Case(
      name: "null text",
      json: """
        {"surfaces": {"page": "#fff"}, "components": [{"name": "A", "surface": "page",
          "states": {"normal": {"text": null}}}]}
        """,
      code: .wrongType, path: "components[0].states.normal.text",
      contains: ["only allowed for surfaces"]),
    Case(
      name: "theme named like a derivation key",
      json: ##"{"themes": ["light", "alpha"], "surfaces": {"page": "#fff"}, "components": []}"##,
      code: .invalidValue, path: "themes[1]", contains: ["collides"]),
    Case(
      name: "missing theme value",
      json: """
        {"themes": ["light", "dark"], "surfaces": {"page": {"light": "#fff", "dark": "#000"}},
          "components": [{"name": "A", "surface": "page", "states": {"normal": {"text": {"light": "#000"}}}}]}
        """,
      code: .missingKey, path: "components[0].states.normal.text", contains: ["theme \"dark\""]),
    Case(
      name: "unknown theme key with hint",
      json: """
        {"themes": ["light", "dark"], "surfaces": {"page": "#fff"},
          "components": [{"name": "A", "surface": "page", "states": {"normal": {"text": {"light": "#000", "drak": "#fff"}}}}]}
        """,
      code: .unknownKey, path: "components[0].states.normal.text.drak",
      contains: ["did you mean \"dark\""]),
    Case(
      name: "malformed JSON has line and column",
      json: "{\"surfaces\": {\"page\": \"#fff\",}}",
      code: .malformedJSON, path: "", contains: ["expected a string key"], line: 1, column: 30),
  ]

  @Test(arguments: cases)
  func specErrors(_ c: Case) {
    do {
      _ = try AuditSpec(json: c.json, file: "spec.json")
      Issue.record("no error for \(c.name)")
    } catch {
      #expect(error.code == c.code, "\(error)")
      #expect((error.path ?? "") == c.path, "\(error)")
      #expect(error.file == "spec.json")
      for fragment in c.contains { #expect(error.message.contains(fragment), "\(error)") }
      if let line = c.line { #expect(error.line == line, "\(error)") }
      if let column = c.column { #expect(error.column == column, "\(error)") }
      #expect(error.description.hasPrefix("spec.json:"))
    }
  }

  @Test func descriptionHasFileLineColumnAndPath() {
    let e = AuditSpecError(
      .invalidColor, "unknown colour \"#12345\"", path: "components[1].states.highlighted.text",
      file: "b.json", line: 4, column: 47)
    #expect(
      e.description
        == "b.json:4:47: components[1].states.highlighted.text: unknown colour \"#12345\"")
  }

  @Test func codeBuiltSpecsAreValidatedToo() {
    let spec = singleSpec(states: [
      "a": StateSpec(from: "b"), "b": StateSpec(from: "c"), "c": StateSpec(from: "a"),
    ])
    #expect(throws: AuditSpecError.self) { try Auditor().audit(spec) }
    do {
      _ = try Auditor().audit(spec)
    } catch {
      #expect(error.message.contains("a → b → c → a"))
    }
  }
}
