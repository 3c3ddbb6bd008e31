// The colour functions of CSS Color Module Level 4 (https://www.w3.org/TR/css-color-4/):
// rgb()/rgba() §5.1, hsl()/hsla() §7, hwb() §8, lab()/lch()/oklab()/oklch() §9 (percentage
// references in the §9 tables), color() §10 (predefined spaces) and §11 (custom `--name` spaces).

extension CSSParseState {
  /// The functions a colour may start with, for "did you mean" suggestions.
  private static let colorFunctions = [
    "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
  ]

  /// Predefined spaces of color() (§10), plus the Color.js name for the older Rec. 2020 OETF.
  private static let predefinedSpaces: [String: ColorSpace] = [
    "srgb": .sRGB, "srgb-linear": .sRGBLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
    "prophoto-rgb": .proPhotoRGB, "rec2020": .rec2020, "rec2020-oetf": .rec2020OETF,
    "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
  ]

  mutating func function(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    let name = token.lowercasedText
    switch name {
    case "rgb", "rgba": return try rgb(token)
    case "hsl", "hsla", "hwb": return try hslOrHWB(token, isHWB: name == "hwb")
    case "lab", "lch", "oklab", "oklch": return try labOrOKLab(token)
    case "color": return try colorFunction(token)
    case "color-mix": return try colorMix(token)
    case "var", "env", "attr":
      throw error(
        .unresolvable, at: token,
        "\(name)() refers to a value defined in a document and cannot be resolved here; give "
          + "the colour itself (or import the file that defines it)")
    case "light-dark", "contrast-color", "color-contrast", "device-cmyk":
      throw error(
        .unresolvable, at: token,
        "\(name)() cannot be resolved without a document; give the resulting colour itself")
    default:
      var message = "unknown colour function '\(token.text)()'"
      if let suggestion = DidYouMean.closest(to: name, in: Self.colorFunctions, longestWord: 40) {
        message += "; did you mean '\(suggestion)()'?"
      } else {
        message += "; expected rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()"
      }
      throw error(.unknownFunction, at: token, message)
    }
  }

  // MARK: Value conversions

