/// Which side of a state's text pair a ``StatePreset`` makes: the label, the control's fill, or
/// both.
public enum PresetFacets: String, Sendable, Hashable, Codable, CaseIterable {
  /// Only the text colour (the fill is the base state's).
  case text
  /// Only the fill (the text is the base state's), e.g. a state layer or an opacity modifier.
  case background
  /// Text and fill together, e.g. a CSS filter or a group opacity over the whole control.
  case both
}
