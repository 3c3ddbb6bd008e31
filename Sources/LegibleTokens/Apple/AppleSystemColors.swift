// Apple's system colours by every name real projects use: UIKit Swift and Objective-C,
// Interface Builder's systemColor and cocoaTouchSystemColor attributes, asset-catalog references,
// SwiftUI Color. Values and their references: see the doc comment of AppleSystemColors.

import Foundation
import LegibleColor

/// The table of Apple's named colours, resolved per appearance, with the source of every value.
///
/// **Release.** The system colours (`systemRed` … `systemBrown`, `systemGray` …
/// `systemGray6`) are the Human Interface Guidelines' current values, those of iOS 26 (the Color
/// page's change log: "June 9, 2025 — Updated system color values"), in all four appearances.
/// Earlier releases differ; the HIG as published for iOS 17 and 18 gave (light, dark, increased
/// contrast light, increased contrast dark):
///
/// | colour | light | dark | light, increased contrast | dark, increased contrast |
/// |---|---|---|---|---|
/// | `systemRed` | #FF3B30 | #FF453A | #D70015 | #FF6961 |
/// | `systemOrange` | #FF9500 | #FF9F0A | #C93400 | #FFB340 |
/// | `systemYellow` | #FFCC00 | #FFD60A | #B25000 | #FFD426 |
/// | `systemGreen` | #34C759 | #30D158 | #248A3D | #30DB5B |
/// | `systemMint` | #00C7BE | #66D4CF | #0C817B | #66D4CF |
/// | `systemTeal` | #30B0C7 | #40C8E0 | #008299 | #5DE6FF |
/// | `systemCyan` | #32ADE6 | #64D2FF | #0071A4 | #70D7FF |
/// | `systemBlue` | #007AFF | #0A84FF | #0040DD | #409CFF |
/// | `systemIndigo` | #5856D6 | #5E5CE6 | #3634A3 | #7D7AFF |
/// | `systemPurple` | #AF52DE | #BF5AF2 | #8944AB | #DA8FFF |
/// | `systemPink` | #FF2D55 | #FF375F | #D30F45 | #FF6482 |
/// | `systemBrown` | #A5845E | #AC8E68 | #7F6545 | #B59469 |
///
/// (the system greys are the same in both editions). Storyboards cache the value of the Xcode that
/// saved them: `systemRedColor` is #FF3B30 in files saved by earlier Xcodes and #FF383C in Xcode
/// 26 files; the device draws its own OS's value.
///
/// **Semantic colours** (`label`, `separator`, `systemBackground`, the fills…): Apple publishes no
/// RGB for them. Their values come from a UIColor dump on the iOS 13 SDK, and where Xcode 26's
/// storyboard snapshot shows the light value, from that; each entry's ``AppleSystemColor/source``
/// says which. Where the two disagree by more than rounding (`separator`: alpha 0.29 on iOS 13,
/// 0.12 in Xcode 26) the iOS 13 dark value is left out rather than carried into iOS 26. No
/// increased-contrast value is published for them: those appearances are `nil`. Dark values are
/// the base level; UIKit's elevated backgrounds (sheets, popovers) are not in the table.
///
/// **Not in the table** (``named(_:framework:)`` answers `nil`; the caller marks them for review):
/// - `accentColor` (SwiftUI) and `tintColor` (UIKit): they are the app's `AccentColor` asset
///   (`AccentColor.colorset` in the asset catalog) or the tint inherited from the view hierarchy,
///   not fixed values. Resolve them from the asset catalog, or mark them needs-review; with no
///   tint anywhere UIKit uses ``defaultTint``.
/// - `tableCellGroupedBackgroundColor`, `scrollViewTexturedBackgroundColor` and other Interface
///   Builder names Apple documents no value for.
/// - SwiftUI's hierarchical styles `.tertiary`, `.quaternary` (not colours: they depend on the
///   context) and AppKit's colours: a macOS document's `systemColor="labelColor"` is `NSColor`'s
///   `labelColor`, with other values than iOS's `label`; use this table for iOS documents only.
public enum AppleSystemColors {
  /// Where a name was read: the spelling rules differ.
  public enum Framework: String, Sendable, Hashable, CaseIterable {
    /// UIKit Swift (`.systemBlue`, `UIColor.label`, `.gray`) or Objective-C (`systemBlueColor`,
    /// `grayColor`): the fixed colours are UIKit's (`.blue` is (0, 0, 1)).
    case uiKit
    /// SwiftUI `Color`: `.blue` is the dynamic system blue, `.gray` is `systemGray`, `.primary` is
    /// `label`, `.secondary` is `secondaryLabel`; `.white`, `.black`, `.clear` are fixed.
    case swiftUI
    /// Interface Builder's `systemColor` and `cocoaTouchSystemColor` attributes: UIKit's
    /// Objective-C names (`systemRedColor`, `labelColor`, `whiteColor`, `darkTextColor`).
    case interfaceBuilder
    /// Asset catalog references (`{"reference": "systemBackgroundColor"}`): the same names.
    case assetCatalog
  }

