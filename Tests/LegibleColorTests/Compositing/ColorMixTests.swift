import LegibleColor
import Testing

/// color-mix(), CSS Color Module Level 5 §2. References: the spec's own examples (§2.1),
/// web-platform-tests `css/css-color/color-mix-percents-01.html` (its reference colour
/// rgb(68.4898% 36.015% 68.3102%)), and hue arithmetic by hand from CSS Color 4 §12.4.2 (the
/// resulting hsl() turned into sRGB by Python's colorsys.hls_to_rgb).
@Suite struct ColorMixTests {
  private func parse(_ css: String) throws -> CSSColor { try CSSColorParser().parse(css) }

  private func expectSRGB(
    _ color: CSSColor, _ expected: SIMD3<Double>, alpha: Double = 1, tolerance: Double = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let rgb = color.converted(to: .sRGB)
    for i in 0..<3 {
      #expect(abs(rgb.components[i] - expected[i]) <= tolerance, sourceLocation: sourceLocation)
    }
    #expect(abs(rgb.alpha - alpha) <= 1e-9, sourceLocation: sourceLocation)
  }

  @Test(
    "WPT color-mix-percents-01: purple and plum in lch, every way of writing 50/50 (±0.0005: chromatic-adaptation matrices differ in the 4th digit, 1/255 is 0.0039)",
    arguments: [
      "color-mix(in lch, purple 50%, plum 50%)", "color-mix(in lch, purple 50%, plum)",
      "color-mix(in lch, purple, plum 50%)", "color-mix(in lch, purple, plum)",
      "color-mix(in lch, plum, purple)", "color-mix(in lch, purple 80%, plum 80%)",
    ])
  func wptPercents(_ css: String) throws {
    expectSRGB(try parse(css), SIMD3(0.684898, 0.36015, 0.683102), tolerance: 5e-4)
  }

  @Test("CSS Color 5 §2.1 examples: premultiplied alpha, and a sum below 100 % scales alpha")
  func specAlphaExamples() throws {
    // rgb(53.85% 46.15% 0% / 0.325) and, with 20% + 60%, the same colour at alpha 0.26.
    let mixed = try parse("color-mix(in srgb, rgb(100% 0% 0% / 0.7) 25%, rgb(0% 100% 0% / 0.2))")
    expectSRGB(mixed, SIMD3(0.7 * 0.25 / 0.325, 0.2 * 0.75 / 0.325, 0), alpha: 0.325)
    #expect(abs(mixed.components.x - 0.5385) < 1e-4)
    let scaled = try parse(
      "color-mix(in srgb, rgb(100% 0% 0% / 0.7) 20%, rgb(0% 100% 0% / 0.2) 60%)")
    expectSRGB(scaled, SIMD3(0.175 / 0.325, 0.15 / 0.325, 0), alpha: 0.26)
  }

  @Test("A tint with transparent keeps the colour and scales its alpha (premultiplied)")
  func tintWithTransparent() throws {
    let tint = try parse("color-mix(in srgb, #0061cd 20%, transparent)")
    expectSRGB(tint, SIMD3(0, 97.0 / 255, 205.0 / 255), alpha: 0.2)
  }

  @Test("Percentage before or after the colour; srgb red and blue is rgb(50% 0% 50%)")
  func percentagePlacement() throws {
    expectSRGB(try parse("color-mix(in srgb, red, blue)"), SIMD3(0.5, 0, 0.5))
    expectSRGB(try parse("color-mix(in srgb, 30% red, blue)"), SIMD3(0.3, 0, 0.7))
    expectSRGB(try parse("color-mix(in srgb, red 30%, blue)"), SIMD3(0.3, 0, 0.7))
    expectSRGB(try parse("COLOR-MIX(IN SRGB,red 30%,blue)"), SIMD3(0.3, 0, 0.7))
  }

