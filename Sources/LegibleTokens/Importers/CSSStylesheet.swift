// A small CSS reader for custom properties, after CSS Syntax Module Level 3
// (https://www.w3.org/TR/css-syntax-3/): comments, strings, balanced (), [] and {}, qualified
// rules, at-rules and declarations, with CSS Nesting (https://www.w3.org/TR/css-nesting-1/)
// handled by reading any `prelude { … }` inside a block as a nested rule. It does not tokenise
// values: a declaration keeps its source text (comments removed), to be substituted and parsed
// later. Errors (unterminated comment, string or block, stray `}`) carry the line and column.

import LegibleColor

/// One item of a CSS block.
package enum CSSItem {
  /// `name: value` (custom properties keep their case; others are lower-cased).
  case declaration(name: String, value: String, line: Int, column: Int)
  /// `prelude { items }` (a style rule, or an at-rule with a block).
  case rule(CSSRule)
}

/// A rule with a block.
package struct CSSRule {
  package var prelude: String
  package var line: Int
  package var items: [CSSItem]
}

/// Reads a style sheet into rules and declarations.
package struct CSSStylesheet {
  package var items: [CSSItem]

  package init(parsing text: String, file: String) throws(ImportError) {
    var reader = Reader(bytes: Array(text.utf8), file: file)
    items = try reader.block(openedAt: nil)
  }
}

private struct Reader {
  let bytes: [UInt8]
  let file: String
  var index = 0
  var line = 1
  var column = 1
  var depth = 0

  /// The deepest nesting of blocks accepted (deeper input is an error, not a stack overflow).
  static let maximumDepth = 256

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func advance() {
    let b = bytes[index]
    index += 1
    TextPosition.advance(&line, &column, past: b)
  }

  func error(_ message: String, line: Int, column: Int) -> ImportError {
    ImportError(
      .malformedDocument, message, location: FileLocation(file: file, line: line, column: column))
  }