  /// The UIKit colour a tint falls back to when neither the app (its `AccentColor` asset) nor any
  /// view in the hierarchy sets one: `systemBlue`.
  ///
  /// UIKit's documentation of `UIView.tintColor`
  /// (https://developer.apple.com/documentation/uikit/uiview/tintcolor) says that when no view in
  /// the hierarchy has a nondefault tint, "this property's value is a system-defined color
  /// instead"; it does not name the colour. `systemBlue` is the colour taken for it (the HIG's
  /// example of the colour that tells people they can tap), but no Apple page states it: report a
  /// tint resolved through this name as an assumption.
  public static let defaultTint = "systemBlue"

  /// Every colour of the table, system colours first, then semantic colours, then UIKit's fixed
  /// colours; canonical names are unique.
  public static let all: [AppleSystemColor] = systemColors + semanticColors + fixedColors

  /// The colour a name means, when every framework that knows the spelling agrees.
  ///
  /// `systemBlue`, `label`, `labelColor`, `systemBackgroundColor`, `primary`, `white` resolve;
  /// `blue`, `red`, `gray`… do not (UIKit's fixed `UIColor.blue` is not SwiftUI's `Color.blue`):
  /// use ``named(_:framework:)`` for them. A leading `.` is ignored.
  ///
  /// - Parameter name: The name as written.
  /// - Returns: The colour, or `nil` for an unknown or ambiguous name.
  public static func named(_ name: String) -> AppleSystemColor? {
    let found = Framework.allCases.compactMap { named(name, framework: $0) }
    guard let first = found.first, found.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// The colour a name means in one framework.
  ///
  /// - Parameters:
  ///   - name: The name as written, with or without a leading `.`; Interface Builder and asset
  ///     catalog names end in `Color`.
  ///   - framework: Where the name was read.
  /// - Returns: The colour, or `nil` when the table does not have it (the caller marks it for
  ///   review; see the type's documentation for what is left out and why).
  public static func named(_ name: String, framework: Framework) -> AppleSystemColor? {
    let key = name.hasPrefix(".") ? String(name.dropFirst()) : name
    switch framework {
    case .uiKit: return byName[key] ?? objectiveCName(key)
    case .swiftUI: return swiftUINames[key].flatMap { byName[$0] }
    case .interfaceBuilder, .assetCatalog: return objectiveCName(key)
    }
  }

  /// The dark value of a system background at UIKit's elevated level
  /// (`UIUserInterfaceLevel.elevated`: a page or form sheet, a popover, a Slide Over or split
  /// view), where it differs from the base value the table gives: `systemBackground` and
  /// `systemGroupedBackground` #1C1C1E, the secondary ones #2C2C2E, the tertiary ones #3A3A3C.
  /// Other colours, and every light value, are the same at both levels.
  ///
  /// - Parameter name: A name as ``named(_:framework:)`` with `framework` `.uiKit` takes it
  ///   (`secondarySystemGroupedBackground`, or Interface Builder's `…Color`).
  /// - Returns: The elevated dark value with its source, or `nil` when the colour has no other
  ///   elevated value.
  public static func elevatedDark(_ name: String) -> (color: CSSColor, source: String)? {
    guard let entry = named(name, framework: .uiKit),
      let value = elevatedDarkValues[entry.name]
    else { return nil }
    return (
      rgba(value, value, value + 2),
      "\(entry.name) at the elevated level in the dark appearance: " + elevatedSource
    )
  }

  /// The red and green level of each background's elevated dark value; blue is two more
  /// (#1C1C1E, #2C2C2E, #3A3A3C).
  private static let elevatedDarkValues: [String: UInt8] = [
    "systemBackground": 28, "systemGroupedBackground": 28,
    "secondarySystemBackground": 44, "secondarySystemGroupedBackground": 44,
    "tertiarySystemBackground": 58, "tertiarySystemGroupedBackground": 58,
  ]

  private static let elevatedSource =
    "UIColor resolved with userInterfaceLevel .elevated on the iOS 13 SDK ("
    + "contagious.dev, \"Base & Elevated System (and Grouped!) Background Colors\", "
    + "https://contagious.dev/blog/ins-and-outs-of-ios-system-grouped-background-colors/); "
    + "Apple publishes no RGB for them"

  private static let byName: [String: AppleSystemColor] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// `systemBlueColor` → `systemBlue`, `whiteColor` → `white`.
  private static func objectiveCName(_ name: String) -> AppleSystemColor? {
    guard name.hasSuffix("Color"), name.count > "Color".count else { return nil }
    return byName[String(name.dropLast("Color".count))]
  }

  /// SwiftUI `Color` names and the UIKit colour each is on iOS (HIG, Color: the system colours
  /// table's "SwiftUI API" column, and "In SwiftUI, the equivalent of systemGray is gray";
  /// `primary` and `secondary` are the label colours; `white`, `black`, `clear` are fixed).
  private static let swiftUINames: [String: String] = [
    "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow",
    "green": "systemGreen", "mint": "systemMint", "teal": "systemTeal", "cyan": "systemCyan",
    "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink",
    "brown": "systemBrown", "gray": "systemGray", "primary": "label",
    "secondary": "secondaryLabel", "white": "white", "black": "black", "clear": "clear",
  ]

  // MARK: - System colours (HIG, iOS 26)

  private static let higColors =
    "Apple Human Interface Guidelines, Color, Specifications, System colors "
    + "(https://developer.apple.com/design/human-interface-guidelines/color#System-colors), "
    + "the values of iOS 26 (change log: June 9, 2025, updated system color values): Default "
    + "(light), Default (dark), Increased contrast (light), Increased contrast (dark); SwiftUI's "
    + "Color of the same hue is this colour on iOS"

  private static let higGrays =
    "Apple Human Interface Guidelines, Color, Specifications, iOS, iPadOS system gray colors "
    + "(https://developer.apple.com/design/human-interface-guidelines/color"
    + "#iOS-iPadOS-system-gray-colors), iOS 26 edition (the same values as the iOS 17 and 18 "
    + "edition): Default (light), Default (dark), Increased contrast (light), Increased contrast "
    + "(dark)"

  private static func hig(
    _ name: String, _ light: UInt32, _ dark: UInt32, _ lightHC: UInt32, _ darkHC: UInt32,
    _ source: String
  ) -> AppleSystemColor {
    AppleSystemColor(
      name: name, light: CSSColor(rgb: light), dark: CSSColor(rgb: dark),
      lightHighContrast: CSSColor(rgb: lightHC), darkHighContrast: CSSColor(rgb: darkHC),
      isDynamic: true, source: source)
  }

  private static let systemColors: [AppleSystemColor] = [
    hig("systemRed", 0xFF383C, 0xFF4245, 0xE9152D, 0xFF6165, higColors),
    hig("systemOrange", 0xFF8D28, 0xFF9230, 0xC55300, 0xFFA056, higColors),
    hig("systemYellow", 0xFFCC00, 0xFFD600, 0xA16A00, 0xFEDF43, higColors),
    hig("systemGreen", 0x34C759, 0x30D158, 0x008932, 0x4AD968, higColors),
    hig("systemMint", 0x00C8B3, 0x00DAC3, 0x008575, 0x54DFCB, higColors),
    hig("systemTeal", 0x00C3D0, 0x00D2E0, 0x008198, 0x3BDDEC, higColors),
    hig("systemCyan", 0x00C0E8, 0x3CD3FE, 0x007EAE, 0x6DD9FF, higColors),
    hig("systemBlue", 0x0088FF, 0x0091FF, 0x1E6EF4, 0x5CB8FF, higColors),
    hig("systemIndigo", 0x6155F5, 0x6D7CFF, 0x564ADE, 0xA7AAFF, higColors),
    hig("systemPurple", 0xCB30E0, 0xDB34F2, 0xB02FC2, 0xEA8DFF, higColors),
    hig("systemPink", 0xFF2D55, 0xFF375F, 0xE7124D, 0xFF8AC4, higColors),
    hig("systemBrown", 0xAC7F5E, 0xB78A66, 0x956D51, 0xDBA679, higColors),
    hig(
      "systemGray", 0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2,
      higGrays + "; SwiftUI's Color.gray is this colour (\"In SwiftUI, the equivalent of "
        + "systemGray is gray\")"),
    hig("systemGray2", 0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80, higGrays),
    hig("systemGray3", 0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456, higGrays),
    hig("systemGray4", 0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446, higGrays),
    hig("systemGray5", 0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638, higGrays),
    hig("systemGray6", 0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426, higGrays),
  ]

  // MARK: - Semantic colours (UIColor dumps, Xcode 26 snapshots)

  private static let dump13 =
    "UIColor resolved for light and dark on the iOS 13 SDK and printed as CGColor in extended "
    + "sRGB, noppefoxwolf/ColorSupport, Color+Extensions.swift "
    + "(https://github.com/noppefoxwolf/ColorSupport, 2019)"

  private static let xcode26 =
    "the <systemColor> resource Xcode 26 (toolsVersion 24506, iOS 26 SDK) writes into "
    + "storyboards, Ranchero-Software/NetNewsWire@834decfa iOS/Base.lproj/Main.storyboard "
    + "(https://github.com/Ranchero-Software/NetNewsWire)"

  private static let unpublished =
    "Apple publishes no RGB for UIKit's semantic colours and no increased-contrast values, so "
    + "those appearances are unknown; the dark value is not republished for iOS 26"

  private static let bothFromDump = "light and dark: " + dump13 + ". " + unpublished
  private static let lightFromXcode26 =
    "light: " + xcode26 + " (the iOS 13 dump agrees); dark: " + dump13 + ". " + unpublished

  private static func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Double = 1) -> CSSColor {
    CSSColor(redByte: r, greenByte: g, blueByte: b, alpha: alpha)
  }

