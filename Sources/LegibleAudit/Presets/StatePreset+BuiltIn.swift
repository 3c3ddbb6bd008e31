import LegibleColor

// The built-in presets and the published values they use. Sources (docs/reference/presets.md
// quotes each line):
// - Material 3, token version 34: material-components-android
//   lib/java/com/google/android/material/resources/res/values/tokens.xml ("Version: 34.0.0":
//   m3_sys_state_hover 0.08, focus 0.1, pressed 0.1, dragged 0.16) and color/res/values/dimens.xml
//   (material_emphasis_disabled 0.38, material_emphasis_disabled_background 0.12, used by
//   m3_button_background_color_selector / m3_button_foreground_color_selector with
//   ?attr/colorOnSurface); material-web tokens/versions/latest/sass/_md-sys-state.scss
//   ("Version: 34.0.21", the same four opacities), _md-comp-button.scss
//   (md.comp.button.disabled.container.opacity 0.1; the deprecated md.comp.filled-button set
//   keeps 0.12), _md-ref-palette.scss (neutral10 #1d1b20, neutral90 #e6e0e9).
// - Material 3 v0.192: material-web tokens/versions/v0_192/_md-sys-state.scss (hover 0.08, focus
//   0.12, pressed 0.12, dragged 0.16) and _md-comp-filled-button.scss (disabled container 0.12,
//   label text 0.38).
// - Chakra UI v3 packages/react/src/theme/recipes/button.ts: solid `_hover: { bg:
//   "colorPalette.solid/90" }`.
// - eBay Skin 19.2.0 src/sass/button/button.scss: primary `&:focus, &:hover { filter:
//   brightness(96%) }`, `&:active { filter: brightness(92%) }`.
// - Radix Themes 3.3.0 packages/radix-ui-themes/src/components/_internal/base-button.css:
//   `--base-button-solid-active-filter: brightness(0.92) saturate(1.1)`, in `.dark, .dark-theme`
//   `brightness(1.08)`; `:active` also sets `background-color: var(--accent-10)`, the hover colour.
// - The three recipes of the project brief, as Examples/seed-buttons.json transcribes them.

extension StatePreset {
  /// Every built-in preset, in the order `docs/reference/presets.md` lists them.
  public static let builtIn: [StatePreset] = [
    material3(version: "34", focus: 0.1, pressed: 0.1, source: material34Source),
    material3(version: "v0.192", focus: 0.12, pressed: 0.12, source: material0192Source),
    opacityModifier, cssFilterEBay, cssFilterRadix, uikitStateImages, swiftUIPressedOpacity,
    uikitDerivedHighlight,
  ]

  static let material34Source =
    "Material 3 tokens 34: material-components-android resources/res/values/tokens.xml"
    + " (Version 34.0.0; hover 0.08, focus 0.1, pressed 0.1, dragged 0.16) and"
    + " color/res/values/dimens.xml (material_emphasis_disabled 0.38,"
    + " material_emphasis_disabled_background 0.12); material-web"
    + " tokens/versions/latest/sass/_md-sys-state.scss (Version 34.0.21, the same opacities;"
    + " md.comp.button.disabled.container.opacity 0.1 on the web)"

  static let material0192Source =
    "Material 3 tokens v0.192: material-web tokens/versions/v0_192/_md-sys-state.scss (hover"
    + " 0.08, focus 0.12, pressed 0.12, dragged 0.16) and _md-comp-filled-button.scss (disabled"
    + " container 0.12, label text 0.38)"