  /// `x` limited to `lo…hi`; values inside (including -0.0) are returned unchanged.
  private static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
    x < lo ? lo : (x > hi ? hi : x)
  }

  private func alpha(_ argument: CSSArgument?) throws(ColorParseError) -> Double {
    guard let argument else { return 1 }
    if parser.rejectsOutOfRangeAlpha {
      let fraction: Double? =
        switch argument.value {
        case .number(let a): a
        case .percentage(let p): p / 100
        case .none, .angle: nil
        }
      if let fraction, !(0...1).contains(fraction) {
        throw error(
          .invalidNumber, at: argument.token,
          "alpha must be from 0 to 1 (0 % to 100 %), found \(source(of: argument.token))")
      }
    }
    switch argument.value {
    case .number(let a): return Self.clamp(a, 0, 1)
    case .percentage(let p): return Self.clamp(p / 100, 0, 1)
    case .none: return 0
    case .angle:
      throw error(.invalidNumber, at: argument.token, "alpha takes a number or a percentage")
    }
  }

  private func hue(_ argument: CSSArgument) throws(ColorParseError) -> Double {
    switch argument.value {
    case .number(let degrees), .angle(let degrees): return degrees
    case .none: return 0
    case .percentage:
      throw error(
        .invalidNumber, at: argument.token,
        "a hue takes a number (degrees) or an angle such as 120deg, 2rad or 0.5turn, "
          + "not a percentage")
    }
  }

  /// A number, or a percentage where 100 % = `scale`.
  private func scalar(_ argument: CSSArgument, percentScale scale: Double, _ what: String)
    throws(ColorParseError) -> Double
  {
    switch argument.value {
    case .number(let n): return n
    case .percentage(let p): return p * scale / 100
    case .none: return 0
    case .angle:
      throw error(.invalidNumber, at: argument.token, "\(what) takes a number or a percentage")
    }
  }

  // MARK: rgb()

  private mutating func rgb(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    try rejectRelativeSyntax(token)
    let args = try arguments("rgb()", count: 3, allowsLegacy: true)
    if args.isLegacy {
      let first = args.values[0]
      let isPercent = if case .percentage = first.value { true } else { false }
      for argument in args.values.dropFirst() {
        let same = if case .percentage = argument.value { isPercent } else { !isPercent }
        guard same else {
          throw error(
            .invalidNumber, at: argument.token,
            "the legacy rgb() syntax takes all numbers or all percentages; "
              + "use the space syntax, e.g. rgb(255 50% 0), to mix them")
        }
      }
    }
    var channels = SIMD3<Double>()
    for (i, argument) in args.values.enumerated() {
      switch argument.value {
      case .number(let n): channels[i] = Self.clamp(n, 0, 255) / 255
      case .percentage(let p): channels[i] = Self.clamp(p, 0, 100) / 100
      case .none: channels[i] = 0
      case .angle:
        throw error(
          .invalidNumber, at: argument.token, "rgb() channels take a number or a percentage")
      }
    }
    return CSSColor(.sRGB, channels, alpha: try alpha(args.alpha))
  }

  // MARK: hsl(), hwb()

  private mutating func hslOrHWB(_ token: CSSToken, isHWB: Bool) throws(ColorParseError) -> CSSColor
  {
    try rejectRelativeSyntax(token)
    let label = isHWB ? "hwb()" : "hsl()"
    let args = try arguments(label, count: 3, allowsLegacy: !isHWB)
    let h = try hue(args.values[0])
    var fractions: [Double] = []
    for argument in args.values.dropFirst() {
      switch argument.value {
      case .percentage(let p): fractions.append(Self.clamp(p / 100, 0, 1))
      case .number(let n) where !args.isLegacy: fractions.append(Self.clamp(n / 100, 0, 1))
      case .none: fractions.append(0)
      case .number, .angle:
        throw error(
          .invalidNumber, at: argument.token,
          args.isLegacy
            ? "the legacy hsl() syntax takes percentages for saturation and lightness, "
              + "e.g. hsl(120, 100%, 50%)"
            : "\(label) takes a percentage or a number (meaning percent) here")
      }
    }
    let rgb =
      isHWB
      ? HSL.hwbToSRGB(hue: h, whiteness: fractions[0], blackness: fractions[1])
      : HSL.toSRGB(hue: h, saturation: fractions[0], lightness: fractions[1])
    let clamped = rgb.replacing(with: 0, where: rgb .< 0).replacing(with: 1, where: rgb .> 1)
    return CSSColor(.sRGB, clamped, alpha: try alpha(args.alpha))
  }

  // MARK: lab(), lch(), oklab(), oklch()

  private mutating func labOrOKLab(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    try rejectRelativeSyntax(token)
    let name = token.lowercasedText
    let isOK = name.hasPrefix("ok")
    let isPolar = name.hasSuffix("ch")
    let args = try arguments(name + "()", count: 3, allowsLegacy: false)
    // Percentage references, CSS Color 4 §9 tables.
    let lightnessScale = isOK ? 1.0 : 100.0
    let abScale = isOK ? 0.4 : 125.0
    let chromaScale = isOK ? 0.4 : 150.0
    let l = try scalar(args.values[0], percentScale: lightnessScale, "lightness")
    let space: ColorSpace
    let components: SIMD3<Double>
    if isPolar {
      let c = try scalar(args.values[1], percentScale: chromaScale, "chroma")
      components = SIMD3(l, c, try hue(args.values[2]))
      space = isOK ? .oklch : .lch
    } else {
      let a = try scalar(args.values[1], percentScale: abScale, "a")
      let b = try scalar(args.values[2], percentScale: abScale, "b")
      components = SIMD3(l, a, b)
      space = isOK ? .oklab : .lab
    }
    return CSSColor(space, components, alpha: try alpha(args.alpha))
  }

  // MARK: color()

  private mutating func colorFunction(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    try rejectRelativeSyntax(token)
    let spaceToken = next()
    guard spaceToken.kind == .ident else {
      throw error(
        spaceToken.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: spaceToken,
        "expected a colour space such as srgb, display-p3, rec2020, xyz-d65 or a --profile "
          + "name; got \(describe(spaceToken))")
    }
    let spaceName = spaceToken.lowercasedText
    if spaceToken.text.hasPrefix("--") {
      let key = String(spaceToken.text.dropFirst(2))
      if let custom = parser.customSpaces[key] {
        return try customColor(custom, named: key, at: spaceToken)
      }
      if spaceName != "--rec2020-oetf" {
        throw error(
          .unknownProfile, at: spaceToken,
          "unknown colour profile '\(source(of: spaceToken))'; register it with an ICC file, "
            + "e.g. `--color-profile \(key)=PATH.icc`")
      }
    }
    let key = spaceName.hasPrefix("--") ? String(spaceName.dropFirst(2)) : spaceName
    guard let space = Self.predefinedSpaces[key] else {
      var message = "unknown colour space '\(source(of: spaceToken))' in color()"
      let names = Self.predefinedSpaces.keys.sorted()
      if let suggestion = DidYouMean.closest(to: key, in: names, longestWord: 40) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; expected one of \(names.joined(separator: ", ")) or a --profile name"
      }
      throw error(.unknownColorSpace, at: spaceToken, message)
    }
    let args = try arguments(key, count: 3, allowsLegacy: false)
    var components = SIMD3<Double>()
    for (i, argument) in args.values.enumerated() {
      components[i] = try scalar(argument, percentScale: 1, "a color() component")
    }
    return CSSColor(space, components, alpha: try alpha(args.alpha))
  }

  private mutating func customColor(
    _ custom: any CustomColorSpace, named name: String, at spaceToken: CSSToken
  ) throws(ColorParseError) -> CSSColor {
    let args = try arguments("--" + name, count: custom.componentCount, allowsLegacy: false)
    var components: [Double] = []
    for argument in args.values {
      components.append(try scalar(argument, percentScale: 1, "a color() component"))
    }
    let a = try alpha(args.alpha)
    let color: CSSColor
    do {
      color = try custom.color(components: components, alpha: a)
    } catch let failure {
      throw error(
        .conversionFailed, at: spaceToken,
        "colour profile '--\(name)' could not convert the components: \(failure)")
    }
    guard color.isFinite else {
      throw error(
        .conversionFailed, at: spaceToken,
        "colour profile '--\(name)' gave a non-finite colour for these components")
    }
    return color
  }
}
