import LegibleAudit
import LegibleColor
import TestSupport
import Testing

@Suite struct DerivationTests {
  static let blue = CSSColor(redByte: 0, greenByte: 122, blueByte: 255)

  @Test func alphaReplaces() {
    let base = Self.blue.withAlpha(0.5)
    #expect(ColorDerivation(alpha: 0.4).apply(to: base).alpha == 0.4)
  }

  @Test func multiplyAlphaMultiplies() {
    let base = Self.blue.withAlpha(0.5)
    #expect(ColorDerivation(multiplyAlpha: 0.4).apply(to: base).alpha == 0.2)
  }

  @Test func mixDrawsTheColourOverTheBase() {
    // white at 0.6 over #007aff: 0.6·255 + 0.4·(0, 122, 255) = (153, 201.8, 255).
    let c = ColorDerivation(mix: .white, amount: 0.6).apply(to: Self.blue).converted(to: .sRGB)
    let expected = SIMD3(153.0, 201.8, 255) / 255
    #expect(isApproximatelyEqual(c.components, expected, absoluteTolerance: 1e-12))
    #expect(c.alpha == 1)
  }

  @Test func lightnessAndChromaWorkInOKLCH() {
    let grey = CSSColor(redByte: 0x77, greenByte: 0x77, blueByte: 0x77)
    let lighter = ColorDerivation(lightness: 0.1).apply(to: grey)
    let l0 = grey.converted(to: .oklch).components.x
    let l1 = lighter.converted(to: .oklch).components.x
    #expect(isApproximatelyEqual(l1 - l0, 0.1, absoluteTolerance: 1e-9))
    let desaturated = ColorDerivation(chroma: 0).apply(to: Self.blue).converted(to: .oklch)
    #expect(isApproximatelyEqual(desaturated.components.y, 0, absoluteTolerance: 1e-9))
  }

  @Test func derivedStatesResolveTransitively() throws {
    // normal → pressed (alpha 0.5) → custom (multiplyAlpha 0.5): text alpha 0.25 over white.
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.black)),
      "pressed": StateSpec(from: "normal", text: .derived(ColorDerivation(alpha: 0.5))),
      "custom": StateSpec(from: "pressed", text: .derived(ColorDerivation(multiplyAlpha: 0.5))),
    ])
    let report = try Auditor().audit(spec)
    let custom = try #require(
      report.findings.first { $0.state == StateName(custom: "custom") && $0.check == .text })
    let expected = WCAG2Contrast().ratio(CSSColor(.sRGB, 0.75, 0.75, 0.75), .white)
    #expect(isApproximatelyEqual(custom.ratio, expected, absoluteTolerance: 1e-12))
  }

  @Test func fromHighlightedFindsPressed() throws {
    let spec = singleSpec(states: [
      "pressed": StateSpec(text: .color(.black)),
      "focused": StateSpec(from: "highlighted", focusRing: .color(.black)),
    ])
    let report = try Auditor().audit(spec)
    #expect(report.findings.contains { $0.state == .focused && $0.check == .focus })
  }

  @Test func opacityIsInheritedAndReplaced() throws {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.black), opacity: 0.5),
      "selected": StateSpec(from: "normal"),
      "focused": StateSpec(from: "normal", opacity: 1),
    ])
    let report = try Auditor().audit(spec)
    let selected = try #require(
      report.findings.first { $0.state == .selected && $0.check == .text })
    let focused = try #require(report.findings.first { $0.state == .focused && $0.check == .text })
    #expect(selected.ratio < focused.ratio)
    #expect(isApproximatelyEqual(focused.ratio, 21, absoluteTolerance: 1e-9))
  }
}
