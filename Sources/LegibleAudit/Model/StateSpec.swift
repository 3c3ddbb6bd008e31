/// The colours of a component in one interaction state.
///
/// With ``from``, the state starts from the named base state's resolved colours and overrides
/// or derives from them property by property.
public struct StateSpec: Sendable, Hashable, Codable {
  /// The base state, if this state is derived.
  public var from: String?
  /// The label colour.
  public var text: ColorValue?
  /// The control's own fill.
  public var background: ColorValue?
  /// The border, drawn over the control's fill.
  public var border: ColorValue?
  /// The focus indicator, drawn outside the control over its surface.
  public var focusRing: ColorValue?
  /// Group opacity 0…1: the whole control drawn at this opacity over its surface.
  public var opacity: Double?
  /// A transform scale; accepted for fidelity with SwiftUI button styles, never affects colour.
  public var scale: Double?
  /// Where each colour property (`text`, `background`, `border`, `focusRing`) comes from and how
  /// it was paired; empty for a spec written without sources. A `"{token}"` colour gets its
  /// source (the token, its file and line, ``Pairing/stated``) when the spec is read.
  public var sources: [String: ColorSources] = [:]
  /// Why this state's pairing cannot be trusted (an ambiguous name, a text colour chosen in
  /// code…): every finding of the state that would pass or fail is ``Verdict/needsReview``
  /// instead, with this reason. `nil` when nothing is in doubt.
  public var review: String?
  /// Why this state's pairing cannot be trusted in one theme only (the dark appearance's surface
  /// depends on how a screen is presented; a colour has no value in one theme), keyed by theme
  /// name: the findings of that theme are ``Verdict/needsReview`` with this reason (after
  /// ``review``, when both are set); the other themes are decided. Empty when nothing is in
  /// doubt in one theme alone.
  public var themeReviews: [String: String] = [:]

  /// The JSON keys of a state object.
  public static let keys = [
    "from", "text", "background", "border", "focusRing", "opacity", "scale", "sources", "review",
    "themeReviews",
  ]

  /// The colour properties a source can describe, in report order.
  public static let colorProperties = ["text", "background", "border", "focusRing"]

  /// Creates a state.
  public init(
    from: String? = nil, text: ColorValue? = nil, background: ColorValue? = nil,
    border: ColorValue? = nil, focusRing: ColorValue? = nil, opacity: Double? = nil,
    scale: Double? = nil, sources: [String: ColorSources] = [:], review: String? = nil
  ) {
    self.from = from
    self.text = text
    self.background = background
    self.border = border
    self.focusRing = focusRing
    self.opacity = opacity
    self.scale = scale
    self.sources = sources
    self.review = review
  }

  private enum CodingKeys: String, CodingKey {
    case from, text, background, border, focusRing, opacity, scale, sources, review
    case themeReviews
  }

  /// Decodes the JSON form (`sources` and `review` optional).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    from = try c.decodeIfPresent(String.self, forKey: .from)
    text = try c.decodeIfPresent(ColorValue.self, forKey: .text)
    background = try c.decodeIfPresent(ColorValue.self, forKey: .background)
    border = try c.decodeIfPresent(ColorValue.self, forKey: .border)
    focusRing = try c.decodeIfPresent(ColorValue.self, forKey: .focusRing)
    opacity = try c.decodeIfPresent(Double.self, forKey: .opacity)
    scale = try c.decodeIfPresent(Double.self, forKey: .scale)
    sources = try c.decodeIfPresent([String: ColorSources].self, forKey: .sources) ?? [:]
    review = try c.decodeIfPresent(String.self, forKey: .review)
    themeReviews = try c.decodeIfPresent([String: String].self, forKey: .themeReviews) ?? [:]
  }

  /// Encodes the JSON form, leaving out what is unset (`sources` when empty).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(from, forKey: .from)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(background, forKey: .background)
    try c.encodeIfPresent(border, forKey: .border)
    try c.encodeIfPresent(focusRing, forKey: .focusRing)
    try c.encodeIfPresent(opacity, forKey: .opacity)
    try c.encodeIfPresent(scale, forKey: .scale)
    if !sources.isEmpty { try c.encode(sources, forKey: .sources) }
    try c.encodeIfPresent(review, forKey: .review)
    if !themeReviews.isEmpty { try c.encode(themeReviews, forKey: .themeReviews) }
  }

  /// Sets ``review`` and ``themeReviews`` from the reasons met per theme (`nil`: no theme): a
  /// reason every theme met is the state's; one only some themes met is theirs alone, so a doubt
  /// of the dark appearance leaves the light one decided.
  ///
  /// - Parameter reasons: Each theme with its reasons, in order; duplicates are kept once.
  public mutating func setReviews(_ reasons: [(theme: String?, reasons: [String])]) {
    var all: [String] = []
    for (_, list) in reasons {
      for reason in list where !all.contains(reason) { all.append(reason) }
    }
    let named = reasons.filter { $0.theme != nil }
    var common: [String] = []
    var own: [String: [String]] = [:]
    for reason in all {
      let having = named.filter { $0.reasons.contains(reason) }
      if named.count < 2
        || reasons.contains(where: { $0.theme == nil && $0.reasons.contains(reason) })
        || having.count == named.count
      {
        common.append(reason)
      } else {
        for entry in having {
          if let theme = entry.theme { own[theme, default: []].append(reason) }
        }
      }
    }
    review = common.isEmpty ? nil : common.joined(separator: "; ")
    themeReviews = own.mapValues { $0.joined(separator: "; ") }
  }
}
