import LegibleColor
import Testing

/// Issue 15 traps: contrast calls on translucent colours composite them, never ignore alpha; a
/// luminance below 0 cannot make a ratio negative.
@Suite struct TranslucentContrastTests {
  static let paleFill = CSSColor(redByte: 188, greenByte: 224, blueByte: 253)  // #bce0fd

  // Recipe 2's disabled label, white at 0.7 over #bce0fd over white. Expected: the composite
  // rgb(234.9 245.7 254.4) (W3C Compositing 1 §5.1, source-over in encoded sRGB) through the
  // WCAG 2.2 formula, recomputed in Python double precision: 1.2557505353747185 (opaque white
  // would give 1.3798627587217782, the silent wrong answer of the old unlabelled call).
  // Tolerance 1e-12.
  @Test func unlabelledRatioCompositesTranslucentText() throws {
    let text = try CSSColor(css: "rgba(255,255,255,0.7)")
    let ratio = WCAG2Contrast().ratio(text, Self.paleFill)
    #expect(abs(ratio - 1.2557505353747185) < 1e-12)
    #expect(abs(ratio - 1.3798627587217782) > 0.1)
    // The labelled spelling gives the same number.
    #expect(ratio == WCAG2Contrast().ratio(text: text, background: Self.paleFill))
  }

  // A translucent background is composited over the backdrop first: black at 0.5 over white is
  // rgb(127.5 127.5 127.5); its luminance ((0.5 + 0.055) / 1.055)^2.4 = 0.21404114048223255
  // (WCAG 2.2 relative luminance, recomputed); white text on it (1.05) / (0.26404…) =
  // 3.976652879… Tolerance 1e-12.
  @Test func translucentBackgroundIsCompositedOverTheBackdrop() {
    let scrim = CSSColor(.sRGB, 0, 0, 0, alpha: 0.5)
    let ratio = WCAG2Contrast().ratio(.white, scrim)
    #expect(abs(ratio - 1.05 / (0.21404114048223255 + 0.05)) < 1e-12)
    // Over a black backdrop the scrim stays black: 21:1.
    #expect(abs(WCAG2Contrast().ratio(.white, scrim, backdrop: .black) - 21) < 1e-12)
  }

  // relativeLuminance() of a translucent colour is that of the colour drawn on white (or the
  // backdrop given), not of its components: 0.21404114048223255 as above, not 0.
  @Test func relativeLuminanceCompositesOverWhite() {
    let halfBlack = CSSColor(.sRGB, 0, 0, 0, alpha: 0.5)
    #expect(abs(halfBlack.relativeLuminance() - 0.21404114048223255) < 1e-12)
    #expect(halfBlack.relativeLuminance(over: .black) == 0)
    #expect(CSSColor.black.relativeLuminance() == 0)
  }

  // APCA composites the same way: Lc of white at 0.7 on #bce0fd equals Lc of the composite
  // rgb(234.9 245.7 254.4) on #bce0fd (both computed by the same APCA 0.0.98G-4g formula;
  // exact equality, the composite is the same double triple).
  @Test func apcaCompositesTranslucentText() throws {
    let apca = APCAContrast()
    let text = try CSSColor(css: "rgba(255,255,255,0.7)")
    let composite = CSSColor(
      .sRGB, 0.7 + 0.3 * 188 / 255, 0.7 + 0.3 * 224 / 255, 0.7 + 0.3 * 253 / 255)
    let lc = apca.lc(text, Self.paleFill)
    #expect(abs(lc - apca.lc(composite, Self.paleFill)) < 1e-9)
    #expect(abs(lc - apca.lc(.white, Self.paleFill)) > 1)
    #expect(abs(apca.luminance(text, over: Self.paleFill) - apca.luminance(composite)) < 1e-12)
  }

  // Extended-range luminance below 0 (sRGB(-1, 0, 0) has Y = 0.2126 × -1 < -0.05)
  // counts as black: the ratio against white is 1.05 / 0.05 = 21, never negative or infinite.
  // Defined in WCAG2Contrast.ratio(luminance:_:); exact.
  @Test func negativeLuminanceCountsAsBlack() {
    let imaginary = CSSColor(.sRGB, -1, 0, 0)
    #expect(imaginary.relativeLuminance() < -0.05)
    #expect(WCAG2Contrast().ratio(imaginary, .white) == 1.05 / 0.05)
    #expect(WCAG2Contrast.ratio(luminance: -0.2, 0.5) == 0.55 / 0.05)
    #expect(WCAG2Contrast.ratio(luminance: -0.2, -0.1) == 1)
    // The linear batch kernel agrees.
    let f: [SIMD3<Double>] = [imaginary.linearSRGB]
    let b: [SIMD3<Double>] = [CSSColor.white.linearSRGB]
    var out = [0.0]
    f.withUnsafeBufferPointer { fp in
      b.withUnsafeBufferPointer { bp in
        out.withUnsafeMutableBufferPointer {
          WCAG2Contrast().ratios(linearForegrounds: fp, linearBackgrounds: bp, into: $0)
        }
      }
    }
    #expect(out[0] == 1.05 / 0.05)
  }
}
