import LegibleJSON
import Testing

@Suite struct JSON5ReaderTests {
  // Source: JSON5 1.0.0 (https://spec.json5.org/): hexadecimal numbers, a leading '+', leading
  // and trailing points, single quotes, trailing commas, comments, unquoted keys.
  @Test func values() throws {
    let value = try JSON5Reader(file: "x.json5").parse(
      "{a: 0x1F, b: +.5, c: 'it\\'s', d: [1, 2,], \"e\": 5., /* c */ f: null}")
    guard case .object(let members) = value.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "c", "d", "e", "f"])
    #expect(members[0].value.kind == .number(31))
    #expect(members[1].value.kind == .number(0.5))
    #expect(members[2].value.kind == .string("it's"))
    #expect(members[4].value.kind == .number(5))
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var code: JSONParseError.Code
    var testDescription: String { name }
  }

  // Positions counted by hand; Infinity and NaN are refused on purpose (JSON5Reader's header).
  static let invalid: [Invalid] = [
    Invalid(name: "Infinity", text: "{a: Infinity}", line: 1, column: 5, code: .invalidNumber),
    Invalid(name: "open comment", text: "{a: 1 /* open", line: 1, column: 7, code: .unexpectedEnd),
    Invalid(name: "truncated object", text: "{a: 1,\n", line: 2, column: 1, code: .unexpectedEnd),
    Invalid(name: "bad escape", text: "['\\u12G4']", line: 1, column: 7, code: .invalidEscape),
    Invalid(name: "two values", text: "1 2", line: 1, column: 3, code: .trailingContent),
    Invalid(name: "empty", text: " // nothing\n", line: 2, column: 1, code: .emptyDocument),
    Invalid(
      name: "too deep", text: String(repeating: "[", count: 257), line: 1, column: 257,
      code: .nestingTooDeep),
  ]

  @Test(arguments: invalid)
  func rejects(_ c: Invalid) {
    do {
      _ = try JSON5Reader(file: "x.json5").parse(c.text)
      Issue.record("accepted \(c.name)")
    } catch {
      #expect(error.code == c.code, "\(error)")
      #expect(error.file == "x.json5")
      #expect(error.line == c.line && error.column == c.column, "\(error)")
    }
  }
}
