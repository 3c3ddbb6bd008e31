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

  /// The sets merged in order: the same tokens in the same order as a chain of
  /// ``merged(with:)`` calls (a stable sort of the concatenation), without sorting again. Each
  /// set's tokens are already sorted, so a stable merge of neighbours, halving the list each
  /// round, gives that order in O(n log k) comparisons for k sets (directories of many files
  /// are merged at every level of the tree).
  static func merging(_ sets: [TokenSet]) -> TokenSet {
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
