import LegibleColor

/// Turns one name's values in the base context and in each theme into tokens, shared by the
/// Android and CSS importers (docs/tokens.md, "Themes").
///
/// - When every theme resolves to the base value, one theme-less token is emitted.
/// - Otherwise each theme whose value differs from the base gets a token, and the base value is
///   emitted theme-less, or as `light` when a `dark` token was emitted and no `light` one,
///   unless the base is not the light mode (``baseIsLightMode``: the base stylesheet of
///   flavours, which the other flavours fall back to).
struct ThemedValues {
  /// A resolved value and where it was written.
  struct Value: Equatable {
    var color: CSSColor
    var location: FileLocation
    var resolvedFrom: [String]

    static func == (a: Value, b: Value) -> Bool { a.color == b.color }
  }

  var name: String
  var base: Value?
  var themes: [String: Value] = [:]
  /// Whether the base is the light mode when a dark value is emitted (not when it is the base
  /// stylesheet of flavours, `CSSStylesheetFlavours`).
  var baseIsLightMode = true

  func tokens() -> [Token] {
    var result: [Token] = []
    for theme in themes.keys.sorted() {
      guard let value = themes[theme], value != base else { continue }
      result.append(token(value, theme: theme))
    }
    if let base {
      let emitted = Set(result.compactMap(\.theme))
      let theme: String? =
        baseIsLightMode && emitted.contains("dark") && !emitted.contains("light") ? "light" : nil
      result.append(token(base, theme: theme))
    }
    return result
  }

  /// ``tokens()``, with warnings for what did not resolve: when nothing did, `firstProblem`;
  /// when some themes did, `themedProblems`, one for each theme that did not (it would otherwise
  /// silently fall back to the theme-less value).
  func tokens(
    firstProblem: (String, FileLocation)?, themedProblems: [(String, FileLocation)],
    warningsInto diagnostics: inout [ImportDiagnostic]
  ) -> [Token] {
    let produced = tokens()
    let problems = produced.isEmpty ? (firstProblem.map { [$0] } ?? []) : themedProblems
    for (message, location) in problems {
      diagnostics.append(
        ImportDiagnostic(severity: .warning, name: name, message: message, location: location))
    }
    return produced
  }

  private func token(_ value: Value, theme: String?) -> Token {
    Token(
      name: name, theme: theme, color: value.color, location: value.location,
      resolvedFrom: value.resolvedFrom)
  }
}
