/// How a colour came to be paired with the colour it is measured against.
///
/// Reports print it beside every colour, so a reader knows which pairs a person or a stylesheet
/// stated and which ones Legible worked out.
public enum Pairing: String, Sendable, Hashable, Codable, CaseIterable {
  /// Stated by the source: a hand-written spec, or one CSS rule that sets both colours.
  case stated
  /// Worked out from evidence: names (`on-` naming, a shared prefix with a different part word),
  /// a token's description, or a preset's state model.
  case inferred
  /// The state has no colour of its own on this side: the rest state's colour is used, as the
  /// platform does.
  case inherited
}
