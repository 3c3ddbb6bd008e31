import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import Testing

/// Discovery on small inline token sets: one per name order of
/// ../shared/reference/state-tokens.md §18's table, one
/// per ambiguity it lists (1–4, 7, 8, 13), inherited states, and unrelated components.
@Suite("TokenComponentDiscovery")
struct TokenComponentDiscoveryTests {
  /// A theme-less set of `name: 0xRRGGBB` tokens (alpha 1 unless given), in a file `t.json`.
  static func set(
    _ tokens: [(String, UInt32)], alpha: [String: Double] = [:],
    themes: [String: [(String, UInt32)]] = [:], diagnostics: [String] = []
  ) -> TokenSet {
    var all: [Token] = []
    for (i, (name, rgb)) in tokens.enumerated() {
      var color = CSSColor(rgb: rgb)
      if let a = alpha[name] { color.alpha = a }
      all.append(
        Token(
          name: name, color: color, location: FileLocation(file: "t.json", line: i + 1, column: 3)))
    }
    for (theme, list) in themes.sorted(by: { $0.key < $1.key }) {
      for (i, (name, rgb)) in list.enumerated() {
        all.append(
          Token(
            name: name, theme: theme, color: CSSColor(rgb: rgb),
            location: FileLocation(file: "\(theme).json", line: i + 1)))
      }
    }
    let notes = diagnostics.map { name in
      ImportDiagnostic(
        severity: .warning, name: name,
        message: "unresolved alias {\(name)} → {x.y}: no token named \"x.y\"",
        location: FileLocation(file: "t.json", line: 99, column: 5))
    }
    return TokenSet(tokens: all, diagnostics: notes)
  }

  static func discover(_ set: TokenSet, _ options: DiscoveryOptions = DiscoveryOptions())
    -> DiscoveredComponents
  {
    TokenComponentDiscovery(options: options).discover(set, files: ["t.json"])
  }

  static func component(_ r: DiscoveredComponents, _ name: String) -> ComponentSpec? {
    r.components.first { $0.name == name }
  }

  static func source(_ state: StateSpec?, _ property: String) -> ColorSource? {
    state?.sources[property]?.source(theme: nil)
  }

  @Test("Bootstrap --bs-btn-hover-bg ↔ --bs-btn-hover-color: component–state–part, color = text")
  func bootstrap() throws {
    let r = Self.discover(
      Self.set([
        ("--bs-btn-bg", 0x0d6efd), ("--bs-btn-color", 0xffffff),
        ("--bs-btn-hover-bg", 0x0b5ed7), ("--bs-btn-hover-color", 0xfffffe),
        ("--bs-btn-border-color", 0x0d6efd),
      ]))
    let btn = try #require(Self.component(r, "btn"))
    #expect(btn.states.keys.sorted() == ["hover", "normal"])
    #expect(btn.states["hover"]?.text == .color(CSSColor(rgb: 0xfffffe)))
    #expect(btn.states["hover"]?.background == .color(CSSColor(rgb: 0x0b5ed7)))
    let text = try #require(Self.source(btn.states["hover"], "text"))
    #expect(text.token == "--bs-btn-hover-color")
    #expect(text.pairing == .inferred)
    #expect(text.line == 4)
    #expect(text.evidence?.contains("read as the text") == true)
    #expect(btn.states["hover"]?.border == .color(CSSColor(rgb: 0x0d6efd)))
    #expect(Self.source(btn.states["hover"], "border")?.pairing == .inherited)
    #expect(btn.surface == "page")
    #expect(btn.font == nil)
    #expect(r.notes.contains { $0.kind == .suggestedPreset && $0.message.hasPrefix("bootstrap5") })
  }

