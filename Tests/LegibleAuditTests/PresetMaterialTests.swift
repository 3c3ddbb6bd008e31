import LegibleColor
import Testing

@testable import LegibleAudit

/// Material 3 state layers on the baseline light scheme's filled button: container primary
/// #6750A4, label on-primary #FFFFFF, surface #FEF7FF, on-surface #1D1B20
/// (material-web tokens/versions/latest/sass/_md-ref-palette.scss: primary40, primary100,
/// neutral98, neutral10; docs/reference/presets.md).
@Suite struct PresetMaterialTests {
  func filledButton(_ preset: PresetReference, themes: [String] = []) -> AuditSpec {
    AuditSpec(
      name: "material", themes: themes, surfaces: ["surface": .color(CSSColor(rgb: 0xFEF7FF))],
      components: [
        ComponentSpec(
          name: "Filled", surface: "surface", font: FontSpec(size: 14, weight: 500),
          states: [
            "normal": StateSpec(text: .color(.white), background: .color(CSSColor(rgb: 0x6750A4)))
          ],
          preset: preset)
      ])
  }

  func fill(_ r: AuditReport, _ state: StateName, theme: String? = nil) -> CSSColor? {
    r.appearances.first { $0.state == state && $0.theme == theme }?.fill
  }

  func expectComponents(_ c: CSSColor?, _ bytes: [Double], _ label: String) {
    let rgb = c?.converted(to: .sRGB).components
    for (k, want) in bytes.enumerated() {
      #expect(abs((rgb?[k] ?? .nan) - want / 255) < 1e-12, "\(label)[\(k)]")
    }
  }

