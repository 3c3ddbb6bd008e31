import LegibleAudit
import LegibleColor
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleDiscovery

/// Issue 41, web-component stylesheets (the kind Vaadin Lumo's `button.css` is): a shadow
/// stylesheet's `:host` rules, variants in a `theme` attribute, `light-dark()` values and
/// `::before` state layers. Minimal reproductions written here; hex values computed by hand
/// (source-over in gamma-encoded sRGB, W3C Compositing 1 §5.1), exact to the byte.
@Suite("CSS component discovery: web components")
struct WebComponentStylesheetTests {
  static let theme = """
    :root { --base: light-dark(#ffffff, #202020); --accent: light-dark(#0050c0, #90c0ff); }
    """
  static let button = """
    :host { color: var(--accent); background: var(--base); position: relative; }
    :host::before { content: ''; position: absolute; inset: 0; z-index: 1;
      background-color: currentColor; opacity: 0; }
    :host(:hover)::before { opacity: 0.2; }
    :host([theme~='primary']) { color: #ffffff; background: var(--accent); }
    :host([theme~='primary'])::before { background-color: black; }
    :host([theme~='primary'][active])::before { opacity: 0.2; }
    :host([theme~='danger'][theme~='primary']) { background: #c00000; }
    :host([disabled]) { color: #999999; }
    """

  func discover(_ sources: [(String, String)]) throws -> DiscoveredComponents {
    try CSSComponentDiscovery().discover(sources: sources)
  }

