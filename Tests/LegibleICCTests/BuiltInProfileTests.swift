import Foundation
import LegibleColor
import LegibleICC
import TestSupport
import Testing

/// Each analytic built-in profile, converted by LittleCMS, against LegibleColor's own maths.
struct CrossCheckCase: Sendable, CustomTestStringConvertible {
  var profile: BuiltInProfile
  var space: ColorSpace
  var tolerance: Double
  var source: String

  var testDescription: String { "\(profile.rawValue) vs LegibleColor .\(space)" }
}

@Suite struct BuiltInProfileTests {
  /// LittleCMS evaluates matrix-shaper pipelines in float32: 1e-6
  /// (docs/reference/color-spaces.md §9).
  static let lcmsTolerance = 1e-6
  static let source = "CSS Color 4 §10 definitions; docs/reference/color-spaces.md §3–§4, §9"

  static let crossChecks: [CrossCheckCase] = [
    CrossCheckCase(profile: .sRGB, space: .sRGB, tolerance: lcmsTolerance, source: source),
    CrossCheckCase(
      profile: .displayP3, space: .displayP3, tolerance: lcmsTolerance, source: source),
    CrossCheckCase(
      profile: .adobeRGB1998, space: .a98RGB, tolerance: lcmsTolerance, source: source),
    CrossCheckCase(profile: .rec2020, space: .rec2020, tolerance: lcmsTolerance, source: source),
    // The ProPhoto curve is lcms parametric type 4 [1.8, 1, 0, 1/16, 1/32], identical to CSS's
    // toe, so the same tolerance holds everywhere including near 0.
    CrossCheckCase(
      profile: .proPhotoRGB, space: .proPhotoRGB, tolerance: lcmsTolerance, source: source),
    CrossCheckCase(
      profile: .linearSRGB, space: .sRGBLinear, tolerance: lcmsTolerance, source: source),
  ]

  /// Corners, primaries, secondaries, mid grey, near-black values on each curve's toe, then 200
  /// seeded random in-gamut triples.
  static let inputs: [SIMD3<Double>] = {
    var values: [SIMD3<Double>] = [
      SIMD3(0, 0, 0), SIMD3(1, 1, 1), SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1),
      SIMD3(0, 1, 1), SIMD3(1, 0, 1), SIMD3(1, 1, 0), SIMD3(0.5, 0.5, 0.5),
      SIMD3(0.01, 0.02, 0.03), SIMD3(0.04045, 16.0 / 512.0, 0.001),
    ]
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<200 {
      values.append(
        SIMD3(
          Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator),
          Double.random(in: 0...1, using: &generator)))
    }
    return values
  }()

  @Test(arguments: crossChecks)
  func matchesLegibleColor(_ c: CrossCheckCase) {
    let profile = ICCProfile.builtIn(c.profile)
    for input in Self.inputs {
      let lcms = profile.linearSRGB([input.x, input.y, input.z])
      let swift = CSSColor(c.space, input).linearSRGB
      #expect(
        isApproximatelyEqual(lcms, swift, absoluteTolerance: c.tolerance),
        "\(c.profile.rawValue) \(input): lcms \(lcms) vs LegibleColor \(swift) (\(c.source))")
    }
  }

  @Test func displayP3RedIsUnboundedInLinearSRGB() {
    // docs/reference/color-spaces.md §8: P3 (1,0,0) → linear sRGB (1.224940, −0.042057, −0.019638),
    // quoted to 6 digits, so tolerance 1e-6 on top of the rounding: 2e-6.
    let red = ICCProfile.builtIn(.displayP3).linearSRGB([1, 0, 0])
    #expect(
      isApproximatelyEqual(red, SIMD3(1.224940, -0.042057, -0.019638), absoluteTolerance: 2e-6))
    #expect(red.x > 1 && red.y < 0 && red.z < 0)
  }

  @Test func grayGamma22IsNeutral() {
    // A grey profile must map grey to equal linear RGB of value v^2.2 (gamma 2.2 by definition).
    let gray = ICCProfile.builtIn(.grayGamma22)
    #expect(gray.colorSpace == .gray && gray.componentCount == 1)
    for v in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let expected = pow(v, 2.2)
      let rgb = gray.linearSRGB([v])
      #expect(
        isApproximatelyEqual(rgb, SIMD3(repeating: expected), absoluteTolerance: 1e-6),
        "grey \(v) → \(rgb), expected \(expected)")
    }
  }

  @Test(arguments: BuiltInProfile.allCases)
  func builtInMetadata(_ builtIn: BuiltInProfile) {
    let profile = ICCProfile.builtIn(builtIn)
    #expect(profile.name == builtIn.rawValue)
    #expect(profile.description.hasPrefix("Legible "))
    #expect(profile.componentCount == ([.grayGamma22, .genericGray].contains(builtIn) ? 1 : 3))
    let bytes = profile.data()
    #expect(bytes.count > 128)
    #expect(Array(bytes[36..<40]) == Array("acsp".utf8))
    #expect(ICCProfile.builtIn(builtIn) === profile, "built-ins are shared")
  }
}
