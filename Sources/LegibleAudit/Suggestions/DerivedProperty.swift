// A property a derived state computes with a rule from its base state (docs/audit-spec.md
// "Derivations"): the rule, the base state and the base colour it applies to. Fixes for such a
// property change the base colour (rule kept) or the rule's parameter, never the rule silently
// (issue 15).

import LegibleColor

/// One derived property of a resolved state.
struct DerivedProperty {
  /// The property.
  var property: ColorProperty
  /// The base state's name as spelled in the spec.
  var baseState: String
  /// The base state, resolved.
  var base: ResolvedState
  /// The base state's colour of the property (what the rule applies to).
  var baseColor: CSSColor
  /// The rule.
  var rule: ColorDerivation

  /// The derived property of `state` named `property`, if the state's own spec value of it is a
  /// derivation (picked for `theme`).
  static func find(
    _ property: ColorProperty, of state: ResolvedState, in component: ResolvedComponent,
    spec: ComponentSpec?
  ) -> DerivedProperty? {
    let name = state.name.rawValue
    guard let spec, let own = component.presetStates[name] ?? spec.states[name],
      let from = own.from
    else {
      return nil
    }
    var value: ColorValue?
    switch property {
    case .text: value = own.text
    case .background: value = own.background
    case .border: value = own.border
    case .focusRing: value = own.focusRing
    }
    if case .themed(let map) = value, let theme = component.theme { value = map[theme] }
    guard case .derived(let rule) = value else { return nil }
    let key =
      spec.states[from] != nil
      ? from
      : spec.states.keys.sorted().first {
        InteractionState.canonicalName($0) == InteractionState.canonicalName(from)
      }
    guard let key, let base = component.states.first(where: { $0.name.rawValue == key }),
      let color = base.color(of: property)
    else { return nil }
    return DerivedProperty(
      property: property, baseState: key, base: base, baseColor: color, rule: rule)
  }

  /// The rule's adjustable parameter (`alpha`, else `multiplyAlpha`) and its value.
  var parameter: (name: ParameterSuggestion.Parameter, value: Double)? {
    if let a = rule.alpha { return (.alpha, a) }
    if let m = rule.multiplyAlpha { return (.multiplyAlpha, m) }
    return nil
  }

  /// The rule with its parameter set to `value`.
  func rule(parameter value: Double) -> ColorDerivation {
    var r = rule
    if r.alpha != nil { r.alpha = value } else { r.multiplyAlpha = value }
    return r
  }

  /// The rule in words, keys in the order they apply: `alpha 0.4`, `mix #ffffff 0.6`.
  var ruleDescription: String {
    Self.describe(rule)
  }

  /// A rule in words.
  static func describe(_ r: ColorDerivation) -> String {
    var parts: [String] = []
    if let mix = r.mix {
      parts.append("mix \(mix.displayString) \(FindingSuggestion.number(r.amount ?? 1))")
    }
    if let l = r.lightness { parts.append("lightness \(FindingSuggestion.number(l))") }
    if let c = r.chroma { parts.append("chroma \(FindingSuggestion.number(c))") }
    if let a = r.alpha { parts.append("alpha \(FindingSuggestion.number(a))") }
    if let m = r.multiplyAlpha { parts.append("multiplyAlpha \(FindingSuggestion.number(m))") }
    return parts.joined(separator: ", ")
  }
}

extension ResolvedState {
  /// The colour of a property.
  func color(of property: ColorProperty) -> CSSColor? {
    switch property {
    case .text: text
    case .background: background
    case .border: border
    case .focusRing: focusRing
    }
  }

  /// A copy with the property's colour replaced.
  func with(_ property: ColorProperty, _ color: CSSColor) -> ResolvedState {
    var s = self
    switch property {
    case .text: s.text = color
    case .background: s.background = color
    case .border: s.border = color
    case .focusRing: s.focusRing = color
    }
    return s
  }
}