  @Test(
    "A state's own fill in the colour of the text it inherits is review, not a 1:1 fail (Backpack's destructive: #e70866 text, pressed fill #e70866)"
  )
  func inheritedTextSameAsOwnFill() throws {
    // Backpack's token-sync CSS (Apache-2.0) names a pressed fill for the destructive button but
    // no pressed text: its component draws --bpk-text-inverse there, which the tokens do not say.
    let r = Self.discover(
      Self.set([
        ("--bpk-private-button-colour-background-destructive", 0xffffff),
        ("--bpk-private-button-colour-text-destructive", 0xe70866),
        ("--bpk-private-button-colour-background-destructive-pressed", 0xe70866),
        ("--bpk-private-button-colour-background-secondary", 0xe0e4e9),
        ("--bpk-private-button-colour-text-secondary", 0x161616),
        ("--bpk-private-button-colour-background-secondary-pressed", 0xc1c7cf),
      ]))
    let destructive = try #require(
      r.components.first { $0.name.hasSuffix("destructive") }, "\(r.components.map(\.name))")
    #expect(destructive.states["pressed"]?.text == .color(CSSColor(rgb: 0xe70866)))
    #expect(
      destructive.states["pressed"]?.review?.contains("the colour of its own fill") == true)
    #expect(destructive.states["normal"]?.review == nil)
    // The same inheritance onto a fill of another colour stays decided.
    let secondary = try #require(r.components.first { $0.name.hasSuffix("secondary") })
    #expect(secondary.states["pressed"]?.review == nil)
  }

  @Test("SLDS COLOR_TEXT_BUTTON_BRAND_HOVER ↔ COLOR_BACKGROUND_BUTTON_BRAND_HOVER: part first")
  func slds() throws {
    let r = Self.discover(
      Self.set([
        ("COLOR_BACKGROUND_BUTTON_BRAND", 0x0176d3), ("COLOR_TEXT_BUTTON_BRAND", 0xffffff),
        ("COLOR_BACKGROUND_BUTTON_BRAND_HOVER", 0x014486),
        ("COLOR_TEXT_BUTTON_BRAND_HOVER", 0xfefefe),
        ("COLOR_BACKGROUND_BUTTON_BRAND_FOCUS", 0x014486),
      ]))
    let brand = try #require(Self.component(r, "BUTTON_BRAND"))
    #expect(brand.states.keys.sorted() == ["focused", "hover", "normal"])
    #expect(Self.source(brand.states["hover"], "text")?.token == "COLOR_TEXT_BUTTON_BRAND_HOVER")
    // SLDS _FOCUS: a background with no text token takes rest's text, said as inherited.
    let focusText = try #require(Self.source(brand.states["focused"], "text"))
    #expect(focusText.pairing == .inherited)
    #expect(focusText.token == "COLOR_TEXT_BUTTON_BRAND")
    #expect(brand.states["focused"]?.review == nil)
  }

  @Test("Polaris -on-bg-fill: text-brand-on-bg-fill-hover ↔ bg-fill-brand-hover")
  func polaris() throws {
    let r = Self.discover(
      Self.set([
        ("color-bg-fill-brand", 0x303030), ("color-bg-fill-brand-hover", 0x1a1a1a),
        ("color-text-brand-on-bg-fill", 0xffffff), ("color-text-brand-on-bg-fill-hover", 0xfafafa),
      ]))
    let brand = try #require(Self.component(r, "brand"))
    #expect(
      Self.source(brand.states["hover"], "text")?.token == "color-text-brand-on-bg-fill-hover")
    #expect(Self.source(brand.states["hover"], "text")?.evidence?.contains("on-naming") == true)
    #expect(Self.source(brand.states["hover"], "background")?.token == "color-bg-fill-brand-hover")
  }

  @Test("Fluent role–part–state: NeutralForegroundOnBrand on BrandBackground.*, per theme")
  func fluent() throws {
    let light: [(String, UInt32)] = [
      ("BrandBackground.Fill.Color.Rest", 0x0f6cbd), ("BrandBackground.Fill.Color.Hover", 0x115ea3),
      ("NeutralForegroundOnBrand.Fill.Color.Rest", 0xffffff),
      ("NeutralBackground1.Fill.Color.Rest", 0xffffff),
    ]
    let dark: [(String, UInt32)] = [
      ("BrandBackground.Fill.Color.Rest", 0x115ea3), ("BrandBackground.Fill.Color.Hover", 0x0f6cbd),
      ("NeutralForegroundOnBrand.Fill.Color.Rest", 0xffffff),
      ("NeutralBackground1.Fill.Color.Rest", 0x292929),
    ]
    let r = Self.discover(Self.set([], themes: ["light": light, "dark": dark]))
    #expect(r.themes == ["light", "dark"])
    let brand = try #require(Self.component(r, "Brand"))
    #expect(
      brand.states["hover"]?.background
        == .themed([
          "light": .color(CSSColor(rgb: 0x115ea3)), "dark": .color(CSSColor(rgb: 0x0f6cbd)),
        ]))
    let text = try #require(brand.states["hover"]?.sources["text"]?.source(theme: "dark"))
    #expect(text.token == "NeutralForegroundOnBrand.Fill.Color.Rest")
    #expect(text.pairing == .inherited)
    #expect(text.file == "dark.json")
    #expect(
      r.surfaces["page"]
        == .themed([
          "light": .color(CSSColor(rgb: 0xffffff)), "dark": .color(CSSColor(rgb: 0x292929)),
        ]))
    #expect(
      r.surfaceSources["page"]?.source(theme: "dark")?.token == "NeutralBackground1.Fill.Color.Rest"
    )
  }

  @Test("Material md.comp component–variant–state–part: container ↔ label-text; state layer noted")
  func material() throws {
    let r = Self.discover(
      Self.set([
        ("md.comp.filled-button.container.color", 0x6750a4),
        ("md.comp.filled-button.label-text.color", 0xffffff),
        ("md.comp.filled-button.disabled.container.color", 0x1d1b20),
        ("md.comp.filled-button.disabled.label-text.color", 0x1d1b20),
        ("md.comp.filled-button.hovered.state-layer.color", 0xffffff),
      ]))
    let filled = try #require(Self.component(r, "filled-button"))
    #expect(filled.states.keys.sorted() == ["disabled", "normal"])
    #expect(
      Self.source(filled.states["normal"], "text")?.token
        == "md.comp.filled-button.label-text.color")
    #expect(
      r.notes.contains {
        $0.kind == .skipped && $0.subject == "md.comp.filled-button.hovered.state-layer.color"
      })
    #expect(
      r.notes.contains { $0.kind == .suggestedPreset && $0.message.hasPrefix("material3-34") })
  }

  @Test("Spectrum variant–part–state: accent-content-color-hover ↔ accent-background-color-hover")
  func spectrum() throws {
    let r = Self.discover(
      Self.set([
        ("accent-background-color-default", 0x3b63fb), ("accent-background-color-hover", 0x274dea),
        ("accent-background-color-key-focus", 0x274dea),
        ("accent-content-color-default", 0xffffff), ("accent-content-color-hover", 0xfffffe),
      ]))
    let accent = try #require(Self.component(r, "accent"))
    #expect(accent.states.keys.sorted() == ["focused", "hover", "normal"])
    #expect(Self.source(accent.states["hover"], "text")?.token == "accent-content-color-hover")
    #expect(Self.source(accent.states["focused"], "text")?.pairing == .inherited)
  }

  @Test("Ant defaultHoverBg ↔ defaultHoverColor: variant–state–part, and defaultBg (ambiguity 2)")
  func ant() throws {
    let r = Self.discover(
      Self.set([
        ("defaultBg", 0xffffff), ("defaultColor", 0x000000),
        ("defaultHoverBg", 0xfafafa), ("defaultHoverColor", 0x4096ff),
      ]))
    let d = try #require(Self.component(r, "default"))
    #expect(Self.source(d.states["hover"], "text")?.token == "defaultHoverColor")
    #expect(Self.source(d.states["normal"], "background")?.token == "defaultBg")
    #expect(d.states["normal"]?.review?.contains("ambiguity 2") == true)
    #expect(d.states["hover"]?.review == nil)
  }

  @Test("Ambiguity 1: active in a tab with no hover, and inactive, are marked for review")
  func activeAndInactive() throws {
    let r = Self.discover(
      Self.set([
        ("tab.bg", 0xffffff), ("tab.text", 0x333333), ("tab.active.bg", 0x0055cc),
        ("tab.active.text", 0xffffff), ("tab.inactive.text", 0x999999),
      ]))
    let tab = try #require(Self.component(r, "tab"))
    #expect(tab.states["pressed"]?.review?.contains("ambiguity 1") == true)
    #expect(tab.states["disabled"]?.review?.contains("\"inactive\" read as disabled") == true)
    #expect(tab.states["normal"]?.review == nil)
  }

  @Test(
    "Ambiguity 2: COLOR_BACKGROUND_BUTTON_DEFAULT is the default variant when _DEFAULT_HOVER exists"
  )
  func defaultVariant() throws {
    let r = Self.discover(
      Self.set([
        ("COLOR_BACKGROUND_BUTTON_DEFAULT", 0xffffff), ("COLOR_TEXT_BUTTON_DEFAULT", 0x0176d3),
        ("COLOR_BACKGROUND_BUTTON_DEFAULT_HOVER", 0xf3f3f3),
      ]))
    let d = try #require(Self.component(r, "BUTTON_DEFAULT"))
    #expect(d.states.keys.sorted() == ["hover", "normal"])
    #expect(d.states["normal"]?.review?.contains("ambiguity 2") == true)
    #expect(!r.components.contains { $0.name == "BUTTON" })
  }

  @Test("Ambiguities 3 and 4: Carbon danger-primary as rest, text-on-color for every fill")
  func carbonPrimaryAndSystemText() throws {
    let r = Self.discover(
      Self.set([
        ("button.danger-primary", 0xda1e28), ("button.danger-hover", 0xb81921),
        ("button.danger-active", 0x750e13), ("text-on-color", 0xffffff),
      ]))
    let danger = try #require(Self.component(r, "button.danger"))
    #expect(danger.states.keys.sorted() == ["hover", "normal", "pressed"])
    #expect(Self.source(danger.states["normal"], "background")?.token == "button.danger-primary")
    #expect(danger.states["normal"]?.review?.contains("ambiguity 3") == true)
    for state in danger.states.values {
      #expect(state.review?.contains("ambiguity 4") == true)
    }
    #expect(Self.source(danger.states["hover"], "text")?.token == "text-on-color")
  }

  /// Audits what discovery found, as `legible audit` does.
  static func audit(_ r: DiscoveredComponents) throws -> AuditReport {
    try Auditor().audit(r.spec(name: "t"))
  }

  @Test("No text token at all: a component whose every state needs review, never a pass")
  func noText() throws {
    let r = Self.discover(
      Self.set([("button.primary", 0x0f62fe), ("button.primary-hover", 0x0050e6)]))
    let c = try #require(Self.component(r, "button.primary"))
    #expect(Set(c.states.keys) == ["normal", "hover"])
    for state in c.states.values {
      #expect(state.text == nil)
      #expect(state.review?.hasPrefix("no text colour is named for \"button.primary\"") == true)
    }
    let report = try Self.audit(r)
    #expect(!report.findings.isEmpty)
    #expect(report.findings.allSatisfy { $0.verdict == .needsReview })
  }

  @Test("Ambiguity 7 and unrelated components: gray text never pairs with a secondary fill")
  func unrelatedNeverPair() throws {
    let r = Self.discover(
      Self.set([
        ("color.text.button.gray", 0x111111), ("color.text.button.gray.hover", 0x111111),
        ("color.background.button.secondary", 0xe9e9e9),
        ("color.background.button.secondary.hover", 0xe1e1e1),
        ("button.primary.bgColor.rest", 0x1f883d), ("button.danger.fgColor.rest", 0xd1242f),
        ("button.danger.fgColor.hover", 0xffffff),
      ]))
    // Four stems, each its own component with one side only: nothing joins two of them.
    #expect(r.components.count == 4)
    for c in r.components {
      for state in c.states.values {
        #expect((state.text == nil) != (state.background == nil), "\(c.name)")
        #expect(state.review != nil, "\(c.name)")
      }
    }
    #expect(try Self.audit(r).findings.allSatisfy { $0.verdict != .pass })
  }

  @Test("A level number alone (Fluent's Neutral2) pairs for review; level 1 is the documented pair")
  func levelNumbers() throws {
    let r = Self.discover(
      Self.set([
        ("NeutralForeground1.Fill.Color.Rest", 0x242424),
        ("NeutralBackground1.Fill.Color.Rest", 0xffffff),
        ("NeutralBackground1.Fill.Color.Hover", 0xf5f5f5),
        ("NeutralForeground2.Fill.Color.Rest", 0x424242),
        ("NeutralBackground2.Fill.Color.Rest", 0xfafafa),
        ("NeutralBackground2.Fill.Color.Hover", 0xf0f0f0),
      ]))
    let one = try #require(r.components.first { $0.name.hasSuffix("1") })
    #expect(one.states["normal"]?.review == nil)
    let two = try #require(r.components.first { $0.name.hasSuffix("2") })
    #expect(two.states["normal"]?.review?.contains("shared level number 2") == true)
  }

  @Test("Ambiguity 8: a translucent fill over an assumed page needs review; dark page unknown")
  func translucent() throws {
    let fills: [(String, UInt32)] = [
      ("btn.bg", 0x0055cc), ("btn.text", 0xffffff), ("btn.hover.bg", 0x000000),
    ]
    var set = Self.set([], themes: ["light": fills, "dark": fills])
    for i in set.tokens.indices where set.tokens[i].name == "btn.hover.bg" {
      set.tokens[i].color.alpha = 0.5
    }
    let r = Self.discover(set)
    let btn = try #require(Self.component(r, "btn"))
    #expect(btn.states["hover"]?.review?.contains("ambiguity 8") == true)
    #expect(btn.states["normal"]?.review == nil)
    #expect(
      r.surfaces["page"] == .themed(["light": .color(CSSColor(rgb: 0xffffff)), "dark": .unknown]))
    #expect(r.surfaceSources["page"]?.source(theme: "dark")?.rule?.hasPrefix("assumed:") == true)
    let given = Self.discover(
      set,
      DiscoveryOptions(pages: ["light": CSSColor(rgb: 0xf6f8fa), "dark": CSSColor(rgb: 0x0d1117)]))
    #expect(given.components.first?.states["hover"]?.review == nil)
  }

  @Test("Ambiguity 13: an unresolved state token is never replaced by rest's")
  func unresolved() throws {
    let r = Self.discover(
      Self.set(
        [("--bs-btn-bg", 0x0d6efd), ("--bs-btn-color", 0xffffff), ("--bs-btn-hover-bg", 0x0b5ed7)],
        diagnostics: ["--bs-btn-hover-color", "--bs-btn-active-bg"]))
    let btn = try #require(Self.component(r, "btn"))
    #expect(btn.states["hover"]?.text == nil)
    #expect(btn.states["hover"]?.review?.contains("{x.y}") == true)
    #expect(btn.states["pressed"] == nil)
    #expect(r.notes.contains { $0.kind == .unpaired && $0.subject == "--bs-btn-active-bg" })
    // The reference's value, when the caller gives it, stands in (not as a token).
    let given = Self.discover(
      Self.set(
        [("--bs-btn-bg", 0x0d6efd), ("--bs-btn-color", 0xffffff), ("--bs-btn-hover-bg", 0x0b5ed7)],
        diagnostics: ["--bs-btn-hover-color"]),
      DiscoveryOptions(references: ["x.y": CSSColor(rgb: 0xfffffd)]))
    let hover = given.components.first?.states["hover"]
    #expect(hover?.text == .color(CSSColor(rgb: 0xfffffd)))
    #expect(Self.source(hover, "text")?.token == nil)
    #expect(Self.source(hover, "text")?.rule?.contains("DiscoveryOptions.references") == true)
    #expect(hover?.review == nil)
  }

  @Test("A shared disabled group serves every variant; compounds only when named")
  func sharedDisabledAndCompounds() throws {
    let r = Self.discover(
      Self.set([
        ("neutral-background-color-default", 0x292929),
        ("neutral-background-color-selected-default", 0x000000),
        ("neutral-background-color-selected-hover", 0x111111),
        ("neutral-content-color-default", 0xffffff),
        ("disabled-background-color", 0xe6e6e6), ("disabled-content-color", 0x8f8f8f),
      ]))
    let neutral = try #require(Self.component(r, "neutral"))
    #expect(neutral.states.keys.sorted() == ["disabled", "normal", "selected", "selected-hover"])
    #expect(
      Self.source(neutral.states["disabled"], "background")?.token == "disabled-background-color")
    #expect(Self.source(neutral.states["selected-hover"], "text")?.pairing == .inherited)
    #expect(r.customStates.isEmpty)
  }

  @Test("Output is deterministic: the same set gives the same result, components sorted")
  func deterministic() {
    let set = Self.set([
      ("b.hover.bg", 1), ("b.bg", 2), ("b.text", 3), ("a.bg", 4), ("a.text", 5), ("a.hover.bg", 6),
    ])
    let one = Self.discover(set)
    let two = Self.discover(set)
    #expect(one == two)
    #expect(one.components.map(\.name) == ["a", "b"])
  }
}
