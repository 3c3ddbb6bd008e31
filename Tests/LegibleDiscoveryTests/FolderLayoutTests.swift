import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import TestSupport
import Testing

/// Issue 41: the layouts real token packages and theme stylesheets have, each a minimal
/// reproduction written here (no system's files): palette, semantic and component tokens in
/// folders of their own; a root stylesheet joining its theme by `@import`; a `dark/` folder of
/// overrides; a brand theme class combined with a mode attribute; tokens without `$type`.
/// Colours exact (hex as written).
@Suite("Discovery: folder layouts of real packages")
struct FolderLayoutTests {
  static let palette = """
    { "color": { "$type": "color",
      "blue": { "60": { "$value": "#0f62fe" }, "70": { "$value": "#0043ce" } },
      "white": { "$value": "#ffffff" } } }
    """
  static let button = """
    { "button": { "primary": { "$type": "color",
      "background": { "rest": { "$value": "{color.blue.60}" }, "hover": { "$value": "{color.blue.70}" } },
      "text": { "rest": { "$value": "{color.white}" } } } } }
    """

  func discover(_ files: [String: String], _ paths: [String] = ["."]) throws
    -> SpecDiscovery.Result
  {
    try withTemporaryFolder(files) { folder in
      try SpecDiscovery().discover(paths.map { folder.appendingPathComponent($0).path })
    }
  }

  @Test("An alias into a sibling subfolder resolves: palette/ and components/ are one system")
  func aliasAcrossSubfolders() throws {
    let result = try discover([
      "palette/colors.json": Self.palette, "components/button.json": Self.button,
    ])
    let found = result.found
    #expect(found.components.map(\.name) == ["button.primary"])
    #expect(found.hex("button.primary", "normal", "text") == "#ffffff")
    #expect(found.hex("button.primary", "normal", "background") == "#0f62fe")
    #expect(found.hex("button.primary", "hover", "background") == "#0043ce")
    #expect(!result.diagnostics.contains { $0.message.contains("unresolved alias") })
  }

  @Test("Sibling folders that share no reference stay separate systems, each with its own page")
  func unrelatedFoldersStayApart() throws {
    let other = Self.button.replacingOccurrences(of: "button", with: "chip")
      .replacingOccurrences(of: "{color.blue.60}", with: "#222222")
      .replacingOccurrences(of: "{color.blue.70}", with: "#333333")
      .replacingOccurrences(of: "{color.white}", with: "#eeeeee")
    let found = try discover([
      "a/palette/colors.json": Self.palette, "a/components/button.json": Self.button,
      "b/chip.json": other,
    ]).found
    #expect(found.components.map(\.name).sorted() == ["button.primary", "chip.primary"])
    // Two systems: two pages, each named after its folder.
    #expect(found.surfaces.count == 2)
    #expect(found.hex("chip.primary", "hover", "background") == "#333333")
  }

  @Test("A root stylesheet's @imports are read in order, with the files they bring in")
  func importsInOrder() throws {
    let found = try discover(
      [
        "theme/index.css": """
        @import url("./base/palette.css");
        @import "components/button.css" layer(components);
        """,
        "theme/base/palette.css":
          ":root { --blue: #0f62fe; --blue-dark: #002d9c; --on-blue: #fff }",
        "theme/components/button.css": """
        .btn-primary { color: var(--on-blue); background-color: var(--blue) }
        .btn-primary:hover { background-color: var(--blue-dark) }
        """,
      ], ["theme/index.css"]
    ).found
    #expect(found.hex(".btn-primary", "normal", "background") == "#0f62fe")
    #expect(found.hex(".btn-primary", "normal", "text") == "#ffffff")
    #expect(found.hex(".btn-primary", "hover", "background") == "#002d9c")
  }

