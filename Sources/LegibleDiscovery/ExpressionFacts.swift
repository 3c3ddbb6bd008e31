import LegibleColor

/// Colours a team states for expressions the Swift reader cannot evaluate (`legible.json`
/// `facts.colors`, issue 42): a runtime theme object (`Theme.current.accent`), a colour library
/// outside the sources (`ColorStudio.primary`, `UIColor.RCSkyBlue()`), keyed by the expression
/// as the code writes it (whitespace ignored), per appearance.
package struct ExpressionFacts: Sendable {
  /// One fact: a colour per appearance (`""` for every one) and where it is written.
  package struct Fact: Sendable {
    package var colors: [String: CSSColor]
    package var at: String
  }

  private var facts: [String: Fact] = [:]

  package init(_ entries: [(expression: String, colors: [String: CSSColor], at: String)] = []) {
    for entry in entries {
      facts[Self.key(entry.expression)] = Fact(colors: entry.colors, at: entry.at)
    }
  }

  package var isEmpty: Bool { facts.isEmpty }

  /// The expression's text without whitespace: `UIColor(named: "x")` and `UIColor(named:"x")`
  /// are one key.
  package static func key(_ expression: String) -> String {
    String(expression.unicodeScalars.filter { !$0.properties.isWhitespace })
  }

  /// The fact for an expression, and its colour in `appearance` (`dark`, `light`, `nil`).
  package func lookup(_ expression: String, appearance: String?) -> (CSSColor, Fact)? {
    guard let fact = facts[Self.key(expression)],
      let color = Self.color(in: fact.colors, appearance: appearance)
    else { return nil }
    return (color, fact)
  }

  /// A fact's colour in `appearance`: its own, else the one for every appearance (`""`), else
  /// the light one (the base of a theme-less audit).
  package static func color(in colors: [String: CSSColor], appearance: String?) -> CSSColor? {
    appearance.flatMap { colors[$0] } ?? colors[""] ?? colors["light"]
  }
}
