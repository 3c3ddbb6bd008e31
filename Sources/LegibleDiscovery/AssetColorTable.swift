import LegibleColor
import LegibleTokens

/// The asset catalog colours of a tree (`*.xcassets`), by name, per appearance, for
/// `Color("Name")`, `UIColor(named:)` and Xcode's generated symbols (`Color(.brandBlue)`).
package struct AssetColorTable: Sendable {
  package struct Entry: Sendable {
    package var color: CSSColor
    package var location: FileLocation
    package var isDynamic: Bool
  }

  /// Colours by asset name and theme (`nil`, `light`, `dark`, `light-high-contrast`…).
  private var colors: [String: [String?: (CSSColor, FileLocation)]] = [:]
  /// Asset names by Xcode's generated symbol (`BrandBlue`, `brand-blue` → `brandBlue`).
  private var symbols: [String: String] = [:]

  package init(tokens: [Token] = []) {
    for token in tokens {
      colors[token.name, default: [:]][token.theme] = (token.color, token.location)
      let last = String(token.name.split(separator: "/").last ?? Substring(token.name))
      if last != token.name {
        colors[last, default: [:]][token.theme] = (token.color, token.location)
      }
      symbols[Self.symbol(for: last)] = last
    }
  }

  package var isEmpty: Bool { colors.isEmpty }

  /// Whether any colour has a dark appearance.
  package var hasDarkAppearance: Bool {
    colors.values.contains { $0.keys.contains { $0?.hasPrefix("dark") == true } }
  }

  /// The colour `name` has in `appearance` (light values when `nil`).
  package func color(named name: String, appearance: String?) -> Entry? {
    guard let themes = colors[name] else { return nil }
    let dynamic = themes.keys.contains { $0 != nil && $0 != "light" }
    let chosen = themes[appearance] ?? themes["light"] ?? themes[nil]
    return chosen.map { Entry(color: $0.0, location: $0.1, isDynamic: dynamic) }
  }

  /// The asset name Xcode's generated symbol `name` stands for.
  package func symbol(_ name: String) -> String? { symbols[name] }

  /// Xcode's symbol for an asset name: words joined in lower camel case, a trailing "Color"
  /// dropped (`BrandBlueColor` → `brandBlue`).
  package static func symbol(for asset: String) -> String {
    var words: [String] = []
    var current = ""
    for character in asset {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var text = words.enumerated().map { offset, word in
      offset == 0
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if text.hasSuffix("Color"), text.count > 5 { text.removeLast(5) }
    return text
  }
}
