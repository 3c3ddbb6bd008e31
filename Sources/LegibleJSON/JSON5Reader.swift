// A JSON5 reader (https://spec.json5.org/, version 1.0.0) producing the same positioned
// `JSONValue` tree as the strict `JSONDocument`, so every JSON-based importer shares
// one code path. Supported beyond RFC 8259: `//` and `/* */` comments, single-quoted strings,
// unquoted identifier keys (ASCII letters, digits, `$`, `_`), trailing commas, hexadecimal
// numbers, leading `+`, leading or trailing decimal point, escaped line continuations.
// `Infinity` and `NaN` are rejected (no colour component can use them). Duplicate keys are kept
// in document order (later members win when a caller builds a dictionary). Nesting is limited to
// ``JSON5Reader/maximumDepth``. Never traps: every problem is a ``JSONParseError`` with a code,
// the line and the column.

import LegibleColor

/// Parses JSON5 text into a positioned `JSONValue` tree.
package struct JSON5Reader: Sendable {
  /// The deepest nesting of arrays and objects accepted: 256, the same as token groups (strict
  /// JSON allows 512). This reader recurses once per level with large frames; 512 levels
  /// overflowed an 8 MiB thread stack under AddressSanitizer, and secondary threads on Apple
  /// platforms have 512 KiB.
  package static let maximumDepth = 256

  /// The file name put into errors.
  package var file: String

  /// Creates a reader whose errors name `file`.
  package init(file: String) {
    self.file = file
  }

  /// Parses a JSON5 text.
  ///
  /// - Throws: ``JSONParseError`` with the line and column (code
  ///   ``JSONParseError/Code/nestingTooDeep`` for nesting deeper than ``maximumDepth``).
  package func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var parser = JSON5Parser(scalars: Array(text.unicodeScalars), file: file)
    return try parser.parseDocument()
  }
}

private struct JSON5Parser {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var line = 1
  var column = 1
  var depth = 0

  init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  func error(
    _ code: JSONParseError.Code, _ message: String, line: Int? = nil, column: Int? = nil
  ) -> JSONParseError {
    JSONParseError(
      code, message, file: file, line: line ?? self.line, column: column ?? self.column)
  }

  mutating func advance() {
    let s = scalars[index]
    index += 1
    if s == "\n" || s == "\u{2028}" || s == "\u{2029}" || (s == "\r" && current != "\n") {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if current == "\u{FEFF}" { advance() }
    try skipTrivia()
    guard current != nil else {
      throw error(.emptyDocument, "the document is empty; expected a value")
    }
    let value = try parseValue()
    try skipTrivia()
    if let c = current {
      throw error(
        .trailingContent, "unexpected \(describe(c)) after the top-level value; remove it")
    }
    return value
  }

  func describe(_ s: Unicode.Scalar) -> String {
    s.properties.isWhitespace || s.value < 0x20
      ? "character U+\(String(s.value, radix: 16))" : "'\(s)'"
  }

  mutating func skipTrivia() throws(JSONParseError) {
    while let c = current {
      if c == "/" && peek(1) == "/" {
        while let d = current, d != "\n", d != "\r" { advance() }
      } else if c == "/" && peek(1) == "*" {
        let (startLine, startColumn) = (line, column)
        advance()
        advance()
        var closed = false
        while let d = current {
          if d == "*" && peek(1) == "/" {
            advance()
            advance()
            closed = true
            break
          }
          advance()
        }
        if !closed {
          throw error(
            .unexpectedEnd, "unterminated /* comment; add */", line: startLine, column: startColumn)
        }
      } else if c.properties.isWhitespace || c == "\u{FEFF}" {
        advance()
      } else {
        return
      }
    }
  }

  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard let c = current else {
      throw error(.unexpectedEnd, "unexpected end of input; expected a value")
    }
    let (l, col) = (line, column)
    switch c {
    case "{": return try parseObject()
    case "[": return try parseArray()
    case "\"", "'": return JSONValue(.string(try parseString()), line: l, column: col)
    case "t", "f", "n", "I", "N":
      let word = identifier()
      switch word {
      case "true": return JSONValue(.bool(true), line: l, column: col)
      case "false": return JSONValue(.bool(false), line: l, column: col)
      case "null": return JSONValue(.null, line: l, column: col)
      case "Infinity", "NaN":
        throw error(
          .invalidNumber, "\(word) is not supported here; write a finite number", line: l,
          column: col)
      default:
        throw error(
          .invalidLiteral, "unexpected word '\(word)'; expected a value (strings need quotes)",
          line: l,
          column: col)
      }
    default:
      if c == "-" || c == "+" || c == "." || ("0"..."9").contains(c) {
        return JSONValue(.number(try parseNumber()), line: l, column: col)
      }
      throw error(.unexpectedCharacter, "unexpected \(describe(c)); expected a value")
    }
  }

