// Media Queries Level 4 (https://www.w3.org/TR/mediaqueries-4/) and Level 5's user-preference
// features (https://www.w3.org/TR/mediaqueries-5/#mf-user-preferences), read for an audit of
// the screen a user sees by default: the `print` and `speech` media types do not match it, and
// neither do the preference modes a user opts into (`forced-colors: active`, where the system
// replaces the author's colours; `prefers-contrast: more`; `inverted-colors: inverted`). The
// colour scheme is the audit's theme axis (`prefers-color-scheme: dark` is the dark theme),
// and other conditions (widths, hover, orientation) are read as if they held, as before.

/// A `@media` prelude, or the media query list of an `@import`, as an audit reads it.
package enum CSSMediaQuery {
  /// `dark` or `light` when the condition tests `prefers-color-scheme` for it, else `nil`.
  package static func colorScheme(of condition: String) -> String? {
    let compact = condition.lowercased().filter { !$0.isWhitespace }
    if compact.contains("prefers-color-scheme:dark") { return "dark" }
    if compact.contains("prefers-color-scheme:light") { return "light" }
    return nil
  }

  /// Whether rules under the condition (a `@media` prelude or an import's media list) apply to
  /// the default screen: some query of the comma-separated list matches the `screen` media type
  /// and asks for no preference mode a user must opt into. A query joined with `or`, or one
  /// negating a condition, is read as if it held.
  package static func appliesToScreen(_ condition: String) -> Bool {
    var text = condition.lowercased()
    if text.hasPrefix("@media") { text = String(text.dropFirst("@media".count)) }
    let queries = Collector.splitTopLevel(text, on: ",")
    if queries.allSatisfy({ $0.trimmingASCIIWhitespace().isEmpty }) { return true }
    return queries.contains { query in
      let trimmed = query.trimmingASCIIWhitespace()
      return trimmed.isEmpty || matches(trimmed)
    }
  }

  /// Media types other than `all` and `screen` (`print`, `speech`, and the deprecated types
  /// that Media Queries 4 says match nothing).
  static let otherTypes: Set<String> = [
    "print", "speech", "tty", "tv", "projection", "handheld", "braille", "embossed", "aural",
  ]

  /// Preference features whose value is not the default user's (`forced-colors: active`), and
  /// features that are false in a boolean context for that user (`(forced-colors)`).
  /// `-ms-high-contrast` is forced colours' legacy name (Internet Explorer and EdgeHTML; no
  /// current browser knows it, and an unknown feature is false, Media Queries 4 §3.2): design
  /// systems pair it with `forced-colors` (`@media screen and (forced-colors: active),
  /// (-ms-high-contrast: active)`, NHS.UK frontend's and GOV.UK Frontend's mixins).
  static let optedIn: [(feature: String, defaultValue: String)] = [
    ("forced-colors", "none"), ("prefers-contrast", "no-preference"),
    ("inverted-colors", "none"), ("-ms-high-contrast", "none"),
  ]

  private static func matches(_ query: String) -> Bool {
    var words = Substring(query).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    var negated = false
    if words.first == "not" {
      negated = true
      words.removeFirst()
    } else if words.first == "only" {
      words.removeFirst()
    }
    if let type = words.first, !type.hasPrefix("(") {
      let matchesType = !otherTypes.contains(String(type))
      // `not print` is every other device, `not screen` none of ours; a type with conditions
      // after it (`not screen and (color)`) negates the whole query, read as the type's.
      if negated { return !matchesType }
      if !matchesType { return false }
    } else if negated {
      return true
    }
    let compact = query.filter { !$0.isWhitespace }
    if compact.contains(")or(") || compact.contains("not(") { return true }
    for (feature, defaultValue) in optedIn {
      var from = compact.startIndex
      while let range = compact.range(of: "(" + feature, range: from..<compact.endIndex) {
        from = range.upperBound
        let rest = compact[range.upperBound...]
        if rest.hasPrefix(")") { return false }
        guard rest.hasPrefix(":"), let close = rest.firstIndex(of: ")") else { continue }
        let value = rest[rest.index(after: rest.startIndex)..<close]
        if value != defaultValue { return false }
      }
    }
    return true
  }
}
