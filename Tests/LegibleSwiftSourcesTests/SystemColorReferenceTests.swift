import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleSwiftSources
import LegibleTokens
import TestSupport
import Testing

/// Colour sets whose entries reference a system colour (`{"platform": "ios", "reference":
/// "labelColor"}`) instead of giving components, as NetNewsWire's (Ranchero-Software/
/// NetNewsWire, MIT; not copied here) `vibrantTextColor` does for dark (`labelColor`) and its
/// `deleteBackgroundColor` for every appearance (`systemRedColor`). The importer leaves those
/// entries out with a warning; the asset table used to answer a dark request with the light
/// entry (a silent wrong colour). It now takes the value from `AppleSystemColors` (Apple's
/// published values, each with its source), and a reference the table lacks gives no colour:
/// needs-review naming it. Legible's own fixture; values compared with the table's own entries
/// and, for systemRed in light, Apple's iOS 26 value #ff383c (HIG, Color, System colors).
@Suite("Swift sources: colour sets referencing system colours")
struct SystemColorReferenceTests {
  static func set(_ entries: [String]) -> String {
    #"{ "colors" : [ "# + entries.joined(separator: ", ")
      + #" ], "info" : { "author" : "xcode", "version" : 1 } }"#
  }
  static let black =
    #"{ "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }"#
  static func reference(_ name: String, dark: Bool) -> String {
    (dark
      ? #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#
      : "{ ")
      + #""color" : { "platform" : "ios", "reference" : "\#(name)" }, "idiom" : "universal" }"#
  }

  static let swift = """
    import SwiftUI
    struct LabelStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(Color("Label")).background(Color.gray)
        }
    }
    struct RedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(.white).background(Color("Delete"))
        }
    }
    struct UnknownStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.foregroundColor(Color("Odd")).background(Color.white)
        }
    }
    """

  static func discover() throws -> (DiscoveredComponents, [ImportDiagnostic]) {
    try withTemporaryFolder(["Styles.swift": swift], prefix: "legible-system-refs") { folder in
      let sets = [
        ("Assets.xcassets/Label.colorset", set([black, reference("labelColor", dark: true)])),
        ("Assets.xcassets/Delete.colorset", set([reference("systemRedColor", dark: false)])),
        ("Assets.xcassets/Odd.colorset", set([black, reference("fancyUnknownColor", dark: true)])),
      ]
      for (path, text) in sets {
        let set = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try text.write(
          to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
      }
      let result = try SwiftComponentDiscovery().discover([folder.path])
      return (result.found, result.diagnostics)
    }
  }

  static func normal(_ found: DiscoveredComponents, _ name: String) throws -> StateSpec {
    try #require(found.components.first { $0.name == name }?.states["normal"])
  }

  @Test(
    "A dark entry referencing labelColor is labelColor's dark value, not the set's light black; its evidence names the reference"
  )
  func darkReference() throws {
    let (found, _) = try Self.discover()
    let label = try #require(AppleSystemColors.named("label"))
    let dark = try #require(label.dark)
    #expect(dark != CSSColor(.sRGB, 0, 0, 0))
    let normal = try Self.normal(found, "LabelStyle")
    #expect(
      normal.text == .themed(["light": .color(CSSColor(.sRGB, 0, 0, 0)), "dark": .color(dark)]))
    let source = try #require(normal.sources["text"]?.source(theme: "dark"))
    #expect(source.evidence?.contains("system colour reference 'labelColor'") == true)
  }

  @Test(
    "An any-appearance reference to systemRedColor is systemRed in light (#ff383c) and dark; the importer's warning becomes a note saying it is measured"
  )
  func anyAppearanceReference() throws {
    let (found, diagnostics) = try Self.discover()
    let red = try #require(AppleSystemColors.named("systemRed"))
    #expect(red.light.space == .sRGB)
    #expect(abs(red.light.components.x - 1) < 1e-9)
    #expect(abs(red.light.components.y - 56 / 255.0) < 1e-9)
    #expect(abs(red.light.components.z - 60 / 255.0) < 1e-9)
    let normal = try Self.normal(found, "RedStyle")
    #expect(
      normal.background
        == .themed(["light": .color(red.light), "dark": .color(try #require(red.dark))]))
    let note = try #require(diagnostics.first { $0.message.contains("'systemRedColor'") })
    #expect(note.severity == .note)
    #expect(note.message.contains("measured with Apple's published values of systemRed"))
  }

  @Test(
    "A reference the system table lacks gives no colour in that appearance: needs-review naming it, never the light value"
  )
  func unknownReference() throws {
    let (found, diagnostics) = try Self.discover()
    let normal = try Self.normal(found, "UnknownStyle")
    // Only the dark appearance names the unknown reference: only it is in doubt.
    let review = try #require(normal.themeReviews["dark"])
    #expect(review.contains("'fancyUnknownColor'"))
    #expect(normal.review == nil)
    #expect(normal.themeReviews["light"] == nil)
    #expect(
      normal.text
        != .themed([
          "light": .color(CSSColor(.sRGB, 0, 0, 0)), "dark": .color(CSSColor(.sRGB, 0, 0, 0)),
        ]))
    let warning = try #require(diagnostics.first { $0.message.contains("'fancyUnknownColor'") })
    #expect(warning.severity == .warning)
  }
}
