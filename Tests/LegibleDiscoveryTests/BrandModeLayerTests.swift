import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens
import TestSupport
import Testing

/// Issue 41, themes as layers: a brand class whose palette exists only in its mode layers
/// (`.brand-theme { --action-fg: var(--palette-fg) }` with the palette in
/// `.brand-theme[data-mode="light"]` and `[data-mode="dark"]`, the layout J.P. Morgan's Salt
/// uses). The bare brand is never drawn: its modes are the themes, and every colour resolves in
/// them. A minimal reproduction written here; ratios from Tests/Evaluation/wcag.py.
@Suite("Discovery: a brand theme over its mode layers")
struct BrandModeLayerTests {
  static let theme = """
    .brand-theme[data-mode="light"] { --palette-fg: #ffffff; --palette-accent: #155c93;
      --palette-page: #ffffff; --palette-link: #155c93; }
    .brand-theme[data-mode="dark"] { --palette-fg: #ffffff; --palette-accent: #0b4f80;
      --palette-page: #242526; --palette-link: #4b9fd8; }
    .brand-theme { --action-fg: var(--palette-fg); --action-bg: var(--palette-accent);
      --action-link: var(--palette-link);
      --brand-container-primary-background: var(--palette-page); }
    """
  static let button = """
    .btn { color: var(--btn-x-text, var(--btn-text)); background: var(--btn-background); }
    .btn:hover { color: var(--btn-text); background: var(--btn-background-hover); }
    .btn-solid { --btn-text: var(--action-fg); --btn-background: var(--action-bg);
      --btn-background-hover: var(--action-bg); }
    .btn-transparent { --btn-text: var(--action-link); --btn-background: transparent;
      --btn-background-hover: transparent; }
    """

  func found() throws -> DiscoveredComponents {
    try CSSComponentDiscovery().discover(sources: [
      ("theme.css", Self.theme), ("b.css", Self.button),
    ])
  }

  @Test("The bare brand is a layer, not a theme; the label colours resolve in each mode")
  func themes() throws {
    let found = try found()
    #expect(found.themes == ["brand dark", "brand light"])
    #expect(found.hex(".btn.btn-solid", "normal", "text", theme: "brand light") == "#ffffff")
    #expect(found.hex(".btn.btn-solid", "normal", "background", theme: "brand dark") == "#0b4f80")
  }

  @Test("A transparent button is measured on the page its container token names, per mode")
  func page() throws {
    let found = try found()
    #expect(
      found.surfaces["page"]
        == .themed([
          "brand light": .color(CSSColor(rgb: 0xFFFFFF)),
          "brand dark": .color(CSSColor(rgb: 0x242526)),
        ]))
    let report = try Auditor().audit(found.spec(name: "brand"))
    let dark = try #require(
      report.findings.first {
        $0.component == ".btn.btn-transparent" && "\($0.state)" == "normal" && $0.check == .text
          && $0.theme == "brand dark"
      })
    // #4b9fd8 on #242526: 5.301145 (wcag.py).
    #expect(abs(dark.ratio - 5.301145) < 1e-5)
    #expect(dark.verdict == .pass)
    let solid = try #require(
      report.findings.first {
        $0.component == ".btn.btn-solid" && "\($0.state)" == "normal" && $0.check == .text
          && $0.theme == "brand light"
      })
    // #ffffff on #155c93: 7.037389 (wcag.py).
    #expect(abs(solid.ratio - 7.037389) < 1e-5)
  }
}
