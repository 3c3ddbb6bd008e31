import LegibleColor
import TestSupport
import Testing

@Suite struct ColorCSSTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var color: CSSColor
    var css: String
    var display: String
    var hex: String?
    var source = "brief: cssString / displayString / hexString"
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "8-bit sRGB", color: CSSColor(rgb: 0x0061CD), css: "#0061cd", display: "#0061cd",
      hex: "#0061cd"),
    Case(
      name: "half-transparent white", color: CSSColor.white.withAlpha(0.5),
      css: "color(srgb 1 1 1 / 0.5)", display: "#ffffff80", hex: "#ffffff80"),
    Case(
      name: "8-bit alpha", color: CSSColor(.sRGB, 1, 0, 0, alpha: 128.0 / 255), css: "#ff000080",
      display: "#ff000080", hex: "#ff000080"),
    Case(
      name: "P3 red", color: CSSColor(.displayP3, 1, 0, 0), css: "color(display-p3 1 0 0)",
      display: "color(display-p3 1 0 0)", hex: nil),
    Case(
      name: "sRGB out of gamut", color: CSSColor(.sRGB, 1.2, 0, -0.5),
      css: "color(srgb 1.2 0 -0.5)", display: "color(srgb 1.2 0 -0.5)", hex: nil),
    Case(
      name: "non-8-bit sRGB", color: CSSColor(.sRGB, 0.1, 0.2, 0.3), css: "color(srgb 0.1 0.2 0.3)",
      display: "#1a334d", hex: "#1a334d"),
    Case(
      name: "oklch", color: CSSColor(.oklch, 0.628, 0.2577, 29.23, alpha: 0.3),
      css: "oklch(0.628 0.2577 29.23 / 0.3)", display: "oklch(0.628 0.2577 29.23 / 0.3)", hex: nil),
    Case(
      name: "lab white", color: CSSColor(.lab, 100, 0, 0), css: "lab(100 0 0)", display: "#ffffff",
      hex: "#ffffff"),
    Case(
      name: "rec2020-oetf", color: CSSColor(.rec2020OETF, 1, 0, 0),
      css: "color(--rec2020-oetf 1 0 0)", display: "color(--rec2020-oetf 1 0 0)", hex: nil),
    Case(
      name: "negative zero", color: CSSColor(.sRGB, -0.0, 0, 0), css: "color(srgb -0 0 0)",
      display: "#000000", hex: "#000000"),
    Case(
      name: "tiny and huge", color: CSSColor(.xyzD50, 1e-05, .leastNonzeroMagnitude, 1e300),
      css: "color(xyz-d50 1e-05 5e-324 1e+300)", display: "color(xyz-d50 1e-05 5e-324 1e+300)",
      hex: nil),
  ]

  @Test(arguments: cases)
  func serialises(_ c: Case) throws {
    #expect(c.color.cssString == c.css)
    #expect(c.color.displayString == c.display)
    #expect(c.color.hexString() == c.hex)
    #expect(isBitIdentical(try CSSColor(css: c.css), c.color))
  }

  @Test func hexAlphaOption() {
    let opaque = CSSColor(rgb: 0x0061CD)
    #expect(opaque.hexString(includeAlpha: true) == "#0061cdff")
    #expect(CSSColor.white.withAlpha(0.5).hexString(includeAlpha: false) == "#ffffff")
    #expect(CSSColor(.sRGB, .nan, 0, 0).hexString() == nil)
    #expect(CSSColor(.sRGB, 0, 0, 0, alpha: .infinity).hexString(includeAlpha: true) == nil)
    // Converted colours round to the same bytes; quoted lab(54.2905 80.8049 69.8910) lies just
    // outside the gamut (G < -1e-7), so it has no hex form.
    #expect(CSSColor(rgb: 0x0061CD).converted(to: .lab).hexString() == "#0061cd")
    #expect(CSSColor(rgb: 0xFF0000).converted(to: .oklch).hexString() == "#ff0000")
    #expect(CSSColor(.lab, 54.2905, 80.8049, 69.8910).hexString() == nil)
  }

  static let edgeValues: [Double] = [0, -0.0, 1, 1e-300, .leastNonzeroMagnitude, 1e300]

  @Test(arguments: ColorSpace.allCases)
  func edgeValuesRoundTrip(_ space: ColorSpace) throws {
    for x in Self.edgeValues {
      for y in Self.edgeValues {
        for alpha in Self.edgeValues where alpha <= 1 {
          let color = CSSColor(space, x, y, -x, alpha: alpha)
          let parsed = try CSSColor(css: color.cssString)
          #expect(isBitIdentical(parsed, color), "\(color.cssString)")
        }
      }
    }
  }

  @Test(arguments: ColorSpace.allCases)
  func randomColoursRoundTrip(_ space: ColorSpace) throws {
    var rng = SplitMix64(seed: 0x1E61B1E + UInt64(ColorSpace.allCases.firstIndex(of: space) ?? 0))
    for i in 0..<2000 {
      func component() -> Double {
        switch rng.next() % 4 {
        case 0: return Double.random(in: -0.5...1.5, using: &rng)
        case 1: return Double(rng.next() % 256) / 255
        case 2: return Double.random(in: -400...400, using: &rng)
        default:
          // Any finite double, from its bit pattern.
          var x = Double(bitPattern: rng.next())
          while !x.isFinite { x = Double(bitPattern: rng.next()) }
          return x
        }
      }
      let alpha: Double =
        switch i % 4 {
        case 0: 1
        case 1: Double.random(in: 0...1, using: &rng)
        case 2: Double(rng.next() % 256) / 255
        // Any double in [0, 1), from its bit pattern (includes subnormals).
        default: Double(bitPattern: rng.next() % 0x3FF0_0000_0000_0000)
        }
      let color = CSSColor(space, component(), component(), component(), alpha: alpha)
      let parsed = try CSSColor(css: color.cssString)
      #expect(isBitIdentical(parsed, color), "\(color.cssString)")
    }
  }
}
