// Component lists of CSS colour functions, CSS Color Module Level 4 §4.1 and §5.1
// (https://www.w3.org/TR/css-color-4/#color-syntax-legacy): the modern space-separated form
// `f(a b c / alpha)`, where any component may be `none`, and the legacy comma form
// `f(a, b, c, alpha)` of rgb() and hsl(), where `none` is not allowed. Mixing them is an error.

/// One component value as written.
enum CSSComponent {
  case number(Double)
  case percentage(Double)
  /// An angle converted to degrees.
  case angle(Double)
  /// The `none` keyword: a missing component, treated as 0.
  case none
}

/// A component and the token it came from (for error positions).
struct CSSArgument {
  var value: CSSComponent
  var token: CSSToken
}

/// The parsed arguments of a colour function.
struct CSSArguments {
  var values: [CSSArgument]
  var alpha: CSSArgument?
  var isLegacy: Bool
}

extension CSSParseState {
  static let expectedComponent = "expected a number, a percentage or 'none'"

  /// Math functions of CSS Values 4 §10; Legible evaluates `calc()`, `min()`, `max()` and
  /// `clamp()` (CSSParseState+Math.swift), not the others.
  private static let mathFunctions: Set<String> = [
    "calc", "min", "max", "clamp", "round", "mod", "rem", "sin", "cos", "tan", "asin", "acos",
    "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp", "abs", "sign",
  ]

  /// Throws `.unresolvable` when the next token is `from` (relative colour syntax, CSS Color 5).
  mutating func rejectRelativeSyntax(_ function: CSSToken) throws(ColorParseError) {
    skipWhitespace()
    if peek.kind == .ident, peek.lowercasedText == "from" {
      throw error(
        .unresolvable, at: peek,
        "relative colour syntax (\(function.lowercasedText)(from …)) derives the colour from "
          + "another one at computed-value time and is not resolved here; give the colour itself")
    }
  }

  /// Reads one component value.
  mutating func componentValue() throws(ColorParseError) -> CSSArgument {
    let token = next()
    switch token.kind {
    case .number, .percentage:
      try requireFinite(
        token.value.isFinite, at: token, "the number \(source(of: token)) is too large")
      let value: CSSComponent =
        token.kind == .number ? .number(token.value) : .percentage(token.value)
      return CSSArgument(value: value, token: token)
    case .dimension:
      let degrees: Double
      switch token.lowercasedText {
      case "deg": degrees = token.value
      case "rad": degrees = token.value * (180 / Double.pi)
      case "grad": degrees = token.value * 0.9
      case "turn": degrees = token.value * 360
      default:
        throw error(
          .invalidNumber, at: token,
          "unknown unit '\(token.text)' in \(source(of: token)); \(Self.expectedComponent), "
            + "or an angle in deg, rad, grad or turn")
      }
      try requireFinite(degrees.isFinite, at: token, "the angle \(source(of: token)) is too large")
      return CSSArgument(value: .angle(degrees), token: token)
    case .ident:
      let word = token.lowercasedText
      if word == "none" { return CSSArgument(value: .none, token: token) }
      if word == "nan" || word == "infinity" || word == "-infinity" {
        throw error(
          .invalidNumber, at: token,
          "'\(token.text)' is not a number in CSS (only calc() accepts it); \(Self.expectedComponent)"
        )
      }
      throw error(
        .unexpectedCharacter, at: token, "\(Self.expectedComponent); got \(describe(token))")
    case .function:
      let name = token.lowercasedText
      if name == "var" || name == "env" || name == "attr" {
        throw error(
          .unresolvable, at: token,
          "\(name)() cannot be resolved without a document; write the number itself")
      }
      if ["calc", "min", "max", "clamp"].contains(name) {
        return CSSArgument(value: try mathFunction(token), token: token)
      }
      if Self.mathFunctions.contains(name) {
        throw error(
          .unsupported, at: token, "\(name)() is not supported; write the computed number")
      }
      throw error(
        .unexpectedCharacter, at: token, "\(Self.expectedComponent); got \(describe(token))")
    case .end:
      throw error(.unexpectedEnd, at: token, Self.expectedComponent)
    default:
      throw error(
        .unexpectedCharacter, at: token, "\(Self.expectedComponent); got \(describe(token))")
    }
  }

