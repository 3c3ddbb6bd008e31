import Foundation
import TestSupport
import Testing

@testable import LegibleCommandLine

/// `legible tokens` on Salesforce Theo YAML (issue 19): the Lightning Design System folder lists
/// its tokens; malformed YAML is an input error (exit 2) at its file, line and column.
@Suite struct TheoYAMLTokensTests {
  @Test(.requiresSharedPalettes) func sldsFolderListsItsTokens() {
    let folder = SharedFolder.palette("yaml/salesforce-slds")
    let result = runLegible(["tokens", folder])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 382)
    // text-color.yml:35 '{!PALETTE_NEUTRAL_100}' → "#ffffff".
    let hover = lines.first { $0.hasPrefix("COLOR_TEXT_BUTTON_BRAND_HOVER ") }
    #expect(
      hover?.split(separator: " ", omittingEmptySubsequences: true).map(String.init) == [
        "COLOR_TEXT_BUTTON_BRAND_HOVER", "-", "#ffffff",
        folder + "/design-tokens/extensions/ui-force/text-color.yml:35",
      ])
    #expect(
      result.error == folder
        + "/design-tokens/aliases/colors.yml: note: skipped 1 non-colour token\n")
  }

  @Test func malformedYAMLExitsTwoWithFileLineAndColumn() throws {
    let file = try temporaryFile("aliases:\n  A: red\n  B: a: b\n", name: "bad.yml")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let result = runLegible(["tokens", file.path])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.error
        == "Error: \(file.path):3:7: error: malformed YAML: mapping values are not allowed in this "
        + "context; quote a value that contains ': ', or fix the indentation\n")
  }
}
