import LegibleColor
import TestSupport
import Testing

@Suite struct CSSColorParserTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: String
    var dialect: HexDialect = .css
    var expected: CSSColor
    /// Absolute tolerance per component and alpha; 0 means exact.
    var tolerance: Double = 0
    var source: String
    var testDescription: String { "\(name): \(input)" }
  }

  static let hex: [Case] = [
    Case(
      name: "#rrggbb", input: "#0061cd", expected: CSSColor(rgb: 0x0061CD),
      source: "CSS Color 4 §5.2"),
    Case(name: "upper case", input: "#0061CD", expected: CSSColor(rgb: 0x0061CD), source: "§5.2"),
    Case(
      name: "#rgb doubles digits", input: "#f00", expected: CSSColor(rgb: 0xFF0000), source: "§5.2"),
    Case(
      name: "#rgba", input: "#0006", expected: CSSColor(.sRGB, 0, 0, 0, alpha: 102.0 / 255),
      source: "docs/reference/color-spaces.md §7 (#0006 = black at 0x66/255)"),
    Case(
      name: "#rrggbbaa", input: "#ff000080", expected: CSSColor(.sRGB, 1, 0, 0, alpha: 128.0 / 255),
      source: "§5.2"),
    Case(
      name: "css #80FF0000 is transparent", input: "#80FF0000",
      expected: CSSColor(.sRGB, 128.0 / 255, 1, 0, alpha: 0),
      source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "css #8000", input: "#8000", expected: CSSColor(.sRGB, 136.0 / 255, 0, 0, alpha: 0),
      source: "§5.2"),
    Case(
      name: "android #AARRGGBB", input: "#80FF0000", dialect: .android,
      expected: CSSColor(.sRGB, 1, 0, 0, alpha: 128.0 / 255),
      source: "docs/reference/color-spaces.md §7 (Android)"
    ),
    Case(
      name: "android #ARGB", input: "#8000", dialect: .android,
      expected: CSSColor(.sRGB, 0, 0, 0, alpha: 136.0 / 255), source: "Android CSSColor.parseColor"),
    Case(
      name: "android #RRGGBB", input: "#0061cd", dialect: .android,
      expected: CSSColor(rgb: 0x0061CD), source: "Android CSSColor.parseColor"),
    Case(
      name: "android #RGB", input: "#f00", dialect: .android, expected: CSSColor(rgb: 0xFF0000),
      source: "Android resources"),
    Case(
      name: "surrounding whitespace", input: " \t#abcdef\n ", expected: CSSColor(rgb: 0xABCDEF),
      source: "brief: ASCII whitespace ignored"),
  ]

  static let rgb: [Case] = [
    Case(name: "modern", input: "rgb(255 0 0)", expected: CSSColor(rgb: 0xFF0000), source: "§5.1"),
    Case(
      name: "legacy", input: "rgb(255, 0, 0)", expected: CSSColor(rgb: 0xFF0000), source: "§5.1"),
    Case(
      name: "legacy rgba", input: "rgba(255,0,0,0.5)",
      expected: CSSColor(.sRGB, 1, 0, 0, alpha: 0.5), source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "legacy percentages", input: "rgb(100%, 50%, 0%)",
      expected: CSSColor(.sRGB, 1, 0.5, 0), source: "§5.1"),
    Case(
      name: "modern alpha %", input: "rgb(255 0 0 / 50%)",
      expected: CSSColor(.sRGB, 1, 0, 0, alpha: 0.5), source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "rgba alias modern", input: "RGBA(255 0 0 / .25)",
      expected: CSSColor(.sRGB, 1, 0, 0, alpha: 0.25), source: "§5.1 (rgba = rgb)"),
    Case(
      name: "mixed number and % (modern)", input: "rgb(255 50% 0)",
      expected: CSSColor(.sRGB, 1, 0.5, 0), source: "CSS Color 4 §5.1 modern grammar"),
    Case(
      name: "channels clamp", input: "rgb(300 -20 127.5)",
      expected: CSSColor(.sRGB, 1, 0, 127.5 / 255), source: "§5.1 (clamp 0…255)"),
    Case(
      name: "alpha clamps", input: "rgb(0 0 0 / 2)", expected: CSSColor(.sRGB, 0, 0, 0, alpha: 1),
      source: "§4.2"),
    Case(
      name: "none", input: "rgb(none 255 none / none)",
      expected: CSSColor(.sRGB, 0, 1, 0, alpha: 0), source: "§4.4"),
    Case(
      name: "exponent", input: "rgb(1e2 0 0)", expected: CSSColor(.sRGB, 100.0 / 255, 0, 0),
      source: "CSS Syntax 3 §4.3.12"),
    Case(
      name: "no space before slash", input: "rgb(0 0 0/0.5)",
      expected: CSSColor(.sRGB, 0, 0, 0, alpha: 0.5), source: "§5.1"),
    Case(
      name: "spaces around commas", input: "rgb( 255 , 0 , 0 )", expected: CSSColor(rgb: 0xFF0000),
      source: "§5.1"),
  ]

  static let hslHWB: [Case] = [
    Case(
      name: "hsl modern", input: "hsl(120 100% 50%)", expected: CSSColor(.sRGB, 0, 1, 0),
      source: "§7"),
    Case(
      name: "hsl legacy", input: "hsl(120, 100%, 50%)", expected: CSSColor(.sRGB, 0, 1, 0),
      source: "§7"),
    Case(
      name: "hsla legacy alpha", input: "hsla(120deg, 100%, 25%, 0.5)",
      expected: CSSColor(.sRGB, 0, 0.5, 0, alpha: 0.5), source: "§7"),
    Case(
      name: "turn", input: "hsl(0.5turn 100% 50%)", expected: CSSColor(.sRGB, 0, 1, 1), source: "§7"
    ),
    Case(
      name: "grad", input: "hsl(200grad 100% 50%)", expected: CSSColor(.sRGB, 0, 1, 1), source: "§7"
    ),
    Case(
      name: "rad", input: "hsl(3.141592653589793rad 100% 50%)", expected: CSSColor(.sRGB, 0, 1, 1),
      tolerance: 1e-12, source: "§7"),
    Case(
      name: "numbers for S and L (modern)", input: "hsl(240 100 50)",
      expected: CSSColor(.sRGB, 0, 0, 1), source: "CSS Color 4 §7 modern grammar"),
    Case(
      name: "negative hue", input: "hsl(-240 100% 50%)", expected: CSSColor(.sRGB, 0, 1, 0),
      source: "§7"),
    Case(
      name: "grey", input: "hsl(none 0% 50%)", expected: CSSColor(.sRGB, 0.5, 0.5, 0.5),
      source: "§7"),
    Case(name: "white", input: "hsl(0 0% 100%)", expected: CSSColor(.sRGB, 1, 1, 1), source: "§7"),
    Case(name: "hwb red", input: "hwb(0 0% 0%)", expected: CSSColor(.sRGB, 1, 0, 0), source: "§8"),
    Case(
      name: "hwb dark green", input: "hwb(120 0% 50%)", expected: CSSColor(.sRGB, 0, 0.5, 0),
      source: "§8"),
    Case(
      name: "hwb W+B ≥ 1 is grey", input: "hwb(0 60% 60% / 0.5)",
      expected: CSSColor(.sRGB, 0.5, 0.5, 0.5, alpha: 0.5),
      source: "docs/reference/color-spaces.md §7"),
  ]

  static let labFamily: [Case] = [
    Case(
      name: "lab", input: "lab(54.3 80.8 69.9)", expected: CSSColor(.lab, 54.3, 80.8, 69.9),
      source: "§9"),
    Case(
      name: "lab percentages", input: "lab(50% 100% -100%)",
      expected: CSSColor(.lab, 50, 125, -125), source: "§9 (L 100% = 100, a/b 100% = 125)"),
    Case(
      name: "lch percentages", input: "lch(50% 100% 90deg / 0.5)",
      expected: CSSColor(.lch, 50, 150, 90, alpha: 0.5), source: "§9 (C 100% = 150)"),
    Case(
      name: "oklab percentages", input: "oklab(50% 100% -100%)",
      expected: CSSColor(.oklab, 0.5, 0.4, -0.4), source: "§9 (L 100% = 1, a/b 100% = 0.4)"),
    Case(
      name: "oklch", input: "oklch(62.8% 0.2577 29.23)",
      expected: CSSColor(.oklch, 0.628, 0.2577, 29.23),
      source: "docs/reference/color-spaces.md §7"),
    Case(
      name: "oklch chroma % and turn", input: "OKLCH(0.5 50% 1turn)",
      expected: CSSColor(.oklch, 0.5, 0.2, 360), source: "§9 (C 100% = 0.4)"),
    Case(
      name: "lab L above 100 kept", input: "lab(120 0 0)", expected: CSSColor(.lab, 120, 0, 0),
      source: "Legible decision: no parse-time clamp, for exact round trips"),
    Case(
      name: "negative chroma kept", input: "lch(50 -10 0)", expected: CSSColor(.lch, 50, -10, 0),
      source: "Legible decision (CSSColorParser docs)"),
    Case(
      name: "none", input: "oklch(none none none)", expected: CSSColor(.oklch, 0, 0, 0),
      source: "§4.4"
    ),
  ]

  static let colorFunction: [Case] = [
    Case(
      name: "display-p3", input: "color(display-p3 1 0 0)",
      expected: CSSColor(.displayP3, 1, 0, 0), source: "§10"),
    Case(
      name: "case-insensitive", input: "COLOR(Display-P3 1 0 0 / 50%)",
      expected: CSSColor(.displayP3, 1, 0, 0, alpha: 0.5), source: "§10"),
    Case(
      name: "percent and none", input: "color(srgb 0.5 50% none)",
      expected: CSSColor(.sRGB, 0.5, 0.5, 0), source: "§10 (100% = 1)"),
    Case(
      name: "out of gamut kept", input: "color(srgb-linear 2 -1 0 / 0.25)",
      expected: CSSColor(.sRGBLinear, 2, -1, 0, alpha: 0.25), source: "§10 (not clamped)"),
    Case(
      name: "a98-rgb", input: "color(a98-rgb 0.1 0.2 0.3)",
      expected: CSSColor(.a98RGB, 0.1, 0.2, 0.3),
      source: "§10"),
    Case(
      name: "prophoto-rgb", input: "color(prophoto-rgb 0.1 0.2 0.3)",
      expected: CSSColor(.proPhotoRGB, 0.1, 0.2, 0.3), source: "§10"),
    Case(
      name: "rec2020", input: "color(rec2020 1 0 0)", expected: CSSColor(.rec2020, 1, 0, 0),
      source: "§10"),
    Case(
      name: "--rec2020-oetf", input: "color(--rec2020-oetf 1 0 0)",
      expected: CSSColor(.rec2020OETF, 1, 0, 0), source: "Color.js space id"),
    Case(
      name: "rec2020-oetf", input: "color(rec2020-oetf 0.5 0 0)",
      expected: CSSColor(.rec2020OETF, 0.5, 0, 0), source: "brief"),
    Case(
      name: "xyz = D65", input: "color(xyz 0.1 0.2 0.3)",
      expected: CSSColor(.xyzD65, 0.1, 0.2, 0.3),
      source: "§10"),
    Case(
      name: "xyz-d65", input: "color(xyz-d65 0.1 0.2 0.3)",
      expected: CSSColor(.xyzD65, 0.1, 0.2, 0.3),
      source: "§10"),
    Case(
      name: "xyz-d50", input: "color(xyz-d50 0.1 0.2 0.3)",
      expected: CSSColor(.xyzD50, 0.1, 0.2, 0.3),
      source: "§10"),
    Case(
      name: "round-trip number forms", input: "color(srgb 1e-05 -0.0 5e-324)",
      expected: CSSColor(.sRGB, 1e-05, -0.0, .leastNonzeroMagnitude),
      source: "Double.description forms"),
    Case(
      name: "big exponent", input: "color(xyz 1e+300 1E300 -1.5e-300)",
      expected: CSSColor(.xyzD65, 1e300, 1e300, -1.5e-300), source: "CSS Syntax 3 §4.3.12"),
  ]

  static let names: [Case] = [
    Case(name: "red", input: "red", expected: CSSColor(rgb: 0xFF0000), source: "§6.1"),
    Case(
      name: "case-insensitive", input: "RebeccaPurple", expected: CSSColor(rgb: 0x663399),
      source: "§6.1"),
    Case(name: "transparent", input: "transparent", expected: .transparent, source: "§6.3"),
  ]

  @Test(arguments: hex + rgb + hslHWB + labFamily + colorFunction + names)
  func parses(_ c: Case) throws {
    let color = try CSSColorParser(hexDialect: c.dialect).parse(c.input)
    #expect(color.space == c.expected.space)
    if c.tolerance == 0 {
      #expect(isBitIdentical(color, c.expected), "\(color) != \(c.expected)")
    } else {
      #expect(
        isApproximatelyEqual(
          color.components, c.expected.components, absoluteTolerance: c.tolerance))
      #expect(isApproximatelyEqual(color.alpha, c.expected.alpha, absoluteTolerance: c.tolerance))
    }
  }

  struct SRGBCheck: Sendable, CustomTestStringConvertible {
    var input: String
    var expected: SIMD3<Double>
    var tolerance: Double
    var source: String
    var testDescription: String { input }
  }

  static let srgbChecks: [SRGBCheck] = [
    SRGBCheck(
      input: "oklch(62.8% 0.2577 29.23)", expected: SIMD3(1, 0, 0), tolerance: 1e-3,
      source: "docs/reference/color-spaces.md §7 check"),
    SRGBCheck(
      input: "lab(54.3 80.8 69.9)", expected: SIMD3(1, 0, 0), tolerance: 1e-3,
      source: "docs/reference/color-spaces.md §7 check"),
    SRGBCheck(
      input: "oklab(0.627955 0.224863 0.125846)", expected: SIMD3(1, 0, 0), tolerance: 1e-5,
      source: "docs/reference/color-spaces.md §5 computed vector"),
  ]

  @Test(arguments: srgbChecks)
  func matchesSRGB(_ c: SRGBCheck) throws {
    let srgb = try CSSColor(css: c.input).converted(to: .sRGB).components
    #expect(isApproximatelyEqual(srgb, c.expected, absoluteTolerance: c.tolerance), "\(srgb)")
  }

  @Test func customSpaceResolves() throws {
    let parser = CSSColorParser(customSpaces: ["brand": LinearTestSpace(), "cmyk": CMYKTestSpace()])
    let brand = try parser.parse("color(--brand 0.5 0.5 0.5)")
    #expect(isBitIdentical(brand, CSSColor(.sRGBLinear, 0.5, 0.5, 0.5)))
    let withAlpha = try parser.parse("color(--brand 0.5 50% none / 0.5)")
    #expect(isBitIdentical(withAlpha, CSSColor(.sRGBLinear, 0.5, 0.5, 0, alpha: 0.5)))
    let cmyk = try parser.parse("color(--cmyk 0 1 1 0)")
    #expect(isBitIdentical(cmyk, CSSColor(.sRGB, 1, 0, 0)))
  }

  @Test func customSpaceNamedRec2020OETFWins() throws {
    let parser = CSSColorParser(customSpaces: ["rec2020-oetf": LinearTestSpace()])
    #expect(try parser.parse("color(--rec2020-oetf 1 0 0)").space == .sRGBLinear)
    #expect(try parser.parse("color(rec2020-oetf 1 0 0)").space == .rec2020OETF)
    #expect(try CSSColorParser().parse("color(--rec2020-oetf 1 0 0)").space == .rec2020OETF)
  }
}
