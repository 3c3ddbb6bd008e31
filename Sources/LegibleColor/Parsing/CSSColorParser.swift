// CSS Color Module Level 4 (W3C Candidate Recommendation Draft, 2025;
// https://www.w3.org/TR/css-color-4/) colour syntax: hex colours (§5.2), named colours (§6.1),
// rgb()/rgba() (§5.1), hsl()/hsla() (§7), hwb() (§8), lab()/lch() (§9), oklab()/oklch() (§9),
// color() with predefined (§10) and custom (§11, `--name`) spaces. See
// docs/reference/color-spaces.md §7.
//
// Deliberate differences from a browser, all documented on ``CSSColorParser``:
// - lab()/lch()/oklab()/oklch() keep out-of-range lightness and negative chroma (CSS clamps them
//   at parse time) so that `CSSColor.cssString` round-trips every finite colour exactly.
// - Hex colours may use the Android digit order when the caller asks for it.
// - color-mix() (CSS Color 5 §2) is evaluated: ColorMix.
// - Anything that needs a document (currentcolor, system colours, var(), light-dark(), …) is an
//   error with code `.unresolvable`, never a guess.

/// Parses CSS Color 4 colour strings into ``CSSColor`` values.
///
/// ```swift
/// let parser = CSSColorParser()
/// let brand = try parser.parse("oklch(62.8% 0.2577 29.23)")   // .oklch
/// let red = try parser.parse("rgb(255 0 0 / 50%)")            // .sRGB, alpha 0.5
/// let android = try CSSColorParser(hexDialect: .android).parse("#80FF0000") // red at 128/255
/// ```
///
/// Supported: `#rgb` `#rgba` `#rrggbb` `#rrggbbaa` (or the Android `#argb` `#aarrggbb` order),
/// `rgb()`/`rgba()` and `hsl()`/`hsla()` in the legacy comma and the modern space syntax, `hwb()`,
/// `lab()`, `lch()`, `oklab()`, `oklch()`, `color()` with `srgb`, `srgb-linear`, `display-p3`,
/// `a98-rgb`, `prophoto-rgb`, `rec2020`, `--rec2020-oetf`, `xyz`, `xyz-d50`, `xyz-d65` and custom
/// `--name` spaces, the 148 named colours and `transparent`, `none` for any component (as 0),
/// and `color-mix()` of two colours (CSS Color 5; ``ColorMix``).
/// Function names and keywords are ASCII case-insensitive; leading and trailing whitespace is
/// ignored.
///
/// Results:
/// - hex, named, `rgb()`, `hsl()`, `hwb()` → ``ColorSpace/sRGB`` with components in 0…1.
///   As in CSS, `rgb()` channels clamp to 0…255 (0…100 %), `hsl()` saturation and lightness and
///   `hwb()` whiteness and blackness clamp to 0…100 %.
/// - `color(space …)` → that space, **unclamped** (out-of-gamut values allowed); `xyz` means
///   XYZ-D65; percentages map 100 % to 1.
/// - `lab()` (L 100 % = 100, a/b 100 % = 125), `lch()` (C 100 % = 150), `oklab()` (L 100 % = 1,
///   a/b 100 % = 0.4), `oklch()` (C 100 % = 0.4) → their own spaces. Hues are degrees; `deg`,
///   `rad`, `grad` and `turn` are converted to degrees and not normalised.
///   **Unlike CSS's parse-time clamp**, Legible keeps lightness outside 0…100 (0…1 for OK
///   spaces) and negative chroma, so that ``CSSColor/cssString`` round-trips every finite colour
///   exactly. Such values are not physical; clamp explicitly if browser parity matters.
/// - Alpha (a number or a percentage) clamps to 0…1 everywhere, as in CSS.
/// - `color-mix(in space, …)` → the interpolation space (`hsl` and `hwb` mixes → sRGB); without
///   `in …` the mix is in Oklab, as CSS Color 5 now says. More than two colours is an error.
///
/// Not numbers: `nan`, `infinity` and literals that overflow a `Double`; `calc()`, `min()`, `max()`
/// and `clamp()` are evaluated (CSSParseState+Math.swift).
/// Parsing never traps; every failure is a ``ColorParseError`` naming the position and what was
/// expected.
public struct CSSColorParser: Sendable {
  /// The digit order of hex colours.
  public var hexDialect: HexDialect
  /// Custom colour spaces for `color(--name …)`, keyed by name **without** the leading `--`
  /// (case-sensitive, as CSS dashed identifiers are).
  public var customSpaces: [String: any CustomColorSpace]

