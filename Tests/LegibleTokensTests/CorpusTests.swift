import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

/// The real design systems in ../shared/palettes/tokens (see its README.md and SOURCES.md).
/// Expected values were read by hand from the files, following each alias chain.
@Suite(.requiresSharedPalettes)
struct CorpusTests {
  /// Every token file imports without error: (file, tokens, warnings).
  @Test(arguments: [
    ("tokens/carbon/button.json", 61, 0),
    ("tokens/carbon/color-palette.json", 244, 0),
    ("tokens/fluentui-token-pipeline/dark.tokens.json", 147, 0),
    ("tokens/fluentui-token-pipeline/global.tokens.json", 695, 0),
    ("tokens/fluentui-token-pipeline/light.tokens.json", 147, 0),
    ("tokens/open-props/open-props.resolver.json", 247, 0),
    ("tokens/primer/button.primary.excerpt.json5", 51, 32),
    ("tokens/spectrum/color-aliases.json", 459, 0),
    ("tokens/spectrum/color-palette.json", 971, 0),
    ("tokens/spectrum/semantic-color-palette.json", 282, 0),
  ])
  func importsWithoutError(file: String, tokens: Int, warnings: Int) throws {
    let set = try TokenLoader().load([TokenPaths.corpus(file)])
    #expect(set.tokens.count == tokens)
    #expect(set.diagnostics.filter { $0.severity == .warning }.count == warnings)
  }

  @Test func spectrumButtonStatesPerSet() throws {
    let set = try TokenLoader().load([TokenPaths.corpus("tokens/spectrum")])
    // accent-background-color-default: light → {accent-color-900} → {blue-900} light
    // "rgb(59, 99, 251)"; dark → {accent-color-800} → {blue-800} dark "rgb(64, 105, 253)".
    let name = "accent-background-color-default"
    #expect(set.color(name, "light") == CSSColor(redByte: 59, greenByte: 99, blueByte: 251))
    #expect(set.color(name, "dark") == CSSColor(redByte: 64, greenByte: 105, blueByte: 253))
    let light = try #require(set.tokens.first { $0.name == name && $0.theme == "light" })
    #expect(light.resolvedFrom == ["accent-color-900", "blue-900"])
    #expect(light.location.line == 8)
    // Non-colour tokens are skipped, not errors.
    #expect(set.tokens(named: "opacity-disabled").isEmpty)
    #expect(set.tokens(named: "overlay-opacity").isEmpty)
  }

  @Test func fluentCrossFileAliasesAndFileThemes() throws {
    let set = try TokenLoader().load([TokenPaths.corpus("tokens/fluentui-token-pipeline")])
    // light.tokens.json BrandBackground.Fill.Color.Rest → {Global.Color.Brand.80} = #0078d4;
    // dark.tokens.json → {Global.Color.Brand.70} = #106ebe.
    let name = "BrandBackground.Fill.Color.Rest"
    #expect(set.color(name, "light") == CSSColor(rgb: 0x0078D4))
    #expect(set.color(name, "dark") == CSSColor(rgb: 0x106EBE))
    #expect(
      set.color("NeutralForegroundOnBrand.Fill.Color.Rest", "dark") == CSSColor(rgb: 0xFFFFFF))
    #expect(set.themes == ["dark", "light"])
  }

  @Test func openPropsResolverColourObjects() throws {
    let set = try TokenLoader().load([
      TokenPaths.corpus("tokens/open-props/open-props.resolver.json")
    ])
    // blue.6: {"colorSpace": "srgb", "components": [0.1333…, 0.5450…, 0.9019…], "hex": "#228be6"}.
    #expect(
      set.color("blue.6")
        == CSSColor(.sRGB, 0.13333333333333333, 0.5450980392156862, 0.9019607843137255))
    #expect(set.color("blue.6")?.hexString() == "#228be6")
    // The hsl shadow colours sit inside shadow tokens, which are not colour tokens.
    #expect(set.tokens(named: "shadow.1").isEmpty)
  }

  @Test func carbonPerThemeExtensionsAndAlphaModifiers() throws {
    let set = try TokenLoader().load([TokenPaths.corpus("tokens/carbon")])
    // button.primary: carbon.themes.white = {blue.60} = components [0.058824, 0.384314, 0.996078].
    #expect(set.color("button.primary", "white") == CSSColor(.sRGB, 0.058824, 0.384314, 0.996078))
    // button.disabled g90 = {gray.50} (0.552941 grey) with alphaModifiers.g90 = 0.3.
    #expect(
      set.color("button.disabled", "g90")
        == CSSColor(.sRGB, 0.552941, 0.552941, 0.552941, alpha: 0.3))
    #expect(set.color("button.disabled", "white")?.alpha == 1)
    // danger-hover is a literal in every theme.
    #expect(set.color("button.danger-hover", "g100") == CSSColor(rgb: 0xB81921))
    // separator's "fallback" is the theme-less value.
    #expect(set.tokens(named: "button.separator").contains { $0.theme == nil })
    #expect(set.themes == ["g10", "g100", "g90", "white"])
  }

  @Test func primerJSON5OverridesAndUnresolvedReferences() throws {
    let set = try TokenLoader().load([
      TokenPaths.corpus("tokens/primer/button.primary.excerpt.json5")
    ])
    #expect(set.color("button.primary.bgColor.hover") == CSSColor(rgb: 0x1C8139))
    #expect(set.color("button.primary.bgColor.hover", "dark") == CSSColor(rgb: 0x29903B))
    #expect(
      set.color("button.primary.bgColor.active", "light-high-contrast") == CSSColor(rgb: 0x03501B))
    #expect(set.color("button.primary.bgColor.disabled", "dark") == CSSColor(rgb: 0x105823))
    // {fgColor.white} is outside the excerpt: a warning naming the chain, no token.
    // Only dark-dimmed gives a literal ('#ffffff').
    let rest = set.tokens(named: "button.primary.fgColor.rest")
    #expect(rest.map(\.theme) == ["dark-dimmed"])
    #expect(
      rest.first?.location.path
        == "/button/primary/fgColor/rest/$extensions/org.primer.overrides/dark-dimmed/$value")
    #expect(
      set.diagnostics.contains {
        $0.message.hasPrefix(
          #"unresolved alias {button.primary.fgColor.rest} → {fgColor.white}: no token named "fgColor.white""#
        )
          && $0.location.line == 10
      })
  }
}
