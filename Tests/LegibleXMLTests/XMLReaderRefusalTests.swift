import Foundation
import TestSupport
import Testing

@testable import LegibleXML

/// Documents ``XMLReader`` refuses: not well-formed (libxml2's error code and position, with
/// no recovery), DOCTYPE (entity bombs, external entities), processing instructions and
/// nesting deeper than the limit. Codes are libxml2's `xmlParserErrors` (2.9.14).
struct XMLReaderRefusalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var xml: String
    var code: Int
    var line: Int
    var column: Int
    var summary: String
    var testDescription: String { name }
  }

  static let malformed: [Case] = [
    Case(
      name: "mismatched end tag (imported silently by XMLParser)",
      xml: #"<resources><color name="x">#fff</resources>"#, code: 76, line: 1, column: 44,
      summary: "the end tag </resources> does not match the start tag <color> of line 1; "
        + "close <color> first"),
    Case(
      name: "unclosed tags", xml: "<resources>\n  <color name=\"x\">#fff\n", code: 77, line: 3,
      column: 1, summary: "the document ends before <color> of line 2 is closed; add </color>"),
    Case(
      name: "undeclared entity", xml: "<r>&nbsp;</r>", code: 26, line: 1, column: 10,
      summary: "the entity &nbsp; is not defined (XML defines only &amp; &lt; &gt; &quot; "
        + "&apos;); write &amp; for a literal &"),
    Case(
      name: "bare ampersand", xml: "<r>a & b</r>", code: 68, line: 1, column: 7,
      summary: "an '&' that does not start an entity reference; write &amp; for a literal &"),
    Case(
      name: "entity without semicolon", xml: "<r>&amp</r>", code: 23, line: 1, column: 8,
      summary: "an entity reference without its ';'; write &amp; for a literal &"),
    Case(
      name: "duplicate attribute", xml: #"<r a="1" a="2"/>"#, code: 42, line: 1, column: 15,
      summary: "the attribute a appears twice in one tag; keep one"),
    Case(
      name: "unquoted attribute", xml: "<r a=1/>", code: 39, line: 1, column: 6,
      summary: "an attribute without a quoted value; write name=\"value\""),
    Case(
      name: "content after the root", xml: "<r/><s/>", code: 5, line: 1, column: 5,
      summary: "content after the end of the root element; keep everything inside one root "
        + "element"),
    Case(
      name: "declaration not at the start", xml: "\n<?xml version=\"1.0\"?><r/>", code: 64,
      line: 2, column: 6,
      summary: "malformed XML declaration; write <?xml version=\"1.0\" encoding=\"utf-8\"?> at "
        + "the very start or remove it"),
    Case(
      name: "name over libxml2's 50,000 bytes",
      xml: "<r><" + String(repeating: "x", count: 50_001) + "/></r>", code: 110, line: 1,
      column: 5,
      summary: "Name too long: NCName (libxml2 error 110): names may have 50,000 bytes and "
        + "attribute values 10,000,000; shorten it"),
    Case(
      name: "NUL-led bytes (libxml2 would call it empty; they looked like UCS-4)",
      xml: "\u{0}\u{0}\u{0}<\u{0}\u{0}\u{0}r\u{0}\u{0}\u{0}>", code: 9, line: 1, column: 1,
      summary: "a NUL byte, which XML does not allow; save the file as UTF-8 text"),
    Case(
      name: "a NUL after blank lines is placed where it stands (line 2, column 3)",
      xml: "\n  \u{0}<r/>", code: 9, line: 2, column: 3,
      summary: "a NUL byte, which XML does not allow; save the file as UTF-8 text"),
    Case(
      name: "empty", xml: "", code: 4, line: 1, column: 1,
      summary: "the document has no root element"),
  ]

  @Test(arguments: malformed)
  func notWellFormed(_ c: Case) throws {
    let error = #expect(throws: XMLReadError.self) { try XMLReader().read(c.xml) }
    guard case .notWellFormed(let code, _, _, _)? = error?.problem else {
      Issue.record("not a well-formedness error: \(String(describing: error))")
      return
    }
    #expect(code == c.code)
    #expect(error?.line == c.line)
    #expect(error?.column == c.column)
    #expect(error?.problem.summary == c.summary)
  }

  @Test func aDoctypeWithAnExternalEntityIsRefusedBeforeItIsRead() throws {
    // A file the entity names: were it fetched and expanded, its text would be the element's.
    let secret = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-xxe-\(UUID().uuidString).txt")
    try Data("secret".utf8).write(to: secret)
    defer { try? FileManager.default.removeItem(at: secret) }
    let xml = """
      <?xml version="1.0"?>
        <!DOCTYPE r [ <!ENTITY x SYSTEM "file://\(secret.path)"> ]>
      <r>&x;</r>
      """
    let error = #expect(throws: XMLReadError.self) { try XMLReader().read(xml) }
    #expect(error == XMLReadError(.documentType, line: 2, column: 3))
    #expect(error?.problem.summary == "a DOCTYPE declaration is not supported; remove it")
  }

  @Test func billionLaughsIsRefusedAtTheDoctype() throws {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      xml += " <!ENTITY lol\(level) \"\(String(repeating: "&\(previous);", count: 10))\">\n"
    }
    xml += "]>\n<r>&lol9;</r>\n"
    let clock = ContinuousClock()
    var error: XMLReadError?
    let elapsed = clock.measure {
      error = #expect(throws: XMLReadError.self) { try XMLReader().read(xml) }
    }
    #expect(error == XMLReadError(.documentType, line: 2, column: 1))
    #expect(elapsed < .seconds(1))
  }

  @Test func processingInstructionsAreRefusedWhereTheyStart() throws {
    let error = #expect(throws: XMLReadError.self) {
      try XMLReader().read("<?xml version=\"1.0\"?>\n<r>\n  <?target data?>\n</r>")
    }
    #expect(error == XMLReadError(.processingInstruction(target: "target"), line: 3, column: 3))
  }

  @Test func nestingDeeperThanTheLimitIsRefused() throws {
    // 100,000 levels: refused at the 257th start tag, whose `>` is at column 11 + 256 × 3.
    let depth = 100_000
    let text =
      "<resources>" + String(repeating: "<a>", count: depth)
      + String(repeating: "</a>", count: depth) + "</resources>"
    let error = #expect(throws: XMLReadError.self) { try XMLReader().read(text) }
    #expect(error == XMLReadError(.tooDeep(limit: 256), line: 1, column: 779))
    #expect(error?.problem.summary == "elements are nested more than 256 deep")
  }

  /// The two inputs with which the android fuzz target crashed Foundation's `XMLParser`
  /// (`strlen(NULL)` in its processing-instruction callback), and the first one it found: now
  /// ordinary errors.
  @Test(arguments: [
    (
      "android-fuzz-declaration",
      XMLReadError.Problem.notWellFormed(
        code: 96, names: [], otherLine: 0, message: "Malformed declaration expecting version"), 1, 7
    ),
    (
      "android-fuzz-comment",
      .notWellFormed(
        code: 68, names: [], otherLine: 0, message: "error parsing attribute name"), 1, 3
    ),
    (
      "android-fuzz-crash", .processingInstruction(target: "xmlaversiandroid:alphaVheme.Sample"),
      1, 1
    ),
  ])
  func fuzzFindingsAreErrors(
    _ fixture: String, _ problem: XMLReadError.Problem, _ line: Int,
    _ column: Int
  ) throws {
    let url = Repository.url(
      "Tests/LegibleCLITests/Fixtures/malformed/tokens/\(fixture)/values/colors.xml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let error = #expect(throws: XMLReadError.self) { try XMLReader().read(text) }
    #expect(error == XMLReadError(problem, line: line, column: column))
  }
}
