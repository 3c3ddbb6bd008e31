import Foundation
import LegibleAudit
import LegibleColor
import LegibleTokens
import TestSupport
import Testing

@testable import LegibleDiscovery

/// Issue 41, "theme scoping" and "separate files that define the same names": media queries that
/// do not match the screen (`@media print`, `forced-colors: active`), media conditions on
/// `@import`, and complete stylesheets of which a page links one (flavours). Reproductions
/// written here, and mini.css 3.0.1's three committed flavours (MIT, kept with its licence in
/// Tests/Evaluation/design-systems/dev/mini-css). Colours exact (hex as written).
@Suite("Discovery: media conditions and stylesheet flavours")
struct StylesheetMediaAndFlavourTests {
  func discover(_ files: [String: String], _ paths: [String] = ["."]) throws
    -> SpecDiscovery.Result
  {
    try withTemporaryFolder(files) { folder in
      try SpecDiscovery().discover(paths.map { folder.appendingPathComponent($0).path })
    }
  }

  @Test(
    "Media queries: print, speech and opted-in preference modes do not match the screen",
    arguments: [
      ("@media print", false), ("@media speech", false), ("@media screen", true),
      ("@media not print", true), ("@media not screen", false), ("@media only screen", true),
      ("@media print and (orientation: landscape)", false), ("@media screen, print", true),
      ("@media (max-width: 600px)", true), ("@media (forced-colors: active)", false),
      ("@media (forced-colors: none)", true), ("@media (forced-colors)", false),
      ("@media (prefers-contrast: more)", false),
      ("@media (prefers-contrast: no-preference)", true),
      ("@media (prefers-color-scheme: dark)", true), ("@media all and (hover: hover)", true),
      ("print", false), ("(prefers-color-scheme: dark)", true),
      // NHS.UK frontend 11 (core/tools/_buttons.scss, compiled by Dart Sass 1.99.0): forced
      // colours with their legacy name; no query of the list matches the default screen.
      ("@media screen and (forced-colors: active), (-ms-high-contrast: active)", false),
      ("@media (-ms-high-contrast: none)", true),
    ])
  func mediaQueries(condition: String, applies: Bool) {
    #expect(CSSMediaQuery.appliesToScreen(condition) == applies)
  }

