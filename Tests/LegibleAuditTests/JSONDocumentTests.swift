import LegibleAudit
import TestSupport
import Testing

@Suite struct JSONDocumentTests {
  struct Invalid: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var fragment: String
    var testDescription: String { name }
  }

  // Source: RFC 8259 grammar (§2–§7); positions counted by hand.
  static let invalid: [Invalid] = [
    Invalid(name: "empty", text: "", line: 1, column: 1, fragment: "empty document"),
    Invalid(name: "trailing comma", text: "[1,]", line: 1, column: 4, fragment: "expected a value"),
    Invalid(name: "leading zero", text: "01", line: 1, column: 1, fragment: "leading zeros"),
    Invalid(name: "plus sign", text: "+1", line: 1, column: 1, fragment: "unexpected '+'"),
    Invalid(name: "NaN", text: "NaN", line: 1, column: 1, fragment: "unexpected 'N'"),
    Invalid(name: "huge number", text: "1e999", line: 1, column: 1, fragment: "out of range"),
    Invalid(name: "bare dot", text: "1.", line: 1, column: 3, fragment: "after '.'"),
    Invalid(name: "comment", text: "{} // x", line: 1, column: 4, fragment: "after the end"),
    Invalid(name: "single quotes", text: "['a']", line: 1, column: 2, fragment: "unexpected"),
    Invalid(
      name: "duplicate key", text: "{\"a\": 1,\n \"a\": 2}", line: 2, column: 2,
      fragment: "duplicate key \"a\" (first at line 1, column 2)"),
    Invalid(
      name: "control char", text: "\"a\tb\"", line: 1, column: 3, fragment: "control character"),
    Invalid(name: "bad escape", text: #""\x""#, line: 1, column: 4, fragment: "invalid escape"),
    Invalid(
      name: "lone surrogate", text: #""\ud800""#, line: 1, column: 8,
      fragment: "lone high surrogate"),
    Invalid(
      name: "unterminated", text: "\n  \"abc", line: 2, column: 3, fragment: "unterminated string"),
    Invalid(name: "missing colon", text: "{\"a\" 1}", line: 1, column: 6, fragment: "expected ':'"),
    Invalid(name: "bad literal", text: "[tru]", line: 1, column: 2, fragment: "expected 'true'"),
    Invalid(
      name: "column counts scalars", text: "[\"é\", x]", line: 1, column: 7,
      fragment: "unexpected 'x'"),
  ]

  @Test(arguments: invalid)
  func rejects(_ c: Invalid) {
    do {
      _ = try JSONDocument(parsing: c.text, file: "f.json")
      Issue.record("accepted \(c.name)")
    } catch {
      #expect(error.code == .malformedJSON)
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
      (error as? AuditSpecError)?.message.contains("deeper than 512") == true
    }
    // Far deeper input must not overflow the stack either.
    #expect(throws: AuditSpecError.self) {
      try JSONDocument(parsing: String(repeating: "[{\"a\":", count: 100_000))
    }
  }

  /// Deterministic mutations of valid documents never trap; every outcome is a value or an
  /// AuditSpecError (from the parser or the spec decoder).
  @Test func fuzzNeverTraps() throws {
    let seed = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/seed-buttons.json"),
      encoding: .utf8)
    let bytes = Array(seed.utf8)
    let alphabet = Array("{}[]\":,0123456789.eE+-\\u tfn#\n\u{0}é/".utf8)
    var rng = SplitMix64(seed: 0x1E61B1E)
    var parsed = 0
    var rejected = 0
    for _ in 0..<3000 {
      var b = bytes
      for _ in 0..<(1 + Int(rng.next() % 4)) {
        let i = Int(rng.next() % UInt64(b.count))
        switch rng.next() % 4 {
        case 0: b[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
        case 1: b.remove(at: i)
        case 2: b.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
        default:
          let j = Int(rng.next() % UInt64(b.count))
          b.replaceSubrange(min(i, j)..<max(i, j), with: [])
        }
        if b.isEmpty { b = [0x7B] }
      }
      let text = String(decoding: b, as: UTF8.self)
      do {
        let spec = try AuditSpec(json: text, file: "fuzz.json")
        _ = try Auditor(policy: AuditPolicy(suggestions: false)).audit(spec)
        parsed += 1
      } catch {
        #expect(!error.message.isEmpty)
        rejected += 1
      }
    }
    #expect(parsed + rejected == 3000)
    #expect(rejected > 1000)
  }
}
