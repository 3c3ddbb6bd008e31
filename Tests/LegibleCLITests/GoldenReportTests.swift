import Foundation
import TestSupport
import Testing

@testable import LegibleCommandLine

/// The committed reports in Reports/ are regenerated from Examples/*.json through the CLI (token
/// files included) and compared byte for byte, so any change in what a designer or reviewer sees
/// shows up in review. Re-record with RECORD_SNAPSHOTS=1.
@Suite struct GoldenReportTests {
  static let root = AuditCommandTests.root

  /// The bundled examples, by file stem (`seed-buttons`).
  static let examples: [String] = {
    let directory = root.appendingPathComponent("Examples").path
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test func examplesExist() {
    #expect(Self.examples.contains("seed-buttons"))
    #expect(Self.examples.contains("themed-chips"))
  }

  @Test(arguments: examples) func html(_ name: String) throws {
    try check(name, format: "html", extension: "html")
  }

  @Test(arguments: examples) func markdown(_ name: String) throws {
    try check(name, format: "markdown", extension: "md")
  }

  func check(_ name: String, format: String, extension ext: String) throws {
    // As `make demo` and the README run it: from the repository root with a relative path, so
    // the token files' sources in the report are repository-relative too.
    let spec = "Examples/\(name).json"
    #expect(
      FileManager.default.fileExists(atPath: spec),
      "run the tests from the repository root (as make test does)")
    let result = runLegible(["audit", spec, "--format", format])
    #expect(result.status == 0 || result.status == 1, "\(result.error)")
    try Snapshot.check(
      result.output, against: Self.root.appendingPathComponent("Reports/\(name).\(ext)"),
      missing: "missing golden report Reports/\(name).\(ext): run with RECORD_SNAPSHOTS=1",
      differs: """
        Reports/\(name).\(ext) differs from the regenerated report; review, then re-record with \
        RECORD_SNAPSHOTS=1
        """)
  }
}