  private static func semantic(
    _ name: String, _ light: CSSColor, _ dark: CSSColor?, _ source: String
  ) -> AppleSystemColor {
    AppleSystemColor(
      name: name, light: light, dark: dark, lightHighContrast: nil, darkHighContrast: nil,
      isDynamic: true, source: source)
  }

  private static let semanticColors: [AppleSystemColor] = [
    semantic("label", .black, .white, lightFromXcode26),
    semantic("secondaryLabel", rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6), lightFromXcode26),
    semantic(
      "tertiaryLabel", rgba(60, 60, 67, 76 / 255), rgba(235, 235, 245, 0.3),
      "light: " + xcode26 + " (alpha 76/255 = 0.298; the iOS 13 dump has 0.3); dark: " + dump13
        + ". " + unpublished),
    semantic(
      "quaternaryLabel", rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16),
      bothFromDump + ". The dump's dark alpha is 0.16; some third-party tables give 0.18 "
        + "without a source"),
    semantic("placeholderText", rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3), bothFromDump),
    semantic(
      "separator", rgba(60, 60, 67, 0.12), nil,
      "light: " + xcode26 + " (alpha 0.12; the iOS 13 dump has rgba(60,60,67,0.29), so iOS 26 "
        + "changed it); dark: unknown for iOS 26 (the iOS 13 dump's rgba(84,84,88,0.6) predates "
        + "that change and is left out). " + unpublished),
    semantic("opaqueSeparator", rgba(198, 198, 200), rgba(56, 56, 58), bothFromDump),
    semantic(
      "link", rgba(0, 122, 255), rgba(9, 132, 255),
      bothFromDump + ". iOS 26 changed systemBlue (#007AFF to #0088FF); whether link followed is "
        + "not published"),
    semantic("systemBackground", .white, .black, lightFromXcode26),
    semantic(
      "secondarySystemBackground", rgba(242, 242, 247), rgba(28, 28, 30), lightFromXcode26),
    semantic("tertiarySystemBackground", .white, rgba(44, 44, 46), bothFromDump),
    semantic("systemGroupedBackground", rgba(242, 242, 247), .black, bothFromDump),
    semantic("secondarySystemGroupedBackground", .white, rgba(28, 28, 30), lightFromXcode26),
    semantic(
      "tertiarySystemGroupedBackground", rgba(242, 242, 247), rgba(44, 44, 46), bothFromDump),
    semantic("systemFill", rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36), bothFromDump),
    semantic(
      "secondarySystemFill", rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32),
      lightFromXcode26),
    semantic(
      "tertiarySystemFill", rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24), bothFromDump),
    semantic(
      "quaternarySystemFill", rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18), bothFromDump),
    semantic(
      "groupTableViewBackground", rgba(242, 242, 247), .black,
      bothFromDump + ". Deprecated in iOS 13 for systemGroupedBackground; the dump resolves it "
        + "to the same values (Interface Builder's cocoaTouchSystemColor "
        + "groupTableViewBackgroundColor)"),
    AppleSystemColor(
      fixed: "lightText", value: CSSColor(.sRGB, 1, 1, 1, alpha: 0.6),
      source: "white at alpha 0.6 in both appearances (not dynamic): " + dump13),
    AppleSystemColor(
      fixed: "darkText", value: .black,
      source: "black in both appearances (not dynamic): " + dump13),
  ]

  // MARK: - UIKit's fixed colours (UIColor documentation)

  private static func uiColorDoc(_ name: String, _ says: String) -> String {
    "UIKit documentation, UIColor.\(name) "
      + "(https://developer.apple.com/documentation/uikit/uicolor/\(name.lowercased())): \(says); "
      + "the same value in every appearance and iOS release"
  }

  private static let extendedGray =
    "; UIColor greys are in the extended gray space, which has the colorimetry of Generic Gray "
    + "Gamma 2.2 (https://developer.apple.com/documentation/coregraphics/cgcolorspace/"
    + "extendedgray), stored here as linear sRGB (white^2.2)"

  /// A UIKit grey: its documented white level in Generic Gray Gamma 2.2, as linear sRGB.
  private static func gray(_ white: Double) -> CSSColor {
    let y = Foundation.pow(white, 2.2)
    return CSSColor(.sRGBLinear, y, y, y)
  }

  private static func fixed(_ name: String, _ value: CSSColor, _ says: String) -> AppleSystemColor {
    AppleSystemColor(fixed: name, value: value, source: uiColorDoc(name, says))
  }

  private static let fixedColors: [AppleSystemColor] = [
    fixed("black", .black, "\"in the sRGB color space with a grayscale value of 0.0\""),
    fixed("darkGray", gray(1 / 3), "\"a grayscale value of 1/3\"" + extendedGray),
    fixed("lightGray", gray(2 / 3), "\"a grayscale value of 2/3\"" + extendedGray),
    fixed("white", .white, "\"a grayscale value of 1.0\""),
    fixed("gray", gray(0.5), "\"a grayscale value of 0.5\"" + extendedGray),
    fixed("red", rgba(255, 0, 0), "RGB 1.0, 0.0, 0.0 (sRGB)"),
    fixed("green", rgba(0, 255, 0), "RGB 0.0, 1.0, 0.0 (sRGB)"),
    fixed("blue", rgba(0, 0, 255), "RGB 0.0, 0.0, 1.0 (sRGB)"),
    fixed("cyan", rgba(0, 255, 255), "RGB 0.0, 1.0, 1.0 (sRGB)"),
    fixed("yellow", rgba(255, 255, 0), "RGB 1.0, 1.0, 0.0 (sRGB)"),
    fixed("magenta", rgba(255, 0, 255), "RGB 1.0, 0.0, 1.0 (sRGB)"),
    fixed("orange", CSSColor(red: 1, green: 0.5, blue: 0), "RGB 1.0, 0.5, 0.0 (sRGB)"),
    fixed("purple", CSSColor(red: 0.5, green: 0, blue: 0.5), "RGB 0.5, 0.0, 0.5 (sRGB)"),
    fixed(
      "brown", CSSColor(red: 0.6, green: 0.4, blue: 0.2),
      "\"RGB values of 0.6, 0.4, and 0.2\" (sRGB)"),
    fixed("clear", .transparent, "\"grayscale and alpha values that are both 0.0\""),
  ]
}
