import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

/// Salesforce Theo YAML (salesforce-ux/theo README "Spec"): the Lightning Design System's files
/// in the corpus, and small documents for imports, references and what is refused. Expected
/// colours are the hex values the alias chains end at, read off the files by hand.
@Suite struct TheoYAMLImporterTests {
  static let slds = "yaml/salesforce-slds/design-tokens"

  /// Writes `files` (relative path → text) into a scratch folder; returns the folder.
  func folder(_ files: [String: String]) throws -> URL {
    let dir = try Corpus.scratch("theo")
    for (name, text) in files {
      let url = dir.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return dir
  }

  func importError(_ path: String) throws -> ImportError {
    try #require(
      #expect(throws: ImportError.self) { try TheoYAMLImporter().importTokens(from: path) })
  }

  @Test(.requiresSharedPalettes) func sldsFolderResolvesAliasChainsAcrossImports() throws {
    let set = try TokenLoader().load([Corpus.palette(Self.slds)])
    // 256 palette aliases, 64 named colours less one gradient, 28 + 12 + 23 props.
    #expect(set.tokens.count == 382)
    let hover = try #require(set.tokens(named: "COLOR_TEXT_BUTTON_BRAND_HOVER").first)
    // text-color.yml:35 '{!PALETTE_NEUTRAL_100}' → color-palettes.yml:301 "#ffffff".
    #expect(hover.color == CSSColor(.sRGB, 1, 1, 1))
    #expect(hover.resolvedFrom == ["PALETTE_NEUTRAL_100"])
    #expect(hover.location.file.hasSuffix("extensions/ui-force/text-color.yml"))
    #expect((hover.location.line, hover.location.column) == (35, 12))
    #expect(hover.location.path == "/props/COLOR_TEXT_BUTTON_BRAND_HOVER/value")
    #expect(hover.description == "Text color for brandable primary button - hover state")
    // color-palettes.yml:107 BRAND_DARK: "{!PALETTE_BLUE_50}" → line 125 "#0176d3".
    let brand = try #require(set.tokens(named: "BRAND_DARK").first)
    #expect(brand.color == CSSColor(.sRGB, 1.0 / 255, 118.0 / 255, 211.0 / 255))
    #expect(brand.resolvedFrom == ["PALETTE_BLUE_50"])
    #expect(brand.location.line == 107)
    #expect(brand.location.path == "/aliases/BRAND_DARK")
    // border-color.yml:30 '{!TRANSPARENT}' → colors.yml:5 "transparent".
    let disabled = try #require(set.tokens(named: "COLOR_BORDER_BUTTON_BRAND_DISABLED").first)
    #expect(disabled.color.alpha == 0)
    #expect(disabled.resolvedFrom == ["TRANSPARENT"])
    // colors.yml:7 "rgba(126, 140, 153, 0.80)".
    #expect(
      set.color("REGENT_GREY_TRANSPARENT_80")
        == CSSColor(.sRGB, 126.0 / 255, 140.0 / 255, 153.0 / 255, alpha: 0.8))
    #expect(set.tokens(named: "GRADIENT_SHADOW_BOTTOM").isEmpty)
    #expect(set.diagnostics.map(\.message) == ["skipped 1 non-colour token"])
    #expect(set.diagnostics.first?.location.file.hasSuffix("aliases/colors.yml") == true)
  }

  @Test(.requiresSharedPalettes) func aPaletteOnlyFileListsItsAliases() throws {
    let set = try TheoYAMLImporter().importTokens(
      from: Corpus.palette(Self.slds + "/aliases/color-palettes.yml"))
    #expect(set.tokens.count == 256)
    // PALETTE_GRAY_5: "{!PALETTE_WARM_GRAY_5}" (line 40) → "#dddbda" (line 24).
    #expect(set.color("PALETTE_GRAY_5") == CSSColor(.sRGB, 221.0 / 255, 219.0 / 255, 218.0 / 255))
    #expect(set.tokens(named: "PALETTE_GRAY_5").first?.resolvedFrom == ["PALETTE_WARM_GRAY_5"])
  }

