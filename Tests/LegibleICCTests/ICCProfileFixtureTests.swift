import Foundation
import LegibleColor
import LegibleICC
import TestSupport
import Testing

/// A device value in a fixture profile and the linear sRGB it must give.
struct FixtureCase: Sendable, CustomTestStringConvertible {
  var name: String
  var components: [Double]
  var expected: SIMD3<Double>
  var tolerance: Double
  var source: String

  var testDescription: String { name }
}

@Suite struct ICCProfileFixtureTests {
  static func fixture(_ name: String) throws -> ICCProfile {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "icc"))
    return try ICCProfile(contentsOf: url.path)
  }

  /// Grid corners of the naive CMYK CLUT; 16-bit Lab in the lut16 tag: tolerance 1e-4.
  static let cmykCases: [FixtureCase] = [
    FixtureCase(
      name: "no ink is white", components: [0, 0, 0, 0], expected: SIMD3(1, 1, 1),
      tolerance: 1e-4, source: "Fixtures/SOURCE.md: naive r = (1 − c)(1 − k)"),
    FixtureCase(
      name: "full black (proves the 0…1 → 0…100 scaling)", components: [0, 0, 0, 1],
      expected: SIMD3(0, 0, 0), tolerance: 1e-4, source: "Fixtures/SOURCE.md"),
    FixtureCase(
      name: "full cyan", components: [1, 0, 0, 0], expected: SIMD3(0, 1, 1), tolerance: 1e-4,
      source: "Fixtures/SOURCE.md"),
    FixtureCase(
      name: "cyan + yellow is green", components: [1, 0, 1, 0], expected: SIMD3(0, 1, 0),
      tolerance: 1e-4, source: "Fixtures/SOURCE.md"),
  ]

  @Test(arguments: cmykCases)
  func naiveCMYK(_ c: FixtureCase) throws {
    let profile = try Self.fixture("naive-cmyk")
    #expect(profile.colorSpace == .cmyk && profile.componentCount == 4)
    #expect(profile.description == "Legible test CMYK (naive, 2-point grid)")
    let rgb = profile.linearSRGB(c.components)
    #expect(isApproximatelyEqual(rgb, c.expected, absoluteTolerance: c.tolerance), "\(rgb)")
  }

  @Test func labIdentityMatchesLegibleColor() throws {
    let profile = try Self.fixture("lab-identity")
    #expect(profile.colorSpace == .lab && profile.componentCount == 3)
    // L = 50 is Y = ((50 + 16)/116)^3 = 0.184186… on the neutral axis (CIE 15:2004 §8.2.1).
    let grey = profile.linearSRGB([50, 0, 0])
    #expect(
      isApproximatelyEqual(grey, SIMD3(repeating: 0.18418651851244416), absoluteTolerance: 1e-6))
    // Chromatic colours: LittleCMS decodes Lab with ICC D50 (0.9642, 1, 0.8249), CSS with D50
    // from 4-digit xy (0.96430, 1, 0.82510); measured worst difference 1.5e-4, tolerance 5e-4.
    var generator = SplitMix64(seed: 3)
    for _ in 0..<200 {
      let lab = SIMD3(
        Double.random(in: 0...100, using: &generator),
        Double.random(in: -60...60, using: &generator),
        Double.random(in: -60...60, using: &generator))
      let fromProfile = profile.linearSRGB([lab.x, lab.y, lab.z])
      #expect(
        isApproximatelyEqual(fromProfile, CSSColor(.lab, lab).linearSRGB, absoluteTolerance: 5e-4),
        "\(lab)")
    }
  }
}
