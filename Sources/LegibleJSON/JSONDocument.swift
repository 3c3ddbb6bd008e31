// A strict RFC 8259 JSON parser that keeps source positions (https://www.rfc-editor.org/rfc/rfc8259).
// Differences from a lenient parser, all deliberate: no comments, no trailing commas, no NaN or
// Infinity, no leading zeros or '+', no unescaped control characters in strings, no lone
// surrogate escapes, no duplicate keys in one object (RFC 8259 §4 leaves them undefined; we reject
// them so a spec cannot say two things at once), numbers must fit a Double, nesting is limited to
// ``JSONDocument/maximumDepth``. A leading UTF-8 byte order mark is skipped (§8.1 allows it).
// Never traps: every problem is a ``JSONParseError`` with a code and the line and column.

import LegibleColor

/// A parsed JSON text with positions, for error messages that say `file:line:col`.
package struct JSONDocument: Sendable, Hashable {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 512

  /// The top-level value.
  package var root: JSONValue

  /// Parses a JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - file: A file name to put into errors.
  /// - Throws: ``JSONParseError`` with the kind of problem and its line and column.
  package init(parsing text: String, file: String? = nil) throws(JSONParseError) {
    var parser = Parser(bytes: Array(text.utf8), file: file)
    root = try parser.parseDocument()
  }
}

private struct Parser {
  let bytes: [UInt8]
  let file: String?
  var index = 0
  var line = 1
  var column = 1
  var depth = 0

  init(bytes: [UInt8], file: String?) {
    self.bytes = bytes
    self.file = file
  }

  func error(
    _ code: JSONParseError.Code, _ message: String, line: Int? = nil, column: Int? = nil
  ) -> JSONParseError {
    JSONParseError(
      code, message, file: file, line: line ?? self.line, column: column ?? self.column)
  }

  /// `.unexpectedEnd` at the end of the input, else `.unexpectedCharacter`.
  var unexpected: JSONParseError.Code { current == nil ? .unexpectedEnd : .unexpectedCharacter }

  /// The message for a byte that cannot start a value.
  func expectedValue(_ b: UInt8) -> String {
    "unexpected \(describe(b)): expected a value (object, array, string, number, true, false or null)"
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func advance() {
    let b = bytes[index]
    index += 1
    TextPosition.advance(&line, &column, past: b)
  }

  mutating func skipWhitespace() {
    while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard current != nil else {
      throw error(.emptyDocument, "empty document: expected a JSON value")
    }
    let value = try parseValue()
    skipWhitespace()
    if current != nil {
      throw error(
        .trailingContent, "unexpected \(describe(current)) after the end of the JSON value")
    }
    return value
  }

  func describe(_ b: UInt8?) -> String {
    guard let b else { return "end of input" }
    if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x" + String(b, radix: 16, uppercase: true)
  }

  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    let startLine = line
    let startColumn = column
    guard let b = current else {
      throw error(.unexpectedEnd, "unexpected end of input: expected a value")
    }
    let kind: JSONValue.Kind
    switch b {
    case UInt8(ascii: "{"): kind = try parseObject()
    case UInt8(ascii: "["): kind = try parseArray()
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      kind = .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      kind = .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    default: throw error(.unexpectedCharacter, expectedValue(b))
    }
    return JSONValue(kind, line: startLine, column: startColumn)
  }

  mutating func expectLiteral(_ word: String) throws(JSONParseError) {
    let startLine = line
    let startColumn = column
    for expected in word.utf8 {
      guard current == expected else {
        throw error(
          .invalidLiteral, "invalid literal: expected '\(word)'", line: startLine,
          column: startColumn)
      }
      advance()
    }
  }

  mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > JSONDocument.maximumDepth {
      throw error(
        .nestingTooDeep,
        "nesting deeper than \(JSONDocument.maximumDepth) levels of arrays and objects is not supported"
      )
    }
  }

  /// Enters an array or object at its opening bracket: `true` when it is empty (the closing
  /// bracket consumed and the nesting level left again).
  mutating func enterIsEmpty(closing bracket: UInt8) throws(JSONParseError) -> Bool {
    try enter()
    advance()  // [ or {
    skipWhitespace()
    guard current == bracket else { return false }
    advance()
    depth -= 1
    return true
  }

  /// After an item or member of `container`: `false` after a comma, `true` at the closing
  /// bracket (consumed, and the nesting level left); anything else is an error.
  mutating func leaves(closing bracket: UInt8, _ container: String) throws(JSONParseError) -> Bool {
    skipWhitespace()
    switch current {
    case UInt8(ascii: ","):
      advance()
      return false
    case bracket:
      advance()
      depth -= 1
      return true
    default:
      throw error(
        unexpected,
        "unexpected \(describe(current)) in \(container): expected ',' or '\(Character(Unicode.Scalar(bracket)))'"
      )
    }
  }

  mutating func parseArray() throws(JSONParseError) -> JSONValue.Kind {
    var items: [JSONValue] = []
    if try enterIsEmpty(closing: UInt8(ascii: "]")) { return .array(items) }
    while true {
      skipWhitespace()
      if let b = current, b == UInt8(ascii: "]") { throw error(.trailingComma, expectedValue(b)) }
      items.append(try parseValue())
      if try leaves(closing: UInt8(ascii: "]"), "array") { return .array(items) }
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONValue.Kind {
    var members: [JSONMember] = []
    var seen: [String: (Int, Int)] = [:]
    if try enterIsEmpty(closing: UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        let code: JSONParseError.Code = current == UInt8(ascii: "}") ? .trailingComma : unexpected
        throw error(code, "unexpected \(describe(current)) in object: expected a string key")
      }
      let keyLine = line
      let keyColumn = column
      let key = try parseString()
      if let first = seen[key] {
        throw error(
          .duplicateKey, "duplicate key \"\(key)\" (first at line \(first.0), column \(first.1))",
          line: keyLine,
          column: keyColumn)
      }
      seen[key] = (keyLine, keyColumn)
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error(
          unexpected, "unexpected \(describe(current)) after key \"\(key)\": expected ':'")
      }
      advance()
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, line: keyLine, column: keyColumn, value: value))
      if try leaves(closing: UInt8(ascii: "}"), "object") { return .object(members) }
    }
  }

  mutating func parseNumber() throws(JSONParseError) -> Double {
    let startLine = line
    let startColumn = column
    let start = index
    func digits(_ p: inout Parser) -> Int {
      var n = 0
      while let b = p.current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
        p.advance()
        n += 1
      }
      return n
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
      if let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
        throw error(
          .invalidNumber, "invalid number: leading zeros are not allowed", line: startLine,
          column: startColumn)
      }
    } else if digits(&self) == 0 {
      throw error(
        .invalidNumber, "invalid number: expected a digit", line: startLine, column: startColumn)
    }
    if current == UInt8(ascii: ".") {
      advance()
      if digits(&self) == 0 {
        throw error(.invalidNumber, "invalid number: expected a digit after '.'")
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      if digits(&self) == 0 {
        throw error(.invalidNumber, "invalid number: expected a digit in the exponent")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(
        .invalidNumber, "number \(text) is out of range", line: startLine, column: startColumn)
    }
    return value
  }

  mutating func hex4() throws(JSONParseError) -> UInt32 {
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let b = current else {
        throw error(.unexpectedEnd, "unexpected end of input in \\u escape")
      }
      let d: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
      default: throw error(.invalidEscape, "invalid \\u escape: expected 4 hexadecimal digits")
      }
      v = v * 16 + d
      advance()
    }
    return v
  }

  mutating func parseString() throws(JSONParseError) -> String {
    let startLine = line
    let startColumn = column
    advance()  // "
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ p: Parser, _ end: Int, into s: inout String.UnicodeScalarView) {
      if end > runStart {
        s.append(
          contentsOf: String(decoding: p.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard let b = current else {
        throw error(
          .unexpectedEnd, "unterminated string (started here)", line: startLine, column: startColumn
        )
      }
      if b == UInt8(ascii: "\"") {
        if scalars.isEmpty {
          // No escape so far (the usual case): one decode, no scalar-by-scalar append.
          let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
          advance()
          return text
        }
        flush(self, index, into: &scalars)
        advance()
        return String(scalars)
      }
      if b < 0x20 {
        throw error(
          .invalidString,
          "control character \(describe(b)) in string: escape it (e.g. \\n, \\t, \\u0000)")
      }
      if b != UInt8(ascii: "\\") {
        advance()
        continue
      }
      flush(self, index, into: &scalars)
      advance()
      guard let e = current else {
        throw error(.unexpectedEnd, "unexpected end of input in escape")
      }
      advance()
      switch e {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        let u = try hex4()
        var value = u
        if (0xD800...0xDBFF).contains(u) {
          guard current == UInt8(ascii: "\\") else {
            throw error(.invalidEscape, "lone high surrogate \\u\(String(u, radix: 16)) in string")
          }
          advance()
          guard current == UInt8(ascii: "u") else {
            throw error(.invalidEscape, "lone high surrogate \\u\(String(u, radix: 16)) in string")
          }
          advance()
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low) else {
            throw error(.invalidEscape, "high surrogate not followed by a low surrogate in string")
          }
          value = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(u) {
          throw error(.invalidEscape, "lone low surrogate \\u\(String(u, radix: 16)) in string")
        }
        guard let scalar = Unicode.Scalar(value) else {
          throw error(.invalidEscape, "invalid \\u escape")
        }
        scalars.append(scalar)
      default:
        throw error(.invalidEscape, "invalid escape '\\\(Character(Unicode.Scalar(e)))' in string")
      }
      runStart = index
    }
  }
}
