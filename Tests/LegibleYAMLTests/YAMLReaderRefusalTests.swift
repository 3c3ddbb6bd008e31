import Testing

@testable import LegibleYAML

/// Documents ``YAMLReader`` refuses, each at its line and column (1-based) with a message and a
/// fix hint: what libyaml 0.2.5 reports for malformed YAML, and what the reader refuses on
/// purpose (aliases, tags, a second document, repeated and complex keys, deep nesting).
struct YAMLReaderRefusalTests {
  func refusal(_ text: String) throws -> YAMLReadError {
    try #require(
      #expect(throws: YAMLReadError.self) { try YAMLReader().read(text, file: "bad.yml") })
  }

  @Test func aliasBombIsRefusedAtTheFirstAlias() throws {
    // The "billion laughs" of YAML: nine levels of nine aliases would expand to 9^9 nodes.
    var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for level in 1..<9 {
      let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
      let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
      text +=
        "\(name): &\(name) ["
        + Array(repeating: "*\(previous)", count: 9).joined(
          separator: ", ") + "]\n"
    }
    let error = try refusal(text)
    #expect(error.problem == .alias(name: "a"))
    #expect((error.file, error.line, error.column) == ("bad.yml", 2, 8))
    #expect(error.message == "YAML aliases are not supported in token files (*a)")
  }

  @Test func nestingTenThousandDeepIsAnErrorNotACrash() throws {
    let error = try refusal(
      "x: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
    #expect(error.problem == .tooDeep(limit: 64))
    // The mapping is level 1, so the 64th `[` (column 4 + 63) is the first one too deep.
    #expect((error.line, error.column) == (1, 67))
    let blocks = (0..<10_000).map { String(repeating: " ", count: $0) + "k:" }.joined(
      separator: "\n")
    #expect(try refusal(blocks).problem == .tooDeep(limit: 64))
  }

  @Test func duplicateKeyNamesBothLines() throws {
    let error = try refusal("aliases:\n  A: red\n  B: blue\n  A: green\n")
    #expect(error.problem == .duplicateKey("A", firstLine: 2))
    #expect((error.line, error.column) == (4, 3))
    #expect(error.message == "the key 'A' appears twice in one mapping (first on line 2)")
    // The same key in two different mappings is fine.
    #expect(try YAMLReader().read("a: {x: 1}\nb: {x: 2}\n", file: "ok.yml") != nil)
  }

  @Test func tabIndentationIsNamed() throws {
    let error = try refusal("aliases:\n\tA: red\n")
    #expect(error.problem == .tab)
    #expect((error.line, error.column) == (2, 1))
    #expect(error.hint == "indent with spaces; YAML does not allow tabs in indentation")
  }

  @Test func malformedYAMLGivesLibyamlsWordsAndPosition() throws {
    let colon = try refusal("aliases:\n  A: red\n  B: a: b\n")
    #expect(
      colon.problem
        == .syntax(
          problem: "mapping values are not allowed in this context", context: nil, contextLine: 0))
    #expect((colon.line, colon.column) == (3, 7))
    let quote = try refusal("aliases:\n  A: \"red\n  B: blue\n")
    #expect(
      quote.problem
        == .syntax(
          problem: "found unexpected end of stream", context: "while scanning a quoted scalar",
          contextLine: 2))
    #expect((quote.line, quote.column) == (4, 1))
    #expect(
      quote.message == "found unexpected end of stream (while scanning a quoted scalar on line 2)")
    #expect(quote.summary.hasPrefix("bad.yml:4:1: found unexpected end of stream"))
    let indent = try refusal("a:\n  b: 1\n c: 2\n")
    #expect(
      indent.problem
        == .syntax(
          problem: "did not find expected key", context: "while parsing a block mapping",
          contextLine: 1))
    #expect((indent.line, indent.column) == (3, 2))
  }

  @Test func bytesThatAreNotUTF8OrControlCharacters() throws {
    let latin1: [UInt8] = Array("a: caf".utf8) + [0xE9, 0x0A]
    let error = try #require(
      #expect(throws: YAMLReadError.self) {
        try latin1.withUnsafeBufferPointer { try YAMLReader().read($0, file: "l.yml") }
      })
    #expect(error.problem == .encoding("incomplete UTF-8 octet sequence"))
    #expect((error.line, error.column) == (1, 7))
    let invalid: [UInt8] = Array("a: ".utf8) + [0xFF, 0x0A]
    let leading = try #require(
      #expect(throws: YAMLReadError.self) {
        try invalid.withUnsafeBufferPointer { try YAMLReader().read($0, file: "l.yml") }
      })
    #expect(leading.problem == .encoding("invalid leading UTF-8 octet"))
    #expect((leading.line, leading.column) == (1, 4))
    let nul = try refusal("a: red\u{0}\n")
    #expect(nul.problem == .encoding("control characters are not allowed"))
    #expect((nul.line, nul.column) == (1, 7))
  }

  @Test func secondDocumentTagsAndComplexKeys() throws {
    let documents = try refusal("a: 1\n---\nb: 2\n")
    #expect(documents.problem == .multipleDocuments(firstLine: 1))
    #expect((documents.line, documents.column) == (2, 1))
    #expect(try refusal("a: !!str red\n").problem == .tag("!!str"))
    #expect(try refusal("a: !color red\n").problem == .tag("!color"))
    #expect(try refusal("a: !!map {b: c}\n").problem == .tag("!!map"))
    let complex = try refusal("? [a, b]\n: c\n")
    #expect(complex.problem == .complexKey)
    #expect((complex.line, complex.column) == (1, 3))
  }
}
