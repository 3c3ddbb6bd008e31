// Math functions inside colour components, CSS Values and Units Level 4 §10
// (https://www.w3.org/TR/css-values-4/#math): `calc()` with `+ - * /` and parentheses, and
// `min()`, `max()`, `clamp()`, over numbers, percentages and angles. Bulma's colours are
// `hsl(221, 14%, calc(96% + -5%))` once its custom properties are substituted. Sums need
// operands of one type (a percentage plus a number has no meaning in a colour component);
// products and quotients need a plain number on one side; division by zero is an error.

extension CSSParseState {
  /// Evaluates a math function whose name token has been read, up to and including its `)`.
  mutating func mathFunction(_ function: CSSToken, depth: Int = 0) throws(ColorParseError)
    -> CSSComponent
  {
    guard depth < 32 else {
      throw error(.unsupported, at: function, "math functions nested more than 32 deep")
    }
    let name = function.lowercasedText
    switch name {
    case "calc":
      let value = try mathSum(depth: depth)
      try expectClose(after: "calc()")
      return value
    case "min", "max", "clamp":
      var values = [try mathSum(depth: depth)]
      while true {
        skipWhitespace()
        guard peek.kind == .comma else { break }
        _ = next()
        values.append(try mathSum(depth: depth))
      }
      try expectClose(after: "\(name)()")
      guard let first = values.first, values.allSatisfy({ Self.sameKind($0, first) }) else {
        throw error(.unsupported, at: function, "\(name)() mixes numbers, percentages and angles")
      }
      if name == "clamp" {
        guard values.count == 3 else {
          throw error(.wrongComponentCount, at: function, "clamp() takes 3 values")
        }
        let (low, mid, high) = (values[0].magnitude, values[1].magnitude, values[2].magnitude)
        return first.with(max(low, min(mid, high)))
      }
      let magnitudes = values.map(\.magnitude)
      return first.with(name == "min" ? magnitudes.min() ?? 0 : magnitudes.max() ?? 0)
    default:
      throw error(
        .unsupported, at: function, "\(name)() is not supported; write the computed number")
    }
  }

  private mutating func mathSum(depth: Int) throws(ColorParseError) -> CSSComponent {
    var value = try mathProduct(depth: depth)
    while true {
      skipWhitespace()
      let token = peek
      guard token.kind == .delim, let op = delimiter(token), op == "+" || op == "-" else {
        return value
      }
      _ = next()
      let right = try mathProduct(depth: depth)
      guard Self.sameKind(value, right) else {
        throw error(
          .unsupported, at: token,
          "calc() adds a number, a percentage or an angle to another kind; write the computed value"
        )
      }
      value = value.with(
        op == "+" ? value.magnitude + right.magnitude : value.magnitude - right.magnitude)
    }
  }

  private mutating func mathProduct(depth: Int) throws(ColorParseError) -> CSSComponent {
    var value = try mathOperand(depth: depth)
    while true {
      skipWhitespace()
      let token = peek
      let op: Character
      if token.kind == .slash {
        op = "/"
      } else if token.kind == .delim, delimiter(token) == "*" {
        op = "*"
      } else {
        return value
      }
      _ = next()
      let right = try mathOperand(depth: depth)
      switch (op, value, right) {
      case ("*", _, .number(let n)): value = value.with(value.magnitude * n)
      case ("*", .number(let n), _): value = right.with(right.magnitude * n)
      case ("/", _, .number(let n)):
        guard n != 0 else { throw error(.invalidNumber, at: token, "calc() divides by zero") }
        value = value.with(value.magnitude / n)
      default:
        throw error(
          .unsupported, at: token, "calc() multiplies or divides two quantities with units")
      }
      try requireFinite(value.magnitude.isFinite, at: token, "calc() overflows")
    }
  }

  private mutating func mathOperand(depth: Int) throws(ColorParseError) -> CSSComponent {
    skipWhitespace()
    let token = peek
    switch token.kind {
    case .openParen:
      _ = next()
      let value = try mathSum(depth: depth + 1)
      try expectClose(after: "a parenthesised calculation")
      return value
    case .function:
      let name = token.lowercasedText
      guard ["calc", "min", "max", "clamp"].contains(name) else { break }
      _ = next()
      return try mathFunction(token, depth: depth + 1)
    case .number, .percentage, .dimension:
      let argument = try componentValue()
      if case .none = argument.value { break }
      return argument.value
    default: break
    }
    throw error(
      token.kind == .end ? .unexpectedEnd : .unexpectedCharacter, at: token,
      "expected a number, a percentage or an angle in calc(); got \(describe(token))")
  }

  /// The character of a one-byte delimiter token.
  private func delimiter(_ token: CSSToken) -> Character? {
    let utf8 = text.utf8
    guard token.start < utf8.count else { return nil }
    let byte = utf8[utf8.index(utf8.startIndex, offsetBy: token.start)]
    return Character(Unicode.Scalar(byte))
  }

  static func sameKind(_ a: CSSComponent, _ b: CSSComponent) -> Bool {
    switch (a, b) {
    case (.number, .number), (.percentage, .percentage), (.angle, .angle): true
    default: false
    }
  }
}

extension CSSComponent {
  /// The value as a number (degrees for angles; 0 for `none`).
  var magnitude: Double {
    switch self {
    case .number(let v), .percentage(let v), .angle(let v): v
    case .none: 0
    }
  }

  /// The same kind of value with another magnitude.
  func with(_ value: Double) -> CSSComponent {
    switch self {
    case .number: .number(value)
    case .percentage: .percentage(value)
    case .angle: .angle(value)
    case .none: .number(value)
    }
  }
}