  @Test func importsAcrossTwoFilesAndReferencesInsideValues() throws {
    let dir = try folder([
      "aliases/palette.yml": "aliases:\n  BLUE: '#0176d3'\n  RGB: '1, 2, 3'\n",
      "tokens/buttons.yml": """
      global:
        type: color
      imports:
        - ../aliases/palette.yml
      aliases:
        BRAND: '{!BLUE}'
      props:
        BUTTON:
          value: '{!BRAND}'
          comment: Button background
        SCRIM:
          value: 'rgba({!RGB}, 0.5)'
        SPACE:
          value: 4px
          type: size
      """,
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let set = try TheoYAMLImporter().importTokens(
      from: dir.appendingPathComponent("tokens/buttons.yml").path)
    // The imported file's aliases resolve but are not this file's tokens.
    #expect(set.tokens.map(\.name) == ["BRAND", "BUTTON", "SCRIM"])
    let button = try #require(set.tokens(named: "BUTTON").first)
    #expect(button.color == CSSColor(.sRGB, 1.0 / 255, 118.0 / 255, 211.0 / 255))
    #expect(button.resolvedFrom == ["BRAND", "BLUE"])
    #expect(button.description == "Button background")
    #expect((button.location.line, button.location.column) == (9, 12))
    let scrim = try #require(set.tokens(named: "SCRIM").first)
    #expect(scrim.color == CSSColor(.sRGB, 1.0 / 255, 2.0 / 255, 3.0 / 255, alpha: 0.5))
    #expect(scrim.resolvedFrom == ["RGB"])
    #expect(set.diagnostics.map(\.message) == ["skipped 1 non-colour token"])
  }

  @Test func listFormAndDanglingAliasWarning() throws {
    let dir = try folder([
      "list.yaml": """
      aliases:
        WHITE: {value: white}
      props:
        - name: BACKGROUND
          value: '{!WHITE}'
        - name: TEXT
          value: '{!BLAK}'
      aliases_are_above: true
      """
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("list.yaml").path
    let set = try TheoYAMLImporter().importTokens(from: path)
    #expect(set.color("BACKGROUND") == CSSColor(.sRGB, 1, 1, 1))
    #expect(set.tokens.first { $0.name == "BACKGROUND" }?.location.path == "/props/0/value")
    #expect(
      set.diagnostics.map(\.description) == [
        "\(path):7:12: warning: TEXT: unresolved alias {!BLAK}: no alias named \"BLAK\" in "
          + "\(path) or its imports"
      ])
  }

  @Test func aliasCycleNamesTheChainAtItsFirstAlias() throws {
    let dir = try folder(["cycle.yml": "aliases:\n  A: '{!B}'\n  B: '{!C}'\n  C: '{!A}'\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("cycle.yml").path
    let error = try importError(path)
    #expect(error.code == .aliasCycle)
    #expect(
      error.description
        == "\(path):2:6: error: /aliases/A: alias cycle: {!A} → {!B} → {!C} → {!A}; break the "
        + "loop by giving one a colour")
  }

  @Test func missingImportAndImportCycle() throws {
    let dir = try folder([
      "a.yml": "imports:\n  - b.yml\naliases:\n  A: red\n",
      "b.yml": "imports:\n  - a.yml\naliases:\n  B: blue\n",
      "c.yml": "aliases:\n  C: red\nimports:\n  - gone/missing.yml\n",
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = try importError(dir.appendingPathComponent("c.yml").path)
    #expect(missing.code == .unreadableFile)
    #expect(missing.location?.file == dir.appendingPathComponent("c.yml").path)
    #expect((missing.location?.line, missing.location?.column) == (4, 5))
    #expect(
      missing.message.hasSuffix(
        "gone/missing.yml does not exist; imports are relative to the importing file"))
    let cycle = try importError(dir.appendingPathComponent("a.yml").path)
    #expect(cycle.code == .aliasCycle)
    #expect(cycle.location?.file == dir.appendingPathComponent("b.yml").path)
    #expect(cycle.location?.line == 2)
    let a = dir.appendingPathComponent("a.yml").path
    let b = dir.appendingPathComponent("b.yml").path
    #expect(cycle.message == "import cycle: \(a) → \(b) → \(a); remove one of these imports")
  }

  @Test func importsOfDevicesAndDeepImportChainsAreErrors() throws {
    var files = ["device.yml": "imports:\n  - /dev/null\naliases:\n  A: red\n"]
    for index in 0..<70 { files["f\(index).yml"] = "imports:\n  - f\(index + 1).yml\n" }
    files["f70.yml"] = "aliases:\n  Z: red\n"
    let dir = try folder(files)
    defer { try? FileManager.default.removeItem(at: dir) }
    let device = try importError(dir.appendingPathComponent("device.yml").path)
    #expect(device.code == .unreadableFile)
    #expect(device.location?.line == 2)
    #expect(
      device.message == "the imported path /dev/null is not a regular file; import a .yml file")
    let deep = try importError(dir.appendingPathComponent("f0.yml").path)
    #expect(deep.code == .limitExceeded)
    #expect(deep.location?.file == dir.appendingPathComponent("f63.yml").path)
    #expect(deep.message == "imports nested more than 64 files deep; import fewer levels")
  }

  @Test func refusedYAMLIsAnErrorAtItsLineAndColumn() throws {
    let cases:
      [(name: String, text: String, code: ImportError.Code, line: Int, column: Int, words: String)] =
        [
          (
            "bomb.yml", "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\naliases:\n  X: red\n",
            .malformedDocument, 2, 8, "YAML aliases are not supported in token files (*a)"
          ),
          (
            "deep.yml", "aliases:\n  X: " + String(repeating: "[", count: 10_000), .limitExceeded,
            2, 68,
            "nested more than 64 deep"
          ),
          (
            "dup.yml", "aliases:\n  A: red\n  A: blue\n", .malformedDocument, 3, 3,
            "the key 'A' appears twice in one mapping (first on line 2)"
          ),
          ("tab.yml", "aliases:\n\tA: red\n", .malformedDocument, 2, 1, "indent with spaces"),
          ("quote.yml", "aliases:\n  A: 'red\n", .malformedDocument, 3, 1, "close the quote"),
        ]
    let dir = try folder(Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0.text) }))
    defer { try? FileManager.default.removeItem(at: dir) }
    for entry in cases {
      let path = dir.appendingPathComponent(entry.name).path
      let error = try importError(path)
      #expect(error.code == entry.code, "\(entry.name)")
      #expect(
        error.location == FileLocation(file: path, line: entry.line, column: entry.column),
        "\(entry.name)")
      #expect(error.message.hasPrefix("malformed YAML: "), "\(entry.name)")
      #expect(error.message.contains(entry.words), "\(entry.name): \(error.message)")
    }
  }