  @Test("A dark/ folder of overrides is the dark theme; the base is light; aliases stay in theme")
  func darkFolderIsALayer() throws {
    let darkPalette = """
      { "color": { "$type": "color", "blue": { "60": { "$value": "#78a9ff" } } } }
      """
    let found = try discover([
      "base/colors.json": Self.palette, "base/button.json": Self.button,
      "dark/colors.json": darkPalette,
      "dark/button.json": """
      { "button": { "primary": { "$type": "color",
        "background": { "rest": { "$value": "{color.blue.60}" } },
        "text": { "rest": { "$value": "#161616" } } } } }
      """,
    ]).found
    #expect(found.themes == ["light", "dark"])
    #expect(found.hex("button.primary", "normal", "background", theme: "light") == "#0f62fe")
    // The dark file's alias resolves in the dark palette, never in the light one.
    #expect(found.hex("button.primary", "normal", "background", theme: "dark") == "#78a9ff")
    #expect(found.hex("button.primary", "normal", "text", theme: "dark") == "#161616")
    #expect(found.hex("button.primary", "normal", "text", theme: "light") == "#ffffff")
  }

  @Test("A brand theme class with a mode attribute is its own theme over the brand's values")
  func brandAndModeAreLayers() throws {
    let found = try discover([
      "t.css": """
      .brand-theme { --bg: #0f62fe; --fg: #ffffff; --hover: #0043ce }
      .brand-theme[data-mode="dark"] { --bg: #78a9ff; --fg: #000000 }
      .btn { color: var(--fg); background-color: var(--bg) }
      .btn:hover { background-color: var(--hover) }
      """
    ]).found
    #expect(found.themes == ["brand", "brand dark"])
    #expect(found.hex(".btn", "normal", "background", theme: "brand") == "#0f62fe")
    #expect(found.hex(".btn", "normal", "text", theme: "brand") == "#ffffff")
    #expect(found.hex(".btn", "normal", "background", theme: "brand dark") == "#78a9ff")
    #expect(found.hex(".btn", "normal", "text", theme: "brand dark") == "#000000")
    // Not overridden in dark: the brand's value.
    #expect(found.hex(".btn", "hover", "background", theme: "brand dark") == "#0043ce")
  }

  @Test("Tokens without $type anywhere whose values parse as colours are colours, with a note")
  func untypedValuesThatAreColours() throws {
    let result = try discover([
      "button.json": """
      { "button": { "primary": {
        "bg": { "rest": { "$value": "#0f62fe" }, "hover": { "$value": "#0043ce" } },
        "fg": { "rest": { "$value": "#ffffff" } },
        "radius": { "$value": "4px" } } } }
      """
    ])
    #expect(result.found.hex("button.primary", "hover", "background") == "#0043ce")
    let note = try #require(result.diagnostics.first { $0.message.contains("without a $type") })
    #expect(note.severity == .note)
    #expect(note.message.contains("read 3 tokens"))
  }

  @Test("A malformed value is an error diagnostic with its place; the rest is still discovered")
  func oneBadValueDoesNotHideTheSystem() throws {
    let result = try discover([
      "button.json": """
      { "button": { "$type": "color", "primary": {
        "bg": { "rest": { "$value": "0f62fe" }, "hover": { "$value": "#0043ce" } },
        "fg": { "rest": { "$value": "#ffffff" } } } } }
      """
    ])
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.location.line == 2)
    #expect(error.location.path == "/button/primary/bg/rest/$value")
    #expect(error.message.contains("invalid colour \"0f62fe\""))
    #expect(result.found.hex("button.primary", "hover", "background") == "#0043ce")
  }
}

/// Issue 41: modes and pages named the way real stylesheets name them, each a minimal
/// reproduction: a mode class with a namespace (`:root.gl-dark`, `.gl-dark-scope`), a dark
/// stylesheet named for its mode, and a page token recognised by its words.
@Suite("Discovery: modes and pages by their words")
struct ModeAndPageNameTests {
  func discover(_ files: [String: String]) throws -> DiscoveredComponents {
    try withTemporaryFolder(files) { folder in
      try SpecDiscovery().discover([folder.path]).found
    }
  }

