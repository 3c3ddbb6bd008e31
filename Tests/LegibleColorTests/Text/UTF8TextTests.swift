import Testing

@testable import LegibleColor

/// The one reader of spec, baseline and token file text: UTF-8, a leading byte order mark
/// (EF BB BF, as Windows editors save) dropped, anything else kept.
@Suite struct UTF8TextTests {
  @Test func theByteOrderMarkIsDroppedAndInvalidUTF8Refused() {
    let json = Array("{\"name\": \"Grün\"}".utf8)
    #expect(UTF8Text.decoding([0xEF, 0xBB, 0xBF] + json) == "{\"name\": \"Grün\"}")
    #expect(UTF8Text.decoding(json) == "{\"name\": \"Grün\"}")
    #expect(UTF8Text.decoding([0xEF, 0xBB, 0xBF]) == "")
    #expect(UTF8Text.decoding([0x7B, 0xFF, 0x7D]) == nil)
    // Only a leading mark is dropped.
    #expect(UTF8Text.decoding([0x61, 0xEF, 0xBB, 0xBF]) == "a\u{FEFF}")
  }
}
