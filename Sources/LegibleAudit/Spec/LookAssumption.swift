import LegibleColor

/// A look Apple draws but does not document, which a team may switch on in `legible.json`
/// (`facts.assumptions`) with the value it measured and where that value comes from (docs/ci.md,
/// "Assumptions"). Off by default: the states it would decide are needs-review, as the readers
/// leave them (issue 43: "UIKit's own undocumented looks stay needs-review by default; a named,
/// documented assumption a team may switch on, with the source of the value, may decide them").
///
/// Each assumption answers one review the readers give, in one state, and models the look as
/// the label drawn at an opacity over the unchanged fill (the state's own text colour, whatever
/// its source, with its alpha multiplied); the finding cites the assumption, its place and its
/// source in the text colour's evidence.
public struct LookAssumption: Sendable, Hashable {
  /// The assumptions Legible knows.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A system-type `UIButton` (Interface Builder's `buttonType="system"`, `UIButton(type:
    /// .system)`) with no highlighted colour of its own dims its title while highlighted.
    case uiKitSystemButtonHighlighted = "uikit.systemButton.highlighted"
    /// SwiftUI's built-in styles (automatic, borderless, plain, bordered…) dim a pressed
    /// button's label.
    case swiftUIPressed = "swiftui.pressed"

    /// The state it decides.
    public var state: String {
      switch self {
      case .uiKitSystemButtonHighlighted: "highlighted"
      case .swiftUIPressed: "pressed"
      }
    }

    /// Whether a review reason is the one this assumption answers.
    public func answers(_ reason: String) -> Bool {
      switch self {
      case .uiKitSystemButtonHighlighted: reason.contains("draws its own highlighted look")
      case .swiftUIPressed:
        reason.contains("draws its own pressed look, which SwiftUI does not document")
      }
    }
  }

  public var kind: Kind
  /// The opacity the label is drawn at, 0 < opacity ≤ 1 (its alpha multiplied).
  public var labelOpacity: Double
  /// Where the team's value comes from (a measurement, a screenshot, a document): required.
  public var source: String
  /// The assumption's place (`legible.json:12:7`).
  public var at: String

  public init(kind: Kind, labelOpacity: Double, source: String, at: String) {
    self.kind = kind
    self.labelOpacity = labelOpacity
    self.source = source
    self.at = at
  }

  /// Applies the assumption to one state: its text drawn at ``labelOpacity``, the review it
  /// answers removed (others kept). `false` when the state has no such review or no text.
  func apply(to state: inout StateSpec) -> Bool {
    let answered: (String?) -> (kept: String?, found: Bool) = { review in
      let parts = (review ?? "").components(separatedBy: "; ").filter { !$0.isEmpty }
      let kept = parts.filter { !kind.answers($0) }
      return (kept.isEmpty ? nil : kept.joined(separator: "; "), kept.count < parts.count)
    }
    let own = answered(state.review)
    let themed = state.themeReviews.mapValues(answered)
    guard own.found || themed.values.contains(where: \.found), let text = state.text else {
      return false
    }
    state.text = Self.dimmed(text, by: labelOpacity)
    state.review = own.kept
    state.themeReviews = themed.compactMapValues(\.kept)
    let note =
      "drawn at opacity \(labelOpacity.plainDescription) by the assumption"
      + " '\(kind.rawValue)' at \(at) (source: \(source))"
    state.sources["text"] =
      state.sources["text"]?.map { $0.appendingEvidence(note) }
      ?? .all(ColorSource(pairing: .inferred, evidence: note))
    return true
  }

  /// A colour value with its alpha multiplied by `opacity` (per theme; a derivation gets the
  /// multiplier composed with its own).
  static func dimmed(_ value: ColorValue, by opacity: Double) -> ColorValue {
    switch value {
    case .color(var color):
      color.alpha *= opacity
      return .color(color)
    case .themed(let map):
      return .themed(map.mapValues { dimmed($0, by: opacity) })
    case .derived(var derivation):
      derivation.multiplyAlpha = (derivation.multiplyAlpha ?? 1) * opacity
      return .derived(derivation)
    case .unknown:
      return .unknown
    }
  }
}
