import LegibleColor

/// One measured pair of one state of one component in one theme, with its verdict.
///
/// Failing contrast is a finding, never an error.
public struct Finding: Sendable, Hashable, Codable {
  /// The component name.
  public var component: String
  /// The theme, `nil` when the spec declares none.
  public var theme: String?
  /// The state name as the spec spells it (`pressed` stays `pressed`).
  public var state: StateName
  /// What is checked.
  public var check: CheckKind
  /// The WCAG 2.2 success criterion, e.g. ``SuccessCriterion/contrastMinimum`` (`1.4.3`).
  public var criterion: SuccessCriterion
  /// The stable check identifier, e.g. ``CheckID/textMinimum`` (`wcag2.sc1-4-3.text`, a SARIF
  /// ruleId).
  public var checkID: CheckID
  /// The measured element: text, fill, border or focus ring.
  public var element: MeasuredElement
  /// What the element is measured against: the fill or the surface.
  public var against: MeasuredAgainst
  /// The unrounded ratio; over an unknown backdrop, the smallest possible ratio.
  public var ratio: Double
  /// The range of ratios over black and white backdrops, when the surface is unknown or
  /// translucent.
  public var range: RatioRange?
  /// The threshold.
  public var required: Double
  /// The outcome.
  public var verdict: Verdict
  /// The effective (composited, opaque) foreground: the measured element.
  public var foreground: CSSColor
  /// The effective (composited, opaque) background it is measured against.
  public var background: CSSColor
  /// Over an unknown or translucent surface, which backdrop (black or white) the colours above
  /// were composited on (the end with the lower ratio); `nil` otherwise.
  public var backdrop: Backdrop?
  /// APCA Lc of the text on the fill (signed; text findings only; informational).
  public var apca: Double?
  /// The font facts behind a text threshold (text findings only).
  public var text: TextMetrics?
  /// Alternative policies under which the verdict would differ (empty when robust).
  public var flips: [Flip]
  /// A one-line explanation.
  public var message: String
  /// Where the measured colour is defined in the spec (the property, else its state, else the
  /// component); `nil` for specs without positions.
  public var location: SpecLocation? = nil
  /// The nearest passing fix, for failing findings when ``AuditPolicy/suggestions`` is on;
  /// `nil` otherwise or when no fix passes.
  public var suggestion: FindingSuggestion? {
    get { suggestionBox?.value }
    set { suggestionBox = newValue.map(FindingBox.init) }
  }
  /// The ratio under each simulation of ``AuditPolicy/cvd`` (informational; empty when off).
  public var cvd: [CVDRatio] = []
  /// Where the measured element's colour comes from (token or rule, file:line) and how it was
  /// paired; `nil` when the spec gives no source for it.
  public var foregroundSource: ColorSource? {
    get { provenanceBox?.value.foreground }
    set { updateProvenance { $0.foreground = newValue } }
  }
  /// Where the colour it is measured against comes from (the fill, or the surface), as
  /// ``foregroundSource``.
  public var backgroundSource: ColorSource? {
    get { provenanceBox?.value.background }
    set { updateProvenance { $0.background = newValue } }
  }
  /// Why the pairing is in doubt (the state's ``StateSpec/review``), which made the verdict
  /// ``Verdict/needsReview``; `nil` otherwise.
  public var review: String? {
    get { provenanceBox?.value.review }
    set { updateProvenance { $0.review = newValue } }
  }

  /// The suppression that silenced the finding (its verdict is then ``Verdict/ignored``): the
  /// reason, where it is written and the verdict it replaced; `nil` otherwise.
  public var ignore: FindingIgnore? {
    get { provenanceBox?.value.ignore }
    set { updateProvenance { $0.ignore = newValue } }
  }

  /// The sources and review reason, stored out of line as the suggestion is.
  var provenanceBox: FindingBox<FindingProvenance>? = nil

  private mutating func updateProvenance(_ change: (inout FindingProvenance) -> Void) {
    var value = provenanceBox?.value ?? FindingProvenance()
    change(&value)
    provenanceBox = value.isEmpty ? nil : FindingBox(value)
  }

  /// The suggestion, stored out of line: most findings have none, and inline it would double
  /// the size of every finding (528 of 976 bytes), which a 20,000-component audit holds.
  var suggestionBox: FindingBox<FindingSuggestion>? = nil

  /// The synthesized coding keys, with the boxed suggestion under its public name.
  enum CodingKeys: String, CodingKey {
    case component, theme, state, check, criterion, checkID, element, against, ratio, range
    case required, verdict, foreground, background, backdrop, apca, text, flips, message
    case location, cvd
    case suggestionBox = "suggestion"
    case provenanceBox = "provenance"
  }

  /// `ratio − required`, for severity; never changes the verdict.
  public var margin: Double { ratio - required }
}

/// The range of ratios over black and white backdrops.
public struct RatioRange: Sendable, Hashable, Codable {
  /// The smallest ratio (1 when some backdrop makes the two colours equal in luminance).
  public var minimum: Double
  /// The largest ratio.
  public var maximum: Double
  /// Whether the minimum is only an estimate (both colours depend on the backdrop).
  public var isEstimate: Bool

  /// Creates a range.
  public init(minimum: Double, maximum: Double, isEstimate: Bool) {
    self.minimum = minimum
    self.maximum = maximum
    self.isEstimate = isEstimate
  }
}

/// The font facts behind a text threshold.
public struct TextMetrics: Sendable, Hashable, Codable {
  /// The size, `nil` when the spec gives none.
  public var size: Double?
  /// The weight (400 when the spec gives none).
  public var weight: Double
  /// The large-text policy applied.
  public var policy: LargeTextPolicy
  /// Whether the text counts as large-scale.
  public var isLarge: Bool
  /// Why that threshold applies, e.g. "17 < 24 and not bold: normal text".
  public var reason: String
}

/// A policy under which a finding's verdict would differ.
public struct Flip: Sendable, Hashable, Codable {
  /// The alternative, e.g. ``FlipPolicy/eightBitRounding`` (`8-bit rounding`).
  public var policy: FlipPolicy
  /// The ratio (smallest over the backdrops) under that policy.
  public var ratio: Double
  /// The verdict under that policy.
  public var verdict: Verdict
}

extension Finding {
  /// The effective foreground as CSS: `#rrggbb` inside sRGB, otherwise a CSS `color()` string.
  public var foregroundCSS: String { foreground.displayString }
  /// The effective background as CSS: `#rrggbb` inside sRGB, otherwise a CSS `color()` string.
  public var backgroundCSS: String { background.displayString }
}
