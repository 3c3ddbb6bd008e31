/// Which side of a finding's measured pair a ``FindingSuggestion`` changes.
public enum FixSide: String, Sendable, Hashable, Codable, CaseIterable, DescribedByRawValue {
  /// The measured element (text, fill, border or ring).
  case foreground
  /// What text is measured against: the fill.
  case background
}
