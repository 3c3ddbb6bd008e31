// Tokens Studio colour modifiers, `$extensions["studio.tokens"].modify`, as implemented by
// tokens-studio/sd-transforms `src/color-modifiers/` (lighten.ts, darken.ts, mix.ts,
// modifyColor.ts; colour maths by Color.js):
// - lighten: srgb/p3 mix with white by `value` in that (gamma-encoded) space; hsl L += (100 − L)·v;
//   lch L += (100 − L)·v and C −= C·v.
// - darken: srgb/p3 mix with black; hsl L −= L·v; lch L −= L·v and C −= C·v.
// - mix: interpolate towards `color` by `value` in the space (hue the shorter way round).
// - alpha: the colour's alpha becomes `value`.
// The default space is srgb (sd-transforms' default).

import LegibleColor

/// One Tokens Studio colour modifier.
struct StudioModifier: Sendable {
  enum Kind: String, Sendable {
    case lighten, darken, mix, alpha
  }

  enum Space: String, Sendable {
    case srgb, hsl, lch, p3
  }

  enum Result {
    case success(CSSColor)
    case failure(String)
  }

  var kind: Kind
  var amount: Double
  var space: Space
  /// The colour mixed in (`mix` only): a literal or an alias.
  var color: RawToken.Value?

  func apply(to input: CSSColor, mixing other: CSSColor?) -> Result {
    switch kind {
    case .alpha:
      return .success(input.withAlpha(amount))
    case .lighten:
      return .success(lighten(input, towards: true))
    case .darken:
      return .success(lighten(input, towards: false))
    case .mix:
      guard let other else {
        return .failure("the mix modifier has no \"color\" to mix with")
      }
      return .success(mix(input, other))
    }
  }

  private func lighten(_ input: CSSColor, towards white: Bool) -> CSSColor {
    let v = amount
    switch space {
    case .srgb, .p3:
      let target: ColorSpace = space == .srgb ? .sRGB : .displayP3
      let c = input.converted(to: target)
      let goal: Double = white ? 1 : 0
      return CSSColor(
        target, c.components + (SIMD3(repeating: goal) - c.components) * v, alpha: c.alpha)
    case .hsl:
      var hsl = Self.hsl(input.converted(to: .sRGB).components)
      hsl.z = white ? min(100, hsl.z + (100 - hsl.z) * v) : max(0, hsl.z - hsl.z * v)
      return CSSColor(.sRGB, Self.rgb(hsl), alpha: input.alpha)
    case .lch:
      var c = input.converted(to: .lch)
      let l = c.components.x
      c.components.x = white ? min(100, l + (100 - l) * v) : max(0, l - l * v)
      c.components.y = max(0, c.components.y - c.components.y * v)
      return c
    }
  }

  private func mix(_ a: CSSColor, _ b: CSSColor) -> CSSColor {
    let v = amount
    let alpha = a.alpha + (b.alpha - a.alpha) * v
    switch space {
    case .srgb, .p3:
      let target: ColorSpace = space == .srgb ? .sRGB : .displayP3
      let x = a.converted(to: target).components
      let y = b.converted(to: target).components
      return CSSColor(target, x + (y - x) * v, alpha: alpha)
    case .hsl:
      let x = Self.hsl(a.converted(to: .sRGB).components)
      let y = Self.hsl(b.converted(to: .sRGB).components)
      let h = Self.hue(x.x, y.x, v)
      return CSSColor(
        .sRGB, Self.rgb(SIMD3(h, x.y + (y.y - x.y) * v, x.z + (y.z - x.z) * v)), alpha: alpha)
    case .lch:
      let x = a.converted(to: .lch).components
      let y = b.converted(to: .lch).components
      return CSSColor(
        .lch, x.x + (y.x - x.x) * v, x.y + (y.y - x.y) * v, Self.hue(x.z, y.z, v), alpha: alpha)
    }
  }

  /// Interpolates hues the shorter way round (CSS Color 4 §12.4.1 "shorter").
  private static func hue(_ a: Double, _ b: Double, _ t: Double) -> Double {
    guard a.isFinite, b.isFinite else { return a.isFinite ? a : b }
    var d = (b - a).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 } else if d < -180 { d += 360 }
    var h = (a + d * t).truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    return h
  }

  /// sRGB (0…1) → HSL (H degrees, S and L 0…100), CSS Color 4 §7.
  static func hsl(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let maxC = max(rgb.x, rgb.y, rgb.z)
    let minC = min(rgb.x, rgb.y, rgb.z)
    let l = (maxC + minC) / 2
    let d = maxC - minC
    var h = 0.0
    var s = 0.0
    if d != 0 {
      s = (l == 0 || l == 1) ? 0 : (maxC - l) / min(l, 1 - l)
      if maxC == rgb.x {
        h = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
      } else if maxC == rgb.y {
        h = (rgb.z - rgb.x) / d + 2
      } else {
        h = (rgb.x - rgb.y) / d + 4
      }
      h *= 60
    }
    return SIMD3(h, s * 100, l * 100)
  }

  /// HSL → sRGB (CSS Color 4 §7.1 `hslToRgb`).
  static func rgb(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
    var hue = hsl.x.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let s = hsl.y / 100
    let l = hsl.z / 100
    func f(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      return l - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SIMD3(f(0), f(8), f(4))
  }
}
