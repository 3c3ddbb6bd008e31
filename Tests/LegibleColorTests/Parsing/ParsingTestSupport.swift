import LegibleColor

/// A test colour space that reads its components as linear-light sRGB.
struct LinearTestSpace: CustomColorSpace {
  var componentCount: Int { 3 }

  func color(components: [Double], alpha: Double) throws -> CSSColor {
    CSSColor(.sRGBLinear, components[0], components[1], components[2], alpha: alpha)
  }
}

/// A four-component test space (CMYK-like) that returns naive sRGB.
struct CMYKTestSpace: CustomColorSpace {
  var componentCount: Int { 4 }

  func color(components: [Double], alpha: Double) throws -> CSSColor {
    let k = 1 - components[3]
    return CSSColor(
      .sRGB, (1 - components[0]) * k, (1 - components[1]) * k, (1 - components[2]) * k,
      alpha: alpha)
  }
}

/// A test space whose conversion always fails.
struct FailingTestSpace: CustomColorSpace {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "profile has no A2B0 tag" }
  }

  var componentCount: Int { 3 }

  func color(components: [Double], alpha: Double) throws -> CSSColor { throw Failure() }
}

/// Exact equality including the sign of zero.
func isBitIdentical(_ a: CSSColor, _ b: CSSColor) -> Bool {
  a.space == b.space && a.components.x.bitPattern == b.components.x.bitPattern
    && a.components.y.bitPattern == b.components.y.bitPattern
    && a.components.z.bitPattern == b.components.z.bitPattern
    && a.alpha.bitPattern == b.alpha.bitPattern
}
