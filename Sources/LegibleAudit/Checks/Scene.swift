// Effective colours of a control, following the audit model documented in docs/audit-spec.md
// and docs/reference/compositing.md: straight-alpha source-over (W3C Compositing 1 §5.1),
// fill = background over surface, text and border over the fill, focus ring over the surface,
// then group opacity o: X → (X at alpha o) over the surface (docs/reference/compositing.md §3).
// Unknown or translucent surfaces are evaluated over black and over white
// (docs/reference/compositing.md §5).

import LegibleColor

/// How one number is computed: the policy's choices or an alternative for the flip analysis.
struct Variant: Sendable, Hashable {
  var blend: BlendSpace
  var coefficients: LuminanceCoefficients
  var quantize: Bool
}

/// The opaque colours one state shows over one backdrop.
struct Effective {
  var surface: CSSColor
  var fill: CSSColor
  var text: CSSColor?
  var border: CSSColor?
  var ring: CSSColor?

  init(_ s: ResolvedState, surface: CSSColor?, backdrop: CSSColor?, blend: BlendSpace) {
    let base = backdrop ?? .white
    let se = surface.map { $0.composited(over: base, in: blend) } ?? base
    var fill = s.background.map { $0.composited(over: se, in: blend) } ?? se
    var text = s.text.map { $0.composited(over: fill, in: blend) }
    var border = s.border.map { $0.composited(over: fill, in: blend) }
    var ring = s.focusRing.map { $0.composited(over: se, in: blend) }
    if s.opacity < 1 {
      let o = s.opacity
      func group(_ x: CSSColor) -> CSSColor { x.withAlpha(o).composited(over: se, in: blend) }
      fill = group(fill)
      text = text.map(group)
      border = border.map(group)
      ring = ring.map(group)
    }
    self.surface = se
    self.fill = fill
    self.text = text
    self.border = border
    self.ring = ring
  }
}

/// A ratio measured over one or two backdrops.
struct Measurement {
  var ratio: Double
  var range: RatioRange?
  var foreground: CSSColor
  var background: CSSColor
  var backdrop: Backdrop?

  /// The verdict against `required` (≥, unrounded; a range straddling it needs review).
  func verdict(_ required: Double) -> Verdict {
    Verdict.of(minimum: ratio, maximum: range?.maximum, required: required)
  }

  /// Whether this measurement is better for a boundary than `other` (higher minimum, then maximum).
  func isBetter(than other: Measurement) -> Bool {
    if ratio != other.ratio { return ratio > other.ratio }
    return (range?.maximum ?? ratio) > (other.range?.maximum ?? other.ratio)
  }
}

/// One resolved state on its surface: measures pairs under a variant.
struct Scene {
  var state: ResolvedState
  var surface: CSSColor?

  /// Whether the surface is known and opaque (one evaluation) or not (black and white backdrops).
  var needsBackdrops: Bool { !(surface?.isOpaque ?? false) }

  func effective(_ backdrop: CSSColor?, blend: BlendSpace) -> Effective {
    Effective(state, surface: surface, backdrop: backdrop, blend: blend)
  }

  /// Measures the pair `pick` selects.
  ///
  /// - Returns: `nil` when `pick` finds nothing to measure.
  func measure(_ variant: Variant, _ pick: (Effective) -> (CSSColor, CSSColor)?) -> Measurement? {
    let contrast = WCAG2Contrast(coefficients: variant.coefficients)
    func pair(_ backdrop: CSSColor?) -> (CSSColor, CSSColor)? {
      guard let (f, b) = pick(effective(backdrop, blend: variant.blend)) else { return nil }
      return variant.quantize ? (f.quantized(bits: 8, rounding: .nearest), b.quantized()) : (f, b)
    }
    guard needsBackdrops else {
      guard let (f, b) = pair(nil) else { return nil }
      return Measurement(ratio: contrast.ratio(f, b), foreground: f, background: b)
    }
    guard let (fb, bb) = pair(.black), let (fw, bw) = pair(.white) else { return nil }
    let rb = contrast.ratio(fb, bb)
    let rw = contrast.ratio(fw, bw)
    let k = variant.coefficients
    let db = fb.relativeLuminance(k) - bb.relativeLuminance(k)
    let dw = fw.relativeLuminance(k) - bw.relativeLuminance(k)
    // A sign change means some grey backdrop between black and white makes the luminances equal.
    let crosses = (db <= 0 && dw >= 0) || (db >= 0 && dw <= 0)
    let minimum = crosses ? 1 : min(rb, rw)
    let estimate = fb != fw && bb != bw
    let useBlack = rb <= rw
    return Measurement(
      ratio: minimum,
      range: RatioRange(minimum: minimum, maximum: max(rb, rw), isEstimate: estimate),
      foreground: useBlack ? fb : fw, background: useBlack ? bb : bw,
      backdrop: useBlack ? .black : .white)
  }

  /// Whether the control shows a fill distinct from its surface or a border.
  var hasBoundaryElement: Bool {
    let backdrops: [CSSColor?] = needsBackdrops ? [.black, .white] : [nil]
    for backdrop in backdrops {
      let e = effective(backdrop, blend: .encodedSRGB)
      if !e.fill.isApproximatelyEqual(to: e.surface, tolerance: 1e-12) { return true }
      if let border = state.border, border.alpha > 0, state.opacity > 0 { return true }
    }
    return false
  }
}