  @Test func emptyAndNonUTF8Files() throws {
    let dir = try folder(["empty.yml": "", "comments.yml": "# nothing\n"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let latin = dir.appendingPathComponent("latin.yml")
    try Data(Array("aliases:\n  A: caf".utf8) + [0xE9, 0x0A]).write(to: latin)
    let notUTF8 = try importError(latin.path)
    #expect(notUTF8.code == .unreadableFile)
    #expect(notUTF8.message == "the file is not valid UTF-8; save it as UTF-8")
    for name in ["empty.yml", "comments.yml"] {
      let error = try importError(dir.appendingPathComponent(name).path)
      #expect(error.code == .malformedDocument)
      #expect(error.location?.line == 1)
      #expect(error.message.hasPrefix("the file has no YAML document"))
    }
  }

  /// Issue 41: a malformed value is an error diagnostic with its line, and the file's other
  /// props are still read (Twilio Paste's evergreen theme writes `"FDF4F4"` without its `#`).
  @Test func typedColourPropThatIsNoColourIsAnError() throws {
    let dir = try folder([
      "p.yml":
        "global:\n  type: color\nprops:\n  A:\n    value: '#12345'\n  G:\n    value: linear-gradient(red, blue)\n  B:\n    value: '#0f62fe'\n"
    ])
    defer { try? FileManager.default.removeItem(at: dir) }
    let set = try TheoYAMLImporter().importTokens(from: dir.appendingPathComponent("p.yml").path)
    #expect(set.tokens.map(\.name) == ["B"])
    let error = try #require(set.diagnostics.first { $0.severity == .error })
    #expect(error.location.line == 5)
    #expect(error.message.hasPrefix("A: invalid colour \"#12345\""))
  }

  @Test func claimsYAMLFilesWithTheoKeys() {
    func claims(_ name: String, _ text: String) -> Bool {
      TheoYAMLImporter.claims(path: name, isDirectory: false, prefix: Array(text.utf8))
    }
    #expect(claims("a.yml", "# c\nprops:\n  A: {value: red}\n"))
    #expect(claims("a.YAML", "\u{FEFF}aliases:\n"))
    #expect(claims("a.yml", "global: {}\nimports: # list\n- b.yml\n"))
    #expect(!claims("a.yml", "name: ci\njobs:\n  props: 1\n"))
    #expect(!claims("a.yml", "propsX: 1\n"))
    #expect(!claims("a.json", "props:\n"))
    #expect(!TheoYAMLImporter.claims(path: "d.yml", isDirectory: true, prefix: []))
  }
}
