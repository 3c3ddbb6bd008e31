// Fixes for a failing state whose measured colour comes from a derivation rule (issue 15, "no
// silent wrong answers"; docs/audit-spec.md "Derivations", docs/audit-report.md "Suggestion").
//
// 1. Rule kept: walk the base state's colour along OKLCH lightness in both directions (hue kept,
//    chroma lowered only as far as sRGB needs, found by bisection), each step printed as 8-bit hex
//    and parsed back, the rule applied to it as the resolver applies it, the result put into the
//    state and measured with the audit's scene. The first passing colour in each direction that
//    does not make the base state fail (if it passed) is a candidate; the nearer one, by ΔE OK of
//    the drawn element, wins.
// 2. No colour passes under the rule: for `alpha`/`multiplyAlpha` rules, the smallest parameter
//    value on a 0.001 grid above the current one that passes with the base colour as it is; if
//    even 1 does not, the value (0.01 grid, refined on 0.001) at which the nearest passing base
//    colour (step 1) changes least: ΔE OK of the base colour plus ΔE OK of this state as drawn. A value passes only if the derived alpha rounded to the
//    nearest byte (8-bit pipelines) passes too.

import LegibleColor

/// Rule-aware fixes for one failing finding of one state.
struct RuleSuggester {
  var policy: AuditPolicy
  var finding: Finding
  var state: ResolvedState
  var surface: CSSColor?

  /// Lightness step of the base-colour walk (OKLab units).
  static let lightnessStep = 0.001
  /// Grid of suggested parameter values (``StateSuggestion/places`` decimals).
  static let grid = 1000.0
  /// Bisection steps of the in-gamut chroma search (2⁻²⁴ of the original chroma).
  static let chromaSteps = 24

  private var helper: FindingSuggester { FindingSuggester(policy: policy) }

  private var variant: Variant {
    Variant(blend: policy.composite, coefficients: policy.coefficients, quantize: false)
  }

  /// The side of the measured pair a property moves.
  private func side(_ property: ColorProperty) -> FixSide {
    finding.element == .text && property == .background ? .background : .foreground
  }

  /// The state with the property derived from `base` under `rule`, and its measurement, when it
  /// passes (with the derived alpha exact and rounded to the nearest byte).
  private func passing(_ d: DerivedProperty, base: CSSColor, rule: ColorDerivation)
    -> (Measurement, ResolvedState)?
  {
    let derived = rule.apply(to: base, blend: policy.composite)
    let fixed = state.with(d.property, derived)
    guard let m = measure(fixed), m.ratio >= finding.required else { return nil }
    let byte = (derived.alpha * 255).rounded() / 255
    if byte != derived.alpha {
      guard let q = measure(state.with(d.property, derived.withAlpha(byte))),
        q.ratio >= finding.required
      else { return nil }
    }
    return (m, fixed)
  }

  private func measure(_ s: ResolvedState) -> Measurement? {
    Scene(state: s, surface: surface).measure(variant) { helper.pair($0, finding) }
  }

  /// Whether the base state still passes (the same pair) with `color` when it passed before.
  private func baseKeepsPassing(_ d: DerivedProperty, _ color: CSSColor) -> Bool {
    let scene = { (s: ResolvedState) in
      Scene(state: s, surface: surface).measure(variant) { helper.pair($0, finding) }
    }
    guard let before = scene(d.base), before.ratio >= finding.required else { return true }
    guard let after = scene(d.base.with(d.property, color)) else { return true }
    return after.ratio >= finding.required
  }

  /// The nearest base colour that makes the state pass with the rule kept.
  func keptRule(_ d: DerivedProperty) -> FindingSuggestion? {
    guard let (color, css, m, fixed) = walk(d, rule: d.rule) else { return nil }
    return make(d, color: color, css: css, m, fixed, kind: .baseColor)
  }

  /// Whether colours pass under the rule as it is but each would make the base state fail: black
  /// or white (the ends of the walk) passes the state yet no base colour was kept.
  func colorsPassOnlyBreakingBase(_ d: DerivedProperty) -> Bool {
    [CSSColor.black, .white].map { $0.withAlpha(d.baseColor.alpha) }.contains {
      passing(d, base: $0, rule: d.rule) != nil
    }
  }

  /// The smallest rule-parameter change that passes, when no colour passes under the rule.
  func ruleChange(_ d: DerivedProperty) -> FindingSuggestion? {
    guard let (name, current) = d.parameter else { return nil }
    let start = (current * Self.grid).rounded(.down) + 1
    var k = start
    while k <= Self.grid {
      let rule = d.rule(parameter: k / Self.grid)
      if let (m, fixed) = passing(d, base: d.baseColor, rule: rule) {
        return make(
          d, color: d.baseColor, css: d.baseColor.displayString, m, fixed, kind: .ruleParameter,
          parameter: (name, current, k / Self.grid))
      }
      k += 1
    }
    // No base colour passes at the current value. Walk the base colour along OKLCH lightness
    // (as `walk` does) and give each step the smallest value that makes the state pass with it
    // (a bisection: the contrast grows with the derived alpha towards the base colour); keep the
    // step whose total change is least — the base colour's own change (it is drawn in the base
    // state too) plus this state's change as drawn. The smallest value alone would turn a brand
    // blue near-black to keep a faint highlight. A direction stops once the base colour's change
    // alone exceeds the best total.
    let base = d.baseColor
    guard base.isInGamut(.sRGB) else { return nil }
    var best: (fix: FindingSuggestion, cost: Double)?
    forEachLightnessStep(of: base, from: 0) { color, css in
      let baseChange = ContrastSuggester.deltaEOK(base, color)
      if let cost = best?.cost, baseChange >= cost { return false }
      if baseKeepsPassing(d, color),
        let value = smallestPassing(d, base: color, from: start),
        let (m, fixed) = passing(d, base: color, rule: d.rule(parameter: value / Self.grid))
      {
        let fix = make(
          d, color: color, css: css, m, fixed, kind: .ruleParameter,
          parameter: (name, current, value / Self.grid))
        if best.map({ baseChange + fix.distance < $0.cost }) ?? true {
          best = (fix, baseChange + fix.distance)
        }
      }
      return true
    }
    return best?.fix
  }

