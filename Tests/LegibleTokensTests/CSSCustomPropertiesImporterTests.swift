import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

@Suite struct CSSCustomPropertiesImporterTests {
  static let themes = Corpus.fixture("css", "themes.css")

  func load(_ paths: String...) throws -> TokenSet {
    try CSSCustomPropertiesImporter().importTokens(from: paths)
  }

  /// One expected colour, with the file it comes from.
  struct Expectation: CustomTestStringConvertible, Sendable {
    var source: String
    var name: String
    var theme: String?
    var color: CSSColor
    var chain: [String]? = nil
    var testDescription: String { "\(source): \(name) [\(theme ?? "-")]" }
  }

  static let fixtureCases: [Expectation] = [
    Expectation(
      source: ":root, light because [data-theme=dark] overrides it", name: "--brand",
      theme: "light", color: CSSColor(redByte: 0x00, greenByte: 0x66, blueByte: 0xCC)),
    Expectation(
      source: "[data-theme=\"dark\"]", name: "--brand", theme: "dark",
      color: CSSColor(redByte: 0x99, greenByte: 0xCC, blueByte: 0xFF)),
    Expectation(
      source: ".theme-contrast", name: "--brand", theme: "contrast", color: CSSColor(.sRGB, 0, 0, 0)
    ),
    Expectation(
      source: "var() resolves per theme", name: "--button-bg", theme: "dark",
      color: CSSColor(redByte: 0x99, greenByte: 0xCC, blueByte: 0xFF), chain: ["--brand"]),
    Expectation(
      source: "undefined var() falls back to a nested var() fallback", name: "--button-hover",
      theme: nil, color: CSSColor(redByte: 0x00, greenByte: 0x33, blueByte: 0x66)),
    Expectation(
      source: "var() fallback", name: "--text", theme: nil, color: CSSColor(.sRGB, 0, 0, 0)),
    Expectation(
      source: "var() inside oklch()", name: "--accent", theme: nil,
      color: CSSColor(.oklch, 0.6, 0.15, 250), chain: ["--hue"]),
    Expectation(
      source: "@media (prefers-color-scheme: dark) :root:not([data-theme])", name: "--canvas",
      theme: "dark", color: CSSColor(.sRGB, 0, 0, 0)),
    Expectation(
      source: "Tailwind @theme default", name: "--color-x", theme: nil,
      color: CSSColor(.oklch, 0.628, 0.2577, 29.23)),
    Expectation(
      source: "@supports block read as if its condition held", name: "--p3", theme: nil,
      color: CSSColor(.displayP3, 1, 0, 0)),
    Expectation(
      source: "case kept, !important dropped", name: "--Case-Kept", theme: nil,
      color: CSSColor(.sRGB, 10.0 / 255, 20.0 / 255, 30.0 / 255, alpha: 0.5)),
  ]

  @Test(arguments: fixtureCases) func fixtureValues(_ expected: Expectation) throws {
    let set = try load(Self.themes)
    let token = try #require(
      set.tokens.first { $0.name == expected.name && $0.theme == expected.theme })
    #expect(token.color.space == expected.color.space)
    #expect(token.color.isApproximatelyEqual(to: expected.color, tolerance: 1e-12))
    if let chain = expected.chain { #expect(token.resolvedFrom == chain) }
  }

  @Test func scopesSkipsAndDiagnostics() throws {
    let set = try load(Self.themes)
    let names = Set(set.tokens.map(\.name))
    // Component scopes (button, & .card), @keyframes and non-colours are not tokens.
    for skipped in ["--card", "--spin", "--space", "--shadow", "--url", "--hue"] {
      #expect(!names.contains(skipped), "\(skipped)")
    }
    #expect(set.tokens(named: "--brand").count == 3)
    #expect(set.themes == ["contrast", "dark", "light"])
    let brand = try set.token(named: "--brand", theme: "dark")
    #expect(brand.location.line == 27)
    #expect(brand.location.column == 3)
    #expect(brand.location.path == "--brand")
    #expect(set.diagnostics.count == 4)
    // Relative colour syntax (CSS Color 5) is not resolved: a warning after var() substitution.
    #expect(byNameMessage(set, "--relative")?.contains("rgb(from #0066cc r g b / 50%)") == true)
    let byName = Dictionary(uniqueKeysWithValues: set.diagnostics.map { ($0.name ?? "", $0) })
    #expect(byName["--current"]?.message.contains("currentcolor") == true)
    #expect(byName["--typo"]?.message.contains("invalid colour '#12345'") == true)
    #expect(byName["--undefined"]?.message.contains("var(--nope)") == true)
    #expect(byName["--undefined"]?.location.line == 17)
  }

  func byNameMessage(_ set: TokenSet, _ name: String) -> String? {
    set.diagnostics.first { $0.name == name }?.message
  }