  /// Skips a comment starting at the cursor (`/*`).
  mutating func skipComment() throws(ImportError) {
    let (startLine, startColumn) = (line, column)
    advance()
    advance()
    while let b = current {
      if b == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        advance()
        advance()
        return
      }
      advance()
    }
    throw error(
      "unterminated comment: '/*' is never closed with '*/'", line: startLine,
      column: startColumn)
  }

  mutating func skipWhitespaceAndComments() throws(ImportError) {
    while let b = current {
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
        advance()
      } else if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        try skipComment()
      } else {
        return
      }
    }
  }

  /// Reads items until the closing `}` (when `openedAt` is set) or the end of the text.
  mutating func block(openedAt: (Int, Int)?) throws(ImportError) -> [CSSItem] {
    var items: [CSSItem] = []
    while true {
      try skipWhitespaceAndComments()
      guard let b = current else {
        if let (openLine, openColumn) = openedAt {
          throw error(
            "unterminated block: the '{' here is never closed with '}'", line: openLine,
            column: openColumn)
        }
        return items
      }
      if b == UInt8(ascii: "}") {
        guard openedAt != nil else {
          throw error("unexpected '}' with no open block; remove it", line: line, column: column)
        }
        advance()
        return items
      }
      if b == UInt8(ascii: ";") {
        advance()
        continue
      }
      let (startLine, startColumn) = (line, column)
      let (text, stop) = try component()
      if stop == UInt8(ascii: "{") {
        let (openLine, openColumn) = (line, column)
        guard depth < Self.maximumDepth else {
          throw ImportError(
            .limitExceeded,
            "blocks are nested more than \(Self.maximumDepth) deep; flatten the style sheet",
            location: FileLocation(file: file, line: openLine, column: openColumn))
        }
        advance()
        depth += 1
        let children = try block(openedAt: (openLine, openColumn))
        depth -= 1
        items.append(
          .rule(
            CSSRule(
              prelude: text.trimmingASCIIWhitespace(), line: startLine, items: children)))
        continue
      }
      if stop == UInt8(ascii: ";") { advance() }
      let statement = text.trimmingASCIIWhitespace()
      guard !statement.hasPrefix("@"), let colon = statement.firstIndex(of: ":") else { continue }
      var name = String(statement[..<colon]).trimmingASCIIWhitespace()
      var value = String(statement[statement.index(after: colon)...]).trimmingASCIIWhitespace()
      if let bang = value.rangeOfBytes("!important", caseInsensitive: true, backwards: true),
        value[bang.upperBound...].allSatisfy(\.isWhitespace)
      {
        value = String(value[..<bang.lowerBound]).trimmingASCIIWhitespace()
      }
      if !name.hasPrefix("--") { name = name.lowercased() }
      items.append(.declaration(name: name, value: value, line: startLine, column: startColumn))
    }
  }

  /// Whether the text read so far is `--name:` and the start of a custom property's value.
  static func isCustomPropertyStart(_ text: [UInt8]) -> Bool {
    var i = 0
    while i < text.count, text[i] == 0x20 || (0x09...0x0D).contains(text[i]) { i += 1 }
    guard i + 1 < text.count, text[i] == UInt8(ascii: "-"), text[i + 1] == UInt8(ascii: "-")
    else { return false }
    var j = i + 2
    while j < text.count, text[j] != UInt8(ascii: ":") {
      let c = text[j]
      guard
        c == UInt8(ascii: "-") || c == UInt8(ascii: "_") || c >= 0x80
          || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
          || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
          || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
      else { return false }
      j += 1
    }
    return j < text.count
  }

  /// Reads up to a top-level `;`, `{` or `}` (not consumed), skipping comments and keeping
  /// strings and brackets intact.
  mutating func component() throws(ImportError) -> (String, UInt8?) {
    var out: [UInt8] = []
    var depth: [(UInt8, Int, Int)] = []
    while let b = current {
      if b == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        try skipComment()
        out.append(0x20)
        continue
      }
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        let (startLine, startColumn) = (line, column)
        out.append(b)
        advance()
        var closed = false
        while let c = current {
          if c == UInt8(ascii: "\\"), index + 1 < bytes.count {
            out.append(c)
            advance()
            out.append(bytes[index])
            advance()
            continue
          }
          if c == 0x0A { break }
          out.append(c)
          advance()
          if c == b {
            closed = true
            break
          }
        }
        guard closed else {
          throw error(
            "unterminated string: the quote here is not closed on the same line",
            line: startLine, column: startColumn)
        }
        continue
      }
      // A custom property's value may hold a `{}` block (CSS Syntax §5.4.4, CSS Variables §2:
      // `--meta: {"Path": …}`): inside `--name:` a `{` opens a bracket, not a rule.
      if depth.isEmpty, b == UInt8(ascii: "{"), Self.isCustomPropertyStart(out) {
        depth.append((b, line, column))
        out.append(b)
        advance()
        continue
      }
      if depth.isEmpty
        && (b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}"))
      {
        return (String(decoding: out, as: UTF8.self), b)
      }
      switch b {
      case UInt8(ascii: "("), UInt8(ascii: "["):
        depth.append((b, line, column))
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        if !depth.isEmpty { depth.removeLast() }
      case UInt8(ascii: "{"):
        depth.append((b, line, column))
      case UInt8(ascii: "}"):
        if !depth.isEmpty { depth.removeLast() }
      default: break
      }
      out.append(b)
      advance()
    }
    if let (open, openLine, openColumn) = depth.last {
      let character = Character(Unicode.Scalar(open))
      throw error(
        "unterminated '\(character)': it is never closed", line: openLine, column: openColumn)
    }
    return (String(decoding: out, as: UTF8.self), nil)
  }
}

extension String {
  /// The string without leading and trailing ASCII whitespace.
  package func trimmingASCIIWhitespace() -> String {
    // Bytes first: ASCII whitespace (tab to carriage return, space) at either end is skipped
    // byte by byte; only a non-ASCII byte at an edge needs the Character test below, which
    // also trims Unicode whitespace (a no-break space, a line separator).
    let utf8 = self.utf8
    var start = utf8.startIndex
    var end = utf8.endIndex
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
    while end > start, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
    if start == end { return "" }
    if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 {
      return start == utf8.startIndex && end == utf8.endIndex ? self : String(self[start..<end])
    }
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
