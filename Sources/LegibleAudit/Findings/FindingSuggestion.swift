import LegibleColor

/// The nearest passing fix for a failing finding (issue 7), verified with the audit's own
/// compositing.
///
/// ``color`` is exactly the colour ``colorCSS`` parses to, and ``ratio`` is measured from it the
/// way the audit measures the finding (surface, background, alpha, group opacity, and over an
/// unknown surface the lower of the black and white backdrops), so re-auditing the spec with the
/// printed colour gives the same ratio.
public struct FindingSuggestion: Sendable, Hashable, Codable {
  /// The spec property the colour fix changes: `text`, `background`, `border` or `focusRing`.
  public var property: String
  /// Which side of the measured pair changes: `foreground` or `background`.
  public var side: String
  /// The property's current (resolved) colour.
  public var original: CSSColor
  /// The suggested colour (alpha kept), as parsed back from ``colorCSS``.
  public var color: CSSColor
  /// The printed suggestion: `#rrggbb` (8-bit) for sRGB, with alpha when the original has one.
  public var colorCSS: String
  /// The ratio with the suggested colour, measured as the audit measures the finding.
  public var ratio: Double
  /// ΔE OK between the original and the suggested colour (for a change of alpha alone, between
  /// the effective text colours before and after).
  public var distance: Double
  /// The effective (composited) foreground with the fix applied.
  public var foreground: CSSColor
  /// The effective (composited) background with the fix applied.
  public var background: CSSColor
  /// For a state whose text is derived with `alpha`/`multiplyAlpha` or drawn at a group
  /// `opacity`: the nearest passing parameter value, present only when it is the smaller change
  /// (``StateSuggestion/fix(parameter:text:background:surface:opacity:required:blend:coefficients:)``).
  public var parameter: ParameterSuggestion?

  /// Creates a suggestion.
  public init(
    property: String, side: String, original: CSSColor, color: CSSColor, colorCSS: String,
    ratio: Double, distance: Double, foreground: CSSColor, background: CSSColor,
    parameter: ParameterSuggestion? = nil
  ) {
    self.property = property
    self.side = side
    self.original = original
    self.color = color
    self.colorCSS = colorCSS
    self.ratio = ratio
    self.distance = distance
    self.foreground = foreground
    self.background = background
    self.parameter = parameter
  }

  /// The colour fix in words, e.g. `text #ffffff → #e6e6e6`.
  public var colorSummary: String {
    "\(property) \(original.displayString) → \(colorCSS)"
  }

  /// The parameter fix in words, e.g. `text alpha 0.4 → 0.537`; `nil` without one.
  public var parameterSummary: String? {
    guard let p = parameter else { return nil }
    let name = p.parameter == .alpha ? "text alpha" : "opacity"
    return "\(name) \(Self.number(p.current)) → \(Self.number(p.suggested))"
  }

  /// A parameter value in its shortest form (`0.4`, `1`).
  static func number(_ x: Double) -> String {
    x == x.rounded() && x.magnitude < 1e9 ? String(Int(x)) : String(x)
  }

  /// The preferred fix first: the parameter fix when present, then the colour fix.
  public var summary: String {
    if let p = parameterSummary { return p + " (or " + colorSummary + ")" }
    return colorSummary
  }
}
