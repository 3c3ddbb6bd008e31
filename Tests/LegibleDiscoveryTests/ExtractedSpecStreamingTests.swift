import Foundation
import LegibleDiscovery
import TestSupport
import Testing

/// `ExtractedSpecWriter.write` hands the spec on in pieces as it is made (issue 20: `legible
/// extract` held the whole text twice before writing a byte): the pieces, in order, are the text,
/// and none waits for the rest. Atlassian's CSS (../shared/palettes/css/atlassian) discovers a spec
/// of several hundred kilobytes.
@Suite(.requiresSharedPalettes) struct ExtractedSpecStreamingTests {
  @Test("the spec comes in pieces of about 64 KB, which join to the text")
  func piecesJoinToTheText() throws {
    let result = try SpecDiscovery().discover([SharedFolder.palette("css/atlassian")])
    let writer = ExtractedSpecWriter(tokens: result.tokens.colorTokenTable, directory: ".")
    var pieces: [String] = []
    writer.write(result.found, name: "atlassian", description: "streamed") { pieces.append($0) }
    let text = writer.text(result.found, name: "atlassian", description: "streamed")
    #expect(text.utf8.count > 3 * 65_536, "\(text.utf8.count) bytes: too small to stream")
    #expect(pieces.joined() == text)
    // Every piece but the last is handed on once it reaches 64 KB, with at most one more
    // component's text: never the whole spec at once.
    #expect(pieces.count >= 3, "\(pieces.count) pieces")
    for piece in pieces.dropLast() {
      #expect(piece.utf8.count >= 65_536 && piece.utf8.count < 2 * 65_536, "\(piece.utf8.count)")
    }
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
  }
}
