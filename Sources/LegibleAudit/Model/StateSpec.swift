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

  /// The JSON keys of a state object.
  public static let keys = [
    "from", "text", "background", "border", "focusRing", "opacity", "scale",
  ]

  /// Creates a state.
  public init(
    from: String? = nil, text: ColorValue? = nil, background: ColorValue? = nil,
    border: ColorValue? = nil, focusRing: ColorValue? = nil, opacity: Double? = nil,
    scale: Double? = nil
  ) {
    self.from = from
    self.text = text
    self.background = background
    self.border = border
    self.focusRing = focusRing
    self.opacity = opacity
    self.scale = scale
  }
}
