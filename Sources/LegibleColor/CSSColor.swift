/// A colour: three components in an explicit ``ColorSpace`` plus straight (non-premultiplied) alpha.
///
/// Components are extended range: values below 0 or above 1 pass through every conversion
/// unclamped, so wide-gamut colours survive a trip through sRGB. Nothing here clamps silently;
/// gamut checks and quantisation are explicit (``isInGamut(_:tolerance:)``, ``quantized(bits:rounding:)``).
///
/// Equality is exact (`==` compares the space, every component and alpha bit for bit, with
/// `-0 == 0`); use ``isApproximatelyEqual(to:tolerance:)`` to compare computed colours.
public struct CSSColor: Sendable, Hashable, Codable {
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

  /// Creates an sRGB colour from 8-bit channels (0…255) and an alpha in 0…1.
  ///
  /// The labels say bytes so that a call cannot be mistaken for the 0…1 spelling of SwiftUI and
  /// UIKit, ``init(red:green:blue:opacity:)``: `CSSColor(redByte: 0, greenByte: 97, blueByte: 205)`
  /// is `#0061cd`.
  public init(redByte: UInt8, greenByte: UInt8, blueByte: UInt8, alpha: Double = 1) {
    self.init(
      .sRGB, Double(redByte) / 255, Double(greenByte) / 255, Double(blueByte) / 255, alpha: alpha)
  }

  /// Creates an sRGB colour from components in 0…1, as SwiftUI's `Color(red:green:blue:opacity:)`.
  ///
  /// `CSSColor(red: 0, green: 97 / 255, blue: 205 / 255)` is `#0061cd`: the arguments are
  /// `Double`s, so `97 / 255` is a floating-point division, never an integer one.
  ///
  /// A component outside 0…1 stops the program with a message: `CSSColor(red: 0, green: 97,
  /// blue: 205)` is a byte value passed where a fraction belongs. Use
  /// ``init(redByte:greenByte:blueByte:alpha:)`` for 0…255 values, and `CSSColor(.sRGB, r, g, b)`
  /// for extended-range sRGB (components below 0 or above 1 on purpose).
  ///
  /// - Parameters:
  ///   - red: Red, 0…1 (gamma-encoded sRGB).
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  ///   - opacity: Opacity, 0…1; 1 when omitted.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    CSSColor.checkUnitComponents(
      red, green, blue, alpha: opacity, call: "CSSColor(red:green:blue:opacity:)")
    self.init(.sRGB, red, green, blue, alpha: opacity)
  }

  /// Creates an sRGB colour from components in 0…1, as UIKit's `UIColor(red:green:blue:alpha:)`.
  ///
  /// The same as ``init(red:green:blue:opacity:)``, with UIKit's label; a component outside 0…1
  /// stops the program with a message.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    CSSColor.checkUnitComponents(
      red, green, blue, alpha: alpha, call: "CSSColor(red:green:blue:alpha:)")
    self.init(.sRGB, red, green, blue, alpha: alpha)
  }

  /// Creates an sRGB grey from a white level in 0…1, as SwiftUI's `Color(white:opacity:)` (whose
  /// default colour space is sRGB).
  public init(white: Double, opacity: Double = 1) {
    CSSColor.checkUnitComponents(
      white, white, white, alpha: opacity, call: "CSSColor(white:opacity:)")
    self.init(.sRGB, white, white, white, alpha: opacity)
  }

  private static func checkUnitComponents(
    _ r: Double, _ g: Double, _ b: Double, alpha: Double, call: StaticString
  ) {
    for (name, value) in [("red", r), ("green", g), ("blue", b)] where !(0...1).contains(value) {
      preconditionFailure(
        "\(call): \(name) is \(value), outside 0…1. For 0…255 values use "
          + "CSSColor(redByte:greenByte:blueByte:alpha:); for extended-range sRGB on purpose use "
          + "CSSColor(.sRGB, r, g, b).")
    }
    precondition(
      (0...1).contains(alpha), "\(call): alpha (opacity) is \(alpha), outside 0…1.")
  }

  /// Opaque sRGB white.
  public static let white = CSSColor(.sRGB, 1, 1, 1)
  /// Opaque sRGB black.
  public static let black = CSSColor(.sRGB, 0, 0, 0)
  /// Fully transparent black, as CSS `transparent`.
  public static let transparent = CSSColor(.sRGB, 0, 0, 0, alpha: 0)

  /// Whether alpha is at least 1.
  public var isOpaque: Bool { alpha >= 1 }

  /// Whether every component and alpha is finite.
  public var isFinite: Bool {
    components.x.isFinite && components.y.isFinite && components.z.isFinite && alpha.isFinite
  }

  /// The same colour with its alpha replaced (as UIKit's `withAlphaComponent`).
  public func withAlpha(_ alpha: Double) -> CSSColor {
    CSSColor(space, components, alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `factor` (a layer drawn at an opacity).
  public func multiplyingAlpha(by factor: Double) -> CSSColor {
    CSSColor(space, components, alpha: alpha * factor)
  }

  /// Compares with another colour after converting both to XYZ-D65.
  ///
  /// - Parameters:
  ///   - other: The colour to compare with.
  ///   - tolerance: The largest allowed absolute difference per XYZ component and in alpha.
  /// - Returns: `true` when every XYZ component and alpha differ by at most `tolerance`.
  public func isApproximatelyEqual(to other: CSSColor, tolerance: Double = 1e-9) -> Bool {
    let d = xyzD65 - other.xyzD65
    return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
      && abs(alpha - other.alpha) <= tolerance
  }
}
