import Testing

@testable import LegibleJSON

/// The one JSON writer: the shapes the reports, the CLI and the grids print (expected texts
/// written out by hand from RFC 8259's grammar and the house format: 2-space indentation,
/// `"key": value`, members in the order written).
@Suite struct JSONWriterTests {
  /// A value of several shapes for item `n` (object, nested array, escapes, numbers).
  static func value(_ n: Int) -> JSONWriter.Value {
    .object([
      ("n", .int(n)), ("ratio", .number(Double(n) / 7)),
      ("name", .string("item \"\(n)\"\u{7}")),
      ("parts", .array(n % 3 == 0 ? [] : [.bool(n % 2 == 0), .null, .array([.int(-n)])])),
    ])
  }

  @Test(
    "elements(_:) writes the bytes element(_:) writes for each item, pretty and compact, across chunks"
  )
  func parallelElementsEqualSerial() {
    for compact in [false, true] {
      for count in [0, 1, 5, 257, 600] {
        var serial = JSONWriter()
        var parallel = JSONWriter()
        var writtenCount = 0
        serial.object { o in
          o.field("before", .int(1))
          o.array("items", compact: compact) { a in
            for n in 0..<count { a.element(Self.value(n)) }
          }
        }
        parallel.object { o in
          o.field("before", .int(1))
          o.array("items", compact: compact) { a in
            a.elements(Array(0..<count), chunk: 64, written: { _ in writtenCount += 1 }) {
              Self.value($0)
            }
          }
        }
        #expect(parallel.text == serial.text, "compact \(compact), \(count) items")
        #expect(writtenCount == count)
      }
    }
  }

  @Test(
    "elements(_:streamingTo:) emits, joined with the rest, the bytes element(_:) writes, with elements before and after"
  )
  func streamedElementsEqualSerial() {
    for compact in [false, true] {
      for count in [0, 1, 5, 257, 600] {
        for before in [0, 2] {
          var serial = JSONWriter()
          serial.object { o in
            o.field("before", .int(1))
            o.array("items", compact: compact) { a in
              for n in 0..<before { a.element(.int(-n)) }
              for n in 0..<count { a.element(Self.value(n)) }
              a.element(.string("after"))
            }
          }
          var pieces: [String] = []
          var streamed = JSONWriter()
          streamed.object { o in
            o.field("before", .int(1))
            o.array("items", compact: compact) { a in
              for n in 0..<before { a.element(.int(-n)) }
              a.elements(Array(0..<count), chunk: 64, streamingTo: { pieces.append($0) }) {
                Self.value($0)
              }
              a.element(.string("after"))
            }
          }
          let label = "compact \(compact), \(before) before, \(count) items"
          #expect(pieces.joined() + streamed.text == serial.text, "\(label)")
          // Every piece emitted is at least the flush size; the rest stays in the writer.
          #expect(pieces.allSatisfy { $0.utf8.count >= JSONWriter.flushSize }, "\(label)")
        }
      }
    }
  }

  /// Elements of 1,000 bytes streamed: pieces of `flushSize` (64 KB) plus at most one element,
  /// all but the last at least `flushSize`, joined with the writer's rest equal to the serial
  /// text.
  @Test func streamedPiecesAreBounded() {
    let big: @Sendable (Int) -> JSONWriter.Value = { n in
      .string(String(repeating: "x", count: 1_000) + "\(n)")
    }
    var serial = JSONWriter()
    serial.array { a in for n in 0..<300 { a.element(big(n)) } }
    var pieces: [String] = []
    var streamed = JSONWriter()
    streamed.array { a in
      a.elements(Array(0..<300), chunk: 64, streamingTo: { pieces.append($0) }) { big($0) }
    }
    #expect(pieces.joined() + streamed.text == serial.text)
    #expect(pieces.count == 4)
    #expect(pieces.allSatisfy { $0.utf8.count >= JSONWriter.flushSize })
    #expect(pieces.allSatisfy { $0.utf8.count < JSONWriter.flushSize + 1_100 })
  }

  @Test func prettyObjectWithNestedArray() {
    var out = JSONWriter()
    out.object { o in
      o.field("name", .string("Seed \"buttons\""))
      o.array("ratios") { a in
        a.element(.number(4.5))
        a.element(.number(21))
      }
      o.array("empty") { _ in }
    }
    #expect(
      out.text == """
        {
          "name": "Seed \\"buttons\\"",
          "ratios": [
            4.5,
            21.0
          ],
          "empty": []
        }
        """)
  }

  @Test func compactObjectIsOneLine() {
    let value = JSONWriter.Value.object([("ratio", .number(4.4999)), ("aaText", .bool(false))])
    #expect(value.compactText == #"{"ratio":4.4999,"aaText":false}"#)
  }

  /// Several documents in one file (the baseline of several specs): each element is written
  /// byte for byte as it is alone, not indented one step as an ordinary array's elements are.
  @Test func sequenceElementsAreWrittenAsAlone() {
    let first = JSONWriter.Value.object([("name", .string("a")), ("n", .int(1))])
    let second = JSONWriter.Value.object([("name", .string("b")), ("list", .array([.int(2)]))])
    var out = JSONWriter()
    out.sequence { s in
      s.element(first)
      s.element(second)
    }
    let alone = [first.rendered, second.rendered].map { String($0.dropLast()) }
    #expect(out.text == "[\n" + alone.joined(separator: ",\n") + "\n]")
    var ordinary = JSONWriter()
    ordinary.array { a in a.element(first) }
    #expect(ordinary.text == "[\n  {\n    \"name\": \"a\",\n    \"n\": 1\n  }\n]")
  }

  @Test func flushHandsOnPiecesOnlyPastTheMinimum() {
    var out = JSONWriter()
    var pieces: [String] = []
    out.field(nil, .string("x"))
    out.flush(to: { pieces.append($0) }, minimum: 10)
    #expect(pieces.isEmpty)
    out.flush(to: { pieces.append($0) }, minimum: 0)
    #expect(pieces == ["\"x\""])
    out.flush(to: { pieces.append($0) }, minimum: 0)
    #expect(pieces.count == 1)
  }
}
