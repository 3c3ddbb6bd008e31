// A small tokenizer for the subset of CSS Syntax Level 3 §4 (https://www.w3.org/TR/css-syntax-3/)
// that colour values use: idents, functions, hashes, numbers, percentages, dimensions, commas,
// slashes and parentheses. Escapes, strings, URLs and comments are not supported: they become
// delimiter tokens, which the parser reports as unexpected. Works on UTF-8 bytes; every token
// records its byte range so errors can name a position.

/// One token of a colour string.
struct CSSToken {
  enum Kind: Equatable {
    /// `red`, `none`, `--brand`, `display-p3`.
    case ident
    /// An ident immediately followed by `(`; ``text`` is the name without the parenthesis.
    case function
    /// `#` followed by name characters; ``text`` is everything after `#` (possibly empty).
    case hash
    case number
    case percentage
    /// A number followed by a unit; ``text`` is the unit.
    case dimension
    case comma
    case slash
    case openParen
    case closeParen
    case whitespace
    /// Any other single character.
    case delim
    case end
  }

  var kind: Kind
  /// Byte offset of the first byte in the UTF-8 input.
  var start: Int
  /// Byte offset just past the token.
  var end: Int
  /// Raw text of an ident, function name, hash or unit (case preserved).
  var text: String = ""
  /// The value of a number, percentage or dimension (may be infinite when the literal overflows).
  var value: Double = 0

  /// ``text`` lower-cased (ASCII only; CSS keywords are ASCII case-insensitive).
  var lowercasedText: String {
    String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}

/// Splits UTF-8 bytes into ``CSSToken``s. Never fails: anything unrecognised is a delimiter.
struct CSSTokenizer {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  /// All tokens, ending with exactly one `.end` token.
  static func tokens(of text: String) -> [CSSToken] {
    var tokenizer = CSSTokenizer(text)
    var result: [CSSToken] = []
    while true {
      let token = tokenizer.next()
      result.append(token)
      if token.kind == .end { return result }
    }
  }

  private func byte(at i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

  private static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
  private static func isWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C
  }
  private static func isNameStart(_ b: UInt8?) -> Bool {
    guard let b else { return false }
    return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
  }
  private static func isName(_ b: UInt8?) -> Bool {
    isNameStart(b) || isDigit(b) || b == 0x2D
  }

  /// Whether an ident starts at `i` (CSS Syntax §4.3.9, without escapes).
  private func startsIdent(at i: Int) -> Bool {
    if byte(at: i) == 0x2D {
      return Self.isNameStart(byte(at: i + 1)) || byte(at: i + 1) == 0x2D
    }
    return Self.isNameStart(byte(at: i))
  }

  /// The end of a number starting at `i`, or `nil` (CSS Syntax §4.3.12; `1.` and `.` are not
  /// numbers, an `e` only starts an exponent when digits follow).
  private func numberEnd(at i: Int) -> Int? {
    var j = i
    if byte(at: j) == 0x2B || byte(at: j) == 0x2D { j += 1 }
    let integerStart = j
    while Self.isDigit(byte(at: j)) { j += 1 }
    var hasDigits = j > integerStart
    if byte(at: j) == 0x2E, Self.isDigit(byte(at: j + 1)) {
      j += 1
      while Self.isDigit(byte(at: j)) { j += 1 }
      hasDigits = true
    }
    guard hasDigits else { return nil }
    if byte(at: j) == 0x45 || byte(at: j) == 0x65 {
      var k = j + 1
      if byte(at: k) == 0x2B || byte(at: k) == 0x2D { k += 1 }
      if Self.isDigit(byte(at: k)) {
        while Self.isDigit(byte(at: k)) { k += 1 }
        j = k
      }
    }
    return j
  }

  private mutating func scanName() -> String {
    let start = index
    while Self.isName(byte(at: index)) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func next() -> CSSToken {
    let start = index
    guard let b = byte(at: index) else { return CSSToken(kind: .end, start: start, end: start) }
    if Self.isWhitespace(b) {
      while let w = byte(at: index), Self.isWhitespace(w) { index += 1 }
      return CSSToken(kind: .whitespace, start: start, end: index)
    }
    if let end = numberEnd(at: index) {
      // The literal is ASCII digits, sign, point and exponent only, so Double always parses it
      // (correctly rounded, locale-independent); overflow gives ±infinity, checked by the parser.
      let literal = String(decoding: bytes[index..<end], as: UTF8.self)
      let value = Double(literal) ?? .nan
      index = end
      if byte(at: index) == 0x25 {
        index += 1
        return CSSToken(kind: .percentage, start: start, end: index, value: value)
      }
      if startsIdent(at: index) {
        let unit = scanName()
        return CSSToken(kind: .dimension, start: start, end: index, text: unit, value: value)
      }
      return CSSToken(kind: .number, start: start, end: index, value: value)
    }
    if startsIdent(at: index) {
      let name = scanName()
      if byte(at: index) == 0x28 {
        index += 1
        return CSSToken(kind: .function, start: start, end: index, text: name)
      }
      return CSSToken(kind: .ident, start: start, end: index, text: name)
    }
    index += 1
    switch b {
    case 0x23:
      let name = scanName()
      return CSSToken(kind: .hash, start: start, end: index, text: name)
    case 0x2C: return CSSToken(kind: .comma, start: start, end: index)
    case 0x2F: return CSSToken(kind: .slash, start: start, end: index)
    case 0x28: return CSSToken(kind: .openParen, start: start, end: index)
    case 0x29: return CSSToken(kind: .closeParen, start: start, end: index)
    default: return CSSToken(kind: .delim, start: start, end: index)
    }
  }
}
