// A contrast grid (foreground tokens × background tokens) with WCAG 2.2 verdicts per cell:
// SC 1.4.3 AA text 4.5:1, AA large text 3:1, SC 1.4.11 non-text 3:1, SC 1.4.6 AAA text 7:1
// (docs/reference/contrast.md), read from ContrastRequirement. Verdicts compare the unrounded
// ratio; the display is floored to 2 places (docs/reference/contrast.md §5,
// RatioFormatting.floored). Translucent colours are composited: the background over the backdrop
// (white by default, as WCAG assumes), then the foreground over the result.

import LegibleColor

/// Foreground × background contrast for one theme.
public struct ContrastGrid: Sendable, Hashable {
  /// One WCAG threshold.
  public enum Threshold: String, Sendable, Hashable, CaseIterable, Codable {
    /// SC 1.4.3 normal text, 4.5:1.
    case aaText = "aa-text"
    /// SC 1.4.3 large text, 3:1.
    case aaLarge = "aa-large"
    /// SC 1.4.11 user-interface components and graphics, 3:1.
    case nonText = "non-text"
    /// SC 1.4.6 normal text, 7:1.
    case aaaText = "aaa-text"

    /// The WCAG 2.2 requirement behind the threshold.
    public var requirement: ContrastRequirement {
      switch self {
      case .aaText: .aaNormalText
      case .aaLarge: .aaLargeText
      case .nonText: .nonText
      case .aaaText: .aaaNormalText
      }
    }

    /// The minimum ratio, ``requirement``'s.
    public var minimum: Double { requirement.minimumRatio }

    /// A short label for tables: "AA", "AA large", "non-text", "AAA".
    public var label: String {
      switch self {
      case .aaText: "AA"
      case .aaLarge: "AA large"
      case .nonText: "non-text"
      case .aaaText: "AAA"
      }
    }
  }

  /// One pair.
  public struct Cell: Sendable, Hashable {
    /// The foreground token.
    public var foreground: Token
    /// The background token.
    public var background: Token
    /// The unrounded WCAG 2.x ratio after compositing.
    public var ratio: Double

    /// The thresholds this pair meets.
    public var passes: [Threshold] { Threshold.allCases.filter { $0.requirement.isMet(by: ratio) } }

    /// Whether the pair meets `threshold`.
    public func meets(_ threshold: Threshold) -> Bool { threshold.requirement.isMet(by: ratio) }

    /// The ratio floored to two places, e.g. `4.49`.
    public var displayRatio: String { RatioFormatting.floored(ratio, places: 2) }

    /// A compact verdict: "AAA", "AA", "AA large", or "fail" (non-text follows AA large).
    public var verdict: String {
      if meets(.aaaText) { return "AAA" }
      if meets(.aaText) { return "AA" }
      if meets(.aaLarge) { return "AA large" }
      return "fail"
    }
  }

  /// The theme, or `nil` for theme-less tokens.
  public var theme: String?
  /// Foreground tokens (rows), in name order.
  public var foregrounds: [Token]
  /// Background tokens (columns), in name order.
  public var backgrounds: [Token]
  /// What lies below translucent backgrounds.
  public var backdrop: CSSColor
  /// Where translucent colours are blended.
  public var blend: BlendSpace

  /// Selects the tokens of one theme (falling back to theme-less values) whose names match the
  /// globs (`*` any run, `?` one character).
  ///
  /// - Parameters:
  ///   - tokens: The tokens.
  ///   - theme: One of the set's ``TokenSet/themes``; `nil` (the default) for the theme-less
  ///     tokens.
  ///   - foreground: The glob the row tokens' names match.
  ///   - background: The glob the column tokens' names match.
  ///   - backdrop: What lies below translucent backgrounds.
  ///   - blend: Where translucent colours are blended.
  /// - Throws: ``ImportError`` with code ``ImportError/Code/unknownTheme`` when `theme` is not a
  ///   theme of the set (a misspelt theme is never a grid of theme-less tokens).
  public init(
    tokens: TokenSet, theme: String? = nil, foreground: String = "*", background: String = "*",
    backdrop: CSSColor = .white, blend: BlendSpace = .encodedSRGB
  ) throws(ImportError) {
    if let theme { try tokens.validateTheme(theme) }
    var names: [String] = []
    var seen = Set<String>()
    for token in tokens.tokens where seen.insert(token.name).inserted { names.append(token.name) }
    let chosen = names.compactMap { tokens.resolvedToken(named: $0, theme: theme) }
    self.theme = theme
    self.foregrounds = chosen.filter { Glob.matches($0.name, pattern: foreground) }
    self.backgrounds = chosen.filter { Glob.matches($0.name, pattern: background) }
    self.backdrop = backdrop
    self.blend = blend
  }

  /// The cell for a row and column.
  public func cell(foreground: Token, background: Token) -> Cell {
    let ratio = WCAG2Contrast().ratio(
      text: foreground.color, background: background.color, backdrop: backdrop, blend: blend)
    return Cell(foreground: foreground, background: background, ratio: ratio)
  }

  /// Visits every cell row by row without storing them (for large grids).
  public func forEachCell(_ body: (Cell) throws -> Void) rethrows {
    for f in foregrounds {
      for b in backgrounds { try body(cell(foreground: f, background: b)) }
    }
  }
}

/// Shell-style name matching with `*` (any run, including none) and `?` (one character).
enum Glob {
  /// Whether `name` matches `pattern` in full.
  static func matches(_ name: String, pattern: String) -> Bool {
    let n = Array(name.unicodeScalars)
    let p = Array(pattern.unicodeScalars)
    var i = 0
    var j = 0
    var star = -1
    var mark = 0
    while i < n.count {
      if j < p.count && (p[j] == "?" || p[j] == n[i]) {
        i += 1
        j += 1
      } else if j < p.count && p[j] == "*" {
        star = j
        mark = i
        j += 1
      } else if star >= 0 {
        j = star + 1
        mark += 1
        i = mark
      } else {
        return false
      }
    }
    while j < p.count && p[j] == "*" { j += 1 }
    return j == p.count
  }
}
