import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import TestSupport
import Testing

/// One colour name in two asset catalogs (an app and its widget extension, each with its own
/// `AccentColor`, as Xcode's template makes them; IceCubesApp's app set is empty and its
/// widget's purple, Dimillian/IceCubesApp), or two namespaced folders' sets of one name. The
/// code's target is not in the sources, so such a name is needs-review naming the sets. Before,
/// the last catalog read won (its appearances merged with the first one's): IceCubesApp's
/// styles were measured with the widget's purple. Legible's own fixture.
@Suite("Swift sources: one asset name in several catalogs")
struct AssetNameConflictTests {
  static func colorSet(_ red: Double?, dark: Double? = nil) -> String {
    guard let red else {
      // Xcode's new-target AccentColor: an entry with no colour.
      return
        #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }
    var entries = [
      #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "\#(red)" } }, "idiom" : "universal" }"#
    ]
    if let dark {
      entries.append(
        #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "\#(dark)" } }, "idiom" : "universal" }"#
      )
    }
    return #"{ "colors" : [ "# + entries.joined(separator: ", ")
      + #" ], "info" : { "author" : "xcode", "version" : 1 } }"#
  }

  static let namespace =
    #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#

  static let swift = """
    import SwiftUI
    struct PrimaryStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(Color("Primary")).background(Color.white)
        }
    }
    struct SameStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(Color("Same")).background(Color.white)
        }
    }
    struct BackgroundStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color("Background"))
        }
    }
    struct PlainStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.background(Color.white)
        }
    }
    """

  static func found() throws -> DiscoveredComponents {
    try withTemporaryFolder(["Styles.swift": swift], prefix: "legible-asset-conflicts") { folder in
      let sets: [(String, String)] = [
        ("App/Assets.xcassets/AccentColor.colorset", colorSet(nil)),
        ("Widget/Assets.xcassets/AccentColor.colorset", colorSet(0.5)),
        ("App/Assets.xcassets/Primary.colorset", colorSet(0.2)),
        ("Widget/Assets.xcassets/Primary.colorset", colorSet(0.4)),
        ("App/Assets.xcassets/Same.colorset", colorSet(0.6, dark: 0.7)),
        ("Widget/Assets.xcassets/Same.colorset", colorSet(0.6, dark: 0.7)),
        ("App/Assets.xcassets/Light/Background.colorset", colorSet(0.9)),
        ("App/Assets.xcassets/Dark/Background.colorset", colorSet(0.1)),
      ]
      for (path, text) in sets {
        let set = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try text.write(
          to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
      }
      for folderName in ["App/Assets.xcassets/Light", "App/Assets.xcassets/Dark"] {
        try namespace.write(
          to: folder.appendingPathComponent(folderName + "/Contents.json"), atomically: true,
          encoding: .utf8)
      }
      return try SwiftComponentDiscovery().discover([folder.path]).found
    }
  }

  static func normal(_ found: DiscoveredComponents, _ name: String) throws -> StateSpec {
    try #require(found.components.first { $0.name == name }?.states["normal"])
  }

  @Test("A name two catalogs define differently is needs-review naming both sets")
  func differentColoursAreAConflict() throws {
    let normal = try Self.normal(Self.found(), "PrimaryStyle")
    let review = try #require(normal.review)
    #expect(review.contains("2 colour sets are named \"Primary\", with different colours or none"))
    #expect(review.contains("App/Assets.xcassets/Primary.colorset"))
    #expect(review.contains("Widget/Assets.xcassets/Primary.colorset"))
    // Before: the widget's (0.4, 0, 0), read last, with no review.
    #expect(normal.text != .color(CSSColor(.sRGB, 0.4, 0, 0)))
  }

  @Test("The same colours under one name in two catalogs are one colour, with its appearances")
  func identicalSetsAreOne() throws {
    let normal = try Self.normal(Self.found(), "SameStyle")
    #expect(normal.review == nil, "\(normal.review ?? "")")
    #expect(
      normal.text
        == .themed([
          "light": .color(CSSColor(.sRGB, 0.6, 0, 0)), "dark": .color(CSSColor(.sRGB, 0.7, 0, 0)),
        ]))
  }

  @Test("Two namespaced sets of one name: the bare name is a conflict, not the last folder's")
  func namespacedSetsOfOneName() throws {
    let review = try #require(try Self.normal(Self.found(), "BackgroundStyle").review)
    #expect(review.contains("2 colour sets are named \"Background\""))
  }

  @Test(
    "An empty AccentColor in one catalog and a coloured one in another: the accent is unknown, measured with systemBlue and said so"
  )
  func emptyAccentColourIsAConflict() throws {
    let normal = try Self.normal(Self.found(), "PlainStyle")
    // Before: the widget's accent (0.5, 0, 0) for every style of the app.
    #expect(normal.text != .color(CSSColor(.sRGB, 0.5, 0, 0)))
    let source = try #require(
      normal.sources["text"]?.source(theme: nil) ?? normal.sources["text"]?.source(theme: "light"))
    #expect(source.token == "systemBlue")
    #expect(
      source.evidence?.contains(
        "the app's accent colour is unknown, 2 colour sets are named \"AccentColor\"") == true)
  }

  @Test(
    "The build setting ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME names the accent set (Element X's colors/accent-color), in a project.pbxproj or an XcodeGen YAML"
  )
  func accentColourBuildSetting() throws {
    let settings: [(String, String)] = [
      (
        "App.xcodeproj/project.pbxproj",
        "\t\t\t\tASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \"colors/accent-color\";\n"
      ),
      (
        "app.yml",
        "settings:\n  ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME: \"colors/accent-color\"\n"
      ),
    ]
    for (file, text) in settings {
      let found = try withTemporaryFolder(
        ["Styles.swift": Self.swift, file: text], prefix: "legible-accent-setting"
      ) { folder in
        let set = folder.appendingPathComponent("App/Assets.xcassets/colors/accent-color.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.colorSet(0.3).write(
          to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return try SwiftComponentDiscovery().discover([folder.path]).found
      }
      let normal = try Self.normal(found, "PlainStyle")
      #expect(normal.text == .color(CSSColor(.sRGB, 0.3, 0, 0)), "\(file)")
      let source = try #require(normal.sources["text"]?.source(theme: nil))
      #expect(source.token == "colors/accent-color")
      #expect(
        source.evidence?.contains("ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME at") == true)
    }
  }
}
