/// Finds components and their variants in component rules.
///
/// A component is the subject of a selector with a state part (`.btn:hover`,
/// `button:is(:hover, :active)`, `:where(button)[disabled]`) without its state parts: its type,
/// classes and attributes (its identity). A variant adds classes or attributes: a subject that
/// holds the component's identity and more (`:is(button).secondary` for `button`), or a rule of
/// classes alone that sets custom properties the component's colour declarations read
/// (Bootstrap's `.btn-primary { --bs-btn-bg: … }` for `.btn { background-color: var(--bs-btn-bg) }`).
struct CSSComponentFinder {
  /// A component or variant: its name (the selector spelling) and the identity parts its
  /// element carries.
  struct Found {
    var name: String
    var identity: [CSSSimpleSelector]
  }

  private struct Identity {
    var key: Set<CSSSimpleSelector>
    var parts: [(selector: CSSSimpleSelector, text: String)]
    var hasType: Bool { parts.contains { if case .type = $0.selector { true } else { false } } }
    var isClassesOnly: Bool {
      parts.allSatisfy { if case .className = $0.selector { true } else { false } }
    }
    var spelling: String {
      let types = parts.filter { if case .type = $0.selector { true } else { false } }
      return (types + parts.filter { if case .type = $0.selector { false } else { true } })
        .map(\.text).joined()
    }
  }

  let rules: [CSSStyleRule]
  let entries: [CSSSelectorEntry]

  /// The components, each base followed by its variants, in first-seen order.
  func components() -> [Found] {
    var identities: [Identity] = []
    var index: [Set<CSSSimpleSelector>: Int] = [:]
    var declared: [Int: Set<String>] = [:]
    var colorDeclared: Set<Int> = []
    var stateful: Set<Int> = []
    var entriesOf: [Int: [Int]] = [:]
    for (e, entry) in entries.enumerated() where !entry.isThemeLevel {
      // A state layer's rules (`.b:hover::before { opacity }`) make a control stateful,
      // nothing more; other pseudo-element rules (icon glyphs, tooltips) do not.
      let isBox = entry.pseudoElement != nil
      if isBox,
        !rules[entry.rule].declarations.contains(where: {
          ["opacity", "background", "background-color"].contains($0.name)
        })
      {
        continue
      }
      for alternative in entry.alternatives {
        var parts = CSSControlState.identity(of: alternative)
        // A state written as a block's modifier alone (`.pure-button-selected`) is a state of
        // the block (`.pure-button`).
        if parts.isEmpty, let block = Self.stateModifierBlock(alternative) {
          parts = [(.className(block), "." + block)]
        }
        guard !parts.isEmpty else { continue }
        let key = Set(parts.map(\.selector))
        let i = index[key] ?? identities.count
        if i == identities.count {
          identities.append(Identity(key: key, parts: parts))
          index[key] = i
        }
        if !isBox { entriesOf[i, default: []].append(e) }
        for d in rules[entry.rule].declarations where !isBox {
          if d.name.hasPrefix("--") {
            declared[i, default: []].insert(d.name)
          } else if CSSCascade.isColorSlot(d.name) {
            colorDeclared.insert(i)
          }
        }
        let element = CSSElement(identity: parts.map(\.selector))
        if !CSSControlState.normal.apply(to: element).matches(alternative),
          CSSControlState.allCases.dropFirst().contains(where: {
            $0.apply(to: element).matches(alternative)
          })
        {
          stateful.insert(i)
        }
      }
    }
    let candidates = identities.indices.filter { stateful.contains($0) }
    let reading = Reading(rules: rules, entries: entries)
    var colorVars: [Int: Set<String>] = [:]
    for b in candidates {
      colorVars[b] = reading.variables(readBy: identities[b].key, identities, entriesOf)
    }
    var bases: [Int] = []
    var variants: [Int: [Int]] = [:]
    for k in candidates {
      let key = identities[k].key
      if let b = candidates.filter({ identities[$0].key.isStrictSubset(of: key) })
        .min(by: { identities[$0].key.count < identities[$1].key.count })
      {
        variants[b, default: []].append(k)
      } else if identities[k].isClassesOnly,  // a modifier named after an earlier base
        let b = bases.first(where: { Self.isModifier(identities[k], of: identities[$0]) })
      {
        // `.uk-button-primary:hover` beside `.uk-button`: used together, as the block's variant.
        variants[b, default: []].append(k)
      } else if identities[k].isClassesOnly,  // a class rule feeding an earlier base's colours
        let b = bases.first(where: { b in
          !(declared[k] ?? []).isDisjoint(with: colorVars[b] ?? [])
            && Set((entriesOf[b] ?? []).map { entries[$0].rule }).isDisjoint(
              with: (entriesOf[k] ?? []).map { entries[$0].rule })
        })
      {
        variants[b, default: []].append(k)
      } else {
        bases.append(k)
      }
    }
    var found: [Found] = []
    for b in bases {
      let base = identities[b]
      let vars = colorVars[b] ?? []
      var seen: Set<Set<CSSSimpleSelector>> = [base.key]
      found.append(Found(name: base.spelling, identity: base.parts.map(\.selector)))
      for j in identities.indices {
        let other = identities[j]
        let reads = !(declared[j] ?? []).isDisjoint(with: vars)
        var parts: [(selector: CSSSimpleSelector, text: String)]
        if (variants[b] ?? []).contains(j) || other.key.isStrictSuperset(of: base.key) {
          guard (variants[b] ?? []).contains(j) || reads || colorDeclared.contains(j) else {
            continue
          }
          parts = other.key.isStrictSuperset(of: base.key) ? other.parts : base.parts + other.parts
        } else if !stateful.contains(j), !other.hasType, other.key.isDisjoint(with: base.key),
          reads || (colorDeclared.contains(j) && Self.isModifier(other, of: base))
        {
          // A class that custom properties the base reads, or a modifier named after the base
          // (`.pure-button-primary`, `.card__button--primary` for `.pure-button`, `.card__button`)
          // that sets colours: used together with the base's class.
          parts = base.parts + other.parts
        } else {
          continue
        }
        let union = base.key.union(other.key)
        guard seen.insert(union).inserted else { continue }
        let identity = Identity(key: union, parts: parts)
        found.append(Found(name: identity.spelling, identity: parts.map(\.selector)))
      }
    }
    return found
  }

