import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

/// The Bootstrap-, GOV.UK- and eBay-shaped fixtures (Fixtures/README.md): exact hex values as
/// the fixtures write them; brightness results to the byte.
@Suite("CSS component discovery: fixtures")
struct CSSComponentDiscoveryFixtureTests {
  static func fixture(_ name: String) -> String {
    Repository.root.appendingPathComponent("Tests/LegibleDiscoveryTests/Fixtures/\(name)").path
  }

  @Test("Bootstrap: .btn.btn-primary reads the variant's --bs-btn-* in the .btn rules")
  func bootstrapPrimary() throws {
    let found = try CSSComponentDiscovery().discover(files: [Self.fixture("bootstrap-buttons.css")])
    #expect(found.themes == ["dark", "light"])
    #expect(found.components.map(\.name) == [".btn", ".btn.btn-primary", ".btn.btn-link"])
    let name = ".btn.btn-primary"
    #expect(found.hex(name, "normal", "text", theme: "light") == "#ffffff")
    #expect(found.hex(name, "normal", "background", theme: "light") == "#0d6efd")
    #expect(found.hex(name, "hover", "background", theme: "light") == "#0b5ed7")
    #expect(found.hex(name, "hover", "border", theme: "dark") == "#0a58ca")
    #expect(found.hex(name, "focused", "background", theme: "light") == "#0b5ed7")
    #expect(found.hex(name, "pressed", "background", theme: "light") == "#0a58ca")
    #expect(found.hex(name, "disabled", "background", theme: "dark") == "#0d6efd")
    #expect(found.component(name)?.states["disabled"]?.opacity == 0.65)
    // `.btn.active` beside `:active` is the toggled-on button (Bootstrap's "toggle states",
    // `aria-pressed="true"`): a selected state, in the pressed colours (the same rule).
    #expect(found.hex(name, "selected", "background", theme: "light") == "#0a58ca")
    let hover = found.source(name, "hover", "background", theme: "light")
    #expect(hover?.token == "--bs-btn-hover-bg")
    #expect(hover?.rule == ".btn:hover { background-color }")
    #expect(hover?.pairing == .stated)
    // `.btn:first-child:active, …, .btn.active` lists `:active`: the pressed pair is stated
    // (Bootstrap uses one pair for both meanings of "active"), not a doubt.
    #expect(found.component(name)?.states["pressed"]?.review == nil)
    // The page: body { background-color: var(--bs-body-bg) }, #fff light, #212529 dark.
    #expect(
      found.surfaces["page"]
        == .themed(["light": .color(.white), "dark": .color(CSSColor(rgb: 0x212529))]))
    #expect(
      found.surfaceSources["page"]?.source(theme: "dark")?.rule == "body { background-color }")
    #expect(found.notes.contains { $0.message.contains("'.btn-check +' is not modelled") })
  }

  @Test("Bootstrap: .btn-link has no --bs-btn-hover-bg: transparent, not the rest colour")
  func bootstrapLink() throws {
    let found = try CSSComponentDiscovery().discover(files: [Self.fixture("bootstrap-buttons.css")])
    let name = ".btn.btn-link"
    #expect(found.hex(name, "normal", "text", theme: "light") == "#0d6efd")
    #expect(found.hex(name, "normal", "text", theme: "dark") == "#6ea8fe")
    #expect(found.hex(name, "hover", "background", theme: "light") == "#00000000")
    #expect(found.hex(name, "hover", "text", theme: "dark") == "#8bb9fe")
    // .btn-link:focus-visible { color } comes after .btn:focus-visible at (0,2,0).
    #expect(
      found.source(name, "focused", "text", theme: "light")?.rule
        == ".btn-link:focus-visible { color }")
    #expect(
      found.notes.contains {
        $0.message.contains("var(--bs-btn-hover-bg) is not defined")
          && $0.message.contains("ambiguity 13")
      })
  }

  @Test("GOV.UK: one rule per state; [disabled] is opacity .5 over the rest colours")
  func govuk() throws {
    let found = try CSSComponentDiscovery().discover(files: [Self.fixture("govuk-button.css")])
    #expect(found.themes.isEmpty)
    #expect(found.surfaces["page"] == .color(.white))
    let name = ".govuk-button"
    #expect(found.hex(name, "focused", "text") == "#0b0c0c")
    #expect(found.hex(name, "focused", "background") == "#ffdd00")
    #expect(found.source(name, "focused", "background")?.pairing == .stated)
    let disabled = found.component(name)?.states["disabled"]
    #expect(disabled?.opacity == 0.5)
    #expect(found.hex(name, "disabled", "background") == "#00703c")
    #expect(found.source(name, "disabled", "text")?.pairing == .inherited)
    #expect(found.component(name)?.states["pressed"] == nil)
  }

  @Test("eBay: hover is the rest pair through brightness(96%) in gamma-encoded sRGB")
  func ebay() throws {
    let found = try CSSComponentDiscovery().discover(files: [Self.fixture("ebay-button.css")])
    let name = ".btn--primary"
    // #3665f3 × 0.96 per channel: 54 → 51.84, 101 → 96.96, 243 → 233.28 → #3461e9.
    #expect(found.hex(name, "hover", "background") == "#3461e9")
    #expect(found.hex(name, "hover", "text") == "#f5f5f5")  // 255 × 0.96 = 244.8
    // × 0.92: 49.68, 92.92, 223.56 → #325de0.
    #expect(found.hex(name, "pressed", "background") == "#325de0")
    // Filter Effects 1 settles the space ("Filter Functions must operate in the sRGB color
    // space"): decided, not in review, and the evidence says where the rule comes from.
    let hover = found.component(name)?.states["hover"]
    #expect(hover?.review == nil)
    #expect(
      found.source(name, "hover", "background")?.evidence?.contains(
        "gamma-encoded sRGB, where Filter Effects 1 says filter functions operate") == true)
    #expect(found.source(name, "hover", "background")?.pairing == .inferred)
  }
}