  /// Whether an alpha outside 0…1 (`rgb(0 0 0 / 1.5)`, `/ -10%`) is an error instead of being
  /// clamped as CSS does. Audit specs set it: there an out-of-range alpha is a mistake to fix,
  /// not something to round away silently. Hex alpha is always in range.
  public var rejectsOutOfRangeAlpha = false

  /// Creates a parser.
  ///
  /// - Parameters:
  ///   - hexDialect: The digit order of hex colours; `.css` (alpha last) by default.
  ///   - customSpaces: Spaces that `color(--name …)` may name, keyed without the `--`.
  public init(hexDialect: HexDialect = .css, customSpaces: [String: any CustomColorSpace] = [:]) {
    self.hexDialect = hexDialect
    self.customSpaces = customSpaces
  }

  /// Parses one colour.
  ///
  /// - Parameter text: A CSS colour such as `#0061cd`, `rebeccapurple` or
  ///   `color(display-p3 1 0 0 / 0.5)`; surrounding ASCII whitespace is ignored.
  /// - Returns: The colour, with finite components and alpha.
  /// - Throws: ``ColorParseError`` saying what was expected and at which character.
  /// - Complexity: O(*n*) in the length of `text`.
  public func parse(_ text: String) throws(ColorParseError) -> CSSColor {
    var state = CSSParseState(text: text, parser: self)
    return try state.parseColor()
  }
}

/// The cursor over one input's tokens, plus error construction.
struct CSSParseState {
  let text: String
  let parser: CSSColorParser
  private let tokens: [CSSToken]
  private var index = 0

  init(text: String, parser: CSSColorParser) {
    self.text = text
    self.parser = parser
    self.tokens = CSSTokenizer.tokens(of: text)
  }

  // MARK: Cursor

  var peek: CSSToken { tokens[index] }

  mutating func next() -> CSSToken {
    let token = tokens[index]
    if token.kind != .end { index += 1 }
    return token
  }

  mutating func skipWhitespace() {
    while tokens[index].kind == .whitespace { index += 1 }
  }

  // MARK: Errors

  /// An error at a byte offset, converted to a `Character` offset.
  func error(_ code: ColorParseError.Code, at byteOffset: Int, _ message: String)
    -> ColorParseError
  {
    ColorParseError(
      code: code, input: text, position: characterOffset(ofByte: byteOffset), message: message)
  }

  func error(_ code: ColorParseError.Code, at token: CSSToken, _ message: String)
    -> ColorParseError
  {
    error(code, at: token.start, message)
  }

  /// Stops with an ``ColorParseError/Code/invalidNumber`` error at `token` unless the value it
  /// gave `isFinite` (a number too large for a `Double`, or a colour that overflowed).
  func requireFinite(_ isFinite: Bool, at token: CSSToken, _ message: @autoclosure () -> String)
    throws(ColorParseError)
  {
    guard isFinite else { throw error(.invalidNumber, at: token, message()) }
  }

  /// The index of the `Character` containing the byte at `offset` (or the character count at
  /// the end).
  private func characterOffset(ofByte offset: Int) -> Int {
    var bytes = 0
    var characters = 0
    for character in text {
      let count = character.utf8.count
      if bytes + count > offset { return characters }
      bytes += count
      characters += 1
    }
    return characters
  }

  /// The source text of a token, for messages (shortened when long).
  func source(of token: CSSToken) -> String {
    let bytes = Array(text.utf8)
    let end = min(token.end, token.start + 40, bytes.count)
    guard token.start < end else { return "" }
    let piece = String(decoding: bytes[token.start..<end], as: UTF8.self)
    return end < token.end ? piece + "…" : piece
  }

