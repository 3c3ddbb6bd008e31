/// A colour change that makes a text/background pair reach a contrast target, verified after
/// quantisation.
///
/// ``text`` and ``background`` are exactly the colours ``textString`` and ``backgroundString``
/// parse to, and ``ratio`` is computed from them with the suggester's compositing (backdrop,
/// group opacity, blend space), so re-checking a printed suggestion gives the same ratio.
public struct ContrastSuggestion: Sendable, Hashable, Codable {
  /// Which colour a suggestion changes.
  public enum Change: String, Sendable, Hashable, Codable, CaseIterable {
    /// The text (foreground) colour.
    case text
    /// The background colour.
    case background
    /// Both colours, moved apart in lightness.
    case both
  }

  /// How a suggestion was found.
  public enum Move: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lower OKLCH lightness (chroma reduced only where the gamut needs it).
    case darker
    /// Higher OKLCH lightness (chroma reduced only where the gamut needs it).
    case lighter
    /// Lower OKLCH chroma at the same lightness and hue.
    case lessChroma = "less-chroma"
  }

  /// The suggested text colour (the original when only the background changes), alpha kept.
  public var text: CSSColor
  /// The suggested background colour (the original when only the text changes), alpha kept.
  public var background: CSSColor
  /// The printed form of ``text`` (`#rrggbb` for sRGB output).
  public var textString: String
  /// The printed form of ``background``.
  public var backgroundString: String
  /// Which side changed.
  public var change: Change
  /// The direction of the move (for ``Change/both``: the text's direction).
  public var move: Move
  /// The WCAG ratio of the printed colours after compositing; always ≥ the target.
  public var ratio: Double
  /// ΔE OK (Euclidean OKLab distance) from the original colours; for ``Change/both`` the sum of
  /// the two distances.
  public var distance: Double
}
