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
}
