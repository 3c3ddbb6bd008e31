import Foundation
import LegibleColor
import Testing

@testable import LegibleAudit

/// The built-in presets: ids, the values they publish (docs/reference/presets.md), and the JSON
/// form of the component key.
@Suite struct PresetCatalogueTests {
  func number(_ preset: String, _ parameter: String, theme: String? = nil) -> Double? {
    guard
      case .number(let x) = StatePreset.named(preset)?.parameter(named: parameter)?
        .defaultValue(theme: theme)
    else { return nil }
    return x
  }

  @Test func idsAreStableAndVersioned() {
    #expect(
      StatePreset.builtIn.map(\.id) == [
        "material3-34", "material3-v0.192", "opacity-modifier", "css-filter-ebay",
        "css-filter-radix", "uikit-state-images", "swiftui-pressed-opacity",
        "uikit-derived-highlight",
      ])
    #expect(StatePreset.named("material3") == nil)
    #expect(StatePreset.named("Material3-34") == nil)
    #expect(StatePreset.named("material3-34")?.description == "material3-34")
  }

  @Test func materialVersionsDifferInFocusAndPressed() {
    // Android 34.0.0 / web 34.0.21 md.sys.state: 0.08, 0.1, 0.1, 0.16; web v0.192: 0.08, 0.12,
    // 0.12, 0.16; disabled 0.38 and 0.12 in both (docs/reference/presets.md).
    let v34 = ["hover": 0.08, "focus": 0.1, "pressed": 0.1, "dragged": 0.16]
    let v0192 = ["hover": 0.08, "focus": 0.12, "pressed": 0.12, "dragged": 0.16]
    for (name, value) in v34 { #expect(number("material3-34", name) == value) }
    for (name, value) in v0192 { #expect(number("material3-v0.192", name) == value) }
    for id in ["material3-34", "material3-v0.192"] {
      #expect(number(id, "disabledContent") == 0.38)
      #expect(number(id, "disabledContainer") == 0.12)
      #expect(
        StatePreset.named(id)?.states == ["hover", "focused", "pressed", "dragged", "disabled"])
      #expect(StatePreset.named(id)?.facets == .both)
    }
    let onSurface = StatePreset.named("material3-34")?.parameter(named: "onSurface")
    #expect(onSurface?.defaultValue(theme: "light") == .color(.color(CSSColor(rgb: 0x1D1B20))))
    #expect(onSurface?.defaultValue(theme: "Dark-HC") == .color(.color(CSSColor(rgb: 0xE6E0E9))))
    #expect(onSurface?.defaultValue(theme: nil) == .color(.color(CSSColor(rgb: 0x1D1B20))))
  }

  @Test func filterAndRecipeDefaults() {
    #expect(number("css-filter-ebay", "hover") == 0.96)
    #expect(number("css-filter-ebay", "pressed") == 0.92)
    #expect(number("css-filter-radix", "brightness", theme: "light") == 0.92)
    #expect(number("css-filter-radix", "saturate", theme: "light") == 1.1)
    #expect(number("css-filter-radix", "brightness", theme: "dark") == 1.08)
    #expect(number("css-filter-radix", "saturate", theme: "midnight-dark") == 1)
    #expect(number("opacity-modifier", "amount") == 0.9)
    #expect(number("swiftui-pressed-opacity", "opacity") == 0.8)
    #expect(number("uikit-derived-highlight", "alpha") == 0.4)
    #expect(number("uikit-derived-highlight", "amount") == 0.6)
    #expect(StatePreset.named("opacity-modifier")?.facets == .background)
    #expect(StatePreset.named("uikit-state-images")?.parameters.isEmpty == true)
  }

  @Test func everyDefaultIsInItsRange() {
    for preset in StatePreset.builtIn {
      #expect(!preset.summary.isEmpty && !preset.source.isEmpty && !preset.states.isEmpty)
      for p in preset.parameters {
        for value in [p.defaultValue(theme: nil), p.defaultValue(theme: "dark")] {
          switch (p.kind, value) {
          case (.number(let range), .number(let x)?):
            #expect(range.contains(x), "\(preset.id).\(p.name)")
          case (.number, _):
            Issue.record("\(preset.id).\(p.name) has no number default")
          case (.color, .number?):
            Issue.record("\(preset.id).\(p.name) is a colour with a number default")
          case (.color, _): break
          }
        }
      }
    }
  }

  @Test func referencesRoundTripThroughCodable() throws {
    let cases = [
      PresetReference("material3-34"),
      PresetReference(
        "material3-34",
        arguments: ["hover": .number(0.1), "onSurface": .color(.color(CSSColor(rgb: 0x1C1B1F)))]),
    ]
    for reference in cases {
      let data = try JSONEncoder().encode(reference)
      #expect(try JSONDecoder().decode(PresetReference.self, from: data) == reference)
    }
    #expect(
      String(decoding: try JSONEncoder().encode(cases[0]), as: UTF8.self) == #""material3-34""#)
    let component = ComponentSpec(
      name: "B", surface: "page", states: ["normal": StateSpec(text: .color(.black))],
      preset: cases[1])
    let back = try JSONDecoder().decode(
      ComponentSpec.self, from: try JSONEncoder().encode(component))
    #expect(back == component)
    let plain = ComponentSpec(name: "B", surface: "page", states: [:])
    #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("preset"))
  }
}
