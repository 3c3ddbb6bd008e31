// Nearest passing fixes for failing audit findings (issue 7). Candidates come from
// ContrastSuggester (OKLCH lightness/chroma walk, hue kept, quantised to the printed form and
// parsed back; ContrastSuggester.swift) for each spec property that can move the measured pair:
// the text or the background for text findings, the measured fill or border for boundaries, the
// ring for focus. Each candidate is substituted into the resolved state and re-measured with the
// audit's own scene (docs/audit-spec.md; compositing.md §3 and §5), so the reported ratio is the
// one a re-audit of the printed colour gives; the passing candidate with the smallest ΔE OK wins.
// Text of a state derived with `alpha`/`multiplyAlpha`, or drawn at a group `opacity`, also gets
// the parameter fix from StateSuggestion when that is the smaller change.

import LegibleColor

/// Attaches suggestions to the failing findings of one resolved component.
struct FindingSuggester {
  var policy: AuditPolicy

  /// Candidates per change (the nearest few, so that one survives re-measurement).
  static let candidates = 4

  /// Sets ``Finding/suggestion`` on every failing finding of `component`.
  func attach(to findings: inout [Finding], component: ResolvedComponent, spec: ComponentSpec?) {
    for i in findings.indices where findings[i].verdict == .fail {
      guard let state = component.states.first(where: { $0.name == findings[i].state }) else {
        continue
      }
      findings[i].suggestion = suggestion(
        for: findings[i], state: state, surface: component.surface,
        parameter: parameter(of: state, in: spec, theme: component.theme))
    }
  }

  /// The derivation parameter behind a state's text: `alpha` when the state's own text rule sets
  /// `alpha` or `multiplyAlpha`, else `opacity` when the state is drawn at a group opacity.
  func parameter(of state: ResolvedState, in spec: ComponentSpec?, theme: String?)
    -> ParameterSuggestion.Parameter?
  {
    var value = spec?.states[state.name]?.text
    if case .themed(let map) = value, let theme { value = map[theme] }
    if case .derived(let d) = value, d.alpha != nil || d.multiplyAlpha != nil { return .alpha }
    return state.opacity < 1 ? .opacity : nil
  }

  func suggestion(
    for finding: Finding, state: ResolvedState, surface: CSSColor?,
    parameter: ParameterSuggestion.Parameter?
  ) -> FindingSuggestion? {
    // The properties that may change, each with the pair the suggester searches on.
    var changes: [(property: String, side: String, moving: CSSColor, other: CSSColor)] = []
    switch finding.element {
    case "text":
      if let text = state.text {
        changes.append(("text", "foreground", text, state.background ?? .transparent))
        if let background = state.background {
          changes.append(("background", "background", background, text))
        }
      }
    case "fill":
      if let b = state.background { changes.append(("background", "foreground", b, .transparent)) }
    case "border":
      if let b = state.border { changes.append(("border", "foreground", b, .transparent)) }
    case "focusRing":
      if let r = state.focusRing {
        let other = finding.against == "fill" ? state.background ?? .transparent : .transparent
        changes.append(("focusRing", "foreground", r, other))
      }
    default: break
    }
    var best = search(changes, finding: finding, state: state, surface: surface)
    if best == nil {
      // Nothing passes at the current alpha (e.g. text drawn at alpha 0.4): try opaque colours.
      let opaque = changes.filter { $0.side == "foreground" && !$0.moving.isOpaque }.map {
        (property: $0.property, side: $0.side, moving: $0.moving.withAlpha(1), other: $0.other)
      }
      best = search(opaque, finding: finding, state: state, surface: surface)
      if let b = best, let original = changes.first(where: { $0.property == b.property }) {
        best?.original = original.moving
      }
    }
    return withParameter(best, finding: finding, state: state, surface: surface, parameter)
  }

