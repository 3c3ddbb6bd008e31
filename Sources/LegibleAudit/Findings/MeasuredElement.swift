/// The element of a control a finding measures.
public enum MeasuredElement: String, Sendable, Hashable, Codable, CaseIterable,
  DescribedByRawValue
{
  /// The label.
  case text
  /// The control's fill.
  case fill
  /// The control's border.
  case border
  /// The focus ring.
  case focusRing

  /// The spec property that defines the element (the fill is the state's `background`).
  public var property: ColorProperty {
    switch self {
    case .text: .text
    case .fill: .background
    case .border: .border
    case .focusRing: .focusRing
    }
  }
}
