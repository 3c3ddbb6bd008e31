import LegibleColor
import LegibleICC
import TestSupport
import Testing

@Suite struct ICCProfileCustomColorSpaceTests {
  @Test func colorIsLinearSRGBWithAlpha() throws {
    let space: any CustomColorSpace = ICCProfile.builtIn(.displayP3)
    #expect(space.componentCount == 3)
    let color = try space.color(components: [1, 0, 0], alpha: 0.5)
    #expect(color.space == .sRGBLinear)
    #expect(color.alpha == 0.5)
    // docs/reference/color-spaces.md §8: P3 red in linear sRGB, quoted to 6 digits.
    #expect(
      isApproximatelyEqual(
        color.components, SIMD3(1.224940, -0.042057, -0.019638), absoluteTolerance: 2e-6))
    // Same colour as LegibleColor's own display-p3 (1e-6: LittleCMS is float32 inside).
    #expect(
      color.isApproximatelyEqual(to: CSSColor(.displayP3, 1, 0, 0, alpha: 0.5), tolerance: 1e-6))
  }

  @Test func grayTakesOneComponent() throws {
    let gray = ICCProfile.builtIn(.grayGamma22)
    let color = try gray.color(components: [1], alpha: 1)
    #expect(isApproximatelyEqual(color.components, SIMD3(1, 1, 1), absoluteTolerance: 1e-6))
  }

  @Test(arguments: [[], [1, 0], [1, 0, 0, 0]] as [[Double]])
  func wrongComponentCountThrows(_ components: [Double]) {
    let error = #expect(throws: ColorManagementError.self) {
      try ICCProfile.builtIn(.sRGB).color(components: components, alpha: 1)
    }
    #expect(error?.code == .wrongComponentCount)
    #expect(error?.message.contains("takes 3 components but \(components.count)") == true)
  }

  @Test func cssNamesAProfileWithADashedIdentifier() throws {
    // CSS Color 4 §10.9 "Custom colour spaces": @color-profile --brand, then color(--brand …).
    let parser = CSSColorParser(customSpaces: ["brand": ICCProfile.builtIn(.displayP3)])
    let color = try parser.parse("color(--brand 1 0 0 / 0.5)")
    #expect(
      color.isApproximatelyEqual(to: CSSColor(.displayP3, 1, 0, 0, alpha: 0.5), tolerance: 1e-6))
    let gray = CSSColorParser(customSpaces: ["grey": ICCProfile.builtIn(.grayGamma22)])
    let g = try gray.parse("color(--grey 0.5)")
    #expect(isApproximatelyEqual(g.components.x, 0.21763764082403103, absoluteTolerance: 1e-6))
    let error = #expect(throws: ColorParseError.self) { try parser.parse("color(--brand 1 0)") }
    #expect(error?.code == .wrongComponentCount)
  }
}
