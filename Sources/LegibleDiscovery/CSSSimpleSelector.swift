/// One simple selector of a compound selector (Selectors Level 4, §3.1), as the component
/// discovery reads it: the parts a button's rules use, the rest kept as `unsupported`.
indirect enum CSSSimpleSelector: Hashable, Sendable {
  /// A type selector, lower-cased (`button`); `*` is the universal selector.
  case type(String)
  /// `.name`.
  case className(String)
  /// `#name`.
  case id(String)
  /// `[name]`, `[name=value]`, `[name~=value i]`…: the operator is `nil` for presence.
  case attribute(name: String, operator: String?, value: String, caseInsensitive: Bool)
  /// A pseudo-class without arguments, lower-cased (`hover`, `first-child`).
  case pseudoClass(String)
  /// `:is(…)`, `:where(…)` (no specificity), `:matches(…)`: any of the compounds.
  case matchesAny([CSSCompoundSelector], where: Bool)
  /// `:not(…)`: none of the compounds.
  case matchesNone([CSSCompoundSelector])
  /// A pseudo-element (`::before`, `:after`, `::file-selector-button`).
  case pseudoElement(String)
  /// What the matcher does not model (`:has()`, `:nth-child()`, namespaces, complex arguments).
  case unsupported(String)

  /// Specificity as (ids, classes, types), Selectors Level 4 §16.
  var specificity: CSSSpecificity {
    switch self {
    case .type(let name): return name == "*" ? .zero : CSSSpecificity(0, 0, 1)
    case .className, .attribute, .pseudoClass, .unsupported: return CSSSpecificity(0, 1, 0)
    case .id: return CSSSpecificity(1, 0, 0)
    case .pseudoElement: return CSSSpecificity(0, 0, 1)
    case .matchesAny(let list, let isWhere):
      return isWhere ? .zero : list.map(\.specificity).max() ?? .zero
    case .matchesNone(let list): return list.map(\.specificity).max() ?? .zero
    }
  }
}