  @Test("`:root.gl-dark, .gl-dark-scope` is the dark mode; `.btn-dark` stays a variant")
  func namespacedModeClasses() throws {
    let found = try discover([
      "tokens.css": """
      :root, .gl-light-scope { --fg: #ffffff; --bg: #1f75cb; --page: #ffffff }
      :root.gl-dark, .gl-dark-scope { --fg: #18171d; --bg: #63a6e9 }
      .btn { color: var(--fg); background-color: var(--bg) }
      .btn:hover { background-color: #0b5cad }
      .btn-dark { color: #ffffff; background-color: #333333 }
      .btn-dark:hover { background-color: #222222 }
      """
    ])
    #expect(Set(found.themes) == ["dark", "light"])
    #expect(found.hex(".btn", "normal", "background", theme: "dark") == "#63a6e9")
    #expect(found.hex(".btn", "normal", "text", theme: "dark") == "#18171d")
    #expect(found.hex(".btn", "normal", "background", theme: "light") == "#1f75cb")
    // A modifier named after `.btn`: its variant, used beside it, and not a mode.
    #expect(found.hex(".btn.btn-dark", "normal", "background", theme: "light") == "#333333")
    #expect(found.hex(".btn.btn-dark", "hover", "background", theme: "dark") == "#222222")
  }

  @Test(
    "A stylesheet named for a mode (`ui-dark.css`) holds that mode's rules, over the base sheet")
  func stylesheetNamedForItsMode() throws {
    let found = try discover([
      "ui.css": """
      body { background-color: #fafafa }
      .btn-primary { color: #ffffff; background-color: #0079b8 }
      .btn-primary:hover { background-color: #004d8a }
      """,
      "ui-dark.css": """
      body { background-color: #1b2a32 }
      .btn-primary { color: #000000; background-color: #49afd9 }
      .btn-primary:hover { background-color: #57c7ea }
      """,
    ])
    #expect(found.themes == ["dark", "light"])
    #expect(found.hex(".btn-primary", "normal", "background", theme: "light") == "#0079b8")
    #expect(found.hex(".btn-primary", "normal", "background", theme: "dark") == "#49afd9")
    #expect(found.hex(".btn-primary", "normal", "text", theme: "dark") == "#000000")
    #expect(found.hex(".btn-primary", "hover", "background", theme: "dark") == "#57c7ea")
    #expect(
      found.surfaces["page"]
        == .themed([
          "light": .color(CSSColor(rgb: 0xFAFAFA)), "dark": .color(CSSColor(rgb: 0x1B2A32)),
        ]))
  }

  @Test(
    "Page tokens by their words: a role qualified only as the default one",
    arguments: [
      ("--gl-background-color-default", true), ("color.bg.canvas", true),
      ("--app-background", true), ("surface.default", true), ("color.background.page", true),
      ("--gl-background-color-subtle", false), ("button.primary.background.default", false),
      ("--background-inverse", false), ("color.bg.hover", false), ("--text-default", false),
      // A longer namespace before three words; `container` is a surface role.
      ("--brand-container-primary-background", true),
      ("--brand-container-secondary-background", false),
      ("--brand-palette-neutral-primary-background", false), ("--header-background-default", false),
    ])
  func pageNames(_ name: String, _ isPage: Bool) {
    #expect((PageTokenName.score(name) != nil) == isPage)
  }

  @Test("A translucent fill is composited over the page token its words name, per theme")
  func pageTokenByWords() throws {
    let found = try discover([
      "tokens.css": """
      :root { --gl-background-color-default: #ffffff; --gl-background-color-subtle: #fbfafd;
        --gl-button-confirm-background-color-default: #ffffff00;
        --gl-button-confirm-foreground-color-default: #1f75cb;
        --gl-button-confirm-background-color-hover: #e9f3fc;
        --gl-button-confirm-foreground-color-hover: #2f5ca0 }
      :root.gl-dark { --gl-background-color-default: #18171d }
      """
    ])
    #expect(
      found.surfaces["page"]
        == .themed([
          "light": .color(CSSColor(rgb: 0xFFFFFF)), "dark": .color(CSSColor(rgb: 0x18171D)),
        ]))
  }
}