  private func wrongCount(_ label: String, _ count: Int, got: Int, at token: CSSToken)
    -> ColorParseError
  {
    let fix = got < count ? "; add \(Self.expectedComponent.dropFirst(9))" : ""
    return error(
      .wrongComponentCount, at: token, "expected \(count) components for \(label), got \(got)\(fix)"
    )
  }

  /// Reads the components up to and including `)`.
  ///
  /// - Parameters:
  ///   - label: The function or space name for messages, e.g. `rgb()` or `display-p3`.
  ///   - count: How many components come before the optional `/ alpha`.
  ///   - allowsLegacy: Whether a comma after the first component switches to the legacy form.
  mutating func arguments(_ label: String, count: Int, allowsLegacy: Bool)
    throws(ColorParseError) -> CSSArguments
  {
    var values: [CSSArgument] = []
    while true {
      skipWhitespace()
      let token = peek
      switch token.kind {
      case .closeParen:
        _ = next()
        guard values.count == count else {
          throw wrongCount(label, count, got: values.count, at: token)
        }
        return CSSArguments(values: values, alpha: nil, isLegacy: false)
      case .slash:
        guard values.count == count else {
          throw wrongCount(label, count, got: values.count, at: token)
        }
        _ = next()
        skipWhitespace()
        let alphaToken = peek
        if alphaToken.kind == .closeParen || alphaToken.kind == .end || alphaToken.kind == .slash {
          throw error(
            alphaToken.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: alphaToken,
            "expected an alpha value (a number, a percentage or 'none') after '/'; "
              + "got \(describe(alphaToken))")
        }
        let alpha = try componentValue()
        try expectClose(after: "the alpha value")
        return CSSArguments(values: values, alpha: alpha, isLegacy: false)
      case .comma:
        if allowsLegacy, values.count == 1 {
          return try legacyArguments(label, first: values[0], count: count)
        }
        let hint =
          allowsLegacy
          ? "don't mix commas and spaces: write \(label.dropLast())1, 2, 3) or "
            + "\(label.dropLast())1 2 3)"
          : "\(label) separates components with spaces, not commas"
        throw error(.unexpectedCharacter, at: token, "expected a space, '/' or ')'; \(hint)")
      case .end:
        let expected =
          values.count < count
          ? "\(Self.expectedComponent) (\(label) takes \(count) components)"
          : "expected '/' and an alpha value, or ')'"
        throw error(.unexpectedEnd, at: token, expected)
      default:
        guard values.count < count else {
          throw error(
            .wrongComponentCount, at: token,
            "expected '/' or ')': \(label) takes \(count) components, and alpha goes after '/'; "
              + "got \(describe(token))")
        }
        values.append(try componentValue())
      }
    }
  }

  /// Reads `)` (after optional whitespace) or throws.
  mutating func expectClose(after what: String) throws(ColorParseError) {
    skipWhitespace()
    let close = next()
    guard close.kind == .closeParen else {
      throw error(
        close.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: close,
        "expected ')' after \(what); got \(describe(close))")
    }
  }

  /// The legacy comma form, entered at the first comma.
  private mutating func legacyArguments(_ label: String, first: CSSArgument, count: Int)
    throws(ColorParseError) -> CSSArguments
  {
    var values = [first]
    while values.count < count {
      skipWhitespace()
      let separator = next()
      guard separator.kind == .comma else {
        if separator.kind == .closeParen {
          throw wrongCount(label, count, got: values.count, at: separator)
        }
        throw error(
          separator.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: separator,
          "expected ','; got \(describe(separator)). The legacy syntax separates every component "
            + "with commas (don't mix commas and spaces)")
      }
      skipWhitespace()
      values.append(try componentValue())
    }
    skipWhitespace()
    var alpha: CSSArgument?
    let separator = next()
    switch separator.kind {
    case .comma:
      skipWhitespace()
      alpha = try componentValue()
      try expectClose(after: "the alpha value")
    case .closeParen:
      break
    default:
      throw error(
        separator.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: separator,
        "expected ',' or ')'; got \(describe(separator)) (in the legacy comma syntax, alpha "
          + "follows a comma)")
    }
    for argument in values + (alpha.map { [$0] } ?? []) {
      if case .none = argument.value {
        throw error(
          .unexpectedCharacter, at: argument.token,
          "'none' is not allowed in the legacy comma syntax; use the space syntax, "
            + "e.g. \(label.dropLast())none 0 0)")
      }
    }
    return CSSArguments(values: values, alpha: alpha, isLegacy: true)
  }
}
