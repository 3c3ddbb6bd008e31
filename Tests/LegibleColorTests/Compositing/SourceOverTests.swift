import LegibleColor
import TestSupport
import Testing

@Suite struct SourceOverTests {
  static func rgb255(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CSSColor {
    CSSColor(.sRGB, r / 255, g / 255, b / 255, alpha: a)
  }

  struct BlendCase: Sendable, CustomTestStringConvertible {
    var source: CSSColor
    var backdrop: CSSColor
    var expected: SIMD3<Double>  // 0…255, rounded as axe-core does
    var alpha: Double
    var label: String
    var testDescription: String { label }
  }

  // axe-core test/commons/color/flatten-colors.js (docs/reference/compositing.md §8): rounded to
  // integers.
  static let axeCases: [BlendCase] = [
    .init(
      source: rgb255(0, 0, 0, 0.5), backdrop: .white, expected: [128, 128, 128], alpha: 1,
      label: "rgba(0,0,0,.5) over white"),
    .init(
      source: rgb255(255, 0, 0, 0.5), backdrop: .white, expected: [255, 128, 128], alpha: 1,
      label: "rgba(255,0,0,.5) over white"),
    .init(
      source: rgb255(0, 128, 0, 0.25), backdrop: .white, expected: [191, 223, 191], alpha: 1,
      label: "rgba(0,128,0,.25) over white"),
    .init(
      source: rgb255(0, 128, 0, 0.25), backdrop: rgb255(255, 0, 0, 0.5), expected: [153, 51, 0],
      alpha: 0.625, label: "rgba(0,128,0,.25) over rgba(255,0,0,.5)"),
    // apca-w3 alphaBlend([10,132,255,.8], [255,255,255]) → (59, 157, 255)
    // (docs/reference/compositing.md §8).
    .init(
      source: rgb255(10, 132, 255, 0.8), backdrop: .white, expected: [59, 157, 255], alpha: 1,
      label: "apca-w3 alphaBlend #0A84FF@0.8 over white"),
  ]

  @Test(arguments: axeCases)
  func encodedBlendMatchesPeers(_ c: BlendCase) {
    let out = c.source.composited(over: c.backdrop)
    let q = out.quantized(bits: 8, rounding: .nearest)
    #expect(isApproximatelyEqual(q.components * 255, c.expected, absoluteTolerance: 1e-9))
    #expect(isApproximatelyEqual(out.alpha, c.alpha, absoluteTolerance: 1e-12))
  }

  // docs/reference/compositing.md §6: linear-light blending (values quoted to 8-bit and 3-4
  // significant digits).
  struct LinearCase: Sendable, CustomTestStringConvertible {
    var source: CSSColor
    var backdrop: CSSColor
    var encoded: SIMD3<Double>
    var linear: SIMD3<Double>
    var label: String
    var testDescription: String { label }
  }

  static let linearCases: [LinearCase] = [
    .init(
      source: rgb255(0, 0, 0, 0.4), backdrop: .white, encoded: [153, 153, 153],
      linear: [203, 203, 203], label: "black @ 0.4 over white"),
    .init(
      source: rgb255(0, 0, 0, 0.5), backdrop: .white, encoded: [128, 128, 128],
      linear: [188, 188, 188], label: "black @ 0.5 over white"),
    .init(
      source: rgb255(0, 0, 0, 0.4), backdrop: CSSColor(rgb: 0x0A84FF), encoded: [6, 79, 153],
      linear: [6, 104, 203], label: "black @ 0.4 over #0A84FF"),
    .init(
      source: rgb255(255, 255, 255, 0.4), backdrop: CSSColor(rgb: 0x0A84FF),
      encoded: [108, 181, 255],
      linear: [170, 194, 255], label: "white @ 0.4 over #0A84FF"),
  ]

  @Test(arguments: linearCases)
  func linearLightBlendMatchesTable(_ c: LinearCase) {
    let e = c.source.composited(over: c.backdrop, in: .encodedSRGB).quantized()
    let l = c.source.composited(over: c.backdrop, in: .linearSRGB).quantized()
    #expect(isApproximatelyEqual(e.components * 255, c.encoded, absoluteTolerance: 1e-9))
    #expect(isApproximatelyEqual(l.components * 255, c.linear, absoluteTolerance: 1e-9))
  }

  @Test func linearLightRatiosMatchTable() {
    // docs/reference/compositing.md §6, ratios vs white (css4 row, 3 decimals).
    let k = WCAG2Contrast(coefficients: .css4)
    let black40 = CSSColor.black.withAlpha(0.4)
    let enc = black40.composited(over: .white, in: .encodedSRGB)
    let lin = black40.composited(over: .white, in: .linearSRGB)
    #expect(isApproximatelyEqual(k.ratio(enc, .white), 2.849, absoluteTolerance: 5e-4))
    // The table quotes the ratio of the 8-bit result #CBCBCB; unrounded, linear 0.6 gives 1.05/0.65.
    #expect(isApproximatelyEqual(k.ratio(lin.quantized(), .white), 1.622, absoluteTolerance: 5e-4))
    #expect(isApproximatelyEqual(k.ratio(lin, .white), 1.05 / 0.65, absoluteTolerance: 1e-12))
  }

  @Test func groupOpacityOfAButton() {
    // docs/reference/compositing.md §3: #0A84FF button, white label, opacity 0.8, white page (css4
    // row).
    let k = WCAG2Contrast(coefficients: .css4)
    let page = CSSColor.white
    let fill = CSSColor(rgb: 0x0A84FF)
    let label = CSSColor.white.composited(over: fill)
    let o = 0.8
    let fillPixel = fill.multiplyingAlpha(by: o).composited(over: page)
    let labelPixel = label.multiplyingAlpha(by: o).composited(over: page)
    #expect(isApproximatelyEqual(k.ratio(label, fill), 3.648, absoluteTolerance: 5e-4))
    #expect(isApproximatelyEqual(k.ratio(labelPixel, fillPixel), 2.828, absoluteTolerance: 5e-4))
    #expect(
      isApproximatelyEqual(fillPixel.components * 255, [59, 156.6, 255], absoluteTolerance: 1e-9))
    // Rounded background (59,157,255): 2.818.
    #expect(
      isApproximatelyEqual(
        k.ratio(labelPixel, fillPixel.quantized()), 2.818, absoluteTolerance: 5e-4))
    // Per-element alpha instead: label at 0.8 over the already-blended fill → 2.327.
    let perElement = CSSColor.white.withAlpha(0.8).composited(over: fillPixel)
    #expect(isApproximatelyEqual(k.ratio(perElement, fillPixel), 2.327, absoluteTolerance: 5e-4))
    // Black label at group opacity 0.8: 4.467.
    let blackPixel = CSSColor.black.multiplyingAlpha(by: o).composited(over: page)
    #expect(isApproximatelyEqual(k.ratio(blackPixel, fillPixel), 4.467, absoluteTolerance: 5e-4))
  }

  @Test func quantizationPoliciesDiffer() {
    // docs/reference/compositing.md §7: verdict depends on rounding (ATF truncates, axe rounds).
    let k = WCAG2Contrast(coefficients: .css4)
    let white35 = CSSColor.white.withAlpha(0.35).composited(over: .black)
    #expect(isApproximatelyEqual(white35.components.x * 255, 89.25, absoluteTolerance: 1e-9))
    #expect(isApproximatelyEqual(k.ratio(white35, .black), 3.0096, absoluteTolerance: 1e-4))
    #expect(
      isApproximatelyEqual(k.ratio(white35.quantized(), .black), 2.9980, absoluteTolerance: 1e-4))
    let black80 = CSSColor.black.withAlpha(0.8).composited(over: CSSColor(rgb: 0x818181))
    #expect(
      isApproximatelyEqual(
        k.ratio(black80, CSSColor(rgb: 0x818181)), 4.4767, absoluteTolerance: 1e-4))
    let rounded = black80.quantized(rounding: .nearest)
    let truncated = black80.quantized(rounding: .truncate)
    #expect(isApproximatelyEqual(rounded.components.x * 255, 26, absoluteTolerance: 1e-9))
    #expect(isApproximatelyEqual(truncated.components.x * 255, 25, absoluteTolerance: 1e-9))
    #expect(
      isApproximatelyEqual(
        k.ratio(truncated, CSSColor(rgb: 0x818181)), 4.5131, absoluteTolerance: 1e-4))
  }

  @Test func truncationMatchesIntegerArithmetic() {
    // docs/reference/compositing.md §7: 0.8·10 + 0.2·255 is 58.999999999999986 in double; ATF's
    // integer form is 59.
    let c = CSSColor(rgb: 0x0A0A0A).withAlpha(0.8).composited(over: .white)
    #expect(c.quantized(rounding: .truncate).components.x * 255 == 59)
  }

  @Test func flattenStacksBottomUp() {
    // axe-core vector: rgba(0,128,0,.25) over rgba(255,0,0,.5) over white.
    let stack = CSSColor.flatten([
      .white, Self.rgb255(255, 0, 0, 0.5), Self.rgb255(0, 128, 0, 0.25),
    ])
    let direct = Self.rgb255(0, 128, 0, 0.25).composited(
      over: Self.rgb255(255, 0, 0, 0.5).composited(over: .white))
    #expect(isApproximatelyEqual(stack.components, direct.components, absoluteTolerance: 1e-15))
    #expect(stack.alpha == 1)
  }

  @Test func transparentOverTransparentIsTransparent() {
    #expect(CSSColor.transparent.composited(over: .transparent) == .transparent)
  }
}
