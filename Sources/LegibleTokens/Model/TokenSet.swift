import LegibleColor

/// The result of importing one or more sources: tokens, in a deterministic order, plus diagnostics.
public struct TokenSet: Sendable, Hashable, Codable {
  /// The resolved tokens, sorted by name, then theme (`nil` first), then file.
  public var tokens: [Token]
  /// Things that could not be resolved (the tokens concerned are absent from ``tokens``).
  public var diagnostics: [ImportDiagnostic]
  /// The theme the theme-less values are audited under when the sources name one: the base
  /// stylesheet of flavours (`mini-default.css` beside `mini-nord.css` → `default`,
  /// `CSSStylesheetFlavours`); `nil` otherwise.
  package var baseTheme: String?

  /// Creates a set; tokens are sorted.
  public init(tokens: [Token] = [], diagnostics: [ImportDiagnostic] = []) {
    self.tokens = tokens.sorted(by: TokenSet.precedes)
    self.diagnostics = diagnostics
  }

  /// Every theme named by a token, in sorted order (without `nil`).
  public var themes: [String] {
    Array(Set(tokens.compactMap(\.theme))).sorted()
  }

  /// The tokens called `name`, one per theme.
  public func tokens(named name: String) -> [Token] {
    tokens.filter { $0.name == name }
  }

  /// The token `name` in `theme`, falling back to the theme-less value.
  ///
  /// ```swift
  /// let accent = try set.token(named: "color.accent", theme: "dark")
  /// ```
  ///
  /// A misspelling is an error, never the theme-less value or `nil`: an unknown theme names the
  /// themes there are, an unknown token offers the closest name, and a token the importer could
  /// not resolve (a dangling alias, a non-colour token) repeats the import diagnostic that says
  /// why.
  ///
  /// - Parameters:
  ///   - name: The token name.
  ///   - theme: One of ``themes``; `nil` (the default) asks for the theme-less value.
  /// - Returns: The token's value in `theme`, or its theme-less value when `theme` has none.
  /// - Throws: ``ImportError`` with code ``ImportError/Code/unknownTheme`` ("no theme 'drak';
  ///   themes: dark, light (did you mean 'dark'?)"), ``ImportError/Code/unknownToken``,
  ///   ``ImportError/Code/unresolvableReference`` (the diagnostic's message and location) or
  ///   ``ImportError/Code/noValueForTheme``.
  public func token(named name: String, theme: String? = nil) throws(ImportError) -> Token {
    let candidates = tokens(named: name)
    if let theme, !themes.contains(theme) {
      throw ImportError(.unknownTheme, Self.unknownThemeMessage(theme, themes: themes))
    }
    if let found = Self.pick(candidates, theme: theme) { return found }
    if candidates.isEmpty {
      if let diagnostic = diagnostics.first(where: { $0.name == name }) {
        throw ImportError(
          .unresolvableReference, "token '\(name)' could not be imported: \(diagnostic.message)",
          location: diagnostic.location)
      }
      let names = Set(tokens.map(\.name)).union(diagnostics.compactMap(\.name))
      let hint = DidYouMean.closest(to: name, in: names.sorted()).map {
        " (did you mean '\($0)'?)"
      }
      throw ImportError(.unknownToken, "no token named '\(name)'" + (hint ?? ""))
    }
    let own = candidates.compactMap(\.theme).joined(separator: ", ")
    throw ImportError(
      .noValueForTheme,
      "token '\(name)' has no "
        + (theme.map { "value for theme '\($0)'" } ?? "theme-less value")
        + " and no theme-less fallback (it has \(own)); ask for one of those themes",
      location: candidates.first?.location)
  }

  /// The colour of token `name` in `theme` (see ``token(named:theme:)``).
  ///
  /// - Throws: ``ImportError`` as ``token(named:theme:)`` does.
  public func color(named name: String, theme: String? = nil) throws(ImportError) -> CSSColor {
    try token(named: name, theme: theme).color
  }

