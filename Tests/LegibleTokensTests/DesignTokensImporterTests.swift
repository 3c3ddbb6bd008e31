import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

@Suite struct DesignTokensImporterTests {
  let importer = DesignTokensImporter()

  @Test func colourObjectsStringsAndAliasChains() throws {
    let set = try importer.importTokens(from: TokenPaths.fixture("dtcg/basic.tokens.json"))
    // docs/reference/formats.md §1 example: components are authoritative.
    #expect(set.color("color.brand") == CSSColor(.sRGB, 0, 0.4, 0.8))
    #expect(set.color("color.accent") == CSSColor(.displayP3, 1, 0, 1))
    #expect(set.color("color.scrim") == CSSColor(.sRGB, 0, 0, 0, alpha: 0.5))
    // hsl(220 3% 15%) by hand (CSS Color 4 §7.1): a = 0.03 · 0.15 = 0.0045,
    // R = 0.15 − a, G = 0.15 − a/3, B = 0.15 + a.
    #expect(
      sameSRGB(set.color("color.shade"), CSSColor(.sRGB, 0.1455, 0.1485, 0.1545, alpha: 0.1)))
    #expect(set.color("color.legacy") == CSSColor(.sRGB, 1, 0, 0, alpha: 128.0 / 255))
    let text = try #require(set.color("color.button.primary.text"))
    #expect(text.space == .oklch && text.components.x == 1)
    let hover = try #require(set.tokens(named: "color.button.primary.bg.hover").first)
    #expect(hover.color == CSSColor(.sRGB, 0, 0.4, 0.8))
    #expect(hover.resolvedFrom == ["color.button.primary.bg.rest", "color.brand"])
    #expect(hover.location.line == 13)
    #expect(hover.location.path == "/color/button/primary/bg/hover/$value")
    #expect(set.color("color.button.primary.bg.pointer") == CSSColor(.sRGB, 0, 0.4, 0.8))
    let disabled = try #require(set.tokens(named: "color.button.primary.bg.disabled").first)
    #expect(disabled.extensions == #"{"com.example.state":"disabled"}"#)
    #expect(disabled.color.alpha == 0.5)
    // The dimension token is skipped with one note.
    #expect(set.tokens(named: "space.small").isEmpty)
    #expect(set.diagnostics.map(\.message) == ["skipped 1 non-colour token"])
    #expect(set.tokens.count == 10)
  }

  @Test func cycleIsAnErrorNamingTheChain() {
    let path = TokenPaths.fixture("dtcg/cycle.tokens.json")
    let error = #expect(throws: ImportError.self) { try importer.importTokens(from: path) }
    #expect(error?.code == .aliasCycle)
    #expect(
      error?.message.hasPrefix("alias cycle: {color.a} → {color.b} → {color.c} → {color.a}")
        == true)
    #expect(error?.location?.line == 4)
    #expect(error?.description.hasPrefix(path + ":4:") == true)
  }

  @Test func danglingAliasesAreWarningsWithTheChainAndAHint() throws {
    let set = try importer.importTokens(from: TokenPaths.fixture("dtcg/dangling.tokens.json"))
    #expect(set.tokens.map(\.name) == ["color.brand"])
    let messages = set.diagnostics.map(\.message)
    #expect(
      messages.contains(
        #"unresolved alias {color.link} → {color.brnd}: no token named "color.brnd" (did you mean "color.brand"?)"#
      ))
    #expect(
      messages.contains {
        $0.hasPrefix("unresolved alias {color.visited} → {color.link} → {color.brnd}")
      })
    #expect(set.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(set.diagnostics.first { $0.name == "color.link" }?.location.line == 5)
  }

  /// Issue 41: one malformed value is an error diagnostic with its place, and the file's other
  /// tokens are still read (the CLI exits 2 after writing its output).
  @Test func invalidColourNamesTheTokenAndLine() throws {
    let path = TokenPaths.fixture("dtcg/bad-color.tokens.json")
    let set = try importer.importTokens(from: path)
    #expect(set.tokens.map(\.name) == ["color.ok"])
    let error = try #require(set.diagnostics.first { $0.severity == .error })
    #expect(error.location.line == 5)
    #expect(error.location.path == "/color/broken/$value")
    #expect(error.message.contains(##"color.broken: invalid colour "#12345""##))
  }

  @Test func malformedJSONHasALineNumber() {
    let path = TokenPaths.fixture("dtcg/bad-json.tokens.json")
    let error = #expect(throws: ImportError.self) { try importer.importTokens(from: path) }
    #expect(error?.code == .malformedDocument)
    #expect(error?.location?.line == 5)
  }

  @Test func deepNestingIsALimitError() throws {
    let dir = try TokenPaths.temporaryDirectory("deep")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, open) in [("deep.tokens.json", "{\"a\":"), ("deep.json5", "{a:")] {
      let file = dir.appendingPathComponent(name)
      let text =
        String(repeating: open, count: 600) + "1" + String(repeating: "}", count: 600)
      try Data(text.utf8).write(to: file)
      let error = #expect(throws: ImportError.self) { try importer.importTokens(from: file.path) }
      #expect(error?.code == .limitExceeded, "\(name)")
    }
  }

  @Test func resolverModuleThemesFromModifierContexts() throws {
    let set = try importer.importTokens(from: TokenPaths.fixture("dtcg/resolver.json"))
    #expect(set.color("button.bg", "light") == CSSColor(rgb: 0x0066CC))
    #expect(set.color("button.bg", "dark") == CSSColor(rgb: 0x99CCFF))
    #expect(set.color("button.fg", "dark") == CSSColor(rgb: 0x111111))
    #expect(set.color("palette.blue") == CSSColor(rgb: 0x0066CC))
    #expect(set.themes == ["dark", "light"])
  }

  @Test func json5SyntaxAndPrimerAlpha() throws {
    let set = try importer.importTokens(from: TokenPaths.fixture("json5/syntax.json5"))
    #expect(set.color("color.brand") == CSSColor(rgb: 0x0066CC))
    #expect(set.color("color.on-brand") == CSSColor(.sRGB, 1, 1, 1, alpha: 0.8))
    #expect(set.tokens(named: "color.on-brand").first?.location.line == 8)
  }

  @Test func json5ErrorsHaveLineAndColumn() {
    let path = TokenPaths.fixture("json5/bad.json5")
    let error = #expect(throws: ImportError.self) { try importer.importTokens(from: path) }
    #expect(error?.code == .malformedDocument)
    #expect(error?.location?.line == 4)
    #expect(error?.location?.column == 5)
    #expect(error?.message.contains("expected ',' or '}'") == true)
  }

  @Test func detection() {
    let dtcg = Array(#"{"color": {"$type": "color"}}"#.utf8)
    let sd = Array(##"{"color": {"value": "#fff"}}"##.utf8)
    let studio = Array(#"{"global": {}, "$themes": []}"#.utf8)
    #expect(DesignTokensImporter.claims(path: "a.tokens", isDirectory: false, prefix: []))
    #expect(DesignTokensImporter.claims(path: "a.json5", isDirectory: false, prefix: []))
    #expect(DesignTokensImporter.claims(path: "a.json", isDirectory: false, prefix: dtcg))
    #expect(!DesignTokensImporter.claims(path: "a.json", isDirectory: false, prefix: sd))
    #expect(StyleDictionaryImporter.claims(path: "a.json", isDirectory: false, prefix: sd))
    #expect(!StyleDictionaryImporter.claims(path: "a.json", isDirectory: false, prefix: dtcg))
    #expect(TokensStudioImporter.claims(path: "a.json", isDirectory: false, prefix: studio))
    let detected = TokenLoader.detect(
      "a.json", isDirectory: false, prefix: studio, in: TokenImporters.all)
    #expect(detected.map { $0.format } == "tokens-studio")
  }
}
