import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

/// Pico CSS v2.1.1 (../shared/palettes/css/pico/pico.colors-excerpt.css): the light theme
/// block (lines 10–115), the dark `[data-theme=dark]` block (274–377), the button rules
/// (397–535) that reassign `--pico-background-color`/`--pico-color` per state and variant.
/// Expected colours are read off the file by hand, exact hex (no tolerance).
@Suite("CSS component discovery: Pico", .requiresSharedPalettes)
struct CSSComponentDiscoveryPicoTests {
  static let file = SharedFolder.palette("css/pico/pico.colors-excerpt.css")

  let found: DiscoveredComponents

  init() throws {
    found = try CSSComponentDiscovery().discover(files: [Self.file])
  }

  @Test("Themes dark and light; the page is --pico-background-color (lines 14, 276)")
  func themesAndPage() {
    #expect(found.themes == ["dark", "light"])
    guard case .themed(let page)? = found.surfaces["page"] else {
      Issue.record("no themed page surface")
      return
    }
    #expect(page["light"] == .color(CSSColor(rgb: 0xFFFFFF)))
    // rgb(19, 22.5, 30.5), fractional channels as written (line 276).
    #expect(page["dark"] == .color(CSSColor(.sRGB, 19 / 255, 22.5 / 255, 30.5 / 255)))
    #expect(found.surfaceSources["page"]?.source(theme: "dark")?.token == "--pico-background-color")
  }

  @Test("Components: button with secondary, contrast and outline variants first")
  func components() {
    let names = found.components.map(\.name)
    #expect(
      Array(names.prefix(6)) == [
        "button", "button.secondary", "button.contrast", "button.outline",
        "button.outline.secondary", "button.outline.contrast",
      ])
    #expect(names.contains("[type=submit].secondary"))
    #expect(names.contains("[role=button]"))
    #expect(!names.contains { $0.contains("file") })
    #expect(
      found.component("button")?.states.keys.sorted()
        == ["disabled", "focused", "hover", "normal", "pressed", "selected"])
  }

  /// (component, state, theme, text, background): lines 20/24/28 (light primary), 30/34/38
  /// (light secondary), 40/44/48 (light contrast), 282/286/290, 292/296/300, 302/306/310 (dark).
  static let expected: [(String, String, String, String, String)] = [
    ("button", "normal", "light", "#ffffff", "#0172ad"),
    ("button", "hover", "light", "#ffffff", "#02659a"),
    ("button", "pressed", "light", "#ffffff", "#02659a"),
    ("button", "focused", "light", "#ffffff", "#02659a"),
    ("button", "disabled", "light", "#ffffff", "#0172ad"),
    ("button", "normal", "dark", "#ffffff", "#0172ad"),
    ("button", "hover", "dark", "#ffffff", "#017fc0"),
    ("button", "pressed", "dark", "#ffffff", "#017fc0"),
    ("button", "focused", "dark", "#ffffff", "#017fc0"),
    ("button", "disabled", "dark", "#ffffff", "#0172ad"),
    ("button.secondary", "normal", "light", "#ffffff", "#525f7a"),
    ("button.secondary", "hover", "light", "#ffffff", "#48536b"),
    ("button.secondary", "pressed", "light", "#ffffff", "#48536b"),
    ("button.secondary", "focused", "light", "#ffffff", "#48536b"),
    ("button.secondary", "disabled", "light", "#ffffff", "#525f7a"),
    ("button.secondary", "normal", "dark", "#ffffff", "#525f7a"),
    ("button.secondary", "hover", "dark", "#ffffff", "#5d6b89"),
    ("button.secondary", "pressed", "dark", "#ffffff", "#5d6b89"),
    ("button.secondary", "focused", "dark", "#ffffff", "#5d6b89"),
    ("button.secondary", "disabled", "dark", "#ffffff", "#525f7a"),
    ("button.contrast", "normal", "light", "#ffffff", "#181c25"),
    ("button.contrast", "hover", "light", "#ffffff", "#000000"),
    ("button.contrast", "pressed", "light", "#ffffff", "#000000"),
    ("button.contrast", "focused", "light", "#ffffff", "#000000"),
    ("button.contrast", "disabled", "light", "#ffffff", "#181c25"),
    ("button.contrast", "normal", "dark", "#000000", "#eff1f4"),
    ("button.contrast", "hover", "dark", "#000000", "#ffffff"),
    ("button.contrast", "pressed", "dark", "#000000", "#ffffff"),
    ("button.contrast", "focused", "dark", "#000000", "#ffffff"),
    ("button.contrast", "disabled", "dark", "#000000", "#eff1f4"),
  ]

  @Test("Text and background per variant, state and theme (exact hex from the file)")
  func colours() {
    for (name, state, theme, text, background) in Self.expected {
      #expect(found.hex(name, state, "text", theme: theme) == text, "\(name) \(state) \(theme)")
      #expect(
        found.hex(name, state, "background", theme: theme) == background,
        "\(name) \(state) \(theme)")
    }
  }

  @Test("Disabled is group opacity 0.5 (line 533), colours inherited from rest")
  func disabled() {
    for name in ["button", "button.secondary", "button.contrast"] {
      #expect(found.component(name)?.states["disabled"]?.opacity == 0.5)
      #expect(found.source(name, "disabled", "background", theme: "light")?.pairing == .inherited)
    }
  }

  @Test("Hover is stated: the hover rule (line 436) sets both custom properties")
  func hoverSources() {
    let background = found.source("button", "hover", "background", theme: "light")
    #expect(background?.pairing == .stated)
    #expect(background?.rule == "button { background-color }")
    #expect(background?.line == 411)
    #expect(background?.token == "--pico-background-color")
    #expect(background?.evidence?.contains("--pico-primary-hover-background at line 24") == true)
    #expect(found.source("button", "hover", "text", theme: "dark")?.pairing == .stated)
  }

  @Test("The audit validates the spec; button light normal #fff on #0172ad passes AA")
  func audit() throws {
    let spec = AuditSpec(
      name: "Pico", themes: found.themes, customStates: found.customStates,
      surfaces: found.surfaces, components: found.components)
    let report = try Auditor().audit(spec)
    let finding = report.findings.first {
      $0.component == "button" && $0.theme == "light" && $0.state == .normal
        && $0.check == .text
    }
    // By hand: L(#0172ad) = 0.2126·0.000304 + 0.7152·0.1682 + 0.0722·0.4178 ≈ 0.1505;
    // (1.05) / (0.1505 + 0.05) ≈ 5.24.
    let expected = WCAG2Contrast().ratio(CSSColor(rgb: 0xFFFFFF), CSSColor(rgb: 0x0172AD))
    #expect(abs(expected - 5.24) < 0.01)
    #expect(finding?.ratio == expected)
    #expect(finding?.verdict == .pass)
    #expect(found.source("button", "normal", "text", theme: "light")?.token == "--pico-color")
  }
}