  /// Whether `other` is one class named after a class of `base` with a modifier suffix: the
  /// base's name, a separator (`-`, `--`, `_`, `__`) and more (`pure-button-primary`,
  /// `btn--ghost`). Such a class is written beside the base's class, as BEM and the CSS
  /// frameworks' `<block>-<modifier>` convention use it.
  private static func isModifier(_ other: Identity, of base: Identity) -> Bool {
    guard other.parts.count == 1, case .className(let name) = other.parts[0].selector else {
      return false
    }
    return base.parts.contains { part in
      guard case .className(let stem) = part.selector, name.count > stem.count + 1,
        name.hasPrefix(stem)
      else { return false }
      let rest = name.dropFirst(stem.count)
      guard rest.hasPrefix("-") || rest.hasPrefix("_") else { return false }
      // `.dropdown-item-text`, `.carousel-control-next-icon`: a part inside the block, another
      // element, not a modifier of it.
      let word = rest.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
      return !elementParts.contains(word?.lowercased() ?? "")
    }
  }

  /// Words that name an element inside a block (BEM's elements, the frameworks' `-icon`,
  /// `-text`), not a modifier of the block.
  private static let elementParts: Set<String> = [
    "icon", "glyph", "label", "content", "body", "header", "footer", "title", "group",
    "wrapper", "container", "inner", "item", "list", "toolbar", "close", "badge", "spinner",
    "loader", "caret", "arrow", "image", "img", "addon", "prefix", "suffix", "count",
  ]

  /// The block of a compound made of a state modifier class (`pure-button-selected` →
  /// `pure-button`, `c-btn--active` → `c-btn`), when it has one.
  private static func stateModifierBlock(_ compound: CSSCompoundSelector) -> String? {
    for part in compound.parts {
      guard case .className(let name) = part.selector, CSSControlState.isStateModifier(name)
      else { continue }
      if let block = CSSControlState.blocks(ofStateModifier: name).first(where: {
        !$0.hasSuffix("-") && !$0.hasSuffix("_")
      }) {
        return block
      }
    }
    return nil
  }

  /// What the rules' declarations read, worked out once for every candidate component.
  private struct Reading {
    /// One declaration: its name, whether it is a colour slot, the custom properties it reads.
    struct Use {
      var name: String
      var isColor: Bool
      var reads: [String]
    }

    /// The declarations of each rule (by rule index).
    let uses: [[Use]]
    /// The entries with an alternative without identity parts (`:hover`, `[disabled]`), which
    /// can match any component.
    let general: [Int]
    let entries: [CSSSelectorEntry]

    init(rules: [CSSStyleRule], entries: [CSSSelectorEntry]) {
      uses = rules.map { rule in
        rule.declarations.map {
          Use(
            name: $0.name, isColor: CSSCascade.isColorSlot($0.name),
            reads: CSSValueText.variables(in: $0.value))
        }
      }
      general = entries.indices.filter { e in
        !entries[e].isThemeLevel && entries[e].pseudoElement == nil
          && entries[e].alternatives.contains { CSSControlState.identity(of: $0).isEmpty }
      }
      self.entries = entries
    }

    /// The custom properties the colour declarations of rules that can match `key` read,
    /// followed through the custom properties those rules declare.
    func variables(
      readBy key: Set<CSSSimpleSelector>, _ identities: [Identity], _ entriesOf: [Int: [Int]]
    ) -> Set<String> {
      var relevant: [Int] = []
      for (i, identity) in identities.enumerated() where identity.key.isSubset(of: key) {
        relevant += entriesOf[i] ?? []
      }
      relevant += general
      let declarations = relevant.flatMap { uses[entries[$0].rule] }
      var names = Set(declarations.filter(\.isColor).flatMap(\.reads))
      var grew = true
      while grew {
        grew = false
        for d in declarations where names.contains(d.name) {
          for name in d.reads where names.insert(name).inserted { grew = true }
        }
      }
      return names
    }
  }
}
