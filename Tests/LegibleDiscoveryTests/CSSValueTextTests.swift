import Foundation
import LegibleColor
import TestSupport
import Testing

@testable import LegibleDiscovery

/// The shorthand colour reader skips tokens the colour parser is sure to refuse: the skip must
/// never drop a token the parser would accept. Exact (parse succeeds or throws).
@Suite("CSS value text")
struct CSSValueTextTests {
  /// Whether CSSColorParser accepts `token` as a colour.
  func parses(_ token: String) -> Bool {
    (try? CSSColorParser().parse(token)) != nil
  }

  @Test("Tokens skipped are refused by the parser; colour names and functions are kept")
  func inline() {
    let skipped = ["1px", "0", ".5em", "-1px", "50%", "solid", "none", "dashed", "inset", "-x"]
    for token in skipped {
      #expect(!CSSValueText.mayBeColor(token), "\(token)")
      #expect(!parses(token), "\(token)")
    }
    let kept = ["red", "RebeccaPurple", "transparent", "#fff", "rgb(0 0 0)", "\\72 ed", "a.b"]
    for token in kept { #expect(CSSValueText.mayBeColor(token), "\(token)") }
    #expect(CSSValueText.shorthandColor("1px solid RED").color == CSSColor(rgb: 0xFF0000))
    #expect(CSSValueText.shorthandColor("#fff url(x.png) no-repeat").image)
  }

  @Test(
    "Every token of the palette style sheets' declarations: skipped ones never parse",
    .requiresSharedPalettes)
  func palettes() throws {
    let folder = SharedFolder.palette("css")
    let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".css") }.sorted()
    var checked = 0
    var skipped = 0
    for file in files {
      let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
      // Every value after a colon up to `;` or `}`: more than shorthands, which is the point.
      for line in text.split(separator: "\n") {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let value = line[line.index(after: colon)...].prefix { $0 != ";" && $0 != "}" }
        for token in value.split(whereSeparator: \.isWhitespace).map(String.init) {
          checked += 1
          guard !CSSValueText.mayBeColor(token) else { continue }
          skipped += 1
          #expect(!parses(token), "\(file): '\(token)' parses but would be skipped")
        }
      }
    }
    #expect(checked > 1000)
    #expect(skipped > 100)
  }
}