  @Test("`:host` rules are the component named after the file; `theme~=` words are variants")
  func hostComponents() throws {
    let found = try discover([("theme.css", Self.theme), ("button.css", Self.button)])
    #expect(
      found.components.map(\.name) == [
        "button", "button[theme~='primary']", "button[theme~='danger'][theme~='primary']",
      ])
    #expect(found.themes == ["dark", "light"])
    // light-dark(): the first value in light, the second in dark (CSS Color 5 §2.1).
    #expect(found.hex("button", "normal", "text", theme: "light") == "#0050c0")
    #expect(found.hex("button", "normal", "background", theme: "dark") == "#202020")
    #expect(found.hex("button", "normal", "text", theme: "dark") == "#90c0ff")
    // Both words of the attribute hold at once.
    let danger = "button[theme~='danger'][theme~='primary']"
    #expect(found.hex(danger, "normal", "background", theme: "light") == "#c00000")
    #expect(found.hex(danger, "normal", "text", theme: "light") == "#ffffff")
    #expect(found.hex("button", "disabled", "text", theme: "light") == "#999999")
  }

  @Test("A `::before` state layer is composited over the fill and, above the label, the label")
  func stateLayer() throws {
    let found = try discover([("theme.css", Self.theme), ("button.css", Self.button)])
    // Hover: currentColor #0050c0 at 0.2 over #ffffff = (204, 220, 242.4) → #ccdcf2; over the
    // label it is the label's own colour, so the label is unchanged.
    #expect(found.hex("button", "hover", "background", theme: "light") == "#ccdcf2")
    #expect(found.hex("button", "hover", "text", theme: "light") == "#0050c0")
    let source = found.source("button", "hover", "background", theme: "light")
    #expect(source?.evidence?.contains(":host::before { background-color }") == true)
    #expect(source?.pairing == .stated)
    // Pressed primary (`[active]`): black at 0.2 over #0050c0 = (0, 64, 153.6) → #00409a, and
    // over the white label → #cccccc.
    let primary = "button[theme~='primary']"
    #expect(found.hex(primary, "pressed", "background", theme: "light") == "#00409a")
    #expect(found.hex(primary, "pressed", "text", theme: "light") == "#cccccc")
    // At rest the layer's opacity is 0: nothing drawn.
    #expect(found.hex(primary, "normal", "background", theme: "light") == "#0050c0")
  }

  @Test("A layer under the label (negative z-index) or scaled to nothing changes no label")
  func layerPlacement() throws {
    let css = """
      .b { color: #000000; background-color: #ffffff; position: relative }
      .b::after { content: ""; position: absolute; inset: 0; background: #000000; opacity: 0;
        z-index: -1 }
      .b:hover::after { opacity: 0.2 }
      .b:active::after { opacity: 0.2; transform: scale(0) }
      .c { color: #000000; background-color: #ffffff }
      .c:hover::after { content: ""; background: #000000; opacity: 0.5 }
      """
    let found = try discover([("t.css", css)])
    // 0.2 black over white = 204 → #cccccc; the label (z-index -1 puts the box under it) stays.
    #expect(found.hex(".b", "hover", "background") == "#cccccc")
    #expect(found.hex(".b", "hover", "text") == "#000000")
    // scale(0): the flash is hidden while pressed.
    #expect(found.hex(".b", "pressed", "background") == "#ffffff")
    // A box that is not positioned over the control draws no layer.
    #expect(found.hex(".c", "hover", "background") == "#ffffff")
  }

  @Test("A theme attribute names a mode only; `light-dark`/`auto` follow the reader's scheme")
  func themeAttribute() {
    #expect(CSSSelectorTheme.classify("[theme~='dark']") == .theme("dark"))
    #expect(CSSSelectorTheme.classify(":host([theme~='dark'])") == .theme("dark"))
    #expect(CSSSelectorTheme.classify("[theme~='primary']") == .component)
    #expect(CSSSelectorTheme.classify("[theme~='light-dark']") == .base)
    #expect(CSSSelectorTheme.classify("[data-theme=auto]") == .base)
    // data-theme still names brands.
    #expect(CSSSelectorTheme.classify("[data-theme=ocean]") == .theme("ocean"))
    #expect(
      CSSSelectorTheme.resolvingLightDark("light-dark(#fff, #000)", theme: "brand dark") == "#000")
    #expect(CSSSelectorTheme.resolvingLightDark("light-dark(#fff, #000)", theme: nil) == "#fff")
    // Nested calls resolve; a call without two arguments is left for the parser to report.
    #expect(
      CSSSelectorTheme.resolvingLightDark(
        "light-dark(light-dark(#111, #222), #333)", theme: "light") == "#111")
    #expect(
      CSSSelectorTheme.resolvingLightDark("light-dark(#fff)", theme: nil) == "light-dark(#fff)")
  }

  @Test("light-dark() in custom properties gives the token set a dark theme")
  func lightDarkTokens() throws {
    try withTemporaryFolder(["theme.css": Self.theme]) { folder in
      let set = try CSSCustomPropertiesImporter().importTokens(
        from: folder.appendingPathComponent("theme.css").path)
      let dark = try #require(set.tokens.first { $0.name == "--accent" && $0.theme == "dark" })
      #expect(cssHex(dark.color) == "#90c0ff")
      // The base beside a dark theme is the light mode.
      let base = try #require(set.tokens.first { $0.name == "--accent" && $0.theme == "light" })
      #expect(cssHex(base.color) == "#0050c0")
      #expect(set.diagnostics.isEmpty)
    }
  }

  @Test("A component stylesheet named beside its theme folder is read as one system with it")
  func fileBesideFolder() throws {
    try withTemporaryFolder([
      "theme/colors.css": ":root { --accent: #0050c0; --base: #ffffff }",
      "components/button.css":
        ".btn { color: #ffffff; background: var(--accent) } .btn:hover { background: #003080 }",
    ]) { folder in
      let paths = ["theme", "components/button.css"].map {
        folder.appendingPathComponent($0).path
      }
      let result = try SpecDiscovery().discover(paths)
      #expect(result.found.hex(".btn", "normal", "background") == "#0050c0")
      #expect(!result.diagnostics.contains { $0.message.contains("not defined") })
      #expect(result.found.systems.count == 1)
      #expect(Set(result.found.systems.first ?? []) == Set(paths))
    }
  }
}
