import LegibleAudit
import LegibleColor
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleDiscovery

/// Small style sheets for one rule of the discovery each: the cascade, themes, ambiguities and
/// bad input. Colours exact (hex as written).
@Suite("CSS component discovery: rules")
struct CSSComponentDiscoveryRuleTests {
  func discover(_ css: String, pages: [String: CSSColor] = [:]) throws -> DiscoveredComponents {
    try CSSComponentDiscovery(pages: pages).discover(sources: [("t.css", css)])
  }

  @Test(
    "Beside `:active`, an `.active` class is the selected state (Fomantic-UI's toggled button)")
  func activeClassBesideActivePseudoClass() throws {
    // The layout of Fomantic-UI's button.css, written here: white on #1a69a4 pressed (5.832329)
    // and on #1279c6 when toggled (4.589049), wcag.py.
    let found = try discover(
      """
      .ui.primary.button { color: #fff; background-color: #2185d0 }
      .ui.primary.button:active { background-color: #1a69a4 }
      .ui.primary.active.button, .ui.primary.active.button:active { background-color: #1279c6 }
      """)
    let name = ".ui.primary.button"
    #expect(found.hex(name, "pressed", "background") == "#1a69a4")
    #expect(found.hex(name, "selected", "background") == "#1279c6")
    #expect(found.component(name)?.states["pressed"]?.review == nil)
    // Without `:active` anywhere, `.active` is still read as pressed, in doubt (ambiguity 1).
    let alone = try discover(
      ".c { color: #fff; background-color: #2185d0 } .c.active { background-color: #1279c6 }")
    #expect(alone.hex(".c", "pressed", "background") == "#1279c6")
    #expect(alone.component(".c")?.states["pressed"]?.review?.contains("ambiguity 1") == true)
  }

  @Test("`:hover:active` is the pressed rule (PaperCSS's pointer press); `:hover` alone is not")
  func hoverActiveIsPressed() throws {
    // The layout of PaperCSS's dist/paper.css (dev set): `.btn-primary`'s pressed fill #b4b3b0
    // is written only under `:hover:active`; the other values are written here.
    let found = try discover(
      """
      .paper-btn.btn-primary { color: #41403e; background-color: #e6e5e3 }
      .paper-btn:hover { border-color: #000000 }
      .paper-btn.btn-primary:hover:active { background-color: #b4b3b0 }
      .plain { color: #ffffff; background-color: #1a69a4 }
      .plain:hover { background-color: #000000 }
      """)
    #expect(found.hex(".paper-btn.btn-primary", "pressed", "background") == "#b4b3b0")
    #expect(found.hex(".paper-btn.btn-primary", "normal", "background") == "#e6e5e3")
    // A hover rule is the pointer's look, not the press: its fill is not taken as pressed.
    #expect(found.hex(".plain", "pressed", "background") == nil)
    #expect(found.hex(".plain", "hover", "background") == "#000000")
  }

  @Test("An undefined var() without fallback makes the background transparent (ambiguity 13)")
  func undefinedVariable() throws {
    let found = try discover(
      ".b { color: #111; background-color: var(--nope) } .b:hover { color: #222 }")
    #expect(found.hex(".b", "normal", "background") == "#00000000")
    #expect(found.hex(".b", "hover", "background") == "#00000000")
    #expect(found.notes.contains { $0.kind == .ambiguous && $0.message.contains("var(--nope)") })
  }

  @Test("Cascade: at equal specificity the later rule wins; higher specificity wins over later")
  func cascade() throws {
    let found = try discover(
      """
      .b { color: #000; background-color: #fff }
      .b:hover { color: #111 }
      .b:hover { color: #222 }
      .b.b:focus { color: #333 }
      .b:focus { color: #444 }
      """)
    #expect(found.hex(".b", "hover", "text") == "#222222")
    #expect(found.hex(".b", "focused", "text") == "#333333")
    #expect(found.source(".b", "hover", "text")?.line == 3)
    // Hover sets text only: the background is the rest one, inherited.
    #expect(found.source(".b", "hover", "text")?.pairing == .stated)
    #expect(found.source(".b", "hover", "background")?.pairing == .inherited)
  }

