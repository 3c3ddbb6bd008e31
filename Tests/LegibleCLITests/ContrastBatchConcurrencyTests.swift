import LegibleColor
import TestSupport
import Testing

@testable import LegibleCLI

/// The two-thread path of `legible contrast --batch` must print exactly what the serial path does,
/// including slow-path lines, blank lines and the output and message of a bad line.
@Suite struct ContrastBatchConcurrencyTests {
  /// `count` workload-style lines (benchmarks.md §1 generator), with `extra` lines put at the
  /// given line indices.
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
    var output: String
    var error: String?
  }

  static func run(_ text: String, algorithm: String, concurrent: Bool, chunkLimit: Int = .max)
    -> Outcome
  {
    var batch = ContrastBatch(policy: ContrastPolicy(), algorithm: algorithm)
    batch.concurrent = concurrent
    let sink = MemorySink()
    do {
      try batch.run(source: MemorySource(text, chunkLimit: chunkLimit), sink: sink)
      return Outcome(output: sink.text, error: nil)
    } catch {
      guard case .input(let message) = error else { return Outcome(output: sink.text, error: "?") }
      return Outcome(output: sink.text, error: message)
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var count: Int
    var extra: [Int: String]
    var algorithm: String
    var chunkLimit: Int = .max
    var expectsError: Bool = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "100k plain pairs, wcag", count: 100_000, extra: [:], algorithm: "wcag"),
    Case(name: "100k plain pairs, apca", count: 100_000, extra: [:], algorithm: "apca"),
    Case(name: "100k plain pairs, both", count: 100_000, extra: [:], algorithm: "both"),
    Case(
      name: "slow-path and blank lines in both halves", count: 120_000,
      extra: [10: "black white", 20: "", 70_000: "rgb(0 0 0 / 0.5)\t#fff", 90_000: "   "],
      algorithm: "both"),
    Case(
      name: "bad line in the second half", count: 100_000,
      extra: [5: "#fff #000", 74_000: "not-a-colour FFFFFF"], algorithm: "wcag",
      expectsError: true),
    Case(
      name: "bad line in the first half", count: 100_000, extra: [1234: "000000"],
      algorithm: "apca", expectsError: true),
    Case(
      name: "odd read sizes", count: 50_000, extra: [49_999: "white black"], algorithm: "wcag",
      chunkLimit: 70_001),
  ]

  @Test(arguments: cases)
  func concurrentOutputEqualsSerial(_ c: Case) {
    let text = Self.input(count: c.count, extra: c.extra)
    let serial = Self.run(text, algorithm: c.algorithm, concurrent: false, chunkLimit: c.chunkLimit)
    let concurrent = Self.run(
      text, algorithm: c.algorithm, concurrent: true, chunkLimit: c.chunkLimit)
    #expect(serial == concurrent)
    #expect((serial.error != nil) == c.expectsError)
    if let error = concurrent.error, let line = c.extra.keys.sorted().last {
      #expect(error.hasPrefix("line \(line + 1): "))
      #expect(concurrent.output.split(separator: "\n").count == line)
    }
  }
}
