// Nearest passing fixes for failing audit findings (issue 7). Candidates come from
// ContrastSuggester (OKLCH lightness/chroma walk, hue kept, quantised to the printed form and
// parsed back; ContrastSuggester.swift) for each spec property that can move the measured pair:
// the text or the background for text findings, the measured fill or border for boundaries, the
// ring for focus. Each candidate is substituted into the resolved state and re-measured with the
// audit's own scene (docs/audit-spec.md; docs/reference/compositing.md §3 and §5), so the reported
// ratio is the one a re-audit of the printed colour gives; the passing candidate with the smallest
// ΔE OK wins. ΔE OK is measured between the changed element as drawn before and after (after
// derivations, alpha, the fill and group opacity; issue 15), never between the spec values.
// A property derived by a rule (`from` + `{alpha: 0.4}`) is fixed through its base colour with the
// rule kept (RuleSuggester.swift); when no base colour passes under the rule, the rule's parameter
// changes and the suggestion says so. Text drawn at a group `opacity` also gets the opacity fix
// from StateSuggestion when that is the smaller change.

import LegibleColor

/// Attaches suggestions to the failing findings of one resolved component.
struct FindingSuggester {
  var policy: AuditPolicy
  /// Searches already made in this audit, shared by its components (none: search every time).
  var cache: SuggestionCache? = nil

  /// Candidates per change (the nearest few, so that one survives re-measurement).
  static let candidates = 4

  /// Sets ``Finding/suggestion`` on every failing finding of `component`.
  func attach(to findings: inout [Finding], component: ResolvedComponent, spec: ComponentSpec?) {
    for i in findings.indices where findings[i].verdict == .fail {
      guard let state = component.states.first(where: { $0.name == findings[i].state }) else {
        continue
      }
      let derived = ColorProperty.allCases.compactMap {
        DerivedProperty.find($0, of: state, in: component, spec: spec)
      }
      findings[i].suggestion = suggestion(
        for: findings[i], state: state, surface: component.surface, derived: derived,
        parameter: parameter(of: state, derived: derived))
    }
  }

  /// The group `opacity` when the state is drawn at one and its text has no alpha rule (that rule
  /// is fixed by RuleSuggester).
  func parameter(of state: ResolvedState, derived: [DerivedProperty])
    -> ParameterSuggestion.Parameter?
  {
    if derived.contains(where: { $0.property == .text && $0.parameter != nil }) { return nil }
    return state.opacity < 1 ? .opacity : nil
  }

  typealias Change = (property: ColorProperty, side: FixSide, moving: CSSColor, other: CSSColor)

  func suggestion(
    for finding: Finding, state: ResolvedState, surface: CSSColor?,
    derived: [DerivedProperty] = [], parameter: ParameterSuggestion.Parameter?
  ) -> FindingSuggestion? {
    // The properties that may change, each with the pair the suggester searches on.
    var changes: [Change] = []
    switch finding.element {
    case .text:
      if let text = state.text {
        changes.append((.text, .foreground, text, state.background ?? .transparent))
        if let background = state.background {
          changes.append((.background, .background, background, text))
        }
      }
    case .fill:
      if let b = state.background { changes.append((.background, .foreground, b, .transparent)) }
    case .border:
      if let b = state.border { changes.append((.border, .foreground, b, .transparent)) }
    case .focusRing:
      if let r = state.focusRing {
        let other = finding.against == .fill ? state.background ?? .transparent : .transparent
        changes.append((.focusRing, .foreground, r, other))
      }
    }
    let rules = RuleSuggester(policy: policy, finding: finding, state: state, surface: surface)
    let ruled = changes.compactMap { c in derived.first { $0.property == c.property } }
    let literal = changes.filter { c in !derived.contains { $0.property == c.property } }
    // Fixes that keep every rule: base colours of derived properties, colours of the others.
    var best = search(literal, finding: finding, state: state, surface: surface)
    for d in ruled {
      if let kept = rules.keptRule(d), kept.distance < best?.distance ?? .infinity {
        best = kept
      }
    }
    let noneUnderRule = best == nil
    if best == nil {
      // No colour passes under the rules: the smallest rule change that passes.
      for d in ruled {
        if var change = rules.ruleChange(d), change.distance < best?.distance ?? .infinity {
          change.baseStateWouldFail = rules.colorsPassOnlyBreakingBase(d)
          best = change
        }
      }
    }
    if best == nil {
      // Nothing passes at the current alpha (e.g. a translucent literal): try opaque colours.
      let opaque = literal.filter { $0.side == .foreground && !$0.moving.isOpaque }.map {
        (property: $0.property, side: $0.side, moving: $0.moving.withAlpha(1), other: $0.other)
      }
      best = search(opaque, finding: finding, state: state, surface: surface)
      if let b = best, let original = changes.first(where: { $0.property == b.property }) {
        best?.original = original.moving
      }
    }
    if best == nil, let d = ruled.first {
      // The rule cannot be kept or adjusted: a literal colour replaces it, and says so.
      let own = changes.filter { $0.property == d.property }
      let opaque = own.map {
        (property: $0.property, side: $0.side, moving: $0.moving.withAlpha(1), other: $0.other)
      }
      best =
        search(own, finding: finding, state: state, surface: surface)
        ?? search(opaque, finding: finding, state: state, surface: surface)
      if var b = best {
        b.original = own.first?.moving ?? b.original
        b.rule = d.ruleDescription
        b.baseState = d.baseState
        b.noColorPassesUnderRule = noneUnderRule
        b.baseStateWouldFail = noneUnderRule && rules.colorsPassOnlyBreakingBase(d)
        best = b
      }
    }
    return withParameter(best, finding: finding, state: state, surface: surface, parameter)
  }

