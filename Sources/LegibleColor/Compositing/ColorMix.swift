// color-mix(), CSS Color Module Level 5 §2 (https://www.w3.org/TR/css-color-5/#color-mix), with
// the interpolation of CSS Color Module Level 4 §12 (https://www.w3.org/TR/css-color-4/#interpolation):
// percentage normalisation (§2.1), conversion to the interpolation space, powerless hues taking
// the other colour's hue (§12.4), premultiplied alpha (§12.3) and the hue interpolation methods
// (§12.4.2). docs/reference/color-spaces.md §7.

/// The colour spaces `color-mix()` may interpolate in (`<color-interpolation-method>`).
public enum ColorInterpolationSpace: String, Sendable, CaseIterable, Codable {
  case sRGB = "srgb"
  case sRGBLinear = "srgb-linear"
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case proPhotoRGB = "prophoto-rgb"
  case rec2020 = "rec2020"
  case lab = "lab"
  case oklab = "oklab"
  /// `xyz` and `xyz-d65` are the same space.
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"
  case hsl = "hsl"
  case hwb = "hwb"
  case lch = "lch"
  case oklch = "oklch"

  /// The space named in CSS (`xyz` is `xyz-d65`), or nil for an unknown name.
  public init?(cssName: String) {
    let name = cssName.lowercased()
    if name == "xyz" {
      self = .xyzD65
    } else {
      self.init(rawValue: name)
    }
  }

  /// Whether the space has a hue, so that a `<hue-interpolation-method>` applies.
  public var isPolar: Bool { self == .hsl || self == .hwb || self == .lch || self == .oklch }

  /// The index of the hue among the three components, for polar spaces.
  var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: 0
    case .lch, .oklch: 2
    default: nil
    }
  }
}

/// How a hue is interpolated in a polar space (CSS Color 4 §12.4.2).
public enum HueInterpolation: String, Sendable, CaseIterable, Codable {
  case shorter, longer, increasing, decreasing
}

/// One `color-mix()`: two colours, each with an optional percentage, mixed in a space.
///
/// ```swift
/// let mix = ColorMix(in: .sRGB)
/// let hover = try mix.mix(brand, percent: 80, with: .white, percent: nil)
/// ```
///
/// Percentages are CSS percentages (0…100, not fractions); a value outside that range or two
/// that sum to zero throw ``ColorMix/Failure``, as the CSS function is invalid then.
public struct ColorMix: Sendable, Hashable {
  /// Why a mix is invalid.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A percentage outside 0…100 (or not finite).
    case percentageOutOfRange(Double)
    /// Both percentages are 0 %.
    case percentagesSumToZero

