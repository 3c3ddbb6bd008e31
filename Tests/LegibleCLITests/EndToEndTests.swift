import Foundation
import TestSupport
import Testing

/// Runs the built `legible` binary (docs/reference/house-style.md §6: the CLI is tested end to
/// end).
@Suite struct EndToEndTests {
  @Test func versionAndHelpExitZero() throws {
    let version = try runBinary(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "legible 0.1.0\n")
    let help = try runBinary(["contrast", "--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("OVERVIEW: "))
  }

  @Test func jsonFromTheBinary() throws {
    let r = try runBinary(["contrast", "#777", "white", "--json"])
    #expect(r.status == 0)
    let object = try jsonObject(r.output)
    let ratio = try #require(object["ratio"] as? Double)
    #expect(isApproximatelyEqual(ratio, 4.478089453577214, relativeTolerance: 1e-12))
    #expect(object["aa"] as? Bool == false)
    #expect(object["aaLarge"] as? Bool == true)
  }

  @Test func unknownOptionExitsTwo() throws {
    let r = try runBinary(["contrast", "#000", "#fff", "--foo"])
    #expect(r.status == 2)
    #expect(r.output.isEmpty)
    #expect(r.error.hasPrefix("Error: Unknown option '--foo'"))
    #expect(r.error.contains("\nUsage: "))
  }

  @Test func batchFromAFile() throws {
    let url = try temporaryFile("BDD732 262FEB\n28EFE3 33B266\n475267 57130F\n581CE1 FF0E4A\n")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let r = try runBinary(["contrast", "--batch", url.path])
    #expect(r.status == 0)
    let lines = r.output.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.first == "4.809100918210831")
    #expect(lines.last == "2.0289003774312695")
  }

  @Test func batchFromStdinStopsAtBadLine() throws {
    let r = try runBinary(
      ["contrast", "--batch", "-"], stdin: "000000 FFFFFF\nFFFFFF 000000\nxyz\n000000 FFFFFF\n")
    #expect(r.status == 2)
    #expect(r.output == "21.0\n21.0\n")
    #expect(r.error.hasPrefix("Error: line 3: "))
  }
}