  @Test(
    "Hue methods in hsl: red (0°) 30 % with blue (240°) (colorsys, ±1e-9)",
    arguments: [
      // shorter: 0 → 360, 0.3·360 + 0.7·240 = 276°; longer and increasing: 168°;
      // decreasing: 276°.
      ("shorter", SIMD3(0.6, 0.0, 1.0)), ("longer", SIMD3(0.0, 1.0, 0.8)),
      ("increasing", SIMD3(0.0, 1.0, 0.8)), ("decreasing", SIMD3(0.6, 0.0, 1.0)),
    ])
  func hueMethods(_ method: String, _ expected: SIMD3<Double>) throws {
    let css = "color-mix(in hsl \(method) hue, red 30%, blue)"
    expectSRGB(try parse(css), expected, tolerance: 1e-9)
  }

  @Test("A grey's hue is powerless: white with blue in oklch keeps blue's hue, half its chroma")
  func powerlessHue() throws {
    let blue = CSSColor(rgb: 0x0000FF).converted(to: .oklch).components
    let mixed = try parse("color-mix(in oklch, white, blue)")
    #expect(mixed.space == .oklch)
    #expect(abs(mixed.components.z - blue.z) < 1e-9)
    #expect(abs(mixed.components.y - blue.y / 2) < 1e-6)
    #expect(abs(mixed.components.x - (1 + blue.x) / 2) < 1e-6)
  }

  @Test("Without 'in …' the mix is in Oklab; xyz is xyz-d65; nested mixes and var-free inputs")
  func defaultsAndNesting() throws {
    let implicit = try parse("color-mix(red, blue)")
    let oklab = try parse("color-mix(in oklab, red, blue)")
    #expect(implicit.isApproximatelyEqual(to: oklab))
    #expect(implicit.space == .oklab)
    let xyz = try parse("color-mix(in xyz, red, blue)")
    #expect(xyz.isApproximatelyEqual(to: try parse("color-mix(in xyz-d65, red, blue)")))
    let nested = try parse("color-mix(in srgb, color-mix(in srgb, red, blue), white)")
    expectSRGB(nested, SIMD3(0.75, 0.5, 0.75))
  }

  @Test("The library API normalises percentages and rejects what CSS rejects")
  func weights() throws {
    let w = try ColorMix.weights(30, 30)
    #expect(w.first == 0.5 && w.second == 0.5 && w.alphaMultiplier == 0.6)
    #expect(try ColorMix.weights(nil, 25).first == 0.75)
    #expect(throws: ColorMix.Failure.percentagesSumToZero) { try ColorMix.weights(0, 0) }
    #expect(throws: ColorMix.Failure.percentageOutOfRange(-1)) { try ColorMix.weights(-1, nil) }
    #expect(throws: ColorMix.Failure.self) { try ColorMix.weights(.nan, nil) }
  }

  @Test(
    "Two opaque colours mix to an opaque one at weights that sum to 100 % only up to rounding"
  )
  func opaqueStaysOpaque() throws {
    // A gradient mixes its stops at (1 - f) * 100 % and f * 100 %: for f = 1/11 (the centre of
    // 7.css's `#ebebeb 45%` → `#cfcfcf` run) the two sum to 99.99999999999999 %, which once made
    // the mix 0.9999999999999999 opaque (CSS Color 5 §2.1 scales alpha only below 100 %).
    let f = (0.5 - 0.45) / (1 - 0.45)
    let mixed = try ColorMix(in: .sRGB).mix(
      CSSColor(redByte: 235, greenByte: 235, blueByte: 235), percent: (1 - f) * 100,
      with: CSSColor(redByte: 207, greenByte: 207, blueByte: 207), percent: f * 100)
    #expect(mixed.alpha == 1)
    #expect(mixed.isOpaque)
    // A sum truly below 100 % still scales it.
    #expect(abs(try ColorMix.weights(49.9, 50).alphaMultiplier - 0.999) < 1e-12)
  }
}
