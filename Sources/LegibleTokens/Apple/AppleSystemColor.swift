// One of Apple's named system colours with its values per appearance and where each comes from.
// The table itself, its name spellings and the release it describes: AppleSystemColors.swift.

import LegibleColor

/// One of Apple's named colours (UIKit's `systemBlue`, `label`, `white`…) with its value in each
/// appearance and the published reference each value comes from.
///
/// Values are sRGB (opaque, or with alpha where the colour is translucent, such as
/// `secondaryLabel`), except UIKit's fixed greys, which UIKit defines in the extended gray space
/// (Generic Gray Gamma 2.2) and which are stored as linear sRGB, as ``AssetCatalogImporter``
/// stores `gray-gamma-22` components. An appearance Apple publishes no value for is `nil`: never a
/// guess. Read the colours from ``AppleSystemColors``.
public struct AppleSystemColor: Sendable, Hashable {
  /// Where a colour's values apply.
  public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// iOS (UIKit, and SwiftUI on iOS).
    case iOS
    /// iPadOS, which shares iOS's system colours.
    case iPadOS
  }

  /// The appearance names ``value(appearance:)`` answers, as ``AssetCatalogImporter`` names the
  /// themes of a colour set: `light`, `dark`, `high-contrast` (light with Increase Contrast) and
  /// `dark-high-contrast`. `light-high-contrast` is accepted as a spelling of `high-contrast`.
  public static let appearances = ["light", "dark", "high-contrast", "dark-high-contrast"]

  /// UIKit's name for the colour, without the `Color` suffix of Objective-C, Interface Builder
  /// and asset catalogs: `systemBlue`, `label`, `secondarySystemBackground`, `white`.
  public let name: String
  /// The value in the light appearance (and the value of an appearance-less context).
  public let light: CSSColor
  /// The value in the dark appearance (base level; UIKit's elevated dark backgrounds are not in
  /// this table), or `nil` when no published reference gives it.
  public let dark: CSSColor?
  /// The value in the light appearance with Increase Contrast on, or `nil` when Apple publishes
  /// none.
  public let lightHighContrast: CSSColor?
  /// The value in the dark appearance with Increase Contrast on, or `nil` when Apple publishes
  /// none.
  public let darkHighContrast: CSSColor?
  /// Whether UIKit resolves the colour per appearance (a dynamic system colour). `false` for the
  /// fixed colours (`white`, `gray`, `darkText`…), whose every appearance is the same value.
  public let isDynamic: Bool
  /// The platforms the values are for. macOS (AppKit's `NSColor`, whose `labelColor`,
  /// `separatorColor`… have other values) is not covered.
  public let platforms: [Platform]
  /// The published reference each value comes from, with its address and the OS release it
  /// describes.
  public let source: String

  /// Creates an entry of the table.
  ///
  /// - Parameters:
  ///   - name: UIKit's name, without a `Color` suffix.
  ///   - light: The light value.
  ///   - dark: The dark value, `nil` when unpublished.
  ///   - lightHighContrast: The light Increase Contrast value, `nil` when unpublished.
  ///   - darkHighContrast: The dark Increase Contrast value, `nil` when unpublished.
  ///   - isDynamic: Whether the colour changes with the appearance.
  ///   - platforms: Where the values apply; iOS and iPadOS when omitted.
  ///   - source: Where each value comes from.
  public init(
    name: String, light: CSSColor, dark: CSSColor?, lightHighContrast: CSSColor?,
    darkHighContrast: CSSColor?, isDynamic: Bool, platforms: [Platform] = [.iOS, .iPadOS],
    source: String
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
    self.isDynamic = isDynamic
    self.platforms = platforms
    self.source = source
  }

  /// Creates a fixed colour: the same value in every appearance.
  ///
  /// - Parameters:
  ///   - name: UIKit's name, without a `Color` suffix.
  ///   - value: The colour in every appearance.
  ///   - source: Where the value comes from.
  public init(fixed name: String, value: CSSColor, source: String) {
    self.init(
      name: name, light: value, dark: value, lightHighContrast: value, darkHighContrast: value,
      isDynamic: false, source: source)
  }

  /// The value in an appearance named as ``AssetCatalogImporter`` names themes.
  ///
  /// - Parameter appearance: `nil` or `light`, `dark`, `high-contrast` (or
  ///   `light-high-contrast`), `dark-high-contrast`.
  /// - Returns: The colour, or `nil` when Apple publishes no value for that appearance or the
  ///   name is none of the above (an idiom-suffixed theme such as `dark-mac`): the caller decides
  ///   what to do then, for instance mark the pair for review. A missing high-contrast value never
  ///   falls back to the default one.
  public func value(appearance: String?) -> CSSColor? {
    switch appearance {
    case nil, "light": light
    case "dark": dark
    case "high-contrast", "light-high-contrast": lightHighContrast
    case "dark-high-contrast": darkHighContrast
    default: nil
    }
  }
}