  /// The token `name` in `theme` or its theme-less value, without checking the theme: for
  /// callers that iterate over names and themes the set itself reported.
  package func resolvedToken(named name: String, theme: String?) -> Token? {
    Self.pick(tokens(named: name), theme: theme)
  }

  /// Checks that `theme` is one of ``themes``.
  ///
  /// - Throws: ``ImportError`` with code ``ImportError/Code/unknownTheme`` naming the themes
  ///   there are, with a "did you mean" hint.
  package func validateTheme(_ theme: String) throws(ImportError) {
    if !themes.contains(theme) {
      throw ImportError(.unknownTheme, Self.unknownThemeMessage(theme, themes: themes))
    }
  }

  static func pick(_ candidates: [Token], theme: String?) -> Token? {
    candidates.first { $0.theme == theme } ?? candidates.first { $0.theme == nil }
  }

  static func unknownThemeMessage(_ theme: String, themes: [String]) -> String {
    guard !themes.isEmpty else {
      return "no theme '\(theme)': these tokens have no themes; leave the theme out"
    }
    let hint = DidYouMean.closest(to: theme, in: themes.sorted()).map { " (did you mean '\($0)'?)" }
    return "no theme '\(theme)'; themes: " + themes.joined(separator: ", ") + (hint ?? "")
  }

  /// This set merged with another (tokens re-sorted, diagnostics appended).
  public func merged(with other: TokenSet) -> TokenSet {
    var set = TokenSet(
      tokens: tokens + other.tokens, diagnostics: diagnostics + other.diagnostics)
    set.baseTheme = baseTheme ?? other.baseTheme
    return set
  }

  /// The sets merged in order: the same tokens in the same order as a chain of
  /// ``merged(with:)`` calls (a stable sort of the concatenation), without sorting again. Each
  /// set's tokens are already sorted, so a stable merge of neighbours, halving the list each
  /// round, gives that order in O(n log k) comparisons for k sets (directories of many files
  /// are merged at every level of the tree).
  package static func merging(_ sets: [TokenSet]) -> TokenSet {
    if sets.count == 1 { return sets[0] }
    // `tokens` is a public var: a set changed after init may be out of order, so check
    // (n − 1 comparisons) and sort such a run, stably, first.
    var runs = sets.map { set in
      zip(set.tokens, set.tokens.dropFirst()).contains { precedes($1, $0) }
        ? set.tokens.sorted(by: precedes) : set.tokens
    }
    while runs.count > 1 {
      var next: [[Token]] = []
      next.reserveCapacity((runs.count + 1) / 2)
      var i = 0
      while i + 1 < runs.count {
        next.append(mergeSorted(runs[i], runs[i + 1]))
        i += 2
      }
      if i < runs.count { next.append(runs[i]) }
      runs = next
    }
    var result = TokenSet()
    result.tokens = runs.first ?? []
    result.diagnostics = sets.flatMap(\.diagnostics)
    result.baseTheme = sets.lazy.compactMap(\.baseTheme).first
    return result
  }

  /// Two sorted runs merged stably: on a tie the token of `a` (the earlier set) comes first.
  static func mergeSorted(_ a: [Token], _ b: [Token]) -> [Token] {
    if a.isEmpty { return b }
    if b.isEmpty { return a }
    var out: [Token] = []
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if precedes(b[j], a[i]) {
        out.append(b[j])
        j += 1
      } else {
        out.append(a[i])
        i += 1
      }
    }
    out.append(contentsOf: a[i...])
    out.append(contentsOf: b[j...])
    return out
  }

  static func precedes(_ a: Token, _ b: Token) -> Bool {
    if a.name != b.name { return a.name < b.name }
    if a.theme != b.theme {
      guard let at = a.theme else { return true }
      guard let bt = b.theme else { return false }
      return at < bt
    }
    return a.location.file < b.location.file
  }
}
