import Foundation
import TestSupport
import Testing

/// The one child-process runner of the tests (Tests/TestSupport/ProcessRunner.swift). A pipe
/// holds 64 KiB on Linux (pipe(7)); every case moves far more than that through each pipe, so a
/// runner that read standard output to its end and only then standard error (or wrote all of
/// standard input before reading) would deadlock here.
@Suite struct ProcessRunnerTests {
  static let shell = URL(fileURLWithPath: "/bin/sh")
  static let megabytes2 = 2_000_000

  @Test func drainsBothPipesConcurrently() throws {
    // stderr first: a sequential reader blocked on stdout never empties the full stderr pipe.
    let child = try runProcess(
      Self.shell,
      [
        "-c",
        #"head -c 2000000 /dev/zero | tr "\0" x >&2; head -c 2000000 /dev/zero | tr "\0" y"#,
      ],
      timeout: 120)
    #expect(child.status == 0)
    #expect(child.standardError.count == Self.megabytes2)
    #expect(child.standardOutput.count == Self.megabytes2)
    #expect(child.standardError.allSatisfy { $0 == UInt8(ascii: "x") })
    #expect(child.standardOutput.allSatisfy { $0 == UInt8(ascii: "y") })
  }

  @Test func writesInputWhileReadingOutput() throws {
    let input = Data(repeating: UInt8(ascii: "z"), count: Self.megabytes2)
    let child = try runProcess(Self.shell, ["-c", "exec cat"], input: input)
    #expect(child.status == 0)
    #expect(child.standardOutput == input)
    #expect(child.standardError.isEmpty)
  }

  @Test func reportsStatusAndEnvironment() throws {
    let child = try runProcess(
      Self.shell, ["-c", #"printf '%s' "$LEGIBLE_PROBE"; printf oops >&2; exit 3"#],
      environment: ["LEGIBLE_PROBE": "probe"])
    #expect(child.status == 3)
    #expect(child.output == "probe")
    #expect(child.error == "oops")
  }

  @Test func killsAChildThatOutlivesTheTimeout() throws {
    let start = Date()
    #expect(throws: ProcessTimeout.self) {
      try runProcess(Self.shell, ["-c", "exec sleep 60"], timeout: 1)
    }
    #expect(Date().timeIntervalSince(start) < 30)
  }
}