  /// The passing candidate with the smallest ΔE OK (of the drawn element) among the changes.
  func search(
    _ changes: [Change], finding: Finding, state: ResolvedState, surface: CSSColor?
  ) -> FindingSuggestion? {
    let variant = Variant(
      blend: policy.composite, coefficients: policy.coefficients, quantize: false)
    var best: FindingSuggestion?
    for change in changes {
      let gamut: ContrastSuggester.Gamut = change.moving.isInGamut(.sRGB) ? .sRGB : .displayP3
      let isBackgroundOfText = change.property == .background && finding.element == .text
      let suggester = ContrastSuggester(
        target: finding.required, change: isBackgroundOfText ? .background : .text,
        gamut: gamut, count: Self.candidates, blend: policy.composite,
        coefficients: policy.coefficients, backdrop: surface ?? .white, opacity: state.opacity)
      let text = isBackgroundOfText ? change.other : change.moving
      let background = isBackgroundOfText ? change.moving : change.other
      let found =
        cache?.suggestions(suggester, text: text, background: background)
        ?? suggester.suggestions(text: text, background: background)
      for s in found {
        let color = isBackgroundOfText ? s.background : s.text
        let css = isBackgroundOfText ? s.backgroundString : s.textString
        let fixed = state.with(change.property, color)
        let rescene = Scene(state: fixed, surface: surface)
        guard let m = rescene.measure(variant, { pair($0, finding) }), m.ratio >= finding.required
        else { continue }
        let (before, after) = drawn(
          change.property, before: state, after: fixed, surface: surface, backdrop: m.backdrop)
        let candidate = FindingSuggestion(
          property: change.property, side: change.side, original: change.moving, color: color,
          colorCSS: css, ratio: m.ratio, distance: ContrastSuggester.deltaEOK(before, after),
          foreground: m.foreground, background: m.background, drawnBefore: before,
          drawnAfter: after)
        if let b = best, (b.distance, b.colorCSS) <= (candidate.distance, candidate.colorCSS) {
          continue
        }
        best = candidate
      }
    }
    return best
  }

  /// The element a property paints, as drawn (composited as the check composites) in the states
  /// before and after a fix, over the measurement's backdrop (`black`/`white` for an unknown
  /// surface).
  func drawn(
    _ property: ColorProperty, before: ResolvedState, after: ResolvedState, surface: CSSColor?,
    backdrop: Backdrop?
  ) -> (CSSColor, CSSColor) {
    let b: CSSColor? = backdrop.map { $0 == .black ? .black : .white }
    func element(_ s: ResolvedState) -> CSSColor {
      let e = Scene(state: s, surface: surface).effective(b, blend: policy.composite)
      switch property {
      case .text: return e.text ?? e.fill
      case .background: return e.fill
      case .border: return e.border ?? e.fill
      case .focusRing: return e.ring ?? e.surface
      }
    }
    return (element(before), element(after))
  }

  /// Adds the opacity fix for text drawn at a group opacity when it is the smaller change.
  func withParameter(
    _ best: FindingSuggestion?, finding: Finding, state: ResolvedState, surface: CSSColor?,
    _ parameter: ParameterSuggestion.Parameter?
  ) -> FindingSuggestion? {
    guard finding.element == .text, let parameter, let text = state.text, var result = best,
      result.kind == .color
    else { return best }
    let fix = StateSuggestion.fix(
      parameter: parameter, text: text, background: state.background ?? .transparent,
      surface: surface, opacity: state.opacity, required: finding.required,
      blend: policy.composite, coefficients: policy.coefficients)
    guard fix.prefersParameter, let p = fix.parameter else { return best }
    result.parameter = p
    return result
  }

  /// The pair a finding measures, from a state's effective colours.
  func pair(_ e: Effective, _ finding: Finding) -> (CSSColor, CSSColor)? {
    switch finding.element {
    case .text: e.text.map { ($0, e.fill) }
    case .fill: (e.fill, e.surface)
    case .border: e.border.map { ($0, e.surface) }
    case .focusRing: e.ring.map { ($0, finding.against == .fill ? e.fill : e.surface) }
    }
  }
}
