import LegibleTokens

/// The cascade of component rules for one element in one theme (CSS Cascade 4 §6, without
/// origins, layers or `!important`): matching rules by specificity, then source order, the later
/// declaration winning; the colour properties' winners and the custom properties in order.
struct CSSCascade: Sendable {
  /// A winning declaration and the entry (selector) it came from.
  struct Winner: Sendable {
    var entry: Int
    var declaration: CSSStyleRule.Declaration
  }

  /// `color`, `background` (`background-color` or the shorthand), `border` (`border-color` or
  /// the shorthand), `opacity`, `filter`.
  var properties: [String: Winner] = [:]
  /// Custom property declarations of the matching rules, in cascade order (the last wins).
  var customs: [Winner] = []
  /// The entries that match.
  var matched: Set<Int> = []
  /// For a `::before`/`::after` box's cascade: every declaration's winner by property name
  /// (``CSSStateLayer`` reads `content`, `position`, `inset`…).
  var box: [String: Winner] = [:]

  static let slots = [
    "color": "color", "background-color": "background", "background": "background",
    "border-color": "border", "border": "border", "opacity": "opacity", "filter": "filter",
    "background-image": "image", "box-shadow": "shadow",
  ]

  /// Whether a property sets a colour a component is found by (text, fill, border, opacity,
  /// filter): a background image or an inset shadow changes a state's look, but a rule of them
  /// alone makes no component or variant.
  static func isColorSlot(_ name: String) -> Bool {
    guard let slot = slots[name] else { return false }
    return slot != "image" && slot != "shadow"
  }

  /// The cascade over `candidates` (entry indices, ``CSSSelectorIndex``), or every entry.
  init(
    element: CSSElement, theme: String?, entries: [CSSSelectorEntry], rules: [CSSStyleRule],
    themeLevel: Bool = false, candidates: [Int]? = nil, pseudoElement: String? = nil
  ) {
    var order: [(CSSSpecificity, Int, Int)] = []
    for i in candidates ?? Array(entries.indices) where entries[i].isThemeLevel == themeLevel {
      let entry = entries[i]
      guard entry.pseudoElement == pseudoElement else { continue }
      guard entry.theme == nil || entry.theme == theme || Self.layered(entry.theme, under: theme)
      else { continue }
      guard themeLevel || element.matches(entry.selector.subject) else { continue }
      order.append((entry.selector.specificity, entry.rule, i))
      matched.insert(i)
    }
    order.sort { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
    for (_, rule, i) in order {
      for declaration in rules[rule].declarations {
        if declaration.name.hasPrefix("--") {
          customs.append(Winner(entry: i, declaration: declaration))
        } else if let slot = Self.slots[declaration.name] {
          properties[slot] = Winner(entry: i, declaration: declaration)
          // The shorthand sets (or resets) the background image too.
          if declaration.name == "background" {
            properties["image"] = Winner(entry: i, declaration: declaration)
          }
        }
        if pseudoElement != nil, !declaration.name.hasPrefix("--") {
          box[declaration.name] = Winner(entry: i, declaration: declaration)
        }
      }
    }
  }

  /// Whether rules of theme `layer` apply in the combined theme `theme` (`brand dark` sees the
  /// rules of `brand` and of `dark`: ``CSSSelectorTheme/layers(of:)``).
  static func layered(_ layer: String?, under theme: String?) -> Bool {
    guard let layer, let theme, theme.contains(" ") else { return false }
    return CSSSelectorTheme.layers(of: theme).contains(layer)
  }
}
