/// A colour property of a state in an audit spec.
public enum ColorProperty: String, Sendable, Hashable, Codable, CaseIterable,
  DescribedByRawValue
{
  /// The label colour, `text`.
  case text
  /// The fill, `background`.
  case background
  /// The border, `border`.
  case border
  /// The focus ring, `focusRing`.
  case focusRing
}
