/// A colour: three components in an explicit ``ColorSpace`` plus straight (non-premultiplied) alpha.
///
/// Components are extended range: values below 0 or above 1 pass through every conversion
/// unclamped, so wide-gamut colours survive a trip through sRGB. Nothing here clamps silently;
/// gamut checks and quantisation are explicit (``isInGamut(_:tolerance:)``, ``quantized(bits:rounding:)``).
///
/// Equality is exact (`==` compares the space, every component and alpha bit for bit, with
/// `-0 == 0`); use ``isApproximatelyEqual(to:tolerance:)`` to compare computed colours.
public struct Color: Sendable, Hashable, Codable {
  /// The space the components are expressed in.
  public var space: ColorSpace
  /// The three components, in the order the space defines (see ``ColorSpace``).
  public var components: SIMD3<Double>
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from components in a space.
  ///
  /// - Parameters:
  ///   - space: The colour space of the components.
  ///   - components: The components, unclamped.
  ///   - alpha: Opacity, 0…1; 1 when omitted.
  public init(_ space: ColorSpace, _ components: SIMD3<Double>, alpha: Double = 1) {
    self.space = space
    self.components = components
    self.alpha = alpha
  }

  /// Creates a colour from three components in a space.
  public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
    self.init(space, SIMD3(c0, c1, c2), alpha: alpha)
  }

  /// Creates an opaque sRGB colour from a packed `0xRRGGBB` integer (the upper 8 bits are ignored).
  public init(rgb: UInt32) {
    self.init(
      .sRGB,
      Double((rgb >> 16) & 0xFF) / 255,
      Double((rgb >> 8) & 0xFF) / 255,
      Double(rgb & 0xFF) / 255)
  }

  /// Creates an sRGB colour from 8-bit channels and an alpha in 0…1.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.init(.sRGB, Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha: alpha)
  }

  /// Opaque sRGB white.
  public static let white = Color(.sRGB, 1, 1, 1)
  /// Opaque sRGB black.
  public static let black = Color(.sRGB, 0, 0, 0)
  /// Fully transparent black, as CSS `transparent`.
  public static let transparent = Color(.sRGB, 0, 0, 0, alpha: 0)

  /// Whether alpha is at least 1.
  public var isOpaque: Bool { alpha >= 1 }

  /// Whether every component and alpha is finite.
  public var isFinite: Bool {
    components.x.isFinite && components.y.isFinite && components.z.isFinite && alpha.isFinite
  }

  /// The same colour with its alpha replaced (as UIKit's `withAlphaComponent`).
  public func withAlpha(_ alpha: Double) -> Color {
    Color(space, components, alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `factor` (a layer drawn at an opacity).
  public func multiplyingAlpha(by factor: Double) -> Color {
    Color(space, components, alpha: alpha * factor)
  }

  /// Compares with another colour after converting both to XYZ-D65.
  ///
  /// - Parameters:
  ///   - other: The colour to compare with.
  ///   - tolerance: The largest allowed absolute difference per XYZ component and in alpha.
  /// - Returns: `true` when every XYZ component and alpha differ by at most `tolerance`.
  public func isApproximatelyEqual(to other: Color, tolerance: Double = 1e-9) -> Bool {
    let d = xyzD65 - other.xyzD65
    return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
      && abs(alpha - other.alpha) <= tolerance
  }
}
