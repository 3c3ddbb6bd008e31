/// A value a ``StatePreset`` is applied with: an opacity, a filter amount, or a colour the preset
/// needs and the component's states cannot give (Material's on-surface colour).
///
/// A component sets it in its `preset` object (`{"id": "material3-34", "disabledContainer":
/// 0.1}`); without it, the default applies: ``defaultValue`` in light themes and without themes,
/// ``darkDefault`` (when the preset has one) in themes whose name contains `dark`.
public struct PresetParameter: Sendable, Hashable {
  /// What the parameter holds.
  public enum Kind: Sendable, Hashable {
    /// A number in the range (checked when the spec is validated).
    case number(ClosedRange<Double>)
    /// A colour: a CSS string, a `"{token}"` or a theme map.
    case color
  }

  /// The key in the component's `preset` object.
  public let name: String
  /// What it means, with its unit and where the default comes from.
  public let summary: String
  /// A number in a range, or a colour.
  public let kind: Kind
  /// The value in light themes and without themes; `nil` when the preset has no default (then
  /// what the parameter stands for comes from the base state, as ``summary`` says).
  public let defaultValue: PresetValue?
  /// The value in themes whose name contains `dark` (case-insensitive); `nil` = ``defaultValue``.
  public let darkDefault: PresetValue?

  /// Creates a parameter.
  public init(
    name: String, summary: String, kind: Kind, defaultValue: PresetValue?,
    darkDefault: PresetValue? = nil
  ) {
    self.name = name
    self.summary = summary
    self.kind = kind
    self.defaultValue = defaultValue
    self.darkDefault = darkDefault
  }

  /// The default in `theme`: ``darkDefault`` when the theme's name contains `dark` and the
  /// parameter has one, otherwise ``defaultValue``.
  public func defaultValue(theme: String?) -> PresetValue? {
    if let darkDefault, StatePreset.isDark(theme) { return darkDefault }
    return defaultValue
  }
}