    public var description: String {
      switch self {
      case .percentageOutOfRange(let p):
        "a color-mix() percentage must be from 0% to 100%, found \(p.plainDescription)%"
      case .percentagesSumToZero:
        "the color-mix() percentages sum to 0%, which leaves no colour to mix"
      }
    }
  }

  /// The normalised weights of the two colours (summing to 1) and the alpha multiplier that a
  /// percentage sum below 100 % leaves (CSS Color 5 §2.1).
  public struct Weights: Sendable, Hashable {
    public var first: Double
    public var second: Double
    public var alphaMultiplier: Double
  }

  public var space: ColorInterpolationSpace
  public var hue: HueInterpolation

  /// A mix in `space` (CSS's default is Oklab) with the `hue` method for polar spaces.
  public init(in space: ColorInterpolationSpace = .oklab, hue: HueInterpolation = .shorter) {
    self.space = space
    self.hue = hue
  }

  /// CSS Color 5 §2.1: omitted percentages complete the other to 100 % (both omitted: 50 %
  /// each); a sum other than 100 % is scaled to it, and a sum below 100 % multiplies alpha.
  public static func weights(_ p1: Double?, _ p2: Double?) throws(Failure) -> Weights {
    for p in [p1, p2].compactMap({ $0 }) where !(p.isFinite && (0...100).contains(p)) {
      throw .percentageOutOfRange(p)
    }
    let first: Double
    let second: Double
    switch (p1, p2) {
    case (nil, nil): (first, second) = (50, 50)
    case (let a?, nil): (first, second) = (a, 100 - a)
    case (nil, let b?): (first, second) = (100 - b, b)
    case (let a?, let b?): (first, second) = (a, b)
    }
    let sum = first + second
    guard sum > 0 else { throw .percentagesSumToZero }
    // A sum that is 100 % but for floating-point rounding (`(1 - f) * 100` and `f * 100`, as a
    // gradient's stops are mixed) leaves alpha alone: only a sum truly below 100 % scales it.
    let below = sum < 100 && 100 - sum > 1e-9
    return Weights(
      first: first / sum, second: second / sum, alphaMultiplier: below ? sum / 100 : 1)
  }

  /// `c1` and `c2` mixed: `p1` and `p2` are their percentages (nil where omitted).
  ///
  /// The result is in the interpolation space (`hsl` and `hwb` mixes are returned as sRGB, as
  /// CSS serialises them); it is not gamut mapped.
  public func mix(_ c1: CSSColor, percent p1: Double?, with c2: CSSColor, percent p2: Double?)
    throws(Failure) -> CSSColor
  {
    let weights = try Self.weights(p1, p2)
    var a = components(of: c1)
    var b = components(of: c2)
    if let h = space.hueIndex {
      // §12.4: a powerless (here: missing) hue takes the other colour's.
      switch (a.hue, b.hue) {
      case (nil, let hb?): a.values[h] = hb
      case (let ha?, nil): b.values[h] = ha
      case (nil, nil): (a.values[h], b.values[h]) = (0, 0)
      case (let ha?, let hb?): (a.values[h], b.values[h]) = fixup(ha, hb)
      }
    }
    // §12.3: premultiply every component but the hue, interpolate, undo.
    // Equal alphas mix to that alpha exactly (two opaque colours give an opaque one, whatever
    // the rounding of the weights).
    let alpha =
      c1.alpha == c2.alpha ? c1.alpha : c1.alpha * weights.first + c2.alpha * weights.second
    var mixed = SIMD3<Double>()
    for i in 0..<3 {
      if i == space.hueIndex {
        mixed[i] = a.values[i] * weights.first + b.values[i] * weights.second
      } else {
        let sum = a.values[i] * c1.alpha * weights.first + b.values[i] * c2.alpha * weights.second
        mixed[i] = alpha == 0 ? 0 : sum / alpha
      }
    }
    if let h = space.hueIndex {
      mixed[h] = mixed[h].truncatingRemainder(dividingBy: 360)
      if mixed[h] < 0 { mixed[h] += 360 }
    }
    return result(mixed, alpha: alpha * weights.alphaMultiplier)
  }

  /// `color` in the interpolation space, with its hue (nil where it is powerless).
  private func components(of color: CSSColor) -> (values: SIMD3<Double>, hue: Double?) {
    switch space {
    case .hsl, .hwb:
      let rgb = color.converted(to: .sRGB).components
      let (hue, saturation, lightness) = HSL.fromSRGB(rgb)
      if space == .hsl { return (SIMD3(hue ?? 0, saturation, lightness), hue) }
      let white = rgb.min()
      let black = 1 - rgb.max()
      return (SIMD3(hue ?? 0, white, black), white + black >= 1 ? nil : hue)
    case .lch, .oklch:
      let polar = color.converted(to: space == .lch ? .lch : .oklch).components
      // Achromatic colours convert with a chroma of round-off size; their hue is powerless
      // (Color.js's thresholds on a and b: 0.02 in Lab, 0.0002 in Oklab).
      let epsilon = space == .lch ? 0.02 : 0.0002
      return (polar, abs(polar[1]) < epsilon ? nil : polar[2])
    default:
      return (color.converted(to: rectangularSpace).components, nil)
    }
  }

  private var rectangularSpace: ColorSpace {
    switch space {
    case .sRGB, .hsl, .hwb: .sRGB
    case .sRGBLinear: .sRGBLinear
    case .displayP3: .displayP3
    case .a98RGB: .a98RGB
    case .proPhotoRGB: .proPhotoRGB
    case .rec2020: .rec2020
    case .lab: .lab
    case .oklab: .oklab
    case .xyzD65: .xyzD65
    case .xyzD50: .xyzD50
    case .lch: .lch
    case .oklch: .oklch
    }
  }

  /// The two hues adjusted for the hue method (§12.4.2), from 0…360.
  private func fixup(_ h1: Double, _ h2: Double) -> (Double, Double) {
    func wrap(_ h: Double) -> Double {
      let r = h.truncatingRemainder(dividingBy: 360)
      return r < 0 ? r + 360 : r
    }
    var a = wrap(h1)
    var b = wrap(h2)
    let delta = b - a
    switch hue {
    case .shorter:
      if delta > 180 { a += 360 } else if delta < -180 { b += 360 }
    case .longer:
      if 0 < delta && delta < 180 { a += 360 } else if -180 < delta && delta <= 0 { b += 360 }
    case .increasing:
      if b < a { b += 360 }
    case .decreasing:
      if a < b { a += 360 }
    }
    return (a, b)
  }

  private func result(_ values: SIMD3<Double>, alpha: Double) -> CSSColor {
    switch space {
    case .hsl:
      return CSSColor(
        .sRGB, HSL.toSRGB(hue: values[0], saturation: values[1], lightness: values[2]),
        alpha: alpha)
    case .hwb:
      return CSSColor(
        .sRGB, HSL.hwbToSRGB(hue: values[0], whiteness: values[1], blackness: values[2]),
        alpha: alpha)
    default:
      return CSSColor(rectangularSpace, values, alpha: alpha)
    }
  }
}
