import LegibleColor

/// The nearest passing fix for a failing finding (issue 7), verified with the audit's own
/// compositing.
///
/// ``color`` is exactly the colour ``colorCSS`` parses to, and ``ratio`` is measured from it the
/// way the audit measures the finding (surface, background, derivations, alpha, group opacity, and
/// over an unknown surface the lower of the black and white backdrops), so re-auditing the spec
/// with the printed colour gives the same ratio. ``distance`` is ΔE OK between the changed
/// element as drawn before and after the fix (``drawnBefore``, ``drawnAfter``).
public struct FindingSuggestion: Sendable, Hashable, Codable {
  /// The spec property the colour fix changes.
  public var property: ColorProperty
  /// Which side of the measured pair changes.
  public var side: FixSide
  /// The colour that changes as the spec gives it: the property's resolved colour, or for a
  /// ``FixKind/baseColor`` or ``FixKind/ruleParameter`` fix the base state's colour the rule
  /// applies to.
  public var original: CSSColor
  /// The suggested colour (alpha kept), as parsed back from ``colorCSS``.
  public var color: CSSColor
  /// The printed suggestion: `#rrggbb` (8-bit) for sRGB, with alpha when the original has one.
  public var colorCSS: String
  /// The ratio with the suggested colour, measured as the audit measures the finding.
  public var ratio: Double
  /// ΔE OK between the changed element as drawn before and after the fix (``drawnBefore`` and
  /// ``drawnAfter``: after derivations, alpha, the fill and group opacity).
  public var distance: Double
  /// The effective (composited) foreground with the fix applied.
  public var foreground: CSSColor
  /// The effective (composited) background with the fix applied.
  public var background: CSSColor
  /// For a ``FixKind/ruleParameter`` fix, the rule's new parameter; for a state drawn at a group
  /// `opacity`, the nearest passing opacity when it is the smaller change
  /// (``StateSuggestion/fix(parameter:text:background:surface:opacity:required:blend:coefficients:)``).
  public var parameter: ParameterSuggestion?
  /// What the fix changes: the property's colour, the base colour (rule kept) or the rule.
  public var kind: FixKind
  /// The state the property derives from (its `from`), when the property has a derivation rule.
  public var baseState: String?
  /// The property's derivation rule in words (`alpha 0.4`, `mix #ffffff 0.6`), when it has one.
  public var rule: String?
  /// Whether no colour of the base state passes under ``rule`` as it is (for example text drawn
  /// at alpha 0.4 on white, which caps the ratio at 2.85:1).
  public var noColorPassesUnderRule: Bool
  /// With ``noColorPassesUnderRule``: base colours do pass under the rule, but each would make
  /// the base state's same pair fail (so none is offered).
  public var baseStateWouldFail: Bool
  /// The changed element (text, fill, border or ring) as drawn before the fix.
  public var drawnBefore: CSSColor
  /// The changed element as drawn with the fix.
  public var drawnAfter: CSSColor

  /// Creates a suggestion.
  public init(
    property: ColorProperty, side: FixSide, original: CSSColor, color: CSSColor, colorCSS: String,
    ratio: Double, distance: Double, foreground: CSSColor, background: CSSColor,
    parameter: ParameterSuggestion? = nil, kind: FixKind = .color, baseState: String? = nil,
    rule: String? = nil, noColorPassesUnderRule: Bool = false, baseStateWouldFail: Bool = false,
    drawnBefore: CSSColor? = nil, drawnAfter: CSSColor? = nil
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
    self.kind = kind
    self.baseState = baseState
    self.rule = rule
    self.noColorPassesUnderRule = noColorPassesUnderRule
    self.baseStateWouldFail = baseStateWouldFail
    self.drawnBefore = drawnBefore ?? original
    self.drawnAfter = drawnAfter ?? color
  }

  /// Why the rule cannot be kept, in words.
  var noColorReason: String {
    let reason = "no colour passes with \(rule ?? "the rule")"
    return baseStateWouldFail
      ? reason + " without failing \(baseState ?? "the base state")" : reason
  }

  /// Whether the fix changes the colour (a rule-parameter fix may keep the base colour).
  var changesColor: Bool { colorCSS != original.displayString }

  /// The colour fix in words, e.g. `text #ffffff → #e6e6e6`, or for a base colour
  /// `normal text #007aff → #0040a0 (alpha 0.8 kept)`.
  public var colorSummary: String {
    let change = "\(property) \(original.displayString) → \(colorCSS)"
    switch kind {
    case .baseColor:
      return "\(baseState ?? "base") \(change) (\(rule ?? "rule") kept)"
    case .ruleParameter:
      return "\(baseState ?? "base") \(change)"
    case .color:
      guard let rule else { return change }
      let why = noColorPassesUnderRule ? "; " + noColorReason : ""
      return change + " (replaces the rule \(rule)\(why))"
    }
  }

  /// The parameter fix in words, e.g. `text alpha 0.4 → 0.537`; `nil` without one.
  public var parameterSummary: String? {
    guard let p = parameter else { return nil }
    let name =
      switch p.parameter {
      case .alpha: "\(property) alpha"
      case .multiplyAlpha: "\(property) multiplyAlpha"
      case .opacity: "opacity"
      }
    return "\(name) \(Self.number(p.current)) → \(Self.number(p.suggested))"
  }

  /// A parameter value in its shortest form (`0.4`, `1`).
  static func number(_ x: Double) -> String {
    x == x.rounded() && x.magnitude < 1e9 ? String(Int(x)) : String(x)
  }

  /// The ratio of the preferred fix (the one ``summary`` names first).
  public var preferredRatio: Double { parameter?.ratio ?? ratio }

  /// ΔE OK of the preferred fix as drawn (the one ``summary`` names first).
  public var preferredDistance: Double { parameter?.distance ?? distance }

  /// ``preferredDistance`` floored to 3 decimals, or `<0.001` for a change too small to show
  /// (never `0.000` for a change at all).
  public var distanceText: String {
    let floored = RatioFormatting.floored(preferredDistance, places: 3)
    return preferredDistance > 0 && floored == "0.000" ? "<0.001" : floored
  }

  /// The preferred fix first: the rule change (saying that no colour passes under the rule) or
  /// the parameter fix when present, then the colour fix.
  public var summary: String {
    if kind == .ruleParameter, let p = parameterSummary {
      let base = changesColor ? " and " + colorSummary : ""
      return p + base + " (" + noColorReason + ")"
    }
    if let p = parameterSummary { return p + " (or " + colorSummary + ")" }
    return colorSummary
  }
}