  /// A Material 3 version: the four state layers over the container, and disabled from
  /// on-surface (md.ref.palette.neutral10 #1d1b20 in light, neutral90 #e6e0e9 in dark, the same
  /// in both versions).
  static func material3(version: String, focus: Double, pressed: Double, source: String)
    -> StatePreset
  {
    let layers = [
      Layer(state: "hover", parameter: "hover", token: "md.sys.state.hover.state-layer-opacity"),
      Layer(state: "focused", parameter: "focus", token: "md.sys.state.focus.state-layer-opacity"),
      Layer(
        state: "pressed", parameter: "pressed", token: "md.sys.state.pressed.state-layer-opacity"),
      Layer(
        state: "dragged", parameter: "dragged", token: "md.sys.state.dragged.state-layer-opacity"),
    ]
    func opacity(_ name: String, _ value: Double, _ what: String) -> PresetParameter {
      PresetParameter(
        name: name, summary: what + ", 0…1 (\(value.plainDescription) in tokens \(version))",
        kind: .number(0...1), defaultValue: .number(value))
    }
    return StatePreset(
      id: "material3-" + version,
      summary:
        "Material 3 state layers (tokens \(version)): hover, focused, pressed and dragged draw the"
        + " label colour at 0.08, \(focus.plainDescription), \(pressed.plainDescription) and 0.16"
        + " over the container; disabled text is on-surface at 0.38 and the container (and"
        + " outline) on-surface at 0.12 over the surface",
      facets: .both, states: ["hover", "focused", "pressed", "dragged", "disabled"],
      parameters: [
        opacity("hover", 0.08, "hover state-layer opacity"),
        opacity("focus", focus, "focus state-layer opacity"),
        opacity("pressed", pressed, "pressed state-layer opacity"),
        opacity("dragged", 0.16, "dragged state-layer opacity"),
        opacity("disabledContent", 0.38, "disabled label opacity of on-surface"),
        opacity(
          "disabledContainer", 0.12,
          "disabled container and outline opacity of on-surface (the web's md.comp.button set of"
            + " tokens 34 uses 0.1)"),
        PresetParameter(
          name: "onSurface",
          summary: "the scheme's on-surface colour (baseline #1d1b20; #e6e0e9 in dark themes)",
          kind: .color, defaultValue: .color(.color(CSSColor(rgb: 0x1D1B20))),
          darkDefault: .color(.color(CSSColor(rgb: 0xE6E0E9)))),
        PresetParameter(
          name: "stateLayer",
          summary: "the state-layer colour; without it, the normal state's text (the content"
            + " colour Material draws the layer in)",
          kind: .color, defaultValue: nil),
        PresetParameter(
          name: "focusIndicator",
          summary: "the focus ring of the focused state (md.comp.*.focus.indicator.color);"
            + " without it, the normal state's ring",
          kind: .color, defaultValue: nil),
      ],
      source: source, recipe: .stateLayers(layers))
  }

  static let opacityModifier = StatePreset(
    id: "opacity-modifier",
    summary:
      "hover draws the normal background at 0.9 of its alpha over the surface (Chakra v3's"
      + " colorPalette.solid/90); the text stays",
    facets: .background, states: ["hover"],
    parameters: [
      PresetParameter(
        name: "amount", summary: "the alpha factor of the hover background, 0…1 (Chakra: 0.9)",
        kind: .number(0...1), defaultValue: .number(0.9))
    ],
    source:
      "Chakra UI v3 packages/react/src/theme/recipes/button.ts: solid _hover bg"
      + " \"colorPalette.solid/90\" (color-mix in srgb with transparent: alpha × 0.9)",
    recipe: .opacityModifier(state: "hover", parameter: "amount"))

  static let cssFilterEBay = StatePreset(
    id: "css-filter-ebay",
    summary:
      "hover and focused are the normal state under filter: brightness(0.96), pressed under"
      + " brightness(0.92), text, background and border alike, in gamma-encoded sRGB",
    facets: .both, states: ["hover", "focused", "pressed"],
    parameters: [
      brightness("hover", 0.96, ":hover"), brightness("focus", 0.96, ":focus"),
      brightness("pressed", 0.92, ":active"),
    ],
    source:
      "eBay Skin 19.2.0 src/sass/button/button.scss: .btn--primary &:focus, &:hover { filter:"
      + " brightness(96%) }, &:active { filter: brightness(92%) }",
    recipe: .cssFilter([
      FilterStep(
        state: "hover", bases: ["normal"],
        functions: [FilterUse(kind: .brightness, parameter: "hover")],
        rule: ".btn--primary:hover { filter }"),
      FilterStep(
        state: "focused", bases: ["normal"],
        functions: [FilterUse(kind: .brightness, parameter: "focus")],
        rule: ".btn--primary:focus { filter }"),
      FilterStep(
        state: "pressed", bases: ["normal"],
        functions: [FilterUse(kind: .brightness, parameter: "pressed")],
        rule: ".btn--primary:active { filter }"),
    ]))

  static func brightness(_ name: String, _ value: Double, _ selector: String) -> PresetParameter {
    PresetParameter(
      name: name,
      summary: "the brightness() amount of \(selector), ≥ 0 (\(value.plainDescription))",
      kind: .number(0...Double.infinity), defaultValue: .number(value))
  }