  /// The smallest grid value from `start` up at which the state passes with `base` under the
  /// rule at that value, by bisection; nil when even the largest does not pass.
  private func smallestPassing(_ d: DerivedProperty, base: CSSColor, from start: Double) -> Double?
  {
    func passes(_ k: Double) -> Bool {
      passing(d, base: base, rule: d.rule(parameter: k / Self.grid)) != nil
    }
    guard passes(Self.grid) else { return nil }
    var low = start - 1  // fails (or is the current value)
    var high = Self.grid  // passes
    while high - low > 1 {
      let mid = ((low + high) / 2).rounded(.down)
      if passes(mid) { high = mid } else { low = mid }
    }
    return high
  }

  private func make(
    _ d: DerivedProperty, color: CSSColor, css: String, _ m: Measurement, _ fixed: ResolvedState,
    kind: FixKind, parameter: (ParameterSuggestion.Parameter, Double, Double)? = nil
  ) -> FindingSuggestion {
    let (before, after) = helper.drawn(
      d.property, before: state, after: fixed, surface: surface, backdrop: m.backdrop)
    let distance = ContrastSuggester.deltaEOK(before, after)
    return FindingSuggestion(
      property: d.property, side: side(d.property), original: d.baseColor, color: color,
      colorCSS: css, ratio: m.ratio, distance: distance, foreground: m.foreground,
      background: m.background,
      parameter: parameter.map {
        ParameterSuggestion(
          parameter: $0.0, current: $0.1, suggested: $0.2, ratio: m.ratio, distance: distance)
      }, kind: kind, baseState: d.baseState, rule: d.ruleDescription,
      noColorPassesUnderRule: kind == .ruleParameter, drawnBefore: before, drawnAfter: after)
  }

  /// The nearest passing base colour under `rule` (first passing step in each direction of
  /// lightness, nearer by ΔE OK of the drawn element).
  private func walk(_ d: DerivedProperty, rule: ColorDerivation)
    -> (CSSColor, String, Measurement, ResolvedState)?
  {
    let base = d.baseColor
    guard base.isInGamut(.sRGB) else { return nil }
    var best: (CSSColor, String, Measurement, ResolvedState, Double)?
    forEachLightnessStep(of: base, from: 1) { color, css in
      guard let (m, fixed) = passing(d, base: color, rule: rule), baseKeepsPassing(d, color)
      else { return true }
      let (before, after) = helper.drawn(
        d.property, before: state, after: fixed, surface: surface, backdrop: m.backdrop)
      let distance = ContrastSuggester.deltaEOK(before, after)
      if best.map({ ($0.4, $0.1) > (distance, css) }) ?? true {
        best = (color, css, m, fixed, distance)
      }
      return false  // the first passing step of a direction
    }
    return best.map { ($0.0, $0.1, $0.2, $0.3) }
  }

  /// Walks `base` along OKLCH lightness, darker first then lighter, in steps of
  /// ``lightnessStep`` from step `first` (0 includes `base` itself), calling `body` with each
  /// distinct 8-bit colour (``printed(lightness:_:alpha:)``) until it returns `false` or the
  /// walk reaches black or white.
  private func forEachLightnessStep(
    of base: CSSColor, from first: Double, _ body: (CSSColor, String) -> Bool
  ) {
    let lch = base.converted(to: .oklch).components
    for direction in [-1.0, 1.0] {
      var step = first
      var previous = ""
      while true {
        let raw = lch.x + direction * step * Self.lightnessStep
        step += 1
        guard let (color, css) = printed(lightness: min(max(raw, 0), 1), lch, alpha: base.alpha)
        else { break }
        if css != previous, !body(color, css) { break }
        previous = css
        if raw <= 0 || raw >= 1 { break }
      }
    }
  }

  /// The colour at OKLCH lightness `l` with the hue of `lch` and the largest chroma up to its own
  /// that sRGB holds, printed as 8-bit hex and parsed back.
  private func printed(lightness l: Double, _ lch: SIMD3<Double>, alpha: Double)
    -> (CSSColor, String)?
  {
    func srgb(_ c: Double) -> CSSColor {
      CSSColor(.oklch, SIMD3(l, c, lch.z), alpha: alpha).converted(to: .sRGB)
    }
    var chroma = lch.y
    if !srgb(chroma).isInGamut(.sRGB) {
      var low = 0.0
      var high = chroma
      for _ in 0..<Self.chromaSteps {
        let mid = (low + high) / 2
        if srgb(mid).isInGamut(.sRGB) { low = mid } else { high = mid }
      }
      chroma = low
    }
    let c = srgb(chroma)
    let clamped = CSSColor(
      .sRGB,
      SIMD3(
        min(max(c.components.x, 0), 1), min(max(c.components.y, 0), 1),
        min(max(c.components.z, 0), 1)), alpha: alpha)
    guard let css = clamped.hexString(), let parsed = try? CSSColor(css: css) else { return nil }
    return (parsed, css)
  }
}
