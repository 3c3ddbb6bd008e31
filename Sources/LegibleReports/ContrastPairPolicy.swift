import LegibleColor
import LegibleJSON

/// The policies one contrast pair is evaluated with: luminance coefficients, compositing space,
/// backdrop and APCA constants, and their one-line summary (`legible contrast` and `suggest`).
public struct ContrastPairPolicy: Sendable {
  /// The luminance coefficients of the WCAG 2.x ratio.
  public var coefficients: LuminanceCoefficients
  /// Where translucent colours are composited.
  public var blend: BlendSpace
  /// What a translucent background is composited over (white, as WCAG assumes).
  public var backdrop: CSSColor
  /// The APCA constants for Lc.
  public var apca: APCAContrast

  /// A policy; the defaults are WCAG's.
  public init(
    coefficients: LuminanceCoefficients = .wcag, blend: BlendSpace = .encodedSRGB,
    backdrop: CSSColor = .white, apca: APCAContrast = APCAContrast()
  ) {
    self.coefficients = coefficients
    self.blend = blend
    self.backdrop = backdrop
    self.apca = apca
  }

  /// The WCAG 2.x ratio with these coefficients.
  public var wcag: WCAG2Contrast { WCAG2Contrast(coefficients: coefficients) }

  /// `Policy: …; compositing …; backdrop …`, the start of the policy line of the pair reports.
  public var summary: String {
    "Policy: \(coefficients.summary); compositing \(blend.summary); backdrop "
      + backdrop.displayString
  }

  /// The policy members of the reports' JSON objects.
  package var jsonMembers: [String: JSONWriter.Value] {
    [
      "coefficients": .string(coefficients.rawValue), "composite": .string(blend.rawValue),
      "backdrop": .string(backdrop.displayString),
    ]
  }
}
