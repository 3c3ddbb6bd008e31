// Fix suggestions for derived states (issue 7 "For states"): when a failing state derives its
// text with `{alpha: a}` (or `multiplyAlpha`) or draws the control at `opacity: o`, the fix may be
// a new parameter rather than a new colour. Passing values of either parameter form an interval
// up to 1 (more alpha or opacity moves the text away from the fill), so the nearest passing value
// is the smallest one at or above the current value. Values are searched on a 0.001 grid
// (``StateSuggestion/places`` decimals) and each is verified with the audit's compositing
// (docs/audit-spec.md; docs/reference/compositing.md §3): background over the surface, text over
// the fill, then group opacity over the surface; an unknown or translucent surface is evaluated
// over black and over white and the smaller ratio counts (1 when the luminances cross,
// docs/reference/compositing.md §5). The parameter change is compared with the colour change by ΔE
// OK of the colours as drawn: the larger of the effective (composited) text's and fill's distances,
// since a group opacity moves both (issue 15: a visible change is never reported as 0).

import LegibleColor

/// A change to a state's derivation parameter that makes its text pass.
public struct ParameterSuggestion: Sendable, Hashable, Codable {
  /// Which parameter changes.
  public enum Parameter: String, Sendable, Hashable, Codable, CaseIterable {
    /// A colour's alpha: a rule's `{alpha: a}`, or in ``StateSuggestion`` the text colour's alpha
    /// (the product for `multiplyAlpha`).
    case alpha
    /// The control's group opacity (`opacity: o`).
    case opacity
    /// A derivation's alpha factor (`{multiplyAlpha: m}`).
    case multiplyAlpha
  }

  /// The parameter.
  public var parameter: Parameter
  /// Its current value.
  public var current: Double
  /// The nearest passing value, on a grid of ``StateSuggestion/places`` decimals.
  public var suggested: Double
  /// The ratio with the suggested value (verified; ≥ the requirement).
  public var ratio: Double
  /// ΔE OK of the change as drawn: the larger of the effective text's and the effective fill's
  /// distances before and after.
  public var distance: Double
}

/// The nearest fix for a failing derived state: a parameter change, a colour change, or both.
public struct StateFix: Sendable, Hashable, Codable {
  /// The nearest passing parameter value, when the state has a parameter and one passes.
  public var parameter: ParameterSuggestion?
  /// The nearest passing text colour (alpha kept), when one exists.
  public var color: ContrastSuggestion?
  /// Whether the parameter change is the smaller one (by ΔE OK of the colours as drawn).
  public var prefersParameter: Bool
}

/// Suggestions for states whose text is derived by alpha or drawn at a group opacity.
public enum StateSuggestion {
  /// Decimal places of suggested parameter values.
  public static let places = 3

  /// The smallest passing value of a parameter at or above its current value.
  ///
  /// - Parameters:
  ///   - parameter: `.opacity` replaces the group opacity; `.alpha` and `.multiplyAlpha` the text
  ///     colour's alpha.
  ///   - text: The text colour with its current alpha.
  ///   - background: The state's background (the fill), possibly translucent.
  ///   - surface: The surface; `nil` when unknown (black and white backdrops).
  ///   - opacity: The state's current group opacity.
  ///   - required: The ratio to reach.
  ///   - blend: The compositing space.
  ///   - coefficients: The luminance weights.
  /// - Returns: The suggestion, or `nil` when even 1 does not pass.
  public static func parameter(
    _ parameter: ParameterSuggestion.Parameter, text: CSSColor, background: CSSColor,
    surface: CSSColor?,
    opacity: Double, required: Double, blend: BlendSpace = .encodedSRGB,
    coefficients: LuminanceCoefficients = .wcag
  ) -> ParameterSuggestion? {
    let current = parameter == .opacity ? opacity : text.alpha
    func evaluate(_ value: Double) -> (ratio: Double, text: CSSColor, fill: CSSColor) {
      let t = parameter == .opacity ? text : text.withAlpha(value)
      let o = parameter == .opacity ? value : opacity
      return measure(
        text: t, background: background, surface: surface, opacity: o, blend: blend,
        coefficients: coefficients)
    }
    let before = evaluate(current)
    let grid = 1000.0
    var k = (current * grid).rounded(.up)
    while k <= grid {
      let value = k / grid
      let after = evaluate(value)
      if after.ratio >= required {
        return ParameterSuggestion(
          parameter: parameter, current: current, suggested: value, ratio: after.ratio,
          distance: drawnDistance(before, after))
      }
      k += 1
    }
    return nil
  }

