/// What a finding checks.
public enum CheckKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// The label against the control's fill (1.4.3, 1.4.6).
  case text
  /// The control's fill or border against its surface (1.4.11).
  case boundary
  /// The focus ring against the surface (1.4.11) and the fill (2.4.13).
  case focus
}
