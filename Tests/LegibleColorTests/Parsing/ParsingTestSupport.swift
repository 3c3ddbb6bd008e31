import LegibleColor

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny deterministic generator for reproducible
/// random tests.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A test colour space that reads its components as linear-light sRGB.
struct LinearTestSpace: CustomColorSpace {
  var componentCount: Int { 3 }

  func color(components: [Double], alpha: Double) throws -> Color {
    Color(.sRGBLinear, components[0], components[1], components[2], alpha: alpha)
  }
}

/// A four-component test space (CMYK-like) that returns naive sRGB.
struct CMYKTestSpace: CustomColorSpace {
  var componentCount: Int { 4 }

  func color(components: [Double], alpha: Double) throws -> Color {
    let k = 1 - components[3]
    return Color(
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

  func color(components: [Double], alpha: Double) throws -> Color { throw Failure() }
}

/// Exact equality including the sign of zero.
func isBitIdentical(_ a: Color, _ b: Color) -> Bool {
  a.space == b.space && a.components.x.bitPattern == b.components.x.bitPattern
    && a.components.y.bitPattern == b.components.y.bitPattern
    && a.components.z.bitPattern == b.components.z.bitPattern
    && a.alpha.bitPattern == b.alpha.bitPattern
}
