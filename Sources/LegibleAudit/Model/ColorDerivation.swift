import LegibleColor

/// A colour derived from the base state's value of the same property.
///
/// Operations apply in this fixed order, each optional: `mix` (draw ``mix`` at alpha ``amount``
/// over the base, source-over in the audit's blend space), `lightness` (add to OKLCH L),
/// `chroma` (multiply OKLCH C), `alpha` (replace alpha, as UIKit's `withAlphaComponent`),
/// `multiplyAlpha` (multiply alpha, as a layer opacity).
public struct ColorDerivation: Sendable, Hashable, Codable {
  /// Replacement alpha, 0…1.
  public var alpha: Double?
  /// Alpha factor, 0…1.
  public var multiplyAlpha: Double?
  /// A colour drawn over the base colour.
  public var mix: CSSColor?
  /// The alpha ``mix`` is drawn at, 0…1 (required with ``mix``).
  public var amount: Double?
  /// An OKLCH lightness change, −1…1, added to L and clamped to 0…1.
  public var lightness: Double?
  /// An OKLCH chroma factor, ≥ 0.
  public var chroma: Double?

  /// The JSON keys of a derivation object.
  public static let keys = ["alpha", "multiplyAlpha", "mix", "amount", "lightness", "chroma"]

  /// Creates a derivation; every operation is optional.
  public init(
    alpha: Double? = nil, multiplyAlpha: Double? = nil, mix: CSSColor? = nil, amount: Double? = nil,
    lightness: Double? = nil, chroma: Double? = nil
  ) {
    self.alpha = alpha
    self.multiplyAlpha = multiplyAlpha
    self.mix = mix
    self.amount = amount
    self.lightness = lightness
    self.chroma = chroma
  }

  private enum CodingKeys: String, CodingKey {
    case alpha, multiplyAlpha, mix, amount, lightness, chroma
  }

  /// Decodes the JSON object form (`mix` as a CSS string).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    alpha = try c.decodeIfPresent(Double.self, forKey: .alpha)
    multiplyAlpha = try c.decodeIfPresent(Double.self, forKey: .multiplyAlpha)
    amount = try c.decodeIfPresent(Double.self, forKey: .amount)
    lightness = try c.decodeIfPresent(Double.self, forKey: .lightness)
    chroma = try c.decodeIfPresent(Double.self, forKey: .chroma)
    if let text = try c.decodeIfPresent(String.self, forKey: .mix) {
      do {
        mix = try parseColor(text)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .mix, in: c, debugDescription: colorMessage(text, error))
      }
    }
    if alpha == nil, multiplyAlpha == nil, mix == nil, amount == nil, lightness == nil,
      chroma == nil
    {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a derivation"))
    }
  }

  /// Encodes the JSON object form.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(alpha, forKey: .alpha)
    try c.encodeIfPresent(multiplyAlpha, forKey: .multiplyAlpha)
    try c.encodeIfPresent(mix.map(exactCSS), forKey: .mix)
    try c.encodeIfPresent(amount, forKey: .amount)
    try c.encodeIfPresent(lightness, forKey: .lightness)
    try c.encodeIfPresent(chroma, forKey: .chroma)
  }

  /// Applies the derivation to a base colour.
  ///
  /// - Parameters:
  ///   - base: The base state's colour.
  ///   - blend: The blend space for ``mix``.
  /// - Returns: The derived colour.
  public func apply(to base: CSSColor, blend: BlendSpace = .encodedSRGB) -> CSSColor {
    var c = base
    if let mix {
      c = mix.multiplyingAlpha(by: amount ?? 1).composited(over: c, in: blend)
    }
    if lightness != nil || chroma != nil {
      var lch = c.converted(to: .oklch)
      if let lightness { lch.components.x = min(max(lch.components.x + lightness, 0), 1) }
      if let chroma { lch.components.y *= chroma }
      c = lch.converted(to: .sRGB)
    }
    if let alpha { c = c.withAlpha(alpha) }
    if let multiplyAlpha { c = c.multiplyingAlpha(by: multiplyAlpha) }
    return c
  }
}