  static let cssFilterRadix = StatePreset(
    id: "css-filter-radix",
    summary:
      "pressed is the hover state (else normal) under filter: brightness(0.92) saturate(1.1) in"
      + " light themes and brightness(1.08) in themes whose name contains \"dark\", text,"
      + " background and border alike, in gamma-encoded sRGB",
    facets: .both, states: ["pressed"],
    parameters: [
      PresetParameter(
        name: "brightness",
        summary: "the brightness() amount of :active, ≥ 0 (0.92; 1.08 in dark themes)",
        kind: .number(0...Double.infinity), defaultValue: .number(0.92),
        darkDefault: .number(1.08)),
      PresetParameter(
        name: "saturate",
        summary: "the saturate() amount of :active, ≥ 0 (1.1; 1 in dark themes)",
        kind: .number(0...Double.infinity), defaultValue: .number(1.1), darkDefault: .number(1)),
    ],
    source:
      "Radix Themes 3.3.0 packages/radix-ui-themes/src/components/_internal/base-button.css:"
      + " --base-button-solid-active-filter brightness(0.92) saturate(1.1), in .dark and"
      + " .dark-theme brightness(1.08); :active also sets background-color var(--accent-10),"
      + " the hover colour",
    recipe: .cssFilter([
      FilterStep(
        state: "pressed", bases: ["hover", "normal"],
        functions: [
          FilterUse(kind: .brightness, parameter: "brightness"),
          FilterUse(kind: .saturate, parameter: "saturate"),
        ],
        rule: ".rt-BaseButton:active { filter: var(--base-button-solid-active-filter) }")
    ]))

  static let uikitStateImages = StatePreset(
    id: "uikit-state-images",
    summary:
      "recipe 1, UIKit per-state colours (setBackgroundImage and setTitleColor for a state):"
      + " highlighted, selected and disabled give their own colours; a state or colour left"
      + " unset is the normal state's, as UIKit draws it",
    facets: .both, states: ["highlighted", "selected", "disabled"], parameters: [],
    source:
      "the brief's recipe 1 (UIButton+BackgroundColorForState); UIButton"
      + " setTitleColor(_:for:): \"if a property is not specified for a state, the default is to"
      + " use the normal value\"",
    recipe: .stateImages(["highlighted", "selected", "disabled"]))

  static let swiftUIPressedOpacity = StatePreset(
    id: "swiftui-pressed-opacity",
    summary:
      "recipe 2, a SwiftUI ButtonStyle: pressed draws the whole normal button at opacity 0.8"
      + " (and scale 0.98, which does not change colour)",
    facets: .both, states: ["pressed"],
    parameters: [
      PresetParameter(
        name: "opacity", summary: "the group opacity of the pressed button, 0…1 (0.8)",
        kind: .number(0...1), defaultValue: .number(0.8))
    ],
    source:
      "the brief's recipe 2 (MyButtonStyle: .opacity(configuration.isPressed ? 0.8 : 1.0),"
      + " .scaleEffect(configuration.isPressed ? 0.98 : 1.0))",
    recipe: .groupOpacity(state: "pressed", parameter: "opacity", scale: 0.98))

  static let uikitDerivedHighlight = StatePreset(
    id: "uikit-derived-highlight",
    summary:
      "recipe 3, a UIButton subclass: highlighted text and border are the normal ones with"
      + " alpha 0.4, the background the normal one with white at 0.6 drawn over it",
    facets: .both, states: ["highlighted"],
    parameters: [
      PresetParameter(
        name: "alpha",
        summary: "the alpha of the highlighted text and border (withAlphaComponent), 0…1 (0.4)",
        kind: .number(0...1), defaultValue: .number(0.4)),
      PresetParameter(
        name: "amount", summary: "the alpha of the white drawn over the background, 0…1 (0.6)",
        kind: .number(0...1), defaultValue: .number(0.6)),
    ],
    source:
      "the brief's recipe 3 (HighlightButton: setTitleColor(color.withAlphaComponent(0.4), for:"
      + " .highlighted), highlightedBorderColor = borderColor?.withAlphaComponent(0.4),"
      + " image.blend(UIColor.white.withAlphaComponent(0.6).image))",
    recipe: .derivedHighlight(state: "highlighted"))
}
