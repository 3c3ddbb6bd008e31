// APCA lightness contrast Lc, version 0.0.98G-4g. Implemented from the published formula and
// constants (Myndex/apca-w3 v0.1.9 `src/apca-w3.js` documentation; the same constants as
// color-js/color.js `src/contrast/APCA.js`); no code copied. Polarity-dependent (not symmetric):
// positive Lc = dark text on a light background, negative = light text on dark. Soft black clamp,
// noise gate, low clip and offset as below; output scaled to about +106 / −108.
// Informational only in Legible: it never changes a WCAG verdict. The licence and trademark
// situation of APCA is recorded in README.md ("APCA").

/// APCA Lc with a set of published constants.
public struct APCAContrast: Sendable, Hashable, Codable {
  /// A versioned set of APCA constants.
  public struct Constants: Sendable, Hashable, Codable {
    /// The version label, e.g. "0.0.98G-4g".
    public var version: String
    /// Exponent of the simple power linearisation (mainTRC).
    public var mainTRC: Double
    /// Luminance coefficients (sRco, sGco, sBco).
    public var coefficients: SIMD3<Double>
    /// Exponents for normal polarity, background and text (normBG, normTXT).
    public var normBG: Double
    public var normTXT: Double
    /// Exponents for reverse polarity, background and text (revBG, revTXT).
    public var revBG: Double
    public var revTXT: Double
    /// Soft black clamp threshold and exponent (blkThrs, blkClmp).
    public var blackThreshold: Double
    public var blackClamp: Double
    /// Output scale for both polarities (scaleBoW, scaleWoB).
    public var scaleBoW: Double
    public var scaleWoB: Double
    /// Low-contrast offsets (loBoWoffset, loWoBoffset).
    public var offsetBoW: Double
    public var offsetWoB: Double
    /// Noise gate on the luminance difference (deltaYmin).
    public var deltaYMin: Double
    /// Low clip on the scaled contrast (loClip).
    public var lowClip: Double

    /// APCA 0.0.98G-4g, the constants of apca-w3 0.1.9.
    public static let v0098G4g = Constants(
      version: "0.0.98G-4g", mainTRC: 2.4,
      coefficients: SIMD3(0.2126729, 0.7151522, 0.0721750),
      normBG: 0.56, normTXT: 0.57, revBG: 0.65, revTXT: 0.62,
      blackThreshold: 0.022, blackClamp: 1.414,
      scaleBoW: 1.14, scaleWoB: 1.14, offsetBoW: 0.027, offsetWoB: 0.027,
      deltaYMin: 0.0005, lowClip: 0.1)
  }

  /// The constants in use.
  public var constants: Constants

  /// Creates the algorithm (0.0.98G-4g by default).
  public init(constants: Constants = .v0098G4g) {
    self.constants = constants
  }

  /// APCA's screen luminance Y of a colour: the colour converted to sRGB (unclamped), each
  /// component raised to mainTRC with its sign kept, weighted by the APCA coefficients.
  ///
  /// A translucent colour is composited over `backdrop` first (white by default), never read as
  /// if opaque.
  public func luminance(
    _ color: CSSColor, over backdrop: CSSColor = .white, blend: BlendSpace = .encodedSRGB
  ) -> Double {
    if color.isOpaque { return opaqueLuminance(color) }
    let base = backdrop.isOpaque ? backdrop : backdrop.composited(over: .white, in: blend)
    return opaqueLuminance(color.composited(over: base, in: blend))
  }

  /// The screen luminance of the components alone (the colour already flattened).
  package func opaqueLuminance(_ color: CSSColor) -> Double {
    let c = color.space == .sRGB ? color.components : color.converted(to: .sRGB).components
    let t = constants.mainTRC
    let lin = SIMD3(_signedPow(c.x, t), _signedPow(c.y, t), _signedPow(c.z, t))
    return (lin * constants.coefficients).sum()
  }

  /// Lc from the two screen luminances (text first).
  ///
  /// - Parameters:
  ///   - textY: APCA luminance of the text.
  ///   - backgroundY: APCA luminance of the background.
  /// - Returns: Signed Lc: positive for dark text on light, negative for light on dark, 0 when
  ///   below the noise gate or the low clip.
  @inlinable
  public func lc(textY: Double, backgroundY: Double) -> Double {
    let k = constants
    var txt = textY
    var bg = backgroundY
    if txt <= k.blackThreshold { txt += _pow(k.blackThreshold - txt, k.blackClamp) }
    if bg <= k.blackThreshold { bg += _pow(k.blackThreshold - bg, k.blackClamp) }
    return Self.lc(clampedTextY: txt, clampedBackgroundY: bg, k)
  }

  /// Lc from luminances already through the soft black clamp: the noise gate, the polarity's
  /// power curves and the low clip. The one formula for ``lc(textY:backgroundY:)`` and the
  /// lookup table's lanes outside its vector range.
  @inlinable
  static func lc(clampedTextY txt: Double, clampedBackgroundY bg: Double, _ k: Constants)
    -> Double
  {
    if (bg - txt).magnitude < k.deltaYMin { return 0 }
    if bg > txt {
      let s = (_pow(bg, k.normBG) - _pow(txt, k.normTXT)) * k.scaleBoW
      return s < k.lowClip ? 0 : (s - k.offsetBoW) * 100
    } else {
      let s = (_pow(bg, k.revBG) - _pow(txt, k.revTXT)) * k.scaleWoB
      return s > -k.lowClip ? 0 : (s + k.offsetWoB) * 100
    }
  }

  /// Lc of text on a background.
  ///
  /// Translucent colours are composited first, never ignored, as
  /// ``WCAG2Contrast/ratio(_:_:backdrop:blend:)`` does: the background over `backdrop` (white
  /// by default), then the text over the result.
  ///
  /// - Parameters:
  ///   - text: The text colour, possibly translucent.
  ///   - background: The background colour, possibly translucent.
  ///   - backdrop: What lies below a translucent background; white by default.
  ///   - blend: The compositing space; encoded sRGB by default.
  public func lc(
    _ text: CSSColor, _ background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) -> Double {
    if text.isOpaque && background.isOpaque {
      return lc(textY: opaqueLuminance(text), backgroundY: opaqueLuminance(background))
    }
    let pair = EffectivePair(text: text, background: background, backdrop: backdrop, blend: blend)
    return lc(textY: opaqueLuminance(pair.text), backgroundY: opaqueLuminance(pair.background))
  }

  /// Lc of text on a background, compositing translucent colours first; the same as
  /// ``lc(_:_:backdrop:blend:)`` with argument labels.
  public func lc(
    text: CSSColor, background: CSSColor, backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) -> Double {
    lc(text, background, backdrop: backdrop, blend: blend)
  }

  /// A description for reports.
  public var summary: String { "APCA \(constants.version) (informational)" }
}
