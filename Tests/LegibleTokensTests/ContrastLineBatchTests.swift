import Foundation
import LegibleColor
import LegibleTokens
import Testing

/// ``ContrastLineBatch``: the concurrent path (one piece per core) must print exactly what the
/// serial path does, including slow-path lines, blank lines and the output and message of a bad
/// line; and it must really run concurrently on a multi-chunk input.
@Suite struct ContrastLineBatchTests {
  /// `count` workload-style lines (docs/reference/benchmarks.md §1 generator), with `extra` lines
  /// put at the given line indices.
  static func input(count: Int, extra: [Int: String] = [:]) -> String {
    var state: UInt64 = 42
    var lines: [String] = []
    lines.reserveCapacity(count)
    for i in 0..<count {
      if let line = extra[i] {
        lines.append(line)
        continue
      }
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      lines.append(hex6(z >> 40) + " " + hex6((z >> 16) & 0xFF_FFFF))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func hex6(_ v: UInt64) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: 6 - s.count) + s
  }

  struct Outcome: Equatable {
    var output: [UInt8]
    var error: ContrastLineBatch.LineError?
    var piecesRun = 0
  }

  /// Runs the batch over `text`, handing out at most `chunkLimit` bytes per read.
  static func run(
    _ text: String, columns: ContrastLineBatch.Columns, concurrent: Bool, pieces: Int? = nil,
    chunkLimit: Int = .max
  ) -> Outcome {
    var batch = ContrastLineBatch(columns: columns)
    batch.concurrent = concurrent
    if let pieces { batch.pieces = pieces }
    var input = Array(text.utf8)[...]
    var outcome = Outcome(output: [])
    do {
      outcome.piecesRun = try batch.runCountingPieces(
        read: { buffer in
          let n = min(buffer.count, input.count, chunkLimit)
          buffer.copyBytes(from: input.prefix(n))
          input = input.dropFirst(n)
          return n
        },
        write: { outcome.output.append(contentsOf: $0) })
    } catch {
      outcome.error = error as? ContrastLineBatch.LineError
    }
    return outcome
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var count: Int
    var extra: [Int: String]
    var columns: ContrastLineBatch.Columns
    var chunkLimit: Int = .max
    var expectsError: Bool = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "100k plain pairs, wcag", count: 100_000, extra: [:], columns: .wcag),
    Case(name: "100k plain pairs, apca", count: 100_000, extra: [:], columns: .apca),
    Case(name: "100k plain pairs, both", count: 100_000, extra: [:], columns: .both),
    Case(
      name: "slow-path and blank lines in several pieces", count: 120_000,
      extra: [10: "black white", 20: "", 70_000: "rgb(0 0 0 / 0.5)\t#fff", 90_000: "   "],
      columns: .both),
    Case(
      name: "bad line in a late piece", count: 100_000,
      extra: [5: "#fff #000", 74_000: "not-a-colour FFFFFF"], columns: .wcag,
      expectsError: true),
    Case(
      name: "bad line in the first piece", count: 100_000, extra: [1234: "000000"],
      columns: .apca, expectsError: true),
    Case(
      name: "odd read sizes", count: 50_000, extra: [49_999: "white black"], columns: .wcag,
      chunkLimit: 70_001),
  ]

  /// Byte-for-byte equality of the serial run and runs cut into 2, 3 and the core count's pieces.
  @Test(arguments: cases)
  func concurrentOutputEqualsSerial(_ c: Case) {
    let text = Self.input(count: c.count, extra: c.extra)
    let serial = Self.run(text, columns: c.columns, concurrent: false, chunkLimit: c.chunkLimit)
    #expect(serial.piecesRun == 0)
    #expect((serial.error != nil) == c.expectsError)
    for pieces in [nil, 2, 3] {
      var concurrent = Self.run(
        text, columns: c.columns, concurrent: true, pieces: pieces, chunkLimit: c.chunkLimit)
      // A failing run reports no count (it throws); a successful one ran pieces concurrently.
      #expect((concurrent.piecesRun > 0) == !c.expectsError)
      concurrent.piecesRun = 0
      #expect(serial == concurrent)
    }
    if let error = serial.error, let line = c.extra.keys.sorted().last {
      #expect(error.line == line + 1)
      #expect(serial.output.split(separator: UInt8(ascii: "\n")).count == line)
    }
  }

  /// A generated input of more than one 1 MiB chunk (300,000 lines of 14 bytes, 4.2 MB) runs
  /// one piece per active core in every chunk, and prints what the serial path prints.
  @Test func multiChunkInputRunsOnePiecePerCore() {
    let text = Self.input(count: 300_000)
    #expect(text.utf8.count > 4 << 20)
    let serial = Self.run(text, columns: .wcag, concurrent: false)
    let concurrent = Self.run(text, columns: .wcag, concurrent: true)
    let cores = ProcessInfo.processInfo.activeProcessorCount
    // At least the four full chunks, each cut into `cores` pieces.
    #expect(concurrent.piecesRun >= 4 * cores)
    #expect(concurrent.piecesRun % cores == 0)
    #expect(concurrent.output == serial.output)
    #expect(serial.output.split(separator: UInt8(ascii: "\n")).count == 300_000)
    let eight = Self.run(text, columns: .wcag, concurrent: true, pieces: 8)
    #expect(eight.piecesRun >= 32)
    #expect(eight.output == serial.output)
  }

  @Test func linesPrintRatiosInShortestRoundTripForm() {
    // docs/reference/benchmarks.md §1 per-pair value; black on white is exactly 21.
    let outcome = Self.run(
      "BDD732 262FEB\n\n#000000\t#FFFFFF\r\nblack white", columns: .wcag, concurrent: true)
    #expect(String(decoding: outcome.output, as: UTF8.self) == "4.809100918210831\n21.0\n21.0\n")
    #expect(outcome.error == nil)
  }

  @Test func badLineStopsWithItsNumberAndMessage() {
    let outcome = Self.run("000000 FFFFFF\n000000\n", columns: .wcag, concurrent: true)
    #expect(String(decoding: outcome.output, as: UTF8.self) == "21.0\n")
    #expect(outcome.error?.line == 2)
    #expect(
      outcome.error?.description
        == "line 2: expected two colours (foreground, background) separated by a tab or "
        + "whitespace, found 1: '000000'")
  }

  struct FieldCase: Sendable, CustomTestStringConvertible {
    var line: String
    var fields: [String]
    var testDescription: String { line }
  }

  @Test(arguments: [
    FieldCase(line: "rgb(0 0 0 / 0.5) #fff", fields: ["rgb(0 0 0 / 0.5)", "#fff"]),
    FieldCase(line: "a\tb c", fields: ["a", "b c"]),
    FieldCase(
      line: "color(display-p3 1 0 0)  oklch(0.5 0.1 20)",
      fields: ["color(display-p3 1 0 0)", "oklch(0.5 0.1 20)"]),
    FieldCase(line: "a b c", fields: ["a", "b", "c"]),
  ])
  func splitsFields(_ c: FieldCase) {
    #expect(ContrastLineBatch.fields(c.line) == c.fields)
  }
}
