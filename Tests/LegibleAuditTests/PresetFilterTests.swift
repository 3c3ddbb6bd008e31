import LegibleColor
import Testing

@testable import LegibleAudit

/// CSS filters (eBay Skin, Radix Themes) and the opacity modifier (Chakra v3).
@Suite struct PresetFilterTests {
  func button(
    _ preset: PresetReference, background: ColorValue, extra: [String: StateSpec] = [:],
    themes: [String] = []
  ) -> AuditSpec {
    var states = extra
    states["normal"] = StateSpec(text: .color(.white), background: background)
    return AuditSpec(
      name: "filters", themes: themes, surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(
          name: "B", surface: "page", font: FontSpec(size: 16), states: states, preset: preset)
      ])
  }

  func appearance(_ r: AuditReport, _ state: StateName, theme: String? = nil) -> StateAppearance? {
    r.appearances.first { $0.state == state && $0.theme == theme }
  }

  func expectComponents(_ c: CSSColor?, _ bytes: [Double], _ label: String) {
    let rgb = c?.converted(to: .sRGB).components
    for (k, want) in bytes.enumerated() {
      #expect(abs((rgb?[k] ?? .nan) - want / 255) < 1e-12, "\(label)[\(k)]")
    }
  }

  @Test func filterFunctionsFollowFilterEffects() {
    // brightness(a): slope a on R, G, B, clamped; saturate(1) is the identity matrix (to
    // rounding), saturate(0) the 0.213/0.715/0.072 grey (Filter Effects 1, feColorMatrix).
    let c = SIMD3<Double>(0.2, 0.5, 0.9)
    #expect(CSSFilterFunction.brightness(0.5).apply(c) == SIMD3(0.1, 0.25, 0.45))
    #expect(CSSFilterFunction.brightness(2).apply(c) == SIMD3(0.4, 1, 1))
    let same = CSSFilterFunction.saturate(1).apply(c)
    #expect(abs(same.x - 0.2) < 1e-15 && abs(same.y - 0.5) < 1e-15 && abs(same.z - 0.9) < 1e-15)
    let grey = 0.213 * 0.2 + 0.715 * 0.5 + 0.072 * 0.9
    let g = CSSFilterFunction.saturate(0).apply(c)
    #expect(abs(g.x - grey) < 1e-15 && abs(g.y - grey) < 1e-15 && abs(g.z - grey) < 1e-15)
    let translucent = CSSFilterFunction.apply(
      [.brightness(0.5)], to: CSSColor(.sRGB, 0.2, 0.4, 0.6, alpha: 0.5))
    #expect(translucent == CSSColor(.sRGB, 0.1, 0.2, 0.3, alpha: 0.5))
  }

  @Test func eBayBrightnessDimsTextAndBackground() throws {
    // eBay Skin's accent #0968f6 with white text (docs/reference/presets.md §3).
    let report = try Auditor().audit(
      button(PresetReference("css-filter-ebay"), background: .color(CSSColor(rgb: 0x0968F6))))
    // brightness(0.96) per channel: (9, 104, 246)·0.96 = (8.64, 99.84, 236.16) → #0964ec;
    // white → 0.96 (244.8).
    let hover = appearance(report, StateName(custom: "hover"))
    expectComponents(hover?.fill, [8.64, 99.84, 236.16], "hover fill")
    #expect(hover?.fill.hexString() == "#0964ec")
    expectComponents(hover?.text, [244.8, 244.8, 244.8], "hover text")
    #expect(appearance(report, .focused)?.fill == hover?.fill)
    // brightness(0.92): (8.28, 95.68, 226.32).
    expectComponents(appearance(report, .pressed)?.fill, [8.28, 95.68, 226.32], "pressed fill")
    // WCAG 2 (hand, double precision): normal 4.8583, hover 4.7583, pressed 4.6507.
    let ratios: [(StateName, Double)] = [
      (.normal, 4.858293534222363), (StateName(custom: "hover"), 4.758296621160567),
      (.pressed, 4.650744573128986),
    ]
    for (state, ratio) in ratios {
      let f = try #require(finding(report, "B", state, .text))
      #expect(abs(f.ratio - ratio) < 1e-9, "\(state)")
    }
    let resolved = try SpecResolver(
      spec: button(PresetReference("css-filter-ebay"), background: .color(CSSColor(rgb: 0x0968F6))),
      blend: .encodedSRGB
    ).resolveAll()[0]
    let source = resolved.presetStates["hover"]?.sources["background"]?.source(theme: nil)
    #expect(source?.rule == "css-filter-ebay: hover = normal under brightness(0.96)")
    #expect(source?.pairing == .inferred)
    #expect(source?.evidence?.contains("gamma-encoded sRGB") == true)
  }

  @Test func radixPressedFiltersTheHoverColourPerTheme() throws {
    // Radix blue: solid accent-9 #0090ff; hover accent-10 #0588f0 (light), #3b9eff (dark).
    // :active keeps accent-10 and adds the filter.
    let hover = StateSpec(
      from: "normal",
      background: .themed([
        "light": .color(CSSColor(rgb: 0x0588F0)), "dark": .color(CSSColor(rgb: 0x3B9EFF)),
      ]))
    let report = try Auditor().audit(
      button(
        PresetReference("css-filter-radix"), background: .color(CSSColor(rgb: 0x0090FF)),
        extra: ["hover": hover], themes: ["light", "dark"]))
    // Light: brightness(0.92) then saturate(1.1) on (5, 136, 240): red goes below 0 and clamps;
    // by hand (the feColorMatrix saturate rows) = (0, 126.99818, 232.24618).
    expectComponents(
      appearance(report, .pressed, theme: "light")?.fill, [0, 126.99818, 232.24618], "light")
    // Dark: brightness(1.08) on (59, 158, 255) = (63.72, 170.64, 255 clamped); white stays.
    let dark = appearance(report, .pressed, theme: "dark")
    expectComponents(dark?.fill, [63.72, 170.64, 255], "dark")
    #expect(dark?.text == .white)
    let f = try #require(finding(report, "B", .pressed, .text, theme: "dark"))
    #expect(abs(f.ratio - 2.482819910858207) < 1e-9)
  }

  @Test func opacityModifierFadesTheHoverBackgroundOverTheSurface() throws {
    // Chakra v3 blue.solid #2563eb at /90 over white: 0.9·(37, 99, 235) + 0.1·255
    // = (58.8, 114.6, 237).
    let report = try Auditor().audit(
      button(PresetReference("opacity-modifier"), background: .color(CSSColor(rgb: 0x2563EB))))
    expectComponents(
      appearance(report, StateName(custom: "hover"))?.fill, [58.8, 114.6, 237], "hover")
    let f = try #require(finding(report, "B", StateName(custom: "hover"), .text))
    #expect(abs(f.ratio - 4.337307633656209) < 1e-9)
    #expect(f.verdict == .fail)
    let half = try Auditor().audit(
      button(
        PresetReference("opacity-modifier", arguments: ["amount": .number(0.5)]),
        background: .color(CSSColor(rgb: 0x2563EB))))
    // 0.5·(37, 99, 235) + 0.5·255 = (146, 177, 245).
    expectComponents(
      appearance(half, StateName(custom: "hover"))?.fill, [146, 177, 245], "hover at 0.5")
  }
}
