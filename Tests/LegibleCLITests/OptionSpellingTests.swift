import Foundation
import TestSupport
import Testing

@testable import LegibleCommandLine

/// CLI option values and theme names (issue 15): the Swift case names are accepted as aliases of
/// the raw values (the canonical spelling, which reports print), and a misspelt `--theme` is an
/// error naming the themes there are. Expected output is that of the canonical spelling.
@Suite struct OptionSpellingTests {
  static let root = Repository.root
  static let seed = root.appendingPathComponent("Examples/seed-buttons.json").path
  static let tokens = root.appendingPathComponent(
    "Tests/LegibleTokensTests/Fixtures/dtcg/resolver.json"
  ).path

  struct Case: Sendable, CustomTestStringConvertible {
    var option: String
    var swiftName: String
    var rawValue: String
    var testDescription: String { "\(option) \(swiftName)" }
  }

  /// Swift case → raw value, as declared in BlendSpace, ConformanceLevel, LargeTextPolicy, FailOn.
  static let aliases: [Case] = [
    Case(option: "--composite", swiftName: "encodedSRGB", rawValue: "srgb"),
    Case(option: "--composite", swiftName: "linearSRGB", rawValue: "linear"),
    Case(option: "--level", swiftName: "aa", rawValue: "AA"),
    Case(option: "--level", swiftName: "aaa", rawValue: "AAA"),
    Case(option: "--large-text", swiftName: "wcagCSSPixels", rawValue: "wcag"),
    Case(option: "--large-text", swiftName: "platformPoints18", rawValue: "platform"),
    Case(option: "--fail-on", swiftName: "needsReview", rawValue: "needs-review"),
  ]

  @Test(arguments: aliases) func swiftCaseNamesAreAliasesOfRawValues(_ c: Case) {
    let canonical = runLegible(["audit", Self.seed, "--format", "json", c.option, c.rawValue])
    let alias = runLegible(["audit", Self.seed, "--format", "json", c.option, c.swiftName])
    #expect(alias.error == "")
    #expect(alias.status == canonical.status)
    #expect(alias.output == canonical.output)
  }

  @Test func swiftCaseNamesWorkInTheConfigurationFileToo() throws {
    let config = try temporaryFile(
      #"{"policy": {"composite": "linearSRGB", "largeText": "platformPoints18"}}"#,
      name: "legible.json")
    defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
    let canonical = runLegible([
      "audit", Self.seed, "--format", "json", "--composite", "linear", "--large-text", "platform",
    ])
    let configured = runLegible(["audit", Self.seed, "--format", "json", "--config", config.path])
    #expect(configured.error == "")
    #expect(configured.output == canonical.output)
  }

  @Test func rawValuesStayTheAllowedValuesInHelp() {
    let help = runLegible(["audit", "--help"]).output
    #expect(help.contains("srgb"))
    #expect(!help.contains("linearSRGB"))
  }

  @Test(arguments: ["tokens", "grid"]) func aMisspeltThemeIsAnError(_ command: String) {
    let result = runLegible([command, "--theme", "drak", Self.tokens])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("no theme 'drak'; themes: dark, light (did you mean 'dark'?)"))
  }
}
