// The largest in-gamut chroma of an OKLCH colour at one hue, for ContrastSuggester's search.
//
// The suggester probes dozens of chromas per candidate (a binary search) and hundreds of
// candidates per hue. Through `CSSColor.converted(to:)` every probe pays a cosine, a sine and three
// `pow` calls. This type computes the colours it returns with the generic path's operations in
// the same order (the hue's cosine and sine computed once, as PolarForm.fromPolar does), so they
// are bit for bit the same, and decides probes with a fused shortcut: with lightness fixed,
// LMS′ = l + c·w (w from the hue), cubed, then one matrix (the space's fromXYZ × OKLab's
// lmsToXYZ), about 30 operations whose round-off (< 1e-13) is far below the margin used.
//
// isInGamut's test, `encode(v)` within [−tolerance, 1 + tolerance] per component, is a test on
// the linear value v against two edges: −tolerance / 12.92 (the sRGB curve is linear there) and
// decode(1 + tolerance). The transfer function (sRGB's, also Display P3's) is monotonic, and a
// linear value 1e-12 past an edge is more than 4e-13 past it once encoded, far beyond the
// encoder's round-off (~2e-16). So a probe whose fused components all lie more than 1e-12
// inside the edges is in gamut, one with a component more than 1e-12 outside is not, and only
// the rest (in a binary search, the last two or three probes, and NaN) take the exact path:
// the generic components, encoded and tested. The suggestions are therefore identical, which
// OKLCHGamutFitterTests checks at the gamut's edge and the golden reports check end to end.

/// OKLCH colours of one hue, converted to a D65 RGB space with the sRGB transfer function.
struct OKLCHGamutFitter {
  /// The target space (sRGB or Display P3).
  let space: ColorSpace
  private let definition: RGBSpaceDefinition
  private let cosHue: Double
  private let sinHue: Double
  /// LMS′ per unit of chroma at this hue (OKLab's labToLMS applied to (0, cos h, sin h)).
  private let w: SIMD3<Double>
  /// Linear RGB from cubed LMS′: the space's fromXYZ × OKLab.lmsToXYZ.
  private let n: Matrix3

  /// The tolerance of the gamut test (as `isInGamut(_:tolerance:)`).
  let tolerance: Double
  /// The linear-light edges equivalent to the tolerance on encoded components.
  private let lowEdge: Double
  private let highEdge: Double
  /// How far from an edge a fused component must lie to be decided without the exact path.
  static let margin = 1e-12

  /// A fitter for `hue` (degrees) in `space`, which must be D65 with the sRGB transfer
  /// function (sRGB or Display P3, the suggester's gamuts), so the shortcut stays exact.
  /// `tolerance` (at most 1e-3) is how far outside 0…1 an encoded component may lie.
  init(hue: Double, space: ColorSpace, tolerance: Double) {
    precondition(tolerance >= 0 && tolerance <= 1e-3, "tolerance must be in 0…1e-3")
    guard let definition = RGBSpaceDefinition.of(space), definition.white == .d65,
      definition.transfer == .sRGB
    else { preconditionFailure("OKLCHGamutFitter serves D65 spaces with the sRGB transfer") }
    self.space = space
    self.definition = definition
    self.tolerance = tolerance
    lowEdge = -tolerance / TransferFunction.sRGBSlope
    highEdge = TransferFunction.sRGB.decode(1 + tolerance)
    // As PolarForm.fromPolar: h · π / 180, then cos and sin.
    let h = hue * _pi / 180
    let (cosHue, sinHue) = (_cos(h), _sin(h))
    (self.cosHue, self.sinHue) = (cosHue, sinHue)
    let m = OKLab.labToLMS.rows
    w = SIMD3(
      cosHue * m.0.y + sinHue * m.0.z, cosHue * m.1.y + sinHue * m.1.z,
      cosHue * m.2.y + sinHue * m.2.z)
    n = definition.fromXYZ.multiplied(by: OKLab.lmsToXYZ)
  }

  /// The colour exactly as `CSSColor(.oklch, l, c, hue, alpha:).converted(to: space)` gives it
  /// (the same operations in the same order, with the hue's cosine and sine computed once).
  func color(lightness l: Double, chroma c: Double, alpha: Double) -> CSSColor {
    CSSColor(space, definition.transfer.encode(linear(lightness: l, chroma: c)), alpha: alpha)
  }

  /// Linear-light components in the space, unclamped.
  private func linear(lightness l: Double, chroma c: Double) -> SIMD3<Double> {
    // PolarForm.fromPolar, then CSSColor.xyzD65(.oklab, …) and CSSColor.fromXYZD65 before encoding.
    let chroma = max(c, 0)
    let lab = SIMD3(l, chroma * cosHue, chroma * sinHue)
    return definition.fromXYZ(OKLab.toXYZD65(lab))
  }

  /// Bounds of the luminance (the space's linear components weighted by `weights`) of the
  /// colours at lightness `l` for every chroma in `chroma` (≥ 0). Each LMS′ channel, `l + C·w`,
  /// is linear in C, so its cube times the channel's weight is monotone in C: each of the three
  /// terms has its extremes at the ends of the range, and their sums bound the luminance
  /// (the bound may be wider than the true range, never narrower, up to round-off ~1e-15).
  func luminanceBounds(
    lightness l: Double, chroma: ClosedRange<Double>, weights: SIMD3<Double>
  ) -> ClosedRange<Double> {
    let r = n.rows
    // m_j: the luminance of one unit of cubed LMS′ channel j.
    let m = weights.x * r.0 + weights.y * r.1 + weights.z * r.2
    let low = SIMD3(repeating: l) + max(chroma.lowerBound, 0) * w
    let high = SIMD3(repeating: l) + max(chroma.upperBound, 0) * w
    let a = m * low * low * low
    let b = m * high * high * high
    return pointwiseMin(a, b).sum()...pointwiseMax(a, b).sum()
  }

  /// Whether `CSSColor(.oklch, l, c, hue).converted(to: space).isInGamut(space, tolerance:)`
  /// holds.
  func isInGamut(lightness l: Double, chroma c: Double) -> Bool {
    let chroma = max(c, 0)
    // labToLMS's first column is all ones.
    let p0 = l + chroma * w.x
    let p1 = l + chroma * w.y
    let p2 = l + chroma * w.z
    let q0 = p0 * p0 * p0
    let q1 = p1 * p1 * p1
    let q2 = p2 * p2 * p2
    let r = n.rows
    let f0 = r.0.x * q0 + r.0.y * q1 + r.0.z * q2
    let f1 = r.1.x * q0 + r.1.y * q1 + r.1.z * q2
    let f2 = r.2.x * q0 + r.2.y * q1 + r.2.z * q2
    let innerLow = lowEdge + Self.margin
    let innerHigh = highEdge - Self.margin
    if f0 >= innerLow, f0 <= innerHigh, f1 >= innerLow, f1 <= innerHigh, f2 >= innerLow,
      f2 <= innerHigh
    {
      return true
    }
    let outerLow = lowEdge - Self.margin
    let outerHigh = highEdge + Self.margin
    if f0 < outerLow || f0 > outerHigh || f1 < outerLow || f1 > outerHigh || f2 < outerLow
      || f2 > outerHigh
    {
      return false
    }
    // Within the margin of an edge (or NaN): the exact test on encoded components.
    let e = definition.transfer.encode(linear(lightness: l, chroma: c))
    let lo = -tolerance
    let hi = 1 + tolerance
    return e.x >= lo && e.x <= hi && e.y >= lo && e.y <= hi && e.z >= lo && e.z <= hi
  }
}
