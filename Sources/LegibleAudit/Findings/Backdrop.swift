/// The backdrop colours are composited on when the surface is unknown or translucent.
public enum Backdrop: String, Sendable, Hashable, Codable, CaseIterable, DescribedByRawValue {
  /// Black.
  case black
  /// White.
  case white
}