  @Test("Themes: :root, [data-theme=dim] and @media (prefers-color-scheme: dark)")
  func themes() throws {
    let found = try discover(
      """
      :root { --bg: #ffffff; --fg: #101010 }
      [data-theme=dim] { --bg: #333333 }
      @media (prefers-color-scheme: dark) { :root { --bg: #000000; --fg: #eeeeee } }
      .b { background-color: var(--bg); color: var(--fg) }
      .b:hover { color: #777777 }
      [data-theme=dim] .b:hover { color: #888888 }
      """)
    // The :root values are a mode of their own beside dark (issue 41: light was never audited).
    #expect(found.themes == ["dark", "dim", "light"])
    #expect(found.hex(".b", "normal", "background", theme: "light") == "#ffffff")
    #expect(found.hex(".b", "hover", "text", theme: "light") == "#777777")
    #expect(found.hex(".b", "normal", "background", theme: "dark") == "#000000")
    #expect(found.hex(".b", "normal", "background", theme: "dim") == "#333333")
    #expect(found.hex(".b", "normal", "text", theme: "dim") == "#101010")
    #expect(found.hex(".b", "hover", "text", theme: "dark") == "#777777")
    #expect(found.hex(".b", "hover", "text", theme: "dim") == "#888888")
    // The page: the theme-level --bg, a page-like name.
    #expect(
      found.surfaces["page"]
        == .themed([
          "dark": .color(.black), "dim": .color(CSSColor(rgb: 0x333333)), "light": .color(.white),
        ]))
  }

  @Test("'.active' alone in the pressed rule is marked for review (ambiguity 1)")
  func activeClass() throws {
    let found = try discover(".t { color: #000 } .t.active { background-color: #123456 }")
    #expect(found.hex(".t", "pressed", "background") == "#123456")
    #expect(found.component(".t")?.states["pressed"]?.review?.contains("ambiguity 1") == true)
  }

  @Test("':active, .active' in one rule states the pressed pair (Bootstrap's one pair for both)")
  func activeClassBesidePseudoClass() throws {
    // ../shared/reference/state-tokens.md, ambiguity 1: "Bootstrap uses one pair for both"; Spectre's
    // `.btn.btn-primary:active, .btn.btn-primary.active` (spectre.css:625) is this shape.
    let found = try discover(
      ".t { color: #000 } .t:active, .t.active { background-color: #123456 }")
    #expect(found.hex(".t", "pressed", "background") == "#123456")
    #expect(found.component(".t")?.states["pressed"]?.review == nil)
  }

  @Test("Focus that changes only the ring keeps the rest pair, with a note (ambiguity 14)")
  func focusRing() throws {
    let found = try discover(
      ".f { color: #000; background-color: #eee } .f:focus-visible { outline: 2px solid blue }")
    #expect(found.hex(".f", "focused", "text") == "#000000")
    #expect(found.source(".f", "focused", "text")?.pairing == .inherited)
    #expect(found.notes.contains { $0.message.contains("ambiguity 14") })
  }

  @Test("A translucent background sits on the page the caller gives")
  func translucent() throws {
    let page = CSSColor(rgb: 0xF4F8FB)
    let found = try discover(
      ".g { color: #333; background-color: rgba(0, 0, 0, .1) } .g:hover { background-color: rgba(0, 0, 0, .2) }",
      pages: ["": page])
    #expect(found.surfaces["page"] == .color(page))
    #expect(found.surfaceSources["page"]?.source(theme: nil)?.rule == "pages option")
    #expect(found.hex(".g", "hover", "background") == "#00000033")
    let spec = AuditSpec(name: "g", surfaces: found.surfaces, components: found.components)
    let report = try Auditor().audit(spec)
    let hover = report.findings.first {
      $0.state == StateName(custom: "hover") && $0.check == .text
    }
    // The fill composited over the page first: #333 on rgba(0,0,0,.2) over #f4f8fb.
    let fill = CSSColor(.sRGB, 0, 0, 0, alpha: 0.2).composited(over: page)
    #expect(hover?.ratio == WCAG2Contrast().ratio(CSSColor(rgb: 0x333333), fill))
  }

  @Test(
    "A radial gradient background is noted and its state reviewed; a linear one is read under the label's centre"
  )
  func gradient() throws {
    let found = try discover(
      ".g { color: #fff; background: radial-gradient(#000, #333) } .g:hover { color: #eee }")
    #expect(found.component(".g")?.states["normal"]?.review?.contains("gradient") == true)
    #expect(found.notes.contains { $0.message.contains("gradient") })
    // #000 to #333 in sRGB: #1a1a1a at 50 % (25.5 rounded half up); white stays above 4.5:1
    // over the middle half, so nothing is reviewed.
    let linear = try discover(
      ".g { color: #fff; background: linear-gradient(#000, #333) } .g:hover { color: #eee }")
    #expect(linear.hex(".g", "normal", "background") == "#1a1a1a")
    #expect(linear.component(".g")?.states["normal"]?.review == nil)
  }

  @Test("CSS nesting: &:hover inside .n is .n:hover")
  func nesting() throws {
    let found = try discover(".n { color: #000; &:hover { color: #0000ff } }")
    #expect(found.hex(".n", "hover", "text") == "#0000ff")
  }

  @Test("Bad input: a var() cycle names the chain and the line")
  func cycle() throws {
    let error = #expect(throws: ImportError.self) {
      try discover(
        ".c {\n  --a: var(--b);\n  --b: var(--a);\n  color: var(--a)\n}\n.c:hover { color: red }")
    }
    #expect(error?.code == .aliasCycle)
    #expect(error?.message.contains("--a → --b → --a") == true)
    #expect(error?.location?.file == "t.css")
    #expect(error?.location?.line != nil)
  }

  @Test("Bad input: malformed selectors and blocks are errors with file:line")
  func malformed() throws {
    let dangling = #expect(throws: ImportError.self) { try discover("\n\n.a > { color: red }") }
    #expect(dangling?.code == .malformedDocument)
    #expect(dangling?.location?.line == 3)
    #expect(dangling?.message.contains("malformed selector '.a >'") == true)
    let block = #expect(throws: ImportError.self) { try discover(".a:hover { color: red") }
    #expect(block?.code == .malformedDocument)
    let attribute = #expect(throws: ImportError.self) {
      try discover(".a[=x]:hover { color: red }")
    }
    #expect(attribute?.code == .malformedDocument)
  }

  @Test("Bad input: deep :is() nesting and nesting that multiplies selectors are limits")
  func limits() throws {
    let deep = String(repeating: ":is(", count: 40) + ".a" + String(repeating: ")", count: 40)
    let nested = #expect(throws: ImportError.self) { try discover(deep + ":hover { color: red }") }
    #expect(nested?.code == .limitExceeded)
    let product =
      String(repeating: ".a, .b { ", count: 13) + "color: red" + String(repeating: " }", count: 13)
    let many = #expect(throws: ImportError.self) { try discover(product) }
    #expect(many?.code == .limitExceeded)
    #expect(many?.location?.line == 1)
  }
}