  mutating func identifier() -> String {
    var text = ""
    while let c = current, isIdentifierScalar(c) {
      text.unicodeScalars.append(c)
      advance()
    }
    return text
  }

  func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
    c == "$" || c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c)
  }

  mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > JSON5Reader.maximumDepth {
      throw error(
        .nestingTooDeep,
        "nesting deeper than \(JSON5Reader.maximumDepth) levels; flatten the document")
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONValue {
    let (l, col) = (line, column)
    try enter()
    advance()
    var members: [JSONMember] = []
    while let c = try next(closing: "}", "object", openedAt: l, col) {
      let (kl, kc) = (line, column)
      let key: String
      if c == "\"" || c == "'" {
        key = try parseString()
      } else if isIdentifierScalar(c) && !("0"..."9").contains(c) {
        key = identifier()
      } else {
        throw error(
          .unexpectedCharacter, "unexpected \(describe(c)); expected a member name or '}'")
      }
      try skipTrivia()
      guard current == ":" else {
        throw error(
          current == nil ? .unexpectedEnd : .unexpectedCharacter,
          "expected ':' after the member name \"\(key)\"")
      }
      advance()
      try skipTrivia()
      let value = try parseValue()
      members.append(JSONMember(key: key, line: kl, column: kc, value: value))
      try separator(before: "}")
    }
    return JSONValue(.object(members), line: l, column: col)
  }

  mutating func parseArray() throws(JSONParseError) -> JSONValue {
    let (l, col) = (line, column)
    try enter()
    advance()
    var items: [JSONValue] = []
    while try next(closing: "]", "array", openedAt: l, col) != nil {
      items.append(try parseValue())
      try separator(before: "]")
    }
    return JSONValue(.array(items), line: l, column: col)
  }

  /// At the top of an object's or array's loop: the scalar that starts the next member or item,
  /// or `nil` at the closing bracket (consumed, and the nesting level left); the end of the text
  /// is an error naming where the container opened.
  mutating func next(
    closing bracket: Unicode.Scalar, _ container: String, openedAt l: Int, _ col: Int
  ) throws(JSONParseError) -> Unicode.Scalar? {
    try skipTrivia()
    guard let c = current else {
      throw error(
        .unexpectedEnd,
        "unterminated \(container) (opened at line \(l), column \(col)); add '\(bracket)'")
    }
    guard c == bracket else { return c }
    advance()
    depth -= 1
    return nil
  }

  /// After a member or item: a comma consumed, or the closing `bracket` (or the end) left for
  /// ``next(closing:_:openedAt:_:)``; anything else is an error.
  mutating func separator(before bracket: Unicode.Scalar) throws(JSONParseError) {
    try skipTrivia()
    if current == "," {
      advance()
    } else if let d = current, d != bracket {
      throw error(.unexpectedCharacter, "unexpected \(describe(d)); expected ',' or '\(bracket)'")
    }
  }

  mutating func parseString() throws(JSONParseError) -> String {
    let (l, col) = (line, column)
    guard let quote = current else { throw error(.unexpectedEnd, "expected a string") }
    advance()
    var text = ""
    while true {
      guard let c = current else {
        throw error(
          .unexpectedEnd, "unterminated string (opened at line \(l), column \(col))", line: l,
          column: col)
      }
      if c == quote {
        advance()
        return text
      }
      if c == "\n" || c == "\r" {
        throw error(
          .invalidString, "line break inside a string; escape it as \\n", line: line, column: column
        )
      }
      if c == "\\" {
        advance()
        guard let e = current else { continue }
        if let decoded = Self.characterEscapes[e] {
          text += decoded
          advance()
          continue
        }
        switch e {
        case "\n", "\u{2028}", "\u{2029}": break
        case "\r":
          if peek(1) == "\n" { advance() }
        case "x":
          advance()
          text.unicodeScalars.append(try hexScalar(digits: 2))
          continue
        case "u":
          advance()
          var scalar = try hexValue(digits: 4)
          if (0xD800...0xDBFF).contains(scalar), current == "\\", peek(1) == "u" {
            advance()
            advance()
            let low = try hexValue(digits: 4)
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error(.invalidEscape, "a high surrogate must be followed by a low surrogate")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let s = Unicode.Scalar(scalar) else {
            throw error(
              .invalidEscape, "\\u escape \(String(scalar, radix: 16)) is a lone surrogate")
          }
          text.unicodeScalars.append(s)
          continue
        default: text.unicodeScalars.append(e)
        }
        advance()
        continue
      }
      text.unicodeScalars.append(c)
      advance()
    }
  }

  /// The single-character escapes of JSON5 strings (`\n`, `\v`, `\0` …) and what they stand for;
  /// any other escaped character (`\"`, `\'`, `\\`, `\/` …) stands for itself.
  static let characterEscapes = ScalarEscapes([
    "n": "\n", "t": "\t", "r": "\r", "b": "\u{8}", "f": "\u{C}", "v": "\u{B}", "0": "\u{0}",
  ])

  mutating func hexValue(digits: Int) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let c = current, c.isASCII, let d = UInt32(String(c), radix: 16) else {
        throw error(
          current == nil ? .unexpectedEnd : .invalidEscape,
          "expected \(digits) hexadecimal digits in the escape")
      }
      value = value * 16 + d
      advance()
    }
    return value
  }

  mutating func hexScalar(digits: Int) throws(JSONParseError) -> Unicode.Scalar {
    let value = try hexValue(digits: digits)
    guard let s = Unicode.Scalar(value) else { throw error(.invalidEscape, "invalid escape") }
    return s
  }

  mutating func parseNumber() throws(JSONParseError) -> Double {
    let (l, col) = (line, column)
    var negative = false
    if current == "+" || current == "-" {
      negative = current == "-"
      advance()
    }
    if current == "0", peek(1) == "x" || peek(1) == "X" {
      advance()
      advance()
      var digits = ""
      while let c = current, c.isASCII, c.properties.isASCIIHexDigit {
        digits.unicodeScalars.append(c)
        advance()
      }
      guard let v = UInt64(digits, radix: 16) else {
        throw error(.invalidNumber, "malformed hexadecimal number", line: l, column: col)
      }
      return negative ? -Double(v) : Double(v)
    }
    var text = ""
    while let c = current,
      ("0"..."9").contains(c) || c == "." || c == "e" || c == "E"
        || ((c == "+" || c == "-") && (text.last == "e" || text.last == "E"))
    {
      text.unicodeScalars.append(c)
      advance()
    }
    if text.hasPrefix(".") { text = "0" + text }
    if text.hasSuffix(".") { text += "0" }
    text = text.replacingDotExponent()
    guard let v = Double(text), v.isFinite else {
      throw error(.invalidNumber, "malformed number '\(text)'", line: l, column: col)
    }
    return negative ? -v : v
  }
}

extension String {
  /// `1.e5` → `1.0e5` (JSON5 allows a trailing point before the exponent).
  fileprivate func replacingDotExponent() -> String {
    var out = ""
    var previous: Character?
    for ch in self {
      if (ch == "e" || ch == "E") && previous == "." { out += "0" }
      out.append(ch)
      previous = ch
    }
    return out
  }
}