  @Test func deepNestingIsALimitNotACrash() throws {
    let dir = try Corpus.scratch("css-deep")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("deep.css")
    try Data((String(repeating: "a{", count: 5000) + String(repeating: "}", count: 5000)).utf8)
      .write(to: file)
    let error = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(error?.code == .limitExceeded)
    var chain = ":root {\n"
    for i in 0..<300 { chain += "  --v\(i): var(--v\(i + 1));\n" }
    chain += "  --v300: #fff;\n}\n"
    try Data(chain.utf8).write(to: file)
    let deep = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(deep?.code == .limitExceeded)
  }

  @Test func filesShareOneCascade() throws {
    let palette = Corpus.fixture("css", "palette.css")
    let scheme = Corpus.fixture("css", "scheme.css")
    let alone = try load(scheme)
    #expect(alone.tokens.isEmpty)
    #expect(alone.diagnostics.first?.message.contains("var(--gray-9)") == true)
    let together = try load(palette, scheme)
    // `color-scheme: dark` in a base block makes it the dark theme.
    let surface = try together.token(named: "--surface", theme: "dark")
    #expect(surface.theme == "dark")
    #expect(surface.color == CSSColor(redByte: 0x21, greenByte: 0x25, blueByte: 0x29))
    #expect(surface.resolvedFrom == ["--gray-9"])
    #expect(CSSCustomPropertiesImporter.claims(path: scheme, isDirectory: false, prefix: []))
    // Sass is read through Dart Sass (SassStylesheetTests); another package's sources under
    // node_modules only through a stylesheet that loads them; Less is not read.
    #expect(CSSCustomPropertiesImporter.claims(path: "a.scss", isDirectory: false, prefix: []))
    #expect(
      !CSSCustomPropertiesImporter.claims(
        path: "x/node_modules/p/_a.scss", isDirectory: false, prefix: []))
    #expect(!CSSCustomPropertiesImporter.claims(path: "a.less", isDirectory: false, prefix: []))
  }

  @Test func selectorClassification() {
    let cases: [(String, CSSSelectorTheme.Scope)] = [
      (":root", .base), ("html", .base), (":where(html)", .base),
      (":host(:not([data-theme=dark]))", .base), (":root:not([data-theme])", .base),
      ("[data-theme=dark]", .theme("dark")), ("html[data-theme=\"light\"]", .theme("light")),
      (".dark", .theme("dark")), (".theme-dim", .theme("dim")), ("button", .component),
      ("[role=button]", .component), ("& :where(dialog)", .component), (":root .card", .component),
      (":where(button,.btn)", .component),
      // Theme switches by the attribute's last word (MVP.css's `color-mode`, Mantine's
      // `data-mantine-color-scheme`); a value deferring to the reader is the base.
      (":root[color-mode=\"user\"]", .base), ("[data-mantine-color-scheme=dark]", .theme("dark")),
      ("html[data-ui-theme=ocean]", .theme("ocean")), ("[data-view=grid]", .component),
      // A namespaced theme modifier (Cauldron's `.cauldron--theme-dark`); a variant stays one.
      (".cauldron--theme-dark", .theme("dark")), (".app-dark-mode", .theme("dark")),
      (".btn-dark", .component), (".has-background-light-on-scheme", .component),
    ]
    for (selector, expected) in cases {
      let got = CSSSelectorTheme.classify(selector)
      #expect(got == expected, "\(selector)")
    }
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var file: String
    var code: ImportError.Code
    var line: Int
    var message: String
    var testDescription: String { file }
  }

  @Test(arguments: [
    BadCase(file: "cycle", code: .aliasCycle, line: 3, message: "--a → --b → --c → --a"),
    BadCase(file: "unterminated-block", code: .malformedDocument, line: 1, message: "never closed"),
    BadCase(
      file: "unterminated-comment", code: .malformedDocument, line: 4, message: "comment"),
    BadCase(file: "stray-brace", code: .malformedDocument, line: 4, message: "unexpected '}'"),
    BadCase(file: "unterminated-string", code: .malformedDocument, line: 2, message: "string"),
  ])
  func badInput(_ bad: BadCase) {
    let path = Corpus.fixture("css", "bad/\(bad.file).css")
    let error = #expect(throws: ImportError.self) { try load(path) }
    #expect(error?.code == bad.code)
    #expect(error?.location?.line == bad.line)
    #expect(error?.message.contains(bad.message) == true, "\(error?.message ?? "")")
  }

  @Test func emptyAndInvalidUTF8Files() throws {
    let dir = try Corpus.scratch("css")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("a.css")
    try Data().write(to: file)
    // An empty style sheet is valid CSS: no tokens, no diagnostics.
    let empty = try load(file.path)
    #expect(empty.tokens.isEmpty && empty.diagnostics.isEmpty)
    try Data(Array(":root { --a: #fff; }".utf8) + [0xC3, 0x28]).write(to: file)
    let utf8 = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(utf8?.code == .unreadableFile)
  }

  // MARK: Corpus

  static let corpusCases: [Expectation] = [
    Expectation(
      source: "tailwind/theme.colors.css:10 oklch(63.7% 0.237 25.331)", name: "--color-red-500",
      theme: nil, color: CSSColor(.oklch, 0.637, 0.237, 25.331)),
    Expectation(
      source: "tailwind/theme.colors.css:245 oklch(98.5% 0 none)", name: "--color-neutral-50",
      theme: nil, color: CSSColor(.oklch, 0.985, 0, 0)),
    Expectation(
      source: "atlassian-light.css:147 #0C66E4 (:root, html[data-theme=light])",
      name: "--ds-background-brand-bold", theme: "light",
      color: CSSColor(redByte: 0x0C, greenByte: 0x66, blueByte: 0xE4)),
    Expectation(
      source: "atlassian-dark.css:147 #579DFF", name: "--ds-background-brand-bold",
      theme: "dark", color: CSSColor(redByte: 0x57, greenByte: 0x9D, blueByte: 0xFF)),
    Expectation(
      source: "atlassian-dark.css:148 #85B8FF", name: "--ds-background-brand-bold-hovered",
      theme: "dark", color: CSSColor(redByte: 0x85, greenByte: 0xB8, blueByte: 0xFF)),
    Expectation(
      source: "atlassian-dark.css:24 #161A1D", name: "--ds-text-inverse", theme: "dark",
      color: CSSColor(redByte: 0x16, greenByte: 0x1A, blueByte: 0x1D)),
    Expectation(
      source: "pico light block #02659a", name: "--pico-primary-hover-background",
      theme: "light", color: CSSColor(redByte: 0x02, greenByte: 0x65, blueByte: 0x9A)),
    Expectation(
      source: "pico dark (media and [data-theme=dark]) #017fc0",
      name: "--pico-primary-hover-background", theme: "dark",
      color: CSSColor(redByte: 0x01, greenByte: 0x7F, blueByte: 0xC0)),
    Expectation(
      source: "pico dark rgb(19, 22.5, 30.5): fractional channels", name: "--pico-background-color",
      theme: "dark", color: CSSColor(.sRGB, 19 / 255.0, 22.5 / 255, 30.5 / 255)),
    Expectation(
      source: "open-props props.colors-oklch.css oklch(99% .03 var(--color-hue, 0))",
      name: "--color-0", theme: nil, color: CSSColor(.oklch, 0.99, 0.03, 0)),
  ]

  @Test(.requiresSharedPalettes, arguments: corpusCases) func corpusValues(_ expected: Expectation)
    throws
  {
    let css = Corpus.palette("css")
    let set = try TokenLoader().load([css])
    let token = try #require(
      set.tokens.first { $0.name == expected.name && $0.theme == expected.theme })
    #expect(token.color.space == expected.color.space)
    #expect(token.color.isApproximatelyEqual(to: expected.color, tolerance: 1e-12))
  }

  @Test(.requiresSharedPalettes) func openPropsThemesAcrossFiles() throws {
    let folder = Corpus.palette("css/open-props")
    let files = ["props.colors.css", "theme.light.css", "theme.dark.css"].map {
      (folder as NSString).appendingPathComponent($0)
    }
    let set = try CSSCustomPropertiesImporter().importTokens(from: files)
    // theme.light.css: --text-1: var(--gray-12) = #030507; theme.dark.css: var(--gray-0).
    #expect(
      (try set.token(named: "--text-1", theme: "light").color)
        == CSSColor(redByte: 0x03, greenByte: 0x05, blueByte: 0x07))
    #expect(
      (try set.token(named: "--text-1", theme: "dark").color)
        == CSSColor(redByte: 0xF8, greenByte: 0xF9, blueByte: 0xFA))
    // @supports (color: color(display-p3 0 0 0)) overrides the light link.
    #expect(
      (try set.token(named: "--link", theme: "light").color) == CSSColor(.displayP3, 0.1, 0.39, 1))
    #expect(
      (try set.token(named: "--link", theme: "dark").color)
        == CSSColor(redByte: 0x91, greenByte: 0xA7, blueByte: 0xFF))
    #expect(set.diagnostics.isEmpty)
  }

  @Test(.requiresSharedPalettes) func corpusImportsWithoutErrors() throws {
    let css = Corpus.palette("css")
    for (folder, tokens, themes, warnings) in [
      // The loader hands the stylesheets of one folder to the importer together, as one
      // cascade: Atlassian's light and dark files become the two themes of one token set, and the
      // Open Props theme files resolve the palette variables of props.colors.css.
      // Each Atlassian file is named for its mode (issue 41), so the `:root` of
      // atlassian-light.css is light: the 5 values both files give alike are one per theme.
      ("atlassian", 538, ["dark", "light"], 0), ("pico", 168, ["dark", "light"], 0),
      ("tailwind", 288, [], 0), ("open-props", 285, ["dark", "light"], 0),
    ] {
      let set = try TokenLoader().load([(css as NSString).appendingPathComponent(folder)])
      #expect(set.tokens.count == tokens, "\(folder)")
      #expect(set.themes == themes, "\(folder)")
      #expect(set.diagnostics.count == warnings, "\(folder)")
    }
  }
}
