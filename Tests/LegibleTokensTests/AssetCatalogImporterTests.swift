import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

@Suite struct AssetCatalogImporterTests {
  static let sample = Corpus.fixture("asset-catalog", "Sample.xcassets")

  func load(_ path: String = sample) throws -> TokenSet {
    try AssetCatalogImporter().importTokens(from: path)
  }

  /// One expected colour, with the fixture or corpus file it comes from.
  struct Expectation: CustomTestStringConvertible, Sendable {
    var source: String
    var name: String
    var theme: String?
    var color: CSSColor
    var testDescription: String { "\(source): \(name) [\(theme ?? "-")]" }
  }

  static let fixtureCases: [Expectation] = [
    // Hex bytes: 0x66 = 102, 0xCC = 204.
    Expectation(
      source: "Buttons/Primary universal, light because a dark entry exists",
      name: "Buttons/Primary",
      theme: "light", color: CSSColor(.sRGB, 0, 102.0 / 255, 204.0 / 255)),
    Expectation(
      source: "Buttons/Primary dark: display-p3 with alpha", name: "Buttons/Primary", theme: "dark",
      color: CSSColor(.displayP3, 0.25, 0.5, 1, alpha: 0.5)),
    Expectation(
      source: "Buttons/Primary contrast=high", name: "Buttons/Primary", theme: "high-contrast",
      color: CSSColor(.sRGB, 0, 0.2, 0.6)),
    Expectation(
      source: "Buttons/Primary dark + high contrast, JSON numbers",
      name: "Buttons/Primary", theme: "dark-high-contrast", color: CSSColor(.sRGB, 0.6, 0.8, 1)),
    // Generic Gray Gamma 2.2: Y = 0.5^2.2 = 0.217637640824031.
    Expectation(
      source: "Gray: gray-gamma-22 → linear sRGB", name: "Gray", theme: nil,
      color: CSSColor(
        .sRGBLinear, 0.217637640824031, 0.217637640824031, 0.217637640824031, alpha: 0.8)
    ),
    Expectation(
      source: "Bytes: integer strings are 0–255, alpha '1' is 1.0", name: "Bytes", theme: nil,
      color: CSSColor(.sRGB, 1.0 / 255, 250.0 / 255, 17.0 / 255)),
    Expectation(
      source: "Extended: extended-srgb keeps values outside 0…1", name: "Extended", theme: nil,
      color: CSSColor(.sRGB, 1.2, 0.5, -0.1)),
    Expectation(
      source: "Linear: extended-linear-srgb → srgb-linear", name: "Linear", theme: nil,
      color: CSSColor(.sRGBLinear, 0.75, 0.5, 0.25)),
    Expectation(
      source: "System: the dark entry still imports", name: "System", theme: "dark",
      color: CSSColor(.sRGB, 1, 1, 1)),
    Expectation(
      source: "MacOnly: no universal entry, idiom becomes part of the theme", name: "MacOnly",
      theme: "light-mac", color: CSSColor(.sRGB, 0, 0, 0)),
    Expectation(
      source: "MacOnly dark", name: "MacOnly", theme: "dark-mac", color: CSSColor(.sRGB, 1, 1, 1)),
  ]

