import LegibleColor
import Testing

@testable import LegibleAudit

/// The `preset` key in spec JSON and in Swift: its errors name the path, the position and the
/// nearest id or parameter.
@Suite struct PresetSpecErrorTests {
  func json(
    _ preset: String, states: String = ##""normal": {"text": "#fff", "background": "#6750a4"}"##
  )
    -> String
  {
    """
    {"surfaces": {"page": "#ffffff"},
     "components": [{"name": "B", "surface": "page", "preset": \(preset),
                     "states": {\(states)}}]}
    """
  }

  @Test func thePresetKeyDecodesBothForms() throws {
    let short = try AuditSpec(json: json(##""material3-34""##))
    #expect(short.components[0].preset == PresetReference("material3-34"))
    let long = try AuditSpec(
      json: json(##"{"id": "material3-34", "disabledContainer": 0.1, "onSurface": "#1c1b1f"}"##))
    #expect(
      long.components[0].preset
        == PresetReference(
          "material3-34",
          arguments: [
            "disabledContainer": .number(0.1), "onSurface": .color(.color(CSSColor(rgb: 0x1C1B1F))),
          ]))
  }

  @Test func anUnknownPresetSuggestsTheNearestIdAndListsThemAll() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##""material3""##), file: "s.json")
    }
    #expect(error?.code == .unresolvedReference)
    #expect(error?.path == "components[0].preset")
    // The string's position: line 2, column 60 (after ` "components": [{…, "preset": `).
    #expect(error?.line == 2 && error?.column == 60)
    #expect(
      error?.message.hasPrefix(##"unknown preset "material3" (did you mean "material3-34"?)"##)
        == true)
    #expect(error?.message.contains(StatePreset.builtIn.map(\.id).joined(separator: ", ")) == true)
    let object = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##"{"id": "css-filter-ebey"}"##))
    }
    #expect(object?.path == "components[0].preset.id")
    #expect(object?.message.contains(##"did you mean "css-filter-ebay"?"##) == true)
  }

  @Test func unknownParametersGetAHint() {
    let error = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##"{"id": "material3-34", "hovr": 0.1}"##))
    }
    #expect(error?.code == .unknownKey)
    #expect(error?.path == "components[0].preset.hovr")
    #expect(error?.message.contains(##"did you mean "hover"?"##) == true)
  }

  @Test func parametersOutOfRangeAreErrors() {
    let opacity = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##"{"id": "material3-34", "hover": 1.5}"##), file: "s.json")
    }
    #expect(opacity?.code == .invalidValue)
    #expect(opacity?.path == "components[0].preset.hover")
    #expect(opacity?.message == "hover must be a number from 0 to 1, found 1.5")
    #expect(opacity?.line == 2)
    let brightness = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##"{"id": "css-filter-ebay", "pressed": -0.1}"##))
    }
    #expect(brightness?.message == "pressed must be a non-negative number, found -0.1")
    let kind = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##"{"id": "opacity-modifier", "amount": "#fff"}"##))
    }
    #expect(kind?.code == .wrongType)
    #expect(kind?.path == "components[0].preset.amount")
  }

  @Test func swiftSpecsAreCheckedToo() {
    let spec = AuditSpec(
      name: "s", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "B", surface: "page",
          states: ["normal": StateSpec(text: .color(.black), background: .color(.white))],
          preset: PresetReference("swiftui-pressed-opacity", arguments: ["opacity": .number(.nan)]))
      ])
    let nan = #expect(throws: AuditSpecError.self) { try Auditor().audit(spec) }
    #expect(nan?.path == "components[0].preset.opacity")
    #expect(nan?.code == .invalidValue)
    var colour = spec
    colour.components[0].preset = PresetReference(
      "swiftui-pressed-opacity", arguments: ["opacity": .color(.color(.white))])
    #expect(throws: AuditSpecError.self) { try colour.validate() }
    var unknown = spec
    unknown.components[0].preset = PresetReference("material-3")
    let e = #expect(throws: AuditSpecError.self) { try unknown.validate() }
    #expect(e?.message.contains(##"did you mean "material3-34"?"##) == true)
  }

  @Test func aPresetNeedsTheColoursItsRuleDrawsWith() {
    let noNormal = #expect(throws: AuditSpecError.self) {
      try AuditSpec(json: json(##""material3-34""##, states: ##""rest": {"text": "#fff"}"##))
    }
    #expect(noNormal?.code == .missingKey)
    #expect(noNormal?.path == "components[0].states")
    let noText = #expect(throws: AuditSpecError.self) {
      try AuditSpec(
        json: json(##""material3-34""##, states: ##""normal": {"background": "#6750a4"}"##))
    }
    #expect(noText?.path == "components[0].states.normal")
    #expect(noText?.message.contains("\"stateLayer\"") == true)
    // With a stateLayer colour, a label-less normal state is fine.
    #expect(throws: Never.self) {
      try AuditSpec(
        json: json(
          ##"{"id": "material3-34", "stateLayer": "#ffffff"}"##,
          states: ##""normal": {"background": "#6750a4"}"##))
    }
  }
}
