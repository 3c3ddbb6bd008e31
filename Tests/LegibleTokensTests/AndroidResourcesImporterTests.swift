import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleTokens

@Suite struct AndroidResourcesImporterTests {
  static let res = Corpus.fixture("android", "res")

  func load(_ path: String = res) throws -> TokenSet {
    try AndroidResourcesImporter().importTokens(from: path)
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
      source: "#FF0066CC (AARRGGBB)", name: "blue", theme: nil,
      color: CSSColor(redByte: 0x00, greenByte: 0x66, blueByte: 0xCC)),
    Expectation(
      source: "#80FF0000: alpha first", name: "halfRed", theme: nil,
      color: CSSColor(.sRGB, 1, 0, 0, alpha: 128.0 / 255)),
    Expectation(
      source: "#8F00 (ARGB)", name: "short", theme: nil,
      color: CSSColor(.sRGB, 1, 0, 0, alpha: 0x88 / 255.0)),
    Expectation(
      source: "<item type=\"color\">", name: "asItem", theme: nil,
      color: CSSColor(redByte: 0x33, greenByte: 0x66, blueByte: 0x99)),
    Expectation(source: "#0F0 (RGB)", name: "rgb", theme: nil, color: CSSColor(.sRGB, 0, 1, 0)),
    Expectation(
      source: "@color chain of two", name: "primaryAlias", theme: nil,
      color: CSSColor(redByte: 0x00, greenByte: 0x66, blueByte: 0xCC),
      chain: ["@color/primary", "@color/blue"]),
    Expectation(
      source: "values vs values-night: light", name: "surface", theme: "light",
      color: CSSColor(.sRGB, 1, 1, 1)),
    Expectation(
      source: "values-night overrides", name: "surface", theme: "dark",
      color: CSSColor(redByte: 0x12, greenByte: 0x12, blueByte: 0x12)),
    Expectation(
      source: "a values-only alias to an overridden colour differs in dark", name: "onSurface",
      theme: "dark", color: CSSColor(.sRGB, 1, 1, 1), chain: ["@color/ink"]),
    Expectation(
      source: "@android:color/transparent", name: "clear", theme: nil, color: .transparent),
    Expectation(
      source: "theme style item, light (implied parent Theme.Sample)", name: "attr/colorButton",
      theme: "light", color: CSSColor(redByte: 0x00, greenByte: 0x66, blueByte: 0xCC)),
    Expectation(
      source: "theme style item, dark, ?attr chain", name: "attr/colorButtonText",
      theme: "dark", color: CSSColor(.sRGB, 1, 1, 1), chain: ["?attr/colorOnButton", "@color/ink"]),
    // 0xDE/255 × 0.38 = 0.330823529…
    Expectation(
      source: "selector: state_enabled=false with android:alpha 0.38 over ink #DE000000",
      name: "button_text[state_enabled=false]", theme: "light",
      color: CSSColor(.sRGB, 0, 0, 0, alpha: 0xDE / 255.0 * 0.38)),
    Expectation(
      source: "selector: state_pressed → ?attr/colorButton in the dark theme style",
      name: "button_text[state_pressed]", theme: "dark",
      color: CSSColor(redByte: 0x99, greenByte: 0xCC, blueByte: 0xFF)),
    Expectation(
      source: "selector: two states, one theme-less value",
      name: "button_text[state_focused,state_hovered]",
      theme: nil, color: CSSColor(redByte: 0x00, greenByte: 0x66, blueByte: 0xCC)),
    Expectation(
      source: "selector: default item with app:alpha 0.5", name: "button_text[default]",
      theme: "light", color: CSSColor(.sRGB, 1, 1, 1, alpha: 0.5)),
  ]

  @Test(arguments: fixtureCases) func fixtureValues(_ expected: Expectation) throws {
    let set = try load()
    let token = try #require(
      set.tokens.first { $0.name == expected.name && $0.theme == expected.theme })
    #expect(token.color.isApproximatelyEqual(to: expected.color, tolerance: 1e-12))
    if let chain = expected.chain { #expect(token.resolvedFrom == chain) }
  }

  @Test func themesStatesAndDiagnostics() throws {
    let set = try load()
    #expect(set.themes == ["dark", "light"])
    // A colour defined only in values, with no night difference, is theme-less.
    #expect(set.tokens(named: "blue").map(\.theme) == [nil])
    // The second state_pressed item can never match: a note, not a token.
    #expect(set.tokens(named: "button_text[state_pressed]").count == 2)
    let note = try #require(set.diagnostics.first { $0.severity == .note })
    #expect(note.location.line == 8)
    let warnings = set.diagnostics.filter { $0.severity == .warning }
    #expect(Set(warnings.compactMap(\.name)) == ["dangling", "framework", "themed"])
    let framework = try #require(warnings.first { $0.name == "framework" })
    #expect(framework.message.contains("holo_blue_light"))
    #expect(framework.location.line == 14)
    // Multi-line tags: the item's line is where XMLParser reports its start tag.
    let pressed = try set.token(named: "button_text[state_pressed]", theme: "light")
    #expect(pressed.location.file.hasSuffix("color/button_text.xml"))
    #expect((5...6).contains(pressed.location.line ?? 0))
    let blue = try set.token(named: "blue", theme: nil)
    #expect(blue.location.line == 4)
    #expect(blue.location.path == "resources/color[@name='blue']")
  }

  @Test func singleFileUsesItsResFolder() throws {
    let file = (Self.res as NSString).appendingPathComponent("color/button_text.xml")
    let set = try load(file)
    #expect(set.tokens.allSatisfy { $0.name.hasPrefix("button_text[") })
    #expect(set.tokens.count == 7)
    let prefix = Array("<?xml version=\"1.0\"?><selector>".utf8)
    #expect(AndroidResourcesImporter.claims(path: file, isDirectory: false, prefix: prefix))
    #expect(AndroidResourcesImporter.claims(path: Self.res, isDirectory: true, prefix: []))
    #expect(
      !AndroidResourcesImporter.claims(
        path: "/a/drawable/x.xml", isDirectory: false, prefix: prefix))
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    var folder: String
    var code: ImportError.Code
    var line: Int
    var message: String
    var testDescription: String { folder }
  }

  @Test(arguments: [
    BadCase(
      folder: "cycle", code: .aliasCycle, line: 4,
      message: "@color/a → @color/b → @color/c → @color/a"),
    BadCase(
      folder: "malformed", code: .malformedDocument, line: 3,
      message: "malformed XML: the end tag </colour> does not match the start tag <color> of line 3"
    ),
    BadCase(folder: "hex", code: .invalidColorValue, line: 3, message: "#FFZZ00"),
  ])
  func badInput(_ bad: BadCase) {
    let path = Corpus.fixture("android", "bad/\(bad.folder)/values/colors.xml")
    let error = #expect(throws: ImportError.self) { try load(path) }
    #expect(error?.code == bad.code)
    #expect(error?.location?.line == bad.line)
    #expect(error?.message.contains(bad.message) == true, "\(error?.message ?? "")")
  }

  /// XML that is not well-formed: Foundation's XMLParser recovered and imported `x`; libxml2
  /// without recovery stops at the mismatched end tag (line 1, column 44: its `>`).
  @Test func aMismatchedEndTagIsAnErrorAtItsLineAndColumn() throws {
    let dir = try Corpus.scratch("android")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("colors.xml")
    try Data(#"<resources><color name="x">#fff</resources>"#.utf8).write(to: file)
    let error = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(error?.code == .malformedDocument)
    #expect(error?.location == FileLocation(file: file.path, line: 1, column: 44))
    #expect(
      error?.message
        == "malformed XML: the end tag </resources> does not match the start tag <color> of "
        + "line 1; close <color> first")
  }

  /// Processing instructions and DOCTYPE are refused where they start; a `<?` or `<!DOCTYPE`
  /// inside a comment or CDATA section is text libxml2 skips, and imports (the byte prescan
  /// that Foundation's XMLParser needed refused these too).
  @Test func markupInsideCommentsAndCDATAIsNotRefused() throws {
    let dir = try Corpus.scratch("android")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("colors.xml")
    try Data(
      #"<resources><!-- <?pi?> <!DOCTYPE x> --><color name="x">#fff</color></resources>"#.utf8
    ).write(to: file)
    let tokens = try load(file.path)
    #expect(tokens.tokens.map(\.name) == ["x"])
  }

  @Test func emptyAndInvalidUTF8Files() throws {
    let dir = try Corpus.scratch("android")
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("colors.xml")
    try Data().write(to: file)
    let empty = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(empty?.code == .malformedDocument)
    #expect(empty?.message.contains("empty") == true)
    try Data(
      Array("<resources><color name=\"a\">#FFF".utf8) + [0xFF] + Array("</color></resources>".utf8)
    )
    .write(to: file)
    let utf8 = #expect(throws: ImportError.self) { try load(file.path) }
    #expect(utf8?.code == .unreadableFile)
  }

  // MARK: Corpus (DuckDuckGo)

  static let corpusCases: [Expectation] = [
    Expectation(
      source: "values/design-system-colors.xml black84 #D6000000", name: "black84", theme: nil,
      color: CSSColor(.sRGB, 0, 0, 0, alpha: 0xD6 / 255.0)),
    Expectation(
      source: "values/design-system-colors.xml translucentDark #b000 (ARGB)",
      name: "translucentDark", theme: nil, color: CSSColor(.sRGB, 0, 0, 0, alpha: 0xBB / 255.0)),
    Expectation(
      source: "Theme.DuckDuckGo.Light daxColorButtonPrimaryContainer = @color/blue50 #3969EF",
      name: "attr/daxColorButtonPrimaryContainer", theme: "light",
      color: CSSColor(redByte: 0x39, greenByte: 0x69, blueByte: 0xEF)),
    Expectation(
      source: "Theme.DuckDuckGo.Dark daxColorButtonPrimaryContainer = @color/blue30 #7295F6",
      name: "attr/daxColorButtonPrimaryContainer", theme: "dark",
      color: CSSColor(redByte: 0x72, greenByte: 0x95, blueByte: 0xF6)),
    Expectation(
      source: "button_primary_text_color_selector state_enabled=false, light → black36 #5C000000",
      name: "button_primary_text_color_selector[state_enabled=false]", theme: "light",
      color: CSSColor(.sRGB, 0, 0, 0, alpha: 0x5C / 255.0),
      chain: ["?attr/daxColorTextDisabled", "@color/black36"]),
    Expectation(
      source: "button_primary_text_color_selector state_pressed, dark → black84",
      name: "button_primary_text_color_selector[state_pressed]", theme: "dark",
      color: CSSColor(.sRGB, 0, 0, 0, alpha: 0xD6 / 255.0)),
    Expectation(
      source: "button_primary_ripple_selector state_pressed, light → blue70 #1E42A4",
      name: "button_primary_ripple_selector[state_pressed]", theme: "light",
      color: CSSColor(redByte: 0x1E, greenByte: 0x42, blueByte: 0xA4)),
    Expectation(
      source: "button_secondary_ripple_selector default → @android:color/transparent",
      name: "button_secondary_ripple_selector[default]", theme: "light", color: .transparent),
    Expectation(
      source: "widget-colors.xml: values-night overrides searchWidgetSearchBarHintColor (white60)",
      name: "searchWidgetSearchBarHintColor", theme: "dark",
      color: CSSColor(.sRGB, 1, 1, 1, alpha: 0x99 / 255.0)),
  ]

  @Test(.requiresSharedPalettes, arguments: corpusCases) func corpusValues(_ expected: Expectation)
    throws
  {
    let res = Corpus.palette("android/duckduckgo/res")
    let set = try TokenLoader().load([res])
    let token = try #require(
      set.tokens.first { $0.name == expected.name && $0.theme == expected.theme })
    #expect(token.color.isApproximatelyEqual(to: expected.color, tolerance: 1e-12))
    if let chain = expected.chain { #expect(token.resolvedFrom == chain) }
  }

  @Test(.requiresSharedPalettes) func corpusImportsWithPreciseDiagnostics() throws {
    let res = Corpus.palette("android/duckduckgo/res")
    let set = try TokenLoader().load([res])
    #expect(set.tokens.count == 431)
    #expect(set.themes == ["dark", "light"])
    // Three widget colours name resources that are not in the excerpt.
    #expect(set.diagnostics.count == 3)
    #expect(
      set.diagnostics.allSatisfy { $0.message.contains("Dark") || $0.message.contains("Light") })
  }
}