  @Test(arguments: fixtureCases) func fixtureValues(_ expected: Expectation) throws {
    let set = try load()
    let token = try #require(
      set.tokens.first { $0.name == expected.name && $0.theme == expected.theme })
    #expect(token.color.space == expected.color.space)
    #expect(
      isApproximatelyEqual(
        token.color.components, expected.color.components, absoluteTolerance: 1e-12))
    #expect(isApproximatelyEqual(token.color.alpha, expected.color.alpha, absoluteTolerance: 1e-12))
  }

  @Test func namesThemesAndDiagnostics() throws {
    let set = try load()
    #expect(
      Set(set.tokens.map(\.name))
        == ["Buttons/Primary", "Bytes", "Extended", "Gray", "Linear", "MacOnly", "System"])
    // The iPhone entry is ignored because universal entries exist.
    #expect(set.tokens(named: "Buttons/Primary").count == 4)
    #expect(
      set.themes == [
        "dark", "dark-high-contrast", "dark-mac", "high-contrast", "light", "light-mac",
      ])
    let primary = try set.token(named: "Buttons/Primary", theme: "light")
    #expect(primary.location.file.hasSuffix("Buttons/Primary.colorset/Contents.json"))
    #expect(primary.location.line == 4)
    #expect(primary.location.path == "/colors/0/color")
    #expect(set.diagnostics.count == 2)
    let system = try #require(set.diagnostics.first { $0.name == "System" })
    #expect(system.severity == .warning)
    #expect(system.message.contains("systemBlueColor"))
    #expect(system.location.line == 4)
    let empty = try #require(set.diagnostics.first { $0.name == "Empty" })
    #expect(empty.message.contains("empty colour set"))
  }

  @Test func loneColorSetAndContentsFile() throws {
    let folder = (Self.sample as NSString).appendingPathComponent("Gray.colorset")
    #expect(try load(folder).tokens.map(\.name) == ["Gray"])
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    #expect(try load(file).tokens.map(\.name) == ["Gray"])
    #expect(AssetCatalogImporter.claims(path: file, isDirectory: false, prefix: []))
    #expect(AssetCatalogImporter.claims(path: Self.sample, isDirectory: true, prefix: []))
    #expect(!AssetCatalogImporter.claims(path: "/x/Contents.json", isDirectory: false, prefix: []))
    #expect(try TokenLoader().load([Self.sample]).tokens.count == 11)
  }

  @Test func componentNotations() {
    #expect(AssetCatalogImporter.parseComponent("0x7F", isAlpha: false) == 127.0 / 255)
    #expect(AssetCatalogImporter.parseComponent("127", isAlpha: false) == 127.0 / 255)
    #expect(AssetCatalogImporter.parseComponent("0.500", isAlpha: false) == 0.5)
    #expect(AssetCatalogImporter.parseComponent("1", isAlpha: true) == 1)
    #expect(AssetCatalogImporter.parseComponent("0xZZ", isAlpha: false) == nil)
    #expect(AssetCatalogImporter.parseComponent("256", isAlpha: false) == nil)
    #expect(AssetCatalogImporter.parseComponent("", isAlpha: false) == nil)
    #expect(AssetCatalogImporter.parseComponent("nan", isAlpha: false) == nil)
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var folder: String
    var code: ImportError.Code
    var line: Int
    var message: String
    var testDescription: String { folder }
  }

  @Test(arguments: [
    BadCase(folder: "Malformed", code: .malformedDocument, line: 5, message: ""),
    BadCase(folder: "InvalidHex", code: .invalidColorValue, line: 6, message: "0xZZ"),
    BadCase(folder: "UnknownSpace", code: .invalidColorValue, line: 5, message: "cmyk"),
    BadCase(folder: "OutOfRange", code: .invalidColorValue, line: 6, message: "extended-srgb"),
  ])
  func badInput(_ bad: BadCase) {
    let path = Corpus.fixture("asset-catalog", "bad/\(bad.folder).colorset")
    let error = #expect(throws: ImportError.self) { try load(path) }
    #expect(error?.code == bad.code)
    #expect(error?.location?.line == bad.line)
    #expect(error?.location?.file.hasSuffix("\(bad.folder).colorset/Contents.json") == true)
    if !bad.message.isEmpty { #expect(error?.message.contains(bad.message) == true) }
  }

  @Test func emptyAndInvalidUTF8Files() throws {
    let dir = try Corpus.scratch("xcassets")
    defer { try? FileManager.default.removeItem(at: dir) }
    let set = dir.appendingPathComponent("A.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = set.appendingPathComponent("Contents.json")
    try Data().write(to: contents)
    let empty = #expect(throws: ImportError.self) { try load(set.path) }
    #expect(empty?.code == .malformedDocument)
    try Data([0x7B, 0xFF, 0x7D]).write(to: contents)
    let utf8 = #expect(throws: ImportError.self) { try load(set.path) }
    #expect(utf8?.code == .unreadableFile)
  }

  // MARK: Corpus

  static let corpusCases: [Expectation] = [
    Expectation(
      source: "netnewswire iOS primaryAccentColor (hex bytes 0x08 0x6A 0xEE)",
      name: "primaryAccentColor", theme: "light",
      color: CSSColor(redByte: 0x08, greenByte: 0x6A, blueByte: 0xEE)),
    Expectation(
      source: "netnewswire iOS sectionHeaderColor dark (integers 20 20 23)",
      name: "sectionHeaderColor", theme: "dark",
      color: CSSColor(redByte: 20, greenByte: 20, blueByte: 23)),
    Expectation(
      source: "netnewswire Mac timelineSeparatorColor (gray-gamma-22 0.900; 0.9^2.2)",
      name: "timelineSeparatorColor", theme: "light",
      color: CSSColor(.sRGBLinear, 0.7931101735123912, 0.7931101735123912, 0.7931101735123912)),
    Expectation(
      source: "home-assistant LaunchScreen/launchScreen-background dark (\"17\")",
      name: "LaunchScreen/launchScreen-background", theme: "dark",
      color: CSSColor(redByte: 17, greenByte: 17, blueByte: 17)),
    Expectation(
      source: "home-assistant Background/primaryBackground (display-p3 0xFA)",
      name: "Background/primaryBackground", theme: "light",
      color: CSSColor(.displayP3, 250.0 / 255, 250.0 / 255, 250.0 / 255)),
    Expectation(
      source: "home-assistant Domain/cover (extended-srgb 0x92 0x6B 0xC7)", name: "Domain/cover",
      theme: nil, color: CSSColor(redByte: 0x92, greenByte: 0x6B, blueByte: 0xC7)),
    Expectation(
      source: "tari DesignSystem/Button/primaryButtonBackground dark (0xF9)",
      name: "DesignSystem/Button/primaryButtonBackground", theme: "dark",
      color: CSSColor(redByte: 0xF9, greenByte: 0xF9, blueByte: 0xF9)),
    Expectation(
      source: "tari DesignSystem/Text/disabledText light (black at 0.400)",
      name: "DesignSystem/Text/disabledText", theme: "light",
      color: CSSColor(.sRGB, 0, 0, 0, alpha: 0.4)),
  ]

  @Test(.requiresSharedPalettes, arguments: corpusCases) func corpusValues(_ expected: Expectation)
    throws
  {
    let root = Corpus.palette("xcassets")
    let set = try TokenLoader().load([root])
    let matches = set.tokens.filter { $0.name == expected.name && $0.theme == expected.theme }
    try #require(!matches.isEmpty)
    #expect(
      matches.contains { $0.color.isApproximatelyEqual(to: expected.color, tolerance: 1e-12) })
  }

  @Test(.requiresSharedPalettes) func corpusImportsWithPreciseDiagnostics() throws {
    let root = Corpus.palette("xcassets")
    for (app, tokens, warnings) in [
      ("netnewswire", 63, 7), ("home-assistant", 14, 4), ("tari-wallet-ios", 106, 0),
    ] {
      let set = try TokenLoader().load([(root as NSString).appendingPathComponent(app)])
      #expect(set.tokens.count == tokens, "\(app)")
      #expect(set.diagnostics.count == warnings, "\(app)")
      #expect(set.diagnostics.allSatisfy { $0.location.line != nil })
    }
  }
}