  /// The passing candidate with the smallest ΔE OK among the changes.
  func search(
    _ changes: [(property: String, side: String, moving: CSSColor, other: CSSColor)],
    finding: Finding, state: ResolvedState, surface: CSSColor?
  ) -> FindingSuggestion? {
    let variant = Variant(
      blend: policy.composite, coefficients: policy.coefficients, quantize: false)
    var best: FindingSuggestion?
    for change in changes {
      let gamut: ContrastSuggester.Gamut = change.moving.isInGamut(.sRGB) ? .sRGB : .displayP3
      let isBackgroundOfText = change.property == "background" && finding.element == "text"
      let suggester = ContrastSuggester(
        target: finding.required, change: isBackgroundOfText ? .background : .text,
        gamut: gamut, count: Self.candidates, blend: policy.composite,
        coefficients: policy.coefficients, backdrop: surface ?? .white, opacity: state.opacity)
      let found =
        isBackgroundOfText
        ? suggester.suggestions(text: change.other, background: change.moving)
        : suggester.suggestions(text: change.moving, background: change.other)
      for s in found {
        let color = isBackgroundOfText ? s.background : s.text
        let css = isBackgroundOfText ? s.backgroundString : s.textString
        var fixed = state
        switch change.property {
        case "text": fixed.text = color
        case "background": fixed.background = color
        case "border": fixed.border = color
        default: fixed.focusRing = color
        }
        let rescene = Scene(state: fixed, surface: surface)
        guard let m = rescene.measure(variant, { pair($0, finding) }), m.ratio >= finding.required
        else { continue }
        let candidate = FindingSuggestion(
          property: change.property, side: change.side, original: change.moving, color: color,
          colorCSS: css, ratio: m.ratio, distance: ContrastSuggester.deltaEOK(change.moving, color),
          foreground: m.foreground, background: m.background)
        if let b = best, (b.distance, b.colorCSS) <= (candidate.distance, candidate.colorCSS) {
          continue
        }
        best = candidate
      }
    }
    return best
  }

  /// Adds the parameter fix for derived text when it is the smaller change; with no colour fix
  /// at all, an alpha fix becomes the colour fix too.
  func withParameter(
    _ best: FindingSuggestion?, finding: Finding, state: ResolvedState, surface: CSSColor?,
    _ parameter: ParameterSuggestion.Parameter?
  ) -> FindingSuggestion? {
    let variant = Variant(
      blend: policy.composite, coefficients: policy.coefficients, quantize: false)
    guard finding.element == "text", let parameter, let text = state.text else { return best }
    let fix = StateSuggestion.fix(
      parameter: parameter, text: text, background: state.background ?? .transparent,
      surface: surface, opacity: state.opacity, required: finding.required,
      blend: policy.composite, coefficients: policy.coefficients)
    guard fix.prefersParameter, let p = fix.parameter else { return best }
    if var result = best {
      result.parameter = p
      return result
    }
    // No colour at the current alpha passes: the alpha change is the colour fix too, printed as
    // 8-bit hex with the alpha byte rounded up (more alpha, more contrast).
    guard p.parameter == .alpha else { return nil }
    let raised = text.withAlpha((p.suggested * 255).rounded(.up) / 255)
    let css = raised.hexString(includeAlpha: true) ?? raised.cssString
    var fixed = state
    fixed.text = (try? CSSColor(css: css)) ?? raised
    guard
      let m = Scene(state: fixed, surface: surface).measure(variant, { pair($0, finding) }),
      m.ratio >= finding.required, let color = fixed.text
    else { return nil }
    return FindingSuggestion(
      property: "text", side: "foreground", original: text, color: color,
      colorCSS: css, ratio: m.ratio, distance: p.distance,
      foreground: m.foreground, background: m.background, parameter: p)
  }

  /// The pair a finding measures, from a state's effective colours.
  func pair(_ e: Effective, _ finding: Finding) -> (CSSColor, CSSColor)? {
    switch finding.element {
    case "text": e.text.map { ($0, e.fill) }
    case "fill": (e.fill, e.surface)
    case "border": e.border.map { ($0, e.surface) }
    case "focusRing": e.ring.map { ($0, finding.against == "fill" ? e.fill : e.surface) }
    default: nil
    }
  }
}
