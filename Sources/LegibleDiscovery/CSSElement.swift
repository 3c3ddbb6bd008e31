/// The element a component's rules are matched against: its type, classes, attributes and the
/// pseudo-classes that hold in one state. Selectors Level 4 matching for compounds, with
/// structural pseudo-classes (`:first-child`…) taken to hold (a lone control).
struct CSSElement: Hashable, Sendable {
  /// The type (`button`), or `nil` when the component names none (`.btn`, `[role=button]`).
  var tag: String?
  var classes: Set<String> = []
  var attributes: [String: String] = [:]
  var pseudoClasses: Set<String> = []
  /// Whether `:hover` holds in a compound that also says `:active` (`.btn:hover:active`): the
  /// pressed state, where a pointer's press is hovered and a key's is not.
  var hoverWhenActive = false

  /// Pseudo-classes of position taken to hold for a control on its own.
  static let structural: Set<String> = [
    "first-child", "last-child", "only-child", "first-of-type", "last-of-type", "only-of-type",
  ]

  /// Whether every part of the compound holds.
  func matches(_ compound: CSSCompoundSelector) -> Bool {
    compound.parts.allSatisfy { part in
      if hoverWhenActive, case .pseudoClass("hover") = part.selector {
        return compound.parts.contains {
          if case .pseudoClass("active") = $0.selector { true } else { false }
        }
      }
      return matches(part.selector)
    }
  }

  func matches(_ part: CSSSimpleSelector) -> Bool {
    switch part {
    case .type(let name): return name == "*" || name == tag
    case .className(let name): return classes.contains(name)
    case .id, .pseudoElement, .unsupported: return false
    case .attribute(let name, let op, let value, let insensitive):
      guard let actual = attributes[name] else { return false }
      guard let op else { return true }
      let a = insensitive ? actual.lowercased() : actual
      let v = insensitive ? value.lowercased() : value
      switch op {
      case "=": return a == v
      case "~=": return a.split(separator: " ").contains { $0 == v }
      case "|=": return a == v || a.hasPrefix(v + "-")
      case "^=": return !v.isEmpty && a.hasPrefix(v)
      case "$=": return !v.isEmpty && a.hasSuffix(v)
      default: return !v.isEmpty && a.contains(v)
      }
    case .pseudoClass(let name):
      return name == "root"
        ? tag == "html"
        : pseudoClasses.contains(name)
          || Self.structural.contains(name)
    case .matchesAny(let list, _): return list.contains { matches($0) }
    case .matchesNone(let list): return !list.contains { matches($0) }
    }
  }

  /// The element of a component: the type, classes and attributes its identity parts name.
  init(identity: [CSSSimpleSelector]) {
    for part in identity {
      switch part {
      case .type(let name) where name != "*": tag = name
      case .className(let name): classes.insert(name)
      case .attribute(let name, let op, let value, _):
        // `[theme~='success'][theme~='primary']`: one attribute holding both words.
        if op == "~=", let words = attributes[name],
          !words.split(separator: " ").contains(Substring(value))
        {
          attributes[name] = words + " " + value
        } else {
          attributes[name] = value
        }
      default: break
      }
    }
  }
}
