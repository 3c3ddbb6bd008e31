import LegibleColor
import TestSupport
import Testing

/// A gamut-mapping case: a CSS colour, the sRGB components and hex ColorAide 8.13.1 gives with
/// `Color(space, coords).fit('srgb', method='minde-chroma')` (its implementation of CSS Color 4
/// §13.2 in OKLCH, JND 0.02), and the naive clip for contrast.
struct GamutCase: Sendable, CustomTestStringConvertible {
  var css: String
  var srgb: SIMD3<Double>
  var hex: String
  var clippedHex: String
  var testDescription: String { css }
}

@Suite struct GamutMappingTests {
  // Reference values computed with ColorAide 8.13.1 (pip install coloraide) on this machine.
  // Tolerance: 2e-4 per component, twice the algorithm's chroma resolution (epsilon 0.0001):
  // the two implementations' binary searches may stop one step apart; hex must match exactly.
  static let cases: [GamutCase] = [
    .init(
      css: "color(display-p3 1 0.2 0.1)", srgb: [1, 0.2040039352503622, 0.11755571169414855],
      hex: "#ff341e", clippedHex: "#ff0000"),
    .init(
      css: "color(display-p3 0 1 0)", srgb: [0, 0.9857637107710325, 0.15974244397343937],
      hex: "#00fb29", clippedHex: "#00ff00"),
    .init(
      css: "color(rec2020 0 0 1)", srgb: [0, 0.317974356103391, 0.5762471756914148],
      hex: "#005193", clippedHex: "#0000ff"),
    .init(
      css: "oklch(0.7 0.4 30)", srgb: [1, 0.3451350787483217, 0.2645751122517653],
      hex: "#ff5843", clippedHex: "#ff0000"),
    // In gamut: converted only.
    .init(
      css: "color(display-p3 0.4 0.4 0.4)", srgb: [0.4, 0.4, 0.4], hex: "#666666",
      clippedHex: "#666666"),
    // Lightness above 1: white (CSS Color 4 §13.2 step 3).
    .init(css: "oklch(1.1 0.1 30)", srgb: [1, 1, 1], hex: "#ffffff", clippedHex: "#fffff8"),
  ]

  @Test(arguments: cases)
  func matchesColorAide(_ c: GamutCase) throws {
    let color = try CSSColor(css: c.css)
    let mapped = color.gamutMapped()
    #expect(mapped.space == .sRGB)
    #expect(isApproximatelyEqual(mapped.components, c.srgb, absoluteTolerance: 2e-4))
    #expect(mapped.isInGamut(.sRGB, tolerance: 0))
    #expect(mapped.hexString() == c.hex)
  }

  // The trap of issue 15: a Display P3 red printed as the clip #ff0000 while hexString() said nil.
  // hexString() stays nil (a hex would change the colour); the mapped colour is the one shown.
  @Test func wideGamutRedIsMappedNotClipped() throws {
    let p3 = try CSSColor(css: "color(display-p3 1 0.2 0.1)")
    #expect(p3.hexString() == nil)
    #expect(p3.needsGamutMapping())
    #expect(p3.gamutMapped().hexString() == "#ff341e")
    #expect(p3.gamutMapped(to: .displayP3) == p3.converted(to: .displayP3))
  }

  @Test func alphaIsKeptAndUnboundedSpacesConvert() throws {
    let p3 = try CSSColor(css: "color(display-p3 0 1 0 / 0.5)")
    #expect(p3.gamutMapped().alpha == 0.5)
    #expect(p3.gamutMapped(to: .oklab) == p3.converted(to: .oklab))
    #expect(CSSColor(.sRGB, .nan, 0, 0).gamutMapped().components.x.isNaN)
  }
}