  @Test("An import's media list is read past its URL, layer and supports()")
  func importMediaLists() {
    #expect(
      CSSImportOrder.media(of: "'a.css' (prefers-color-scheme: dark)")
        == "(prefers-color-scheme: dark)")
    #expect(
      CSSImportOrder.media(of: "url(a.css) layer(base) supports(display: grid) print") == "print")
    #expect(CSSImportOrder.media(of: "\"a.css\" layer screen") == "screen")
    #expect(CSSImportOrder.media(of: "\"a.css\"") == nil)
    #expect(CSSImportOrder.media(of: "url(\"a.css\") layer(x)") == nil)
  }

  @Test("Rules inside @media print are not the screen's (Water.css's _print.css layout)")
  func printRulesSkipped() throws {
    let found = try CSSComponentDiscovery().discover(sources: [
      (
        "forms.css",
        """
        :root { --button-base: #d0cfcf; --text-bright: #1d1d1d }
        button { color: var(--text-bright); background-color: var(--button-base) }
        button:hover { background-color: #9b9b9b }
        @media print { button { color: #000; background-color: #fff } }
        @media (forced-colors: active) { button { color: ButtonText; background-color: Canvas } }
        """
      )
    ])
    #expect(found.hex("button", "normal", "text") == "#1d1d1d")
    #expect(found.hex("button", "normal", "background") == "#d0cfcf")
  }

  @Test("@import … (prefers-color-scheme: dark) makes the imported sheet the dark theme's")
  func conditionalImportIsDarkTheme() throws {
    // Water.css's automatic build: light variables imported plainly, dark ones under the
    // media condition, then the component rules; the root file named alone.
    let result = try discover(
      [
        "water.css": """
        @import 'vars-a.css';
        @import 'vars-b.css' (prefers-color-scheme: dark);
        @import 'print.css' print;
        @import 'forms.css';
        """,
        "vars-a.css": ":root { --button-base: #d0cfcf; --text: #1d1d1d; --bg: #ffffff }",
        "vars-b.css": ":root { --button-base: #0c151c; --text: #ffffff; --bg: #202b38 }",
        "print.css": "button { color: #000000; background-color: #ffffff }",
        "forms.css": """
        body { background: var(--bg) }
        button { color: var(--text); background-color: var(--button-base) }
        button:hover { background-color: var(--text) }
        """,
      ], ["water.css"])
    let found = result.found
    #expect(Set(found.themes) == ["dark", "light"])
    let report = try Auditor().audit(found.spec(name: "water"))
    func text(_ theme: String) -> Finding? {
      report.findings.first {
        $0.component == "button" && "\($0.state)" == "normal" && $0.check == .text
          && $0.theme == theme
      }
    }
    // #ffffff on #0c151c: 18.426439; #1d1d1d on #d0cfcf: 10.843530 (wcag.py). The print
    // sheet's black on white is in neither.
    #expect(abs((text("dark")?.ratio ?? 0) - 18.426439) < 1e-5)
    #expect(abs((text("light")?.ratio ?? 0) - 10.843530) < 1e-5)
  }

  static let flavourRules = """
    button, .button { color: var(--fore); background: var(--back) }
    .button:hover { background: var(--hover) }
    """

  @Test("Complete flavour stylesheets are themes of their own, each with its own values")
  func flavoursAreThemes() throws {
    let result = try discover([
      "kit-default.css": ":root { --fore: #f8f8f8; --back: #1976d2; --hover: #1565c0 }\n"
        + Self.flavourRules,
      "kit-nord.css": ":root { --fore: #eceff4; --back: #5e81ac; --hover: #4c6f99 }\n"
        + Self.flavourRules,
    ])
    let found = result.found
    #expect(found.themes == ["default", "nord"])
    #expect(found.hex(".button", "normal", "background", theme: "default") == "#1976d2")
    #expect(found.hex(".button", "normal", "background", theme: "nord") == "#5e81ac")
    #expect(found.hex(".button", "hover", "background", theme: "nord") == "#4c6f99")
    #expect(found.hex(".button", "normal", "text", theme: "nord") == "#eceff4")
    #expect(
      result.diagnostics.contains {
        $0.location.file.hasSuffix("kit-nord.css") && $0.message.contains("theme 'nord'")
      })
  }

  @Test("The file the others' names extend is the base (`kit.css` beside `kit-ink.css`)")
  func baseIsTheFileOthersExtend() throws {
    let found = try discover([
      "kit-ink.css": ":root { --fore: #ffffff; --back: #333333; --hover: #000000 }\n"
        + Self.flavourRules,
      "kit.css": ":root { --fore: #ffffff; --back: #1976d2; --hover: #1565c0 }\n"
        + Self.flavourRules,
    ]).found
    #expect(found.themes == ["ink", "kit"])
    #expect(found.hex(".button", "normal", "background", theme: "kit") == "#1976d2")
    #expect(found.hex(".button", "normal", "background", theme: "ink") == "#333333")
  }

  @Test(
    "A patch file redefining a few names folds in order, with a note; a minified twin is silent")
  func patchFoldsWithNote() throws {
    let base =
      ":root { --fore: #ffffff; --back: #1976d2; --hover: #1565c0; --page: #fff; --ink: #111 }\n"
      + Self.flavourRules
    let result = try discover([
      "a.css": base, "a.min.css": base, "b-overrides.css": ":root { --back: #0b5cad }",
    ])
    let found = result.found
    #expect(found.themes.isEmpty)
    #expect(found.hex(".button", "normal", "background") == "#0b5cad")
    #expect(
      result.diagnostics.contains {
        $0.location.file.hasSuffix("b-overrides.css") && $0.message.contains("redefines --back")
      })
    #expect(!result.diagnostics.contains { $0.location.file.hasSuffix("a.min.css") })
  }

  @Test(
    "Flavours without custom properties (one compiled sheet per theme) are compared by their rules' colours, the base first whatever the file order"
  )
  func ruleColourFlavours() throws {
    func sheet(_ page: String, _ back: String, _ hover: String) -> String {
      """
      body { color: #111111; background-color: \(page) }
      button { color: #ffffff; background-color: \(back); border-color: \(back) }
      button:hover { color: #ffffff; background-color: \(hover) }
      """
    }
    // `kit-ink.css` sorts before `kit.css`: the base's rules must still come first.
    let result = try discover([
      "kit.css": sheet("#ffffff", "#1d7484", "#982c61"),
      "kit-ink.css": sheet("#fafafa", "#3b22ea", "#da4453"),
      "kit-dark.css": sheet("#222222", "#ffffff", "#c9c9c9").replacingOccurrences(
        of: "color: #ffffff;", with: "color: #222222;"),
    ])
    let found = result.found
    #expect(found.themes == ["dark", "ink", "kit"])
    #expect(found.hex("button", "normal", "background", theme: "kit") == "#1d7484")
    #expect(found.hex("button", "normal", "background", theme: "ink") == "#3b22ea")
    #expect(found.hex("button", "hover", "background", theme: "ink") == "#da4453")
    #expect(found.hex("button", "normal", "text", theme: "dark") == "#222222")
    #expect(
      result.diagnostics.contains {
        $0.location.file.hasSuffix("kit-ink.css")
          && $0.message.contains("restyles most colours of the rules")
          && $0.message.contains("theme 'ink'")
      })
  }

  @Test(
    "Flavour files named together that share a file name in their own folders (Bootswatch's dist/<theme>/bootstrap.css) are named by the folder"
  )
  func sameNameInFolders() throws {
    let found = try discover(
      [
        "dist/brite/theme.css": ":root { --fore: #000000; --back: #a2e436; --hover: #b0e854 }\n"
          + Self.flavourRules,
        "dist/cosmo/theme.css": ":root { --fore: #ffffff; --back: #2780e3; --hover: #2170c1 }\n"
          + Self.flavourRules,
      ], ["dist/brite/theme.css", "dist/cosmo/theme.css"]
    ).found
    #expect(found.themes == ["brite", "cosmo"])
    #expect(found.hex(".button", "normal", "background", theme: "brite") == "#a2e436")
    #expect(found.hex(".button", "normal", "background", theme: "cosmo") == "#2780e3")
  }

  @Test(
    "A flavour's own dark mode ([data-bs-theme=dark], prefers-color-scheme) is that flavour's: brite, brite dark, cosmo, cosmo dark"
  )
  func flavourModes() throws {
    // Each Bootswatch theme is a whole Bootstrap 5.3 with its light `:root` and its
    // `[data-bs-theme=dark]` block; before, every flavour's dark block folded into one `dark`.
    func sheet(_ light: String, _ dark: String, _ darkHover: String) -> String {
      ":root, [data-bs-theme=light] { --fore: #000000; --back: \(light); --hover: \(light) }\n"
        + "[data-bs-theme=dark] { --back: \(dark) }\n"
        + "@media (prefers-color-scheme: dark) { :root { --hover: \(darkHover) } }\n"
        + Self.flavourRules
    }
    let found = try discover(
      [
        "dist/brite/theme.css": sheet("#a2e436", "#5b8a12", "#3d5c0c"),
        "dist/cosmo/theme.css": sheet("#2780e3", "#1b5aa0", "#12406f"),
      ], ["dist/brite/theme.css", "dist/cosmo/theme.css"]
    ).found
    #expect(found.themes == ["brite", "brite dark", "cosmo", "cosmo dark"])
    #expect(found.hex(".button", "normal", "background", theme: "brite") == "#a2e436")
    #expect(found.hex(".button", "normal", "background", theme: "brite dark") == "#5b8a12")
    #expect(found.hex(".button", "normal", "background", theme: "cosmo") == "#2780e3")
    #expect(found.hex(".button", "normal", "background", theme: "cosmo dark") == "#1b5aa0")
    // The media query's dark mode is the same layer as the attribute's.
    #expect(found.hex(".button", "hover", "background", theme: "cosmo dark") == "#12406f")
    #expect(found.hex(".button", "hover", "background", theme: "cosmo") == "#2780e3")
  }

  static let miniCSS = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Evaluation/design-systems/dev/mini-css/files/dist")

  @Test("mini.css 3.0.1: default, dark and nord flavours each measured with their own colours")
  func miniCSSFlavours() throws {
    let files = ["mini-default.css", "mini-dark.css", "mini-nord.css"].map {
      Self.miniCSS.appendingPathComponent($0).path
    }
    let found = try SpecDiscovery().discover(files).found
    #expect(found.themes == ["dark", "default", "nord"])
    // mini-default.css:991-992 (.button.primary) and mini-nord.css:990-991, as written.
    #expect(found.hex(".button.primary", "normal", "background", theme: "default") == "#1976d2")
    #expect(found.hex(".button.primary", "normal", "text", theme: "default") == "#f8f8f8")
    #expect(found.hex(".button.primary", "normal", "background", theme: "nord") == "#5e81ac")
    #expect(found.hex(".button.primary", "normal", "text", theme: "nord") == "#eceff4")
    #expect(found.hex(".button.primary", "hover", "background", theme: "default") == "#1565c0")
  }
}
