/// The backdrop colours are composited on when the surface is unknown or translucent.
public enum Backdrop: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// Black.
  case black
  /// White.
  case white

  /// The raw value, as reports print it.
  public var description: String { rawValue }
}
