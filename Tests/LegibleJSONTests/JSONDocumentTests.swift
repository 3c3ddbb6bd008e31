import LegibleJSON
import Testing

@Suite struct JSONDocumentTests {
  struct Invalid: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var fragment: String
    var code: JSONParseError.Code
    var testDescription: String { name }
  }

  // Source: RFC 8259 grammar (§2–§7); positions counted by hand, codes from JSONParseError.Code.
  static let invalid: [Invalid] = [
    Invalid(
      name: "empty", text: "", line: 1, column: 1, fragment: "empty document", code: .emptyDocument),
    Invalid(
      name: "trailing comma", text: "[1,]", line: 1, column: 4, fragment: "expected a value",
      code: .trailingComma),
    Invalid(
      name: "leading zero", text: "01", line: 1, column: 1, fragment: "leading zeros",
      code: .invalidNumber),
    Invalid(
      name: "plus sign", text: "+1", line: 1, column: 1, fragment: "unexpected '+'",
      code: .unexpectedCharacter),
    Invalid(
      name: "NaN", text: "NaN", line: 1, column: 1, fragment: "unexpected 'N'",
      code: .unexpectedCharacter),
    Invalid(
      name: "huge number", text: "1e999", line: 1, column: 1, fragment: "out of range",
      code: .invalidNumber),
    Invalid(
      name: "bare dot", text: "1.", line: 1, column: 3, fragment: "after '.'", code: .invalidNumber),
    Invalid(
      name: "comment", text: "{} // x", line: 1, column: 4, fragment: "after the end",
      code: .trailingContent),
    Invalid(
      name: "single quotes", text: "['a']", line: 1, column: 2, fragment: "unexpected",
      code: .unexpectedCharacter),
    Invalid(
      name: "duplicate key", text: "{\"a\": 1,\n \"a\": 2}", line: 2, column: 2,
      fragment: "duplicate key \"a\" (first at line 1, column 2)", code: .duplicateKey),
    Invalid(
      name: "control char", text: "\"a\tb\"", line: 1, column: 3, fragment: "control character",
      code: .invalidString),
    Invalid(
      name: "bad escape", text: #""\x""#, line: 1, column: 4, fragment: "invalid escape",
      code: .invalidEscape),
    Invalid(
      name: "lone surrogate", text: #""\ud800""#, line: 1, column: 8,
      fragment: "lone high surrogate", code: .invalidEscape),
    Invalid(
      name: "unterminated", text: "\n  \"abc", line: 2, column: 3, fragment: "unterminated string",
      code: .unexpectedEnd),
    Invalid(
      name: "missing colon", text: "{\"a\" 1}", line: 1, column: 6, fragment: "expected ':'",
      code: .unexpectedCharacter),
    Invalid(
      name: "bad literal", text: "[tru]", line: 1, column: 2, fragment: "expected 'true'",
      code: .invalidLiteral),
    Invalid(
      name: "column counts scalars", text: "[\"é\", x]", line: 1, column: 7,
      fragment: "unexpected 'x'", code: .unexpectedCharacter),
    Invalid(
      name: "trailing comma in object", text: "{\"a\": 1,}", line: 1, column: 9,
      fragment: "expected a string key", code: .trailingComma),
    Invalid(
      name: "truncated array", text: "{\"a\": [1, 2", line: 1, column: 12,
      fragment: "unexpected end of input in array", code: .unexpectedEnd),
    Invalid(
      name: "truncated after key", text: "{\"a\"", line: 1, column: 5,
      fragment: "unexpected end of input after key", code: .unexpectedEnd),
    Invalid(
      name: "truncated escape", text: "[\"a\\", line: 1, column: 5,
      fragment: "unexpected end of input in escape", code: .unexpectedEnd),
    Invalid(
      name: "bad unicode escape", text: #""\u12G4""#, line: 1, column: 6,
      fragment: "expected 4 hexadecimal digits", code: .invalidEscape),
    Invalid(
      name: "too deep", text: String(repeating: "[", count: 513), line: 1, column: 513,
      fragment: "nesting deeper than 512 levels", code: .nestingTooDeep),
  ]

  @Test(arguments: invalid)
  func rejects(_ c: Invalid) {
    do {
      _ = try JSONDocument(parsing: c.text, file: "f.json")
      Issue.record("accepted \(c.name)")
    } catch {
      #expect(error.code == c.code, "\(error)")
      #expect(error.file == "f.json")
      #expect(error.line == c.line && error.column == c.column, "\(error)")
      #expect(error.message.contains(c.fragment), "\(error)")
    }
  }

  @Test func parsesValuesWithPositions() throws {
    let doc = try JSONDocument(
      parsing: "\u{FEFF}{\"a\": [1, -2.5e1, true, null],\n \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"}")
    guard case .object(let members) = doc.root.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[1].line == 2 && members[1].column == 2)
    #expect(members[1].value.kind == .string("xé😀\n"))
    guard case .array(let items) = members[0].value.kind else {
      Issue.record("not an array")
      return
    }
    #expect(items.map(\.kind) == [.number(1), .number(-25), .bool(true), .null])
    #expect(items[1].column == 11)  // the BOM does not count
  }

  @Test func depthLimit() {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? JSONDocument(parsing: ok)) != nil)
    let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    #expect {
      try JSONDocument(parsing: deep)
    } throws: { error in
      (error as? JSONParseError)?.code == .nestingTooDeep
    }
    // Far deeper input must not overflow the stack either.
    let far = #expect(throws: JSONParseError.self) {
      try JSONDocument(parsing: String(repeating: "[{\"a\":", count: 100_000))
    }
    #expect(far?.code == .nestingTooDeep)
    #expect(far?.line == 1 && far?.column == 3 * 512 + 1)
  }
}
