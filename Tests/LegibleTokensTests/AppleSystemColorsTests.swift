import Foundation
import LegibleColor
import Testing

@testable import LegibleTokens

@Suite struct AppleSystemColorsTests {
  func color(_ name: String, _ framework: AppleSystemColors.Framework = .uiKit) throws
    -> AppleSystemColor
  {
    try #require(AppleSystemColors.named(name, framework: framework), "\(name) in \(framework)")
  }

  /// The 8-bit sRGB bytes and alpha of an sRGB colour.
  func bytes(_ color: CSSColor?) -> [Double]? {
    guard let color, color.space == .sRGB else { return nil }
    let c = color.components
    return [c.x * 255, c.y * 255, c.z * 255].map { $0.rounded() } + [color.alpha]
  }

  @Test(
    "systemBlue, HIG Color page (iOS 26): #0088FF light, #0091FF dark, #1E6EF4 and #5CB8FF increased contrast"
  )
  func systemBlueFromHIG() throws {
    let blue = try color("systemBlue")
    #expect(blue.light == CSSColor(rgb: 0x0088FF))
    #expect(blue.value(appearance: nil) == CSSColor(rgb: 0x0088FF))
    #expect(blue.value(appearance: "light") == CSSColor(rgb: 0x0088FF))
    #expect(blue.value(appearance: "dark") == CSSColor(rgb: 0x0091FF))
    #expect(blue.value(appearance: "high-contrast") == CSSColor(rgb: 0x1E6EF4))
    #expect(blue.value(appearance: "light-high-contrast") == CSSColor(rgb: 0x1E6EF4))
    #expect(blue.value(appearance: "dark-high-contrast") == CSSColor(rgb: 0x5CB8FF))
    #expect(blue.value(appearance: "dark-mac") == nil)
    #expect(blue.isDynamic)
    #expect(
      blue.source.contains("https://developer.apple.com/design/human-interface-guidelines/color"))
    #expect(blue.source.contains("iOS 26"))
  }

  @Test(
    "systemRed light #FF383C (HIG, iOS 26) is the value Xcode 26 caches in NetNewsWire's Inspector.storyboard, within 1e-15"
  )
  func systemRedMatchesXcode26Snapshot() throws {
    // <systemColor name="systemRedColor"><color red="1" green="0.2196078431372549"
    // blue="0.23529411764705882" …/>, ../shared/reference/ios/interface-builder.md §4.3.
    let light = try color("systemRedColor", .interfaceBuilder).light
    #expect(abs(light.components.x - 1) <= 1e-15)
    #expect(abs(light.components.y - 0.2196078431372549) <= 1e-15)
    #expect(abs(light.components.z - 0.23529411764705882) <= 1e-15)
    #expect(try color("systemRed").value(appearance: "dark") == CSSColor(rgb: 0xFF4245))
  }

  @Test(
    "Grays, HIG (iOS 26): systemGray2 light #AEAEB2, dark #636366, increased contrast #8E8E93 and #7C7C80"
  )
  func systemGray2FromHIG() throws {
    let gray2 = try color("systemGray2Color", .interfaceBuilder)
    #expect(gray2.name == "systemGray2")
    #expect(gray2.light == CSSColor(rgb: 0xAEAEB2))
    #expect(gray2.dark == CSSColor(rgb: 0x636366))
    #expect(gray2.lightHighContrast == CSSColor(rgb: 0x8E8E93))
    #expect(gray2.darkHighContrast == CSSColor(rgb: 0x7C7C80))
  }

  @Test(
    "label (iOS 13 UIColor dump, Xcode 26 snapshot): black light, white dark; no published high-contrast value"
  )
  func labelIsBlackAndWhite() throws {
    let label = try color("label")
    #expect(label.value(appearance: "light") == .black)
    #expect(label.value(appearance: "dark") == .white)
    #expect(label.value(appearance: "high-contrast") == nil)
    #expect(label.value(appearance: "dark-high-contrast") == nil)
  }

  @Test(
    "secondaryLabel (iOS 13 UIColor dump): rgba(60,60,67,0.6) light, rgba(235,235,245,0.6) dark, alpha within 0.001"
  )
  func secondaryLabelIsTranslucent() throws {
    let secondary = try color("secondaryLabel")
    #expect(abs(secondary.light.alpha - 0.6) <= 0.001)
    #expect(bytes(secondary.light).map { Array($0.prefix(3)) } == [60, 60, 67])
    let dark = try #require(secondary.dark)
    #expect(abs(dark.alpha - 0.6) <= 0.001)
    #expect(bytes(dark).map { Array($0.prefix(3)) } == [235, 235, 245])
  }

  /// The light values Xcode 26 (toolsVersion 24506) writes as `<systemColor>` resources in
  /// NetNewsWire's iOS/Base.lproj/Main.storyboard (shared/ios/corpus/netnewswire/Main.storyboard).
  static let xcode26Snapshot: [(String, [Double])] = [
    ("labelColor", [0, 0, 0, 1]),
    ("secondaryLabelColor", [0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.6]),
    (
      "secondarySystemBackgroundColor",
      [0.94901960784313721, 0.94901960784313721, 0.96862745098039216, 1]
    ),
    (
      "secondarySystemFillColor",
      [0.47058823529411764, 0.47058823529411764, 0.50196078431372548, 0.16]
    ),
    ("secondarySystemGroupedBackgroundColor", [1, 1, 1, 1]),
    ("separatorColor", [0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.12]),
    ("systemBackgroundColor", [1, 1, 1, 1]),
    (
      "tertiaryLabelColor",
      [0.23529411764705882, 0.23529411764705882, 0.2627450980392157, 0.29803921568627451]
    ),
  ]

  @Test(
    "Light values equal Xcode 26's storyboard snapshot (NetNewsWire Main.storyboard), within 1e-12",
    arguments: xcode26Snapshot)
  func lightValuesMatchXcode26(name: String, expected: [Double]) throws {
    let light = try color(name, .interfaceBuilder).light
    #expect(light.space == .sRGB)
    let actual = [light.components.x, light.components.y, light.components.z, light.alpha]
    for (a, e) in zip(actual, expected) { #expect(abs(a - e) <= 1e-12, "\(name): \(actual)") }
  }

  @Test(
    "separator: light alpha 0.12 from Xcode 26; dark unknown for iOS 26 (the iOS 13 value predates the change), so nil"
  )
  func separatorDarkIsUnknown() throws {
    let separator = try color("separator")
    #expect(abs(separator.light.alpha - 0.12) <= 1e-12)
    #expect(separator.dark == nil)
    #expect(separator.isDynamic)
  }

  @Test(
    "UIKit .gray is white 0.5 exactly in Generic Gray Gamma 2.2 (UIColor.gray documentation): sRGB 128.49/255 within 0.01/255"
  )
  func uiKitGrayIsWhiteHalf() throws {
    let gray = try color("gray")
    #expect(gray.light == CSSColor(.sRGBLinear, pow(0.5, 2.2), pow(0.5, 2.2), pow(0.5, 2.2)))
    #expect(abs(pow(gray.light.components.x, 1 / 2.2) - 0.5) <= 1e-12)
    #expect(abs(gray.light.converted(to: .sRGB).components.x * 255 - 128.49) <= 0.01)
    #expect(!gray.isDynamic)
    #expect(gray.value(appearance: "dark-high-contrast") == gray.light)
    let dark = try color("darkGray")
    let light = try color("lightGray")
    #expect(abs(pow(dark.light.components.x, 1 / 2.2) - 1 / 3) <= 1e-12)
    #expect(abs(pow(light.light.components.x, 1 / 2.2) - 2 / 3) <= 1e-12)
  }

  @Test(
    "UIKit fixed RGB colours from UIColor's documentation: orange (1, 0.5, 0), purple (0.5, 0, 0.5), brown (0.6, 0.4, 0.2), blue (0, 0, 1)"
  )
  func uiKitFixedColours() throws {
    #expect(try color("orange").light == CSSColor(.sRGB, 1, 0.5, 0))
    #expect(try color("purple").light == CSSColor(.sRGB, 0.5, 0, 0.5))
    #expect(try color("brown").light == CSSColor(.sRGB, 0.6, 0.4, 0.2))
    #expect(try color("blue").light == CSSColor(.sRGB, 0, 0, 1))
    #expect(try color("magenta").light == CSSColor(.sRGB, 1, 0, 1))
    #expect(try color("clear").light == .transparent)
    #expect(try color("blueColor").name == "blue")
  }

  @Test(
    "SwiftUI names (HIG: SwiftUI API column; gray = systemGray): .blue, .gray, .primary, .secondary, .white"
  )
  func swiftUINames() throws {
    #expect(try color("blue", .swiftUI).name == "systemBlue")
    #expect(try color(".red", .swiftUI).name == "systemRed")
    #expect(try color("gray", .swiftUI).name == "systemGray")
    #expect(try color("primary", .swiftUI).name == "label")
    #expect(try color("secondary", .swiftUI).name == "secondaryLabel")
    #expect(try color("white", .swiftUI).name == "white")
    #expect(try color("gray", .swiftUI).light == CSSColor(rgb: 0x8E8E93))
    #expect(try color("gray", .uiKit).light != CSSColor(rgb: 0x8E8E93))
    #expect(AppleSystemColors.named("systemBlue", framework: .swiftUI) == nil)
  }

  @Test(
    "named(_:) resolves a spelling only when every framework agrees: blue and gray are ambiguous")
  func unqualifiedLookup() {
    #expect(AppleSystemColors.named("systemBlue")?.name == "systemBlue")
    #expect(
      AppleSystemColors.named(".secondarySystemBackground")?.name == "secondarySystemBackground")
    #expect(AppleSystemColors.named("labelColor")?.name == "label")
    #expect(AppleSystemColors.named("primary")?.name == "label")
    #expect(AppleSystemColors.named("white")?.name == "white")
    #expect(AppleSystemColors.named("blue") == nil)
    #expect(AppleSystemColors.named("gray") == nil)
  }

  /// `systemColor` and `cocoaTouchSystemColor` names seen in the 16-app sample
  /// (../shared/reference/ios/interface-builder.md §4.3) and the canonical colour each is.
  static let storyboardNames: [(String, String)] = [
    ("systemBackgroundColor", "systemBackground"), ("secondaryLabelColor", "secondaryLabel"),
    ("secondarySystemBackgroundColor", "secondarySystemBackground"), ("labelColor", "label"),
    ("systemRedColor", "systemRed"), ("systemOrangeColor", "systemOrange"),
    ("systemGreenColor", "systemGreen"), ("systemGray2Color", "systemGray2"),
    ("whiteColor", "white"), ("darkTextColor", "darkText"),
    ("groupTableViewBackgroundColor", "groupTableViewBackground"),
  ]

  @Test(
    "Every storyboard spelling of the 16-app sample (Interface Builder notes §4.3) resolves, in IB and as an asset-catalog reference",
    arguments: storyboardNames)
  func storyboardSpellings(spelling: String, canonical: String) throws {
    #expect(try color(spelling, .interfaceBuilder).name == canonical)
    #expect(try color(spelling, .assetCatalog).name == canonical)
  }

  @Test(
    "tableCellGroupedBackgroundColor and scrollViewTexturedBackgroundColor: Apple documents no value, so nil"
  )
  func undocumentedStoryboardNames() {
    #expect(
      AppleSystemColors.named("tableCellGroupedBackgroundColor", framework: .interfaceBuilder)
        == nil)
    #expect(
      AppleSystemColors.named("scrollViewTexturedBackgroundColor", framework: .interfaceBuilder)
        == nil)
  }

  @Test(
    "darkText and groupTableViewBackground (iOS 13 UIColor dump): black fixed; #F2F2F7 light and black dark"
  )
  func legacyColours() throws {
    let darkText = try color("darkTextColor", .interfaceBuilder)
    #expect(darkText.light == .black && darkText.dark == .black && !darkText.isDynamic)
    let group = try color("groupTableViewBackground")
    #expect(group.light == CSSColor(rgb: 0xF2F2F7))
    #expect(group.dark == .black)
    #expect(try color("lightText").light == CSSColor(.sRGB, 1, 1, 1, alpha: 0.6))
  }

  @Test(
    "accentColor and tintColor are not fixed values: nil everywhere; the default tint names systemBlue"
  )
  func tintIsNotInTheTable() throws {
    for framework in AppleSystemColors.Framework.allCases {
      for name in ["accentColor", "tintColor", "accent", "tint", "AccentColor"] {
        #expect(AppleSystemColors.named(name, framework: framework) == nil, "\(name) \(framework)")
      }
    }
    #expect(try color(AppleSystemColors.defaultTint).light == CSSColor(rgb: 0x0088FF))
  }

  @Test("Unknown names are nil: misspellings, AppKit-only colours, other frameworks' spellings")
  func unknownNames() {
    for name in [
      "", "Color", "systemBlu", "SystemBlue", "controlTextColor", "windowBackgroundColor",
      "systemBlueColour", "label2",
    ] {
      #expect(AppleSystemColors.named(name) == nil, "\(name)")
    }
    #expect(AppleSystemColors.named("systemBlue", framework: .interfaceBuilder) == nil)
    #expect(AppleSystemColors.named("secondary", framework: .uiKit) == nil)
  }

  @Test(
    "The table: unique canonical names, a source with an address for every entry, dynamic entries vary"
  )
  func tableIsConsistent() {
    let names = AppleSystemColors.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count == 54)
    for entry in AppleSystemColors.all {
      #expect(!entry.source.isEmpty && entry.source.contains("https://"), "\(entry.name)")
      #expect(entry.platforms == [.iOS, .iPadOS])
      #expect(!entry.name.hasSuffix("Color"))
      if entry.isDynamic {
        #expect(
          entry.dark == nil || entry.dark != entry.light || entry.lightHighContrast != entry.light,
          "\(entry.name)")
      } else {
        for appearance in AppleSystemColor.appearances {
          #expect(entry.value(appearance: appearance) == entry.light, "\(entry.name) \(appearance)")
        }
      }
    }
  }

  @Test(
    "Appearance names are the themes AssetCatalogImporter gives Sample.xcassets' Buttons/Primary (light, dark, high-contrast, dark-high-contrast)"
  )
  func appearancesMatchTheImporter() throws {
    let set = try AssetCatalogImporter().importTokens(
      from: Corpus.fixture("asset-catalog", "Sample.xcassets/Buttons/Primary.colorset"))
    let themes = Set(set.tokens.compactMap(\.theme))
    #expect(themes == Set(AppleSystemColor.appearances))
    let blue = AppleSystemColors.named("systemBlue")
    for theme in themes { #expect(blue?.value(appearance: theme) != nil, "\(theme)") }
  }
}