  /// The parameter fix and the colour fix for a failing state, and which is smaller.
  ///
  /// - Parameters:
  ///   - parameter: The state's derivation parameter, `nil` when its text is not derived.
  ///   - text: The text colour with its current alpha.
  ///   - background: The fill.
  ///   - surface: The surface; `nil` when unknown (the colour search then assumes white).
  ///   - opacity: The state's group opacity.
  ///   - required: The ratio to reach.
  ///   - blend: The compositing space.
  ///   - coefficients: The luminance weights.
  public static func fix(
    parameter: ParameterSuggestion.Parameter?, text: CSSColor, background: CSSColor,
    surface: CSSColor?,
    opacity: Double, required: Double, blend: BlendSpace = .encodedSRGB,
    coefficients: LuminanceCoefficients = .wcag
  ) -> StateFix {
    let p = parameter.flatMap {
      Self.parameter(
        $0, text: text, background: background, surface: surface, opacity: opacity,
        required: required, blend: blend, coefficients: coefficients)
    }
    let suggester = ContrastSuggester(
      target: required, count: 1, blend: blend, coefficients: coefficients,
      backdrop: surface ?? .white, opacity: opacity)
    let c = suggester.suggestions(text: text, background: background).first
    // Compare both changes on the colours as drawn.
    var prefers = p != nil
    if let p, let c {
      let before = measure(
        text: text, background: background, surface: surface, opacity: opacity, blend: blend,
        coefficients: coefficients)
      let after = measure(
        text: c.text, background: background, surface: surface, opacity: opacity, blend: blend,
        coefficients: coefficients)
      prefers = p.distance <= drawnDistance(before, after)
    }
    return StateFix(parameter: p, color: c, prefersParameter: prefers)
  }

  /// The larger ΔE OK of the drawn text and the drawn fill between two measurements.
  static func drawnDistance(
    _ a: (ratio: Double, text: CSSColor, fill: CSSColor),
    _ b: (ratio: Double, text: CSSColor, fill: CSSColor)
  ) -> Double {
    max(ContrastSuggester.deltaEOK(a.text, b.text), ContrastSuggester.deltaEOK(a.fill, b.fill))
  }

  /// The ratio as the audit measures it, and the effective text and fill at the low end.
  static func measure(
    text: CSSColor, background: CSSColor, surface: CSSColor?, opacity: Double, blend: BlendSpace,
    coefficients: LuminanceCoefficients
  ) -> (ratio: Double, text: CSSColor, fill: CSSColor) {
    let contrast = WCAG2Contrast(coefficients: coefficients)
    func pair(_ base: CSSColor) -> (CSSColor, CSSColor) {
      let se = surface.map { $0.composited(over: base, in: blend) } ?? base
      var fill = background.composited(over: se, in: blend)
      var fore = text.composited(over: fill, in: blend)
      if opacity < 1 {
        fill = fill.withAlpha(opacity).composited(over: se, in: blend)
        fore = fore.withAlpha(opacity).composited(over: se, in: blend)
      }
      return (fore, fill)
    }
    if let surface, surface.isOpaque {
      let (f, b) = pair(surface)
      return (contrast.ratio(f, b), f, b)
    }
    let (fb, bb) = pair(.black)
    let (fw, bw) = pair(.white)
    let db = fb.relativeLuminance(coefficients) - bb.relativeLuminance(coefficients)
    let dw = fw.relativeLuminance(coefficients) - bw.relativeLuminance(coefficients)
    let rb = contrast.ratio(fb, bb)
    let rw = contrast.ratio(fw, bw)
    if (db <= 0 && dw >= 0) || (db >= 0 && dw <= 0) {
      return rb <= rw ? (1, fb, bb) : (1, fw, bw)
    }
    return rb <= rw ? (rb, fb, bb) : (rw, fw, bw)
  }
}
