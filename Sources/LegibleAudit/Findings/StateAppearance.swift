import LegibleColor

/// How one state of one component looks in one theme: the effective, opaque colours a screen
/// shows (composited over the surface, group opacity applied), as the checks measured them.
///
/// Reports draw these; the HTML report's browser check compares rendered pixels with them.
public struct StateAppearance: Sendable, Hashable, Codable {
  /// The component name.
  public var component: String
  /// The theme, `nil` when the spec declares none.
  public var theme: String?
  /// The state name as the spec spells it.
  public var state: StateName
  /// The surface under the control.
  public var surface: CSSColor
  /// The control's fill (the surface where it has none).
  public var fill: CSSColor
  /// The label, if the state has one.
  public var text: CSSColor?
  /// The border, if the state has one.
  public var border: CSSColor?
  /// The focus ring, if the state has one.
  public var focusRing: CSSColor?
  /// The group opacity the colours above already include (1 = opaque).
  public var opacity: Double
  /// ``Backdrop/white`` when the surface is unknown or translucent and the colours are shown
  /// over a white backdrop; `nil` otherwise.
  public var backdrop: Backdrop?
  /// Where the state is defined in the spec.
  public var location: SpecLocation?
}