  /// A short description of a token for "got …" messages.
  func describe(_ token: CSSToken) -> String {
    switch token.kind {
    case .end: "the end of the input"
    case .whitespace: "whitespace"
    default: "'\(source(of: token))'"
    }
  }

  // MARK: Top level

  static let expectedColor =
    "expected a colour: a hex colour such as #0061cd, a named colour such as rebeccapurple, "
    + "or a function such as rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()"

  mutating func parseColor() throws(ColorParseError) -> CSSColor {
    skipWhitespace()
    let token = peek
    let color = try colorValue()
    skipWhitespace()
    let rest = peek
    guard rest.kind == .end else {
      throw error(
        .unexpectedCharacter, at: rest,
        "expected the end of the input after a complete colour; got \(describe(rest)) "
          + "(remove the extra text, or give one colour per string)")
    }
    try requireFinite(
      color.isFinite, at: token, "a value is too large: the colour is not finite")
    return color
  }

  /// One colour at the cursor (a hex colour, a name or a function), leaving what follows.
  mutating func colorValue() throws(ColorParseError) -> CSSColor {
    let token = next()
    switch token.kind {
    case .hash: return try hexColor(token)
    case .ident: return try namedColor(token)
    case .function: return try function(token)
    case .end: throw error(.unexpectedEnd, at: token, Self.expectedColor)
    default:
      throw error(.unexpectedCharacter, at: token, Self.expectedColor + "; got \(describe(token))")
    }
  }

  // MARK: Hex

  private func hexColor(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    let digits = Array(token.text.utf8)
    var values: [UInt8] = []
    for (offset, digit) in digits.enumerated() {
      guard let value = Hex.value(digit) else {
        throw error(
          .invalidHex, at: token.start + 1 + offset,
          "expected a hexadecimal digit 0-9 or a-f in \"#\(token.text)\"")
      }
      values.append(value)
    }
    let dialect = parser.hexDialect
    let lengths =
      dialect == .css
      ? "3 (#rgb), 4 (#rgba), 6 (#rrggbb) or 8 (#rrggbbaa)"
      : "3 (#rgb), 4 (#argb), 6 (#rrggbb) or 8 (#aarrggbb)"
    var channels: [Double]
    switch values.count {
    case 3, 4: channels = values.map { Double(Int($0) * 17) / 255 }
    case 6, 8:
      channels = stride(from: 0, to: values.count, by: 2).map {
        Double(Int(values[$0]) * 16 + Int(values[$0 + 1])) / 255
      }
    default:
      throw error(
        .invalidHex, at: token,
        "hex colours have \(lengths) digits, got \(values.count) in \"#\(token.text)\"")
    }
    if channels.count == 4, dialect == .android { channels.append(channels.removeFirst()) }
    return CSSColor(
      .sRGB, channels[0], channels[1], channels[2], alpha: channels.count == 4 ? channels[3] : 1)
  }

  // MARK: Names

  private func namedColor(_ token: CSSToken) throws(ColorParseError) -> CSSColor {
    let name = token.lowercasedText
    if let rgb = NamedColors.byName[name] { return CSSColor(rgb: rgb) }
    if name == "transparent" { return .transparent }
    if name == "currentcolor" {
      throw error(
        .unresolvable, at: token,
        "'currentcolor' is the element's 'color' property and cannot be resolved without a "
          + "document; give the colour itself")
    }
    if NamedColors.systemColors.contains(name) {
      throw error(
        .unresolvable, at: token,
        "'\(token.text)' is a system colour chosen by the browser or OS theme and cannot be "
          + "resolved without a document; give the colour itself")
    }
    if NamedColors.cascadeKeywords.contains(name) {
      throw error(
        .unresolvable, at: token,
        "'\(token.text)' takes its value from the cascade and cannot be resolved without a "
          + "document; give the colour itself")
    }
    var message = "unknown colour name '\(source(of: token))'"
    if let suggestion = DidYouMean.closest(
      to: name, in: NamedColors.all.map(\.name) + ["transparent"], longestWord: 40)
    {
      message += "; did you mean '\(suggestion)'?"
    } else {
      message +=
        "; expected one of the 148 CSS named colours, 'transparent', a hex colour or a "
        + "colour function"
    }
    throw error(.unknownName, at: token, message)
  }
}