/// Issue 41: values real packages hold that are not colours, each a minimal reproduction.
@Suite("Discovery: values that are not colours")
struct NonColourValueTests {
  @Test("A custom property whose value is a {} block (theme metadata) is read, not a rule")
  func customPropertyBlockValue() throws {
    let set = try withTemporaryFolder([
      "theme.css": """
      :root{--sapThemeMetaData-Base-baseLib:{"Path": "Base.baseLib.sap_horizon", "Version": "11"};
      --sapButton_Background: #ffffff; --sapButton_TextColor: #0064d9}
      """
    ]) { folder in
      try TokenLoader().load([folder.path])
    }
    #expect(set.tokens.map(\.name) == ["--sapButton_Background", "--sapButton_TextColor"])
  }

  @Test("A gradient in a colour-typed token is skipped as a non-colour, never an error")
  func gradientIsNotAColour() throws {
    let set = try withTemporaryFolder([
      "colors.json": """
      { "color": { "bg": { "value": "#ffffff", "type": "color" },
        "fade": { "value": "linear-gradient(180deg, rgba(0,0,0,0), rgba(0,0,0,0.4))", "type": "color" } } }
      """
    ]) { folder in
      try TokenLoader().load([folder.path])
    }
    #expect(set.tokens.map(\.name) == ["color.bg"])
    #expect(!set.diagnostics.contains { $0.severity == .error })
  }
}

/// Issue 41: semantic tokens that pair a fill with an `on-` text under a shared namespace, and
/// `clicked` as a pressed state, as a minimal reproduction.
@Suite("Discovery: on- naming under a namespace")
struct OnNamingNamespaceTests {
  @Test("`global.text.color.on-brand.clicked` is the text on the fill `global.color.brand.clicked`")
  func onBrandUnderGlobal() throws {
    let found = try withTemporaryFolder([
      "semantic.json": """
      { "global": {
        "color": { "brand": { "default": { "value": "#0066cc", "type": "color" },
          "hover": { "value": "#004d99", "type": "color" },
          "clicked": { "value": "#003366", "type": "color" } } },
        "text": { "color": { "on-brand": { "default": { "value": "#ffffff", "type": "color" },
          "clicked": { "value": "#eeeeee", "type": "color" } } } } } }
      """
    ]) { folder in try SpecDiscovery().discover([folder.path]).found }
    let brand = try #require(found.components.first { $0.name.contains("brand") })
    #expect(found.hex(brand.name, "normal", "background") == "#0066cc")
    #expect(found.hex(brand.name, "normal", "text") == "#ffffff")
    #expect(found.hex(brand.name, "pressed", "background") == "#003366")
    #expect(found.hex(brand.name, "pressed", "text") == "#eeeeee")
    #expect(found.hex(brand.name, "hover", "background") == "#004d99")
  }
}

/// Issue 41: themes that exist only where they change a colour, and groups defined in some
/// themes only, each a minimal reproduction.
@Suite("Discovery: which themes a component is audited in")
struct ThemeExtentTests {
  @Test("A prefers-color-scheme: dark block of display utilities makes no dark theme")
  func displayOnlyMediaIsNoTheme() throws {
    let found = try withTemporaryFolder([
      "ui.css": """
      .button { color: #fefefe; background-color: #1779ba }
      .button:hover { background-color: #14679e }
      @media screen and (prefers-color-scheme: dark) { .show-for-dark-mode { display: block } }
      """
    ]) { folder in try SpecDiscovery().discover([folder.path]).found }
    #expect(found.themes.isEmpty)
    #expect(found.hex(".button", "hover", "background") == "#14679e")
  }

