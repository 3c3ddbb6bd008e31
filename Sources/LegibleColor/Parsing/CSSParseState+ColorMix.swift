// The syntax of color-mix(), CSS Color Module Level 5 §2
// (https://www.w3.org/TR/css-color-5/#color-mix):
// `color-mix( <color-interpolation-method>? , [ <color> && <percentage [0,100]>? ]#{2} )`, with
// `<color-interpolation-method> = in [ <rectangular-color-space> | <polar-color-space>
// <hue-interpolation-method>? ]`. The mixing itself is ColorMix.

extension CSSParseState {
  mutating func colorMix(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    skipWhitespace()
    var method = ColorMix()
    if peek.kind == .ident, peek.lowercasedText == "in" {
      _ = next()
      method = try interpolationMethod()
      skipWhitespace()
      let comma = next()
      guard comma.kind == .comma else {
        throw error(
          comma.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: comma,
          "expected ',' after the interpolation method of color-mix(); got \(describe(comma))")
      }
    }
    let first = try mixItem()
    skipWhitespace()
    let comma = next()
    guard comma.kind == .comma else {
      throw error(
        comma.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: comma,
        "color-mix() takes two colours separated by ','; got \(describe(comma))")
    }
    let second = try mixItem()
    skipWhitespace()
    let close = next()
    if close.kind == .comma {
      throw error(
        .unsupported, at: close,
        "color-mix() of more than two colours is not supported; nest two-colour mixes instead")
    }
    guard close.kind == .closeParen else {
      throw error(
        close.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: close,
        "expected ')' after the second colour of color-mix(); got \(describe(close))")
    }
    do {
      return try method.mix(
        first.color, percent: first.percent, with: second.color, percent: second.percent)
    } catch let failure {
      throw error(.invalidNumber, at: first.percentToken ?? token, failure.description)
    }
  }

  /// `in <space> [<method> hue]?`, after `in`.
  private mutating func interpolationMethod() throws(ColorParseError) -> ColorMix {
    skipWhitespace()
    let spaceToken = next()
    guard spaceToken.kind == .ident else {
      throw error(
        spaceToken.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: spaceToken,
        "expected a colour space after 'in' (such as srgb, oklab or oklch); got "
          + describe(spaceToken))
    }
    if spaceToken.text.hasPrefix("--") {
      throw error(
        .unsupported, at: spaceToken,
        "color-mix() in a custom colour space ('\(source(of: spaceToken))') is not supported; "
          + "mix in srgb, oklab or another predefined space")
    }
    guard let space = ColorInterpolationSpace(cssName: spaceToken.lowercasedText) else {
      let names = ["xyz"] + ColorInterpolationSpace.allCases.map(\.rawValue)
      var message = "unknown colour space '\(source(of: spaceToken))' in color-mix()"
      if let suggestion = DidYouMean.closest(
        to: spaceToken.lowercasedText, in: names, longestWord: 40)
      {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; expected one of \(names.sorted().joined(separator: ", "))"
      }
      throw error(.unknownColorSpace, at: spaceToken, message)
    }
    skipWhitespace()
    guard peek.kind == .ident, let hue = HueInterpolation(rawValue: peek.lowercasedText) else {
      return ColorMix(in: space)
    }
    let hueToken = next()
    guard space.isPolar else {
      throw error(
        .unexpectedCharacter, at: hueToken,
        "'\(source(of: hueToken)) hue' applies to the polar spaces hsl, hwb, lch and oklch, "
          + "not to \(space.rawValue)")
    }
    skipWhitespace()
    let word = next()
    guard word.kind == .ident, word.lowercasedText == "hue" else {
      throw error(
        word.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: word,
        "expected 'hue' after '\(source(of: hueToken))'; got \(describe(word))")
    }
    return ColorMix(in: space, hue: hue)
  }

  /// `<color> && <percentage>?`: the percentage may come before or after the colour.
  private mutating func mixItem() throws(ColorParseError) -> (
    color: CSSColor, percent: Double?, percentToken: CSSToken?
  ) {
    skipWhitespace()
    var percentToken: CSSToken?
    if peek.kind == .percentage {
      percentToken = next()
      skipWhitespace()
    }
    let color = try colorValue()
    skipWhitespace()
    if percentToken == nil, peek.kind == .percentage { percentToken = next() }
    if let percentToken {
      try requireFinite(
        percentToken.value.isFinite, at: percentToken,
        "the percentage \(source(of: percentToken)) is too large")
    }
    return (color, percentToken?.value, percentToken)
  }
}
