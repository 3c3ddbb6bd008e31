import LegibleColor
import TestSupport
import Testing

/// `CSSColor(cgColorSpace:components:)`: the portable half of the `CGColor`, `UIColor` and `NSColor`
/// initialisers. Spaces are kept as they are (Display P3 stays P3; extended values stay outside
/// 0…1); gray becomes the achromatic sRGB colour of the same luminance.
@Suite struct CGColorSpaceTests {
  struct KeptCase: Sendable, CustomTestStringConvertible {
    var name: String
    var components: [Double]
    var expected: CSSColor
    var source: String
    var testDescription: String { name }
  }

  static let kept: [KeptCase] = [
    KeptCase(
      name: "kCGColorSpaceSRGB", components: [0, 0.38, 0.8, 1],
      expected: CSSColor(.sRGB, 0, 0.38, 0.8), source: "CGColorSpace.sRGB"),
    KeptCase(
      name: "kCGColorSpaceExtendedSRGB", components: [1.093066, -0.226742, -0.150135, 0.5],
      expected: CSSColor(.sRGB, 1.093066, -0.226742, -0.150135, alpha: 0.5),
      source:
        "CGColorSpace.extendedSRGB: values outside 0…1 kept (docs/reference/color-spaces.md, P3 red)"
    ),
    KeptCase(
      name: "kCGColorSpaceLinearSRGB", components: [0.2, 0.4, 0.6, 1],
      expected: CSSColor(.sRGBLinear, 0.2, 0.4, 0.6), source: "CGColorSpace.linearSRGB"),
    KeptCase(
      name: "kCGColorSpaceExtendedLinearSRGB", components: [1.2, -0.1, 0, 1],
      expected: CSSColor(.sRGBLinear, 1.2, -0.1, 0), source: "CGColorSpace.extendedLinearSRGB"),
    KeptCase(
      name: "kCGColorSpaceDisplayP3", components: [1, 0, 0, 1],
      expected: CSSColor(.displayP3, 1, 0, 0), source: "UIColor(displayP3Red: 1, green: 0, blue: 0)"
    ),
    KeptCase(
      name: "kCGColorSpaceExtendedDisplayP3", components: [1.1, 0, 0, 0.25],
      expected: CSSColor(.displayP3, 1.1, 0, 0, alpha: 0.25),
      source: "CGColorSpace.extendedDisplayP3"),
    KeptCase(
      name: "kCGColorSpaceAdobeRGB1998", components: [0.5, 0.5, 0.5, 1],
      expected: CSSColor(.a98RGB, 0.5, 0.5, 0.5), source: "CGColorSpace.adobeRGB1998"),
  ]

  @Test(arguments: kept)
  func rgbSpacesAreKept(_ c: KeptCase) throws {
    let color = try #require(CSSColor(cgColorSpace: c.name, components: c.components))
    #expect(color == c.expected, "\(c.source)")
  }

  struct GrayCase: Sendable, CustomTestStringConvertible {
    var name: String
    var gray: Double
    var luminance: Double
    var source: String
    var testDescription: String { "\(name) \(gray)" }
  }

  static let grays: [GrayCase] = [
    GrayCase(
      name: "kCGColorSpaceGenericGrayGamma2_2", gray: 0.5, luminance: 0.217637640824031,
      source: "CGColorSpace.genericGrayGamma2_2: power 2.2; 0.5^2.2"),
    GrayCase(
      name: "kCGColorSpaceExtendedGray", gray: 0.5, luminance: 0.217637640824031,
      source: "CGColorSpace.extendedGray: colorimetry of genericGrayGamma2_2"),
    GrayCase(
      name: "kCGColorSpaceExtendedGray", gray: 1, luminance: 1,
      source: "white (UIColor.white is extendedGray 1)"),
    GrayCase(
      name: "kCGColorSpaceLinearGray", gray: 0.25, luminance: 0.25,
      source: "CGColorSpace.linearGray"),
    GrayCase(
      name: "kCGColorSpaceExtendedLinearGray", gray: 1.5, luminance: 1.5,
      source: "CGColorSpace.extendedLinearGray: extended range kept"),
  ]

  @Test(arguments: grays)
  func grayBecomesAchromaticSRGB(_ c: GrayCase) throws {
    let color = try #require(CSSColor(cgColorSpace: c.name, components: [c.gray, 0.75]))
    #expect(color.space == .sRGB)
    #expect(color.alpha == 0.75)
    #expect(
      isApproximatelyEqual(
        color.withAlpha(1).relativeLuminance(), c.luminance, absoluteTolerance: 1e-12),
      "\(c.source)")
    #expect(
      isApproximatelyEqual(color.components.x, color.components.z, absoluteTolerance: 1e-15))
  }

  @Test func unknownSpacesAndWrongComponentCountsGiveNil() {
    #expect(CSSColor(cgColorSpace: "kCGColorSpaceGenericCMYK", components: [0, 0, 0, 1, 1]) == nil)
    #expect(CSSColor(cgColorSpace: "kCGColorSpaceITUR_2020", components: [1, 0, 0, 1]) == nil)
    #expect(CSSColor(cgColorSpace: "kCGColorSpaceSRGB", components: [1, 1]) == nil)
    #expect(CSSColor(cgColorSpace: "kCGColorSpaceExtendedGray", components: [1, 0, 0, 1]) == nil)
  }
}
