/// The result of importing one or more sources: tokens, in a deterministic order, plus diagnostics.
public struct TokenSet: Sendable, Hashable, Codable {
  /// The resolved tokens, sorted by name, then theme (`nil` first), then file.
  public var tokens: [Token]
  /// Things that could not be resolved (the tokens concerned are absent from ``tokens``).
  public var diagnostics: [ImportDiagnostic]

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
  public func token(named name: String, theme: String?) -> Token? {
    let candidates = tokens(named: name)
    return candidates.first { $0.theme == theme } ?? candidates.first { $0.theme == nil }
  }

  /// This set merged with another (tokens re-sorted, diagnostics appended).
  public func merged(with other: TokenSet) -> TokenSet {
    TokenSet(tokens: tokens + other.tokens, diagnostics: diagnostics + other.diagnostics)
  }

  /// The sets merged in order, sorting once: the same tokens in the same order as a chain of
  /// ``merged(with:)`` calls (the sort is stable), without re-sorting at every step.
  static func merging(_ sets: [TokenSet]) -> TokenSet {
    if sets.count == 1 { return sets[0] }
    return TokenSet(
      tokens: sets.flatMap { $0.tokens }, diagnostics: sets.flatMap { $0.diagnostics })
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
