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
}
