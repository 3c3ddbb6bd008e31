import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

@Suite struct StyleDictionaryAndStudioTests {
  @Test func styleDictionaryAliasesSetsAndSkips() throws {
    let set = try StyleDictionaryImporter().importTokens(
      from: TokenPaths.fixture("style-dictionary/basic.json"))
    #expect(set.color("color.button.bg") == CSSColor(rgb: 0x0066CC))  // v3 {….value}
    #expect(set.color("color.button.fg") == CSSColor(.sRGB, 1, 1, 1))  // v4 {…}
    #expect(set.color("surface", "light") == CSSColor(.sRGB, 1, 1, 1))
    #expect(set.color("surface", "dark") == CSSColor(.sRGB, 0, 0, 0, alpha: 0.5))
    // A theme-less alias to a per-set token is resolved per set.
    #expect(set.color("card", "dark") == CSSColor(.sRGB, 0, 0, 0, alpha: 0.5))
    #expect(set.color("card", "light") == CSSColor(.sRGB, 1, 1, 1))
    #expect(set.tokens(named: "size.small").isEmpty)
    #expect(set.diagnostics.map(\.message) == ["skipped 1 non-colour token"])
  }

  @Test func tokensStudioThemesSourcesAndModifiers() throws {
    let set = try TokensStudioImporter().importTokens(
      from: TokenPaths.fixture("tokens-studio/single.json"))
    // Source sets resolve references but are not output.
    #expect(set.tokens(named: "blue").isEmpty)
    #expect(set.themes == ["dark", "light"])
    // lighten 0.5 in srgb: #336699 = (0.2, 0.4, 0.6) → c + (1 − c)·0.5 = (0.6, 0.7, 0.8).
    #expect(sameSRGB(set.color("bg", "light"), CSSColor(.sRGB, 0.6, 0.7, 0.8)))
    // darken 0.5 in srgb: c · 0.5 = (0.1, 0.2, 0.3).
    #expect(sameSRGB(set.color("bg", "dark"), CSSColor(.sRGB, 0.1, 0.2, 0.3)))
    // lighten 0.5 in hsl: red = hsl(0 100% 50%) → L = 75 % → (1, 0.5, 0.5).
    #expect(sameSRGB(set.color("pink", "light"), CSSColor(.sRGB, 1, 0.5, 0.5)))
    // mix black with white by 0.25 in srgb → 0.25 grey.
    #expect(sameSRGB(set.color("grey", "dark"), CSSColor(.sRGB, 0.25, 0.25, 0.25)))
    #expect(set.color("glass", "dark") == CSSColor(.sRGB, 1, 1, 1, alpha: 0.2))
    // rgba(#hex, a): Tokens Studio's hex-inside-rgba form.
    #expect(set.color("overlay", "light") == CSSColor(rgb: 0x336699).withAlpha(0.5))
    #expect(set.diagnostics.map(\.message) == ["skipped 1 non-colour token"])
  }

  @Test func tokensStudioFolderWithThemesFile() throws {
    let dir = try TokenPaths.temporaryDirectory("studio")
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = [
      "$metadata.json": #"{"tokenSetOrder": ["core", "theme/dark"]}"#,
      "$themes.json":
        #"[{"id": "1", "name": "Dark", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}]"#,
      "core.json": ##"{"ink": {"value": "#101010", "type": "color"}}"##,
      "theme/dark.json": #"{"text": {"value": "{ink}", "type": "color"}}"#,
    ]
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("theme"), withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }
    let set = try TokenLoader().load([dir.path])
    #expect(set.tokens.map(\.name) == ["text"])
    #expect(set.color("text", "Dark") == CSSColor(rgb: 0x101010))
  }
}
