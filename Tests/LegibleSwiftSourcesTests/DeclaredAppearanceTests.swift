import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport
import Testing

@testable import LegibleSwiftSources

/// Issue 43: an app whose Info.plist sets `UIUserInterfaceStyle` to `Light` (Apple's
/// Information Property List key: the app always uses that style) is never drawn dark; 3 of the
/// 18 development apps declare it (CovidCertificate's Wallet-Info.plist and Verifier-Info.plist,
/// iNaturalist, xDrip4iOS), and their dark findings were colours no user sees. Fixtures written
/// here; the fill's colours exact as written.
@Suite("Swift sources: the appearance an app declares")
struct DeclaredAppearanceTests {
  static let swift = """
    import UIKit

    final class BrandButton: UIButton {
      override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.white, for: .normal)
        backgroundColor = UIColor(named: "Brand")
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    """

  /// An asset colour with a dark appearance: light #0061CC, dark #808080.
  static let colorset = """
    { "colors": [
      { "color": { "color-space": "srgb",
          "components": { "red": "0x00", "green": "0x61", "blue": "0xCC", "alpha": "1.000" } },
        "idiom": "universal" },
      { "appearances": [ { "appearance": "luminosity", "value": "dark" } ],
        "color": { "color-space": "srgb",
          "components": { "red": "0x80", "green": "0x80", "blue": "0x80", "alpha": "1.000" } },
        "idiom": "universal" } ],
      "info": { "author": "xcode", "version": 1 } }
    """

  static func plist(_ style: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>App</string>
    \t<key>UIUserInterfaceStyle</key>
    \t<string>\(style)</string>
    </dict>
    </plist>
    """
  }

  func discover(_ extra: [String: String]) throws -> ProjectDiscovery.Result {
    var files = extra
    files["App/BrandButton.swift"] = Self.swift
    files["App/Assets.xcassets/Brand.colorset/Contents.json"] = Self.colorset
    return try withTemporaryFolder(files, prefix: "legible-appearance") {
      try ProjectDiscovery().discover([$0.path])
    }
  }

  @Test("Without a declaration an asset colour with a dark appearance gives light and dark")
  func bothAppearances() throws {
    #expect(try discover([:]).found.themes == ["light", "dark"])
  }

  @Test(
    "A UIKit fill from UIColor { traits in … } makes light and dark too (before: light only, the dark #808080 never measured)"
  )
  func dynamicProviderThemes() throws {
    let swift = """
      import UIKit
      final class DynamicButton: UIButton {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setTitleColor(.white, for: .normal)
          backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark
              ? UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
              : UIColor(red: 0, green: 97 / 255, blue: 204 / 255, alpha: 1)
          }
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """
    let found = SwiftComponentDiscovery().discover(sources: [("D.swift", swift)])
    #expect(found.themes == ["light", "dark"])
    let normal = try #require(
      found.components.first { $0.name == "DynamicButton" }?.states["normal"])
    #expect(
      normal.background
        == .themed([
          "light": .color(CSSColor(.sRGB, 0, 97 / 255, 204 / 255)),
          "dark": .color(CSSColor(.sRGB, 0.5, 0.5, 0.5)),
        ]))
  }

  @Test("Info.plist UIUserInterfaceStyle Light: audited in light only, with a note at its line")
  func lightOnly() throws {
    let result = try discover(["App/Supporting Files/App-Info.plist": Self.plist("Light")])
    #expect(result.found.themes.isEmpty)
    let button = try #require(result.found.components.first { $0.name == "BrandButton" })
    #expect(button.states["normal"]?.background == .color(CSSColor(.sRGB, 0, 97 / 255, 204 / 255)))
    let note = try #require(result.diagnostics.first { $0.name == "appearance" })
    #expect(note.location.file.hasSuffix("App-Info.plist"))
    #expect(note.location.line == 7)
    #expect(note.message.contains("always drawn in its light appearance"))
  }

  @Test("Xcode's generated-plist build setting says the same (project.pbxproj)")
  func buildSetting() throws {
    let project = """
      buildSettings = {
      \tINFOPLIST_KEY_UIUserInterfaceStyle = Light;
      \tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
      };
      """
    let result = try discover(["App.xcodeproj/project.pbxproj": project])
    #expect(result.found.themes.isEmpty)
    #expect(
      result.diagnostics.contains {
        $0.name == "appearance" && $0.location.file.hasSuffix("project.pbxproj")
          && $0.location.line == 2
      })
  }

  @Test("Declarations that differ, or Automatic, keep both appearances")
  func differingDeclarations() throws {
    let differing = try discover([
      "App/Info.plist": Self.plist("Light"), "Widget/Info.plist": Self.plist("Dark"),
    ])
    #expect(differing.found.themes == ["light", "dark"])
    #expect(!differing.diagnostics.contains { $0.name == "appearance" })
    #expect(try discover(["App/Info.plist": Self.plist("Automatic")]).found.themes.count == 2)
  }

  @Test("Bad input: a malformed Info.plist is a warning naming it; both appearances stay")
  func malformedPlist() throws {
    let result = try discover(["App/Info.plist": "<plist><dict><key>UIUser"])
    #expect(result.found.themes == ["light", "dark"])
    #expect(
      result.diagnostics.contains {
        $0.severity == .warning && $0.location.file.hasSuffix("Info.plist")
          && $0.message.contains("not a property list")
      })
  }
}
