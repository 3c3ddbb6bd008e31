/// A compound selector (`button.secondary:hover`): simple selectors that all hold for one
/// element, with the text of each as written (for component names).
struct CSSCompoundSelector: Hashable, Sendable {
  /// The simple selectors with their source spelling.
  var parts: [(selector: CSSSimpleSelector, text: String)]

  static func == (a: CSSCompoundSelector, b: CSSCompoundSelector) -> Bool {
    a.parts.map(\.selector) == b.parts.map(\.selector)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(parts.map(\.selector))
  }

  var specificity: CSSSpecificity {
    parts.reduce(.zero) { $0 + $1.selector.specificity }
  }

  /// Whether a part is a pseudo-element (the compound styles a part of the element).
  var hasPseudoElement: Bool {
    parts.contains { if case .pseudoElement = $0.selector { true } else { false } }
  }

  /// The compounds this one stands for with every top-level `:is()`/`:where()` replaced by one
  /// of its arguments (`:is(button, [type=submit]).secondary` → `button.secondary`,
  /// `[type=submit].secondary`), at most `limit` of them.
  func alternatives(limit: Int) -> [CSSCompoundSelector]? {
    var results: [[(selector: CSSSimpleSelector, text: String)]] = [[]]
    for part in parts {
      guard case .matchesAny(let list, _) = part.selector else {
        for i in results.indices { results[i].append(part) }
        continue
      }
      var options: [CSSCompoundSelector] = []
      for compound in list {
        guard let expanded = compound.alternatives(limit: limit) else { return nil }
        options += expanded
      }
      guard results.count * max(options.count, 1) <= limit else { return nil }
      results = results.flatMap { prefix in options.map { prefix + $0.parts } }
    }
    return results.map { CSSCompoundSelector(parts: $0) }
  }
}
