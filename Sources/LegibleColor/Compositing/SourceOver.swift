// Porter–Duff source-over with straight alpha. Source: W3C Compositing and Blending Level 1,
// §5.1 "Simple alpha compositing" (https://www.w3.org/TR/compositing-1/#simplealphacompositing):
//   αo = αs + αb·(1 − αs);  Co = (αs·Cs + αb·(1 − αs)·Cb) / αo  (αo = 0 → transparent).
// Results are in sRGB (encoded) whatever the inputs' spaces; extended-range components pass
// through unclamped. Nothing is quantised.

extension CSSColor {
  /// This colour drawn source-over on `backdrop`.
  ///
  /// - Parameters:
  ///   - backdrop: What lies below; may itself be translucent (the general formula is used).
  ///   - space: Where to blend: encoded sRGB (default) or linear light.
  /// - Returns: The composite in sRGB with alpha `αs + αb·(1 − αs)`; fully transparent black
  ///   when both inputs are fully transparent.
  public func composited(over backdrop: CSSColor, in space: BlendSpace = .encodedSRGB) -> CSSColor {
    let a = min(max(alpha, 0), 1)
    let b = min(max(backdrop.alpha, 0), 1)
    if a >= 1 { return converted(to: .sRGB) }
    let ao = a + b * (1 - a)
    guard ao > 0 else { return .transparent }
    switch space {
    case .encodedSRGB:
      let cs = converted(to: .sRGB).components
      let cb = backdrop.converted(to: .sRGB).components
      return CSSColor(.sRGB, (a * cs + b * (1 - a) * cb) / ao, alpha: ao)
    case .linearSRGB:
      let cs = linearSRGB
      let cb = backdrop.linearSRGB
      let lin = (a * cs + b * (1 - a) * cb) / ao
      return CSSColor(.sRGB, TransferFunction.sRGB.encode(lin), alpha: ao)
    }
  }

  /// This colour as part of a layer drawn at `opacity` over `backdrop` (group opacity: UIView
  /// `alpha`, CSS `opacity`): the layer is flattened first, then composited once with its alpha
  /// multiplied by `opacity` (docs/reference/compositing.md §3).
  ///
  /// - Parameters:
  ///   - backdrop: What lies below the layer.
  ///   - opacity: The layer's opacity, 0…1.
  ///   - space: Where to blend.
  public func composited(
    over backdrop: CSSColor, opacity: Double, in space: BlendSpace = .encodedSRGB
  ) -> CSSColor {
    multiplyingAlpha(by: opacity).composited(over: backdrop, in: space)
  }

  /// A stack of layers, bottom first, flattened source-over in order.
  ///
  /// - Parameters:
  ///   - layers: The layers from the bottom up; must not be empty.
  ///   - space: Where to blend.
  /// - Returns: The composite (translucent if no layer below the top is opaque).
  public static func flatten(_ layers: [CSSColor], in space: BlendSpace = .encodedSRGB) -> CSSColor
  {
    precondition(!layers.isEmpty, "flatten needs at least one layer")
    var result = layers[0].converted(to: .sRGB)
    for layer in layers.dropFirst() { result = layer.composited(over: result, in: space) }
    return result
  }
}

/// Text and background as they are finally seen: both opaque.
///
/// The background is composited over the backdrop (white, as WCAG assumes for an unspecified
/// background), then the text over that result (w3c/csswg-drafts#7358).
public struct EffectivePair: Sendable, Hashable {
  /// The opaque text colour.
  public var text: CSSColor
  /// The opaque background colour.
  public var background: CSSColor

  /// Flattens a possibly translucent text and background.
  ///
  /// - Parameters:
  ///   - text: The text colour.
  ///   - background: The background colour.
  ///   - backdrop: What lies below the background; composited over opaque white if translucent.
  ///   - blend: The compositing space.
  public init(
    text: CSSColor, background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) {
    let base = backdrop.isOpaque ? backdrop : backdrop.composited(over: .white, in: blend)
    let bg = background.isOpaque ? background : background.composited(over: base, in: blend)
    self.background = bg
    self.text = text.isOpaque ? text : text.composited(over: bg, in: blend)
  }
}
