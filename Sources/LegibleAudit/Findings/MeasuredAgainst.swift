/// What a finding's element is measured against.
public enum MeasuredAgainst: String, Sendable, Hashable, Codable, CaseIterable,
  DescribedByRawValue
{
  /// The control's fill (text, and at level AAA the focus ring).
  case fill
  /// The surface under the control (the boundary, the focus ring).
  case surface
}