  @Test("A button group with values in two of three themes is audited in those two")
  func groupInSomeThemes() throws {
    let found = try withTemporaryFolder([
      "classic/light.json": """
      { "button": { "primary": { "bg": { "default": { "value": "#e60023", "type": "color" },
        "hover": { "value": "#b60000", "type": "color" } },
        "fg": { "default": { "value": "#ffffff", "type": "color" } } } } }
      """,
      "classic/dark.json": """
      { "button": { "primary": { "bg": { "default": { "value": "#e60023", "type": "color" },
        "hover": { "value": "#cc0000", "type": "color" } },
        "fg": { "default": { "value": "#ffffff", "type": "color" } } } } }
      """,
      "contrast/high-contrast.json": """
      { "other": { "x": { "bg": { "value": "#123456", "type": "color" } } } }
      """,
    ]) { folder in try SpecDiscovery().discover([folder.path]).found }
    let button = try #require(found.component("button.primary"))
    #expect(Set(button.themes ?? []) == ["light", "dark"])
    #expect(found.hex("button.primary", "hover", "background", theme: "dark") == "#cc0000")
  }
}

/// Issue 41: a family of themes in sibling folders (SAP's `sap_horizon/`, `sap_horizon_dark/`,
/// `sap_belize/`), and values that compute a colour from references, as minimal reproductions.
@Suite("Discovery: theme families and expressions")
struct ThemeFamilyTests {
  static func theme(_ bg: String, _ fg: String) -> String {
    ":root { --app_Button_Background: \(bg); --app_Button_TextColor: \(fg);"
      + " --app_Button_Hover_Background: #222222 }"
  }

  @Test(
    "Sibling base folders with the same names are separate systems, never one overwriting the other"
  )
  func familyOfThemes() throws {
    let found = try withTemporaryFolder([
      "lib/horizon/vars.css": Self.theme("#0070f2", "#ffffff"),
      "lib/horizon_dark/vars.css": Self.theme("#4db1ff", "#000000"),
      "lib/belize/vars.css": Self.theme("#346187", "#ffffff"),
    ]) { folder in try SpecDiscovery().discover([folder.appendingPathComponent("lib").path]).found }
    let names = found.components.map(\.name).sorted()
    #expect(names == ["app_Button", "app_Button (horizon)"])
    let belize = try #require(found.component("app_Button"))
    #expect(found.hex(belize.name, "normal", "background") == "#346187")
    #expect(
      found.hex("app_Button (horizon)", "normal", "background", theme: "dark") == "#4db1ff")
    #expect(
      found.hex("app_Button (horizon)", "normal", "background", theme: "light") == "#0070f2")
  }

  @Test("A value computed from references is a warning that names it, not a malformed value")
  func expressionIsAWarning() throws {
    let set = try withTemporaryFolder([
      "t.json": """
      { "c": { "p": { "value": "hsla({c.h}, {c.s}, {c.l}, 1)", "type": "color" },
        "q": { "value": "#0a6ed1", "type": "color" } } }
      """
    ]) { folder in try TokenLoader().load([folder.path]) }
    #expect(set.tokens.map(\.name) == ["c.q"])
    #expect(!set.diagnostics.contains { $0.severity == .error })
    #expect(set.diagnostics.contains { $0.message.hasPrefix("references inside expressions") })
  }
}

/// Issue 41: a `$value` that maps modes to values (GitLab's source tokens), as a minimal
/// reproduction: one value per mode, `default` the theme-less one.
@Suite("DTCG: a $value per mode")
struct ModeMapValueTests {
  @Test("`$value: {default, dark}` gives the theme-less value and the dark one")
  func modeMap() throws {
    let set = try withTemporaryFolder([
      "c.tokens.json": """
      { "blue": { "$type": "color", "700": { "$value": {
        "default": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] },
        "dark": "#9dc7f1" } } } }
      """
    ]) { folder in try TokenLoader().load([folder.path]) }
    #expect(!set.diagnostics.contains { $0.severity == .error })
    #expect(try set.token(named: "blue.700", theme: "dark").color == CSSColor(rgb: 0x9DC7F1))
    let base = try #require(set.tokens.first { $0.name == "blue.700" && $0.theme == nil })
    #expect(base.color.hexString() == "#0066cc")
  }
}
