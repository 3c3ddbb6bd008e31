import LegibleJSON
import Testing

@Suite struct JSONQuotingTests {
  // RFC 8259 §7: quotation mark, reverse solidus and U+0000–U+001F must be escaped; the parser
  // must read back exactly the original string.
  @Test(arguments: ["plain", "a\"b\\c", "line\nbreak\r\ttab", "\u{0}\u{1F}", "é 日本 🎨", ""])
  func quotedStringsParseBack(_ text: String) throws {
    let literal = JSONValue.quoted(text)
    let document = try JSONDocument(parsing: "[" + literal + "]")
    guard case .array(let items) = document.root.kind, case .string(let back) = items.first?.kind
    else {
      Issue.record("not an array of one string: \(literal)")
      return
    }
    #expect(back == text)
  }

  @Test func controlCharactersUseUnicodeEscapes() {
    #expect(JSONValue.quoted("\u{1}") == #""\u0001""#)
    #expect(JSONValue.quoted("\u{1F}") == #""\u001f""#)
    #expect(JSONValue.quoted("<script>") == #""<script>""#)
  }

  // The byte writer (JSONWriter's buffer) escapes exactly as the String writer: RFC 8259 §7's
  // two-character escapes, \u00xx for other controls, non-ASCII UTF-8 copied byte for byte.
  @Test(arguments: ["plain", "a\"b\\c", "line\nbreak\r\ttab", "\u{0}\u{1F}\u{7F}", "é 日本 🎨", ""])
  func byteQuotingMatchesStringQuoting(_ text: String) {
    var bytes: [UInt8] = []
    JSONValue.quote(text, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == JSONValue.quoted(text))
  }

  @Test func byteQuotingEscapes() {
    var bytes: [UInt8] = []
    JSONValue.quote("say \"hi\"\\\n\u{1}é", into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == #""say \"hi\"\\\n\u0001é""#)
  }

  /// RFC 8259 §7 escaping, one scalar at a time: the reference the word-at-a-time scan in
  /// `quote(_:into:)` must match wherever the escaped byte falls in an 8-byte word.
  static func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  // Each byte that needs an escape, and its neighbours that do not (space, `!`, `#`, `[`, `]`,
  // DEL, non-ASCII), at every offset of the first three 8-byte words and twice in one word.
  @Test(arguments: [
    "\"", "\\", "\u{0}", "\u{1}", "\u{1F}", "\n", " ", "!", "#", "[", "]", "\u{7F}", "é", "🎨",
  ])
  func escapesAtEveryWordOffset(_ special: String) {
    for offset in 0..<24 {
      for text in [
        String(repeating: "a", count: offset) + special + "bcdefghijklmnopq",
        String(repeating: "a", count: offset) + special + "bc" + special + "defghijk",
      ] {
        var bytes: [UInt8] = []
        JSONValue.quote(text, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == Self.reference(text), "offset \(offset)")
        #expect(JSONValue.quoted(text) == Self.reference(text), "offset \(offset)")
      }
    }
  }
}
