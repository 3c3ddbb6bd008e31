/// Where alpha compositing happens (a reported policy).
///
/// Browsers, axe-core, apca-w3, Android ATF and UIKit-era tools blend gamma-encoded sRGB
/// (CSS Compositing and Blending Level 1 "simple alpha compositing"); some renderers blend in
/// linear light, which changes results a lot (docs/reference/compositing.md §6).
public enum BlendSpace: String, Sendable, Hashable, Codable, CaseIterable {
  /// Straight alpha, source-over, on gamma-encoded sRGB components. The default.
  case encodedSRGB = "srgb"
  /// Straight alpha, source-over, on linear-light sRGB components.
  case linearSRGB = "linear"

  /// A description for reports.
  public var summary: String {
    switch self {
    case .encodedSRGB: "source-over, straight alpha, gamma-encoded sRGB"
    case .linearSRGB: "source-over, straight alpha, linear-light sRGB"
    }
  }
}
