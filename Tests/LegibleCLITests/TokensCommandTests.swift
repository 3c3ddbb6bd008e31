import Foundation
import TestSupport
import Testing

@testable import LegibleCommandLine

/// `legible tokens` and `legible grid` on the importer fixtures.
@Suite struct TokensCommandTests {
  static let fixtures = Repository.url("Tests/LegibleTokensTests/Fixtures")

  func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

  @Test func textListsAlignedColumns() {
    let path = fixture("dtcg/resolver.json")
    let result = runLegible(["tokens", path])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.first == "button.bg     dark   #99ccff  \(path):14")
    #expect(lines.last == "palette.sky   -      #99ccff  \(path):6")
  }

  @Test func jsonArrayWithStableKeys() throws {
    let path = fixture("dtcg/resolver.json")
    let result = runLegible(["tokens", "--json", "--theme", "dark", path])
    #expect(result.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(array.count == 5)
    #expect(Set(array[0].keys) == ["name", "theme", "value", "file", "line"])
    #expect(array[0]["name"] as? String == "button.bg")
    #expect(array[0]["theme"] as? String == "dark")
    #expect(array[0]["value"] as? String == "#99ccff")
    #expect(array[0]["line"] as? Int == 14)
    // A theme-less token stands in for --theme dark.
    #expect(array.last?["theme"] is NSNull)
  }

  @Test func diagnosticsGoToStandardError() {
    let path = fixture("dtcg/dangling.tokens.json")
    let result = runLegible(["tokens", path])
    #expect(result.status == 0)
    #expect(result.error.contains("\(path):5:"))
    #expect(
      result.error.contains("warning: color.link: unresolved alias {color.link} → {color.brnd}"))
  }

  @Test func importErrorsExitTwo() {
    let path = fixture("dtcg/cycle.tokens.json")
    let result = runLegible(["tokens", path])
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix(
        "Error: \(path):4:22: error: /color/a/$value: alias cycle: {color.a} → {color.b} → {color.c} → {color.a}"
      ))
    #expect(runLegible(["tokens"]).status == 2)
    #expect(runLegible(["tokens", "--format", "nope", path]).status == 2)
  }

  @Test func gridJSONHasOneCellPerPair() throws {
    let result = runLegible([
      "grid", "--format", "json", "--theme", "light", "--foreground", "button.fg",
      "--background", "*.b?", fixture("dtcg/resolver.json"),
    ])
    #expect(result.status == 0)
    let cells = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(cells.count == 1)
    let cell = try #require(cells.first)
    #expect(cell["foreground"] as? String == "button.fg")
    #expect(cell["background"] as? String == "button.bg")
    // White on #0066cc: L = 0.7152 · 0.13287 + 0.0722 · 0.60383 = 0.13863 (WCAG 2.2 relative
    // luminance), ratio 1.05 / 0.18863 = 5.566.
    #expect(cell["display"] as? String == "5.56")
    #expect(cell["aaText"] as? Bool == true)
    #expect(cell["aaaText"] as? Bool == false)
    #expect(cell["theme"] as? String == "light")
  }

  @Test func gridHTMLIsSelfContainedAndEscaped() {
    let result = runLegible([
      "grid", "--format", "html", "--foreground", "button.*", "--background", "palette.*",
      fixture("dtcg/resolver.json"),
    ])
    #expect(result.status == 0)
    let html = result.output
    #expect(html.contains("<html lang=\"en\">"))
    #expect(html.contains("script-src 'none'"))
    #expect(html.contains("<caption>Contrast grid, theme dark</caption>"))
    #expect(html.contains("<th scope=\"row\">button.fg"))
    #expect(!html.contains("<script"))
    #expect(html.contains("AAA") || html.contains("fail"))
  }

  @Test func gridMarkdownAndUnknownTheme() {
    let path = fixture("dtcg/resolver.json")
    let result = runLegible(["grid", "--theme", "light", "--background", "palette.ink", path])
    #expect(result.status == 0)
    #expect(result.output.contains("| `button.fg` | 1.00 fail |") == false)
    #expect(result.output.contains("## Contrast grid — light"))
    #expect(runLegible(["grid", "--theme", "sepia", path]).status == 2)
  }

  @Test func auditLoadsSpecTokens() {
    let examples = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let result = runLegible(["audit", examples.appendingPathComponent("primer-buttons.json").path])
    #expect(result.status == 1)
    #expect(result.output.contains("PrimaryButton"))
    #expect(result.error.contains("warning: button.primary.fgColor.rest"))
  }
}
