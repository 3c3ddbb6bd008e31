/// Which side of a finding's measured pair a ``FindingSuggestion`` changes.
public enum FixSide: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// The measured element (text, fill, border or ring).
  case foreground
  /// What text is measured against: the fill.
  case background

  /// The raw value, as reports print it.
  public var description: String { rawValue }
}