  @Test func stateLayersOfTokens34() throws {
    let report = try Auditor().audit(filledButton(PresetReference("material3-34")))
    #expect(
      Set(report.appearances.map(\.state))
        == [
          .normal, .focused, .pressed, .disabled, StateName(custom: "hover"),
          StateName(custom: "dragged"),
        ])
    // hover: #FFFFFF at 0.08 over #6750A4 in gamma-encoded sRGB, by hand per channel
    // 0.08·255 + 0.92·(103, 80, 164) = (115.16, 94, 171.28) → #735eab.
    let hover = fill(report, StateName(custom: "hover"))
    expectComponents(hover, [115.16, 94, 171.28], "hover")
    #expect(hover?.hexString() == "#735eab")
    // focused and pressed 0.10: 25.5 + 0.9·c = (118.2, 97.5, 173.1); dragged 0.16: (127.32,
    // 108, 178.56) → #7f6cb3.
    expectComponents(fill(report, .focused), [118.2, 97.5, 173.1], "focused")
    expectComponents(fill(report, .pressed), [118.2, 97.5, 173.1], "pressed")
    #expect(fill(report, StateName(custom: "dragged"))?.hexString() == "#7f6cb3")
    // WCAG 2 ratios of white on those fills (hand, the 0.04045 formula in double precision):
    // normal 6.4412, hover 5.3538, pressed 5.1148, dragged 4.4683 (fails 4.5 at 14 px).
    let cases: [(StateName, Double, Verdict)] = [
      (.normal, 6.441234821149803, .pass), (StateName(custom: "hover"), 5.353846784563887, .pass),
      (.pressed, 5.114800995763623, .pass), (.focused, 5.114800995763623, .pass),
      (StateName(custom: "dragged"), 4.468340466729658, .fail),
    ]
    for (state, ratio, verdict) in cases {
      let f = try #require(finding(report, "Filled", state, .text))
      #expect(abs(f.ratio - ratio) < 1e-9, "\(state)")
      #expect(f.verdict == verdict, "\(state)")
    }
  }

  @Test func disabledIsOnSurfaceOverTheSurface() throws {
    let report = try Auditor().audit(filledButton(PresetReference("material3-34")))
    // Container: #1D1B20 at 0.12 over #FEF7FF = 0.12·(29, 27, 32) + 0.88·(254, 247, 255)
    // = (227, 220.6, 228.24); label: #1D1B20 at 0.38 over it = (151.76, 147.032, 153.6688).
    let disabled = report.appearances.first { $0.state == .disabled }
    expectComponents(disabled?.fill, [227, 220.6, 228.24], "container")
    expectComponents(disabled?.text, [151.76, 147.032, 153.6688], "label")
    let text = try #require(finding(report, "Filled", .disabled, .text))
    #expect(abs(text.ratio - 2.250895465574889) < 1e-9)
    #expect(text.verdict == .exempt)
  }

  @Test func version0192PressesAt012AndTheWebContainerAt010() throws {
    let old = try Auditor().audit(filledButton(PresetReference("material3-v0.192")))
    // 0.12·255 + 0.88·(103, 80, 164) = (121.24, 101, 174.92) → #7965af, ratio 4.8879.
    expectComponents(fill(old, .pressed), [121.24, 101, 174.92], "pressed v0.192")
    #expect(fill(old, .focused)?.hexString() == "#7965af")
    let web = try Auditor().audit(
      filledButton(PresetReference("material3-34", arguments: ["disabledContainer": .number(0.1)])))
    // md.comp.button.disabled.container.opacity 0.1: 0.1·(29, 27, 32) + 0.9·(254, 247, 255).
    expectComponents(
      web.appearances.first { $0.state == .disabled }?.fill, [231.5, 225, 232.7], "web container")
  }

  @Test func darkThemesTakeTheDarkOnSurface() throws {
    // Baseline dark: primary80 #D0BCFF, on-primary primary20 #381E72, surface neutral6 #141218,
    // on-surface neutral90 #E6E0E9 (the preset's dark default).
    var spec = filledButton(PresetReference("material3-34"), themes: ["light", "dark"])
    spec.surfaces["surface"] = .themed([
      "light": .color(CSSColor(rgb: 0xFEF7FF)), "dark": .color(CSSColor(rgb: 0x141218)),
    ])
    spec.components[0].states["normal"] = StateSpec(
      text: .themed(["light": .color(.white), "dark": .color(CSSColor(rgb: 0x381E72))]),
      background: .themed([
        "light": .color(CSSColor(rgb: 0x6750A4)), "dark": .color(CSSColor(rgb: 0xD0BCFF)),
      ]))
    let report = try Auditor().audit(spec)
    // Dark container: 0.12·(230, 224, 233) + 0.88·(20, 18, 24) = (45.2, 42.72, 49.08).
    let dark = report.appearances.first { $0.state == .disabled && $0.theme == "dark" }
    expectComponents(dark?.fill, [45.2, 42.72, 49.08], "dark container")
    // Dark hover: #381E72 at 0.08 over #D0BCFF = 0.08·(56, 30, 114) + 0.92·(208, 188, 255)
    // = (195.84, 175.36, 243.72).
    expectComponents(
      fill(report, StateName(custom: "hover"), theme: "dark"), [195.84, 175.36, 243.72],
      "dark hover")
  }

  @Test func presetColoursCarryTheirRuleAndAnInferredPairing() throws {
    let spec = filledButton(
      PresetReference(
        "material3-34", arguments: ["focusIndicator": .color(.color(CSSColor(rgb: 0x625B71)))]))
    let resolved = try SpecResolver(spec: spec, blend: .encodedSRGB).resolveAll()[0]
    let hover = resolved.presetStates["hover"]?.sources["background"]?.source(theme: nil)
    #expect(hover?.rule == "material3-34: hover = text at 0.08 over background")
    #expect(hover?.pairing == .inferred)
    #expect(hover?.evidence?.contains("md.sys.state.hover.state-layer-opacity = 0.08") == true)
    let disabled = resolved.presetStates["disabled"]?.sources["text"]?.source(theme: nil)
    #expect(disabled?.rule == "material3-34: disabled = onSurface at 0.38")
    #expect(resolved.presetStates["focused"]?.focusRing == .color(CSSColor(rgb: 0x625B71)))
    #expect(
      resolved.states.first { $0.name == .focused }?.focusRing == CSSColor(rgb: 0x625B71))
  }

  @Test func statesTheComponentDefinesWin() throws {
    var spec = filledButton(PresetReference("material3-34"))
    spec.components[0].states["highlighted"] = StateSpec(
      text: .color(.white), background: .color(CSSColor(rgb: 0x4F378B)))
    let report = try Auditor().audit(spec)
    // The component's highlighted replaces the preset's pressed (its alias): no pressed state.
    #expect(!report.appearances.contains { $0.state == .pressed })
    #expect(fill(report, .highlighted) == CSSColor(rgb: 0x4F378B))
    #expect(fill(report, StateName(custom: "hover"))?.hexString() == "#735eab")
  }

  @Test func withoutABackgroundTheLayerIsDrawnOverTheSurface() throws {
    // A text button: label primary #6750A4, no container, on white.
    var spec = filledButton(PresetReference("material3-34"))
    spec.surfaces["surface"] = .color(.white)
    spec.components[0].states["normal"] = StateSpec(text: .color(CSSColor(rgb: 0x6750A4)))
    let report = try Auditor().audit(spec)
    // #6750A4 at 0.08 over white: 0.08·(103, 80, 164) + 0.92·255 = (242.84, 241, 247.72).
    expectComponents(fill(report, StateName(custom: "hover")), [242.84, 241, 247.72], "text hover")
    // No container and no outline: disabled has only the label.
    #expect(report.appearances.first { $0.state == .disabled }?.fill == .white)
  }
}
