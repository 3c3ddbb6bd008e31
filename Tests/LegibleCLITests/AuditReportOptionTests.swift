import Foundation
import Testing

@testable import LegibleCommandLine

@Suite struct AuditReportOptionTests {
  @Test func severalReportsFromOneAudit() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = directory.appendingPathComponent("x.html").path
    let md = directory.appendingPathComponent("x.md").path
    let sarif = directory.appendingPathComponent("x.sarif").path
    let result = try runBinary([
      "audit", AuditCommandTests.seed, "--report", "html:" + html, "--report", "markdown:" + md,
      "--report=sarif:" + sarif,
    ])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)  // --report alone prints nothing to stdout
    #expect(try String(contentsOfFile: html, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    #expect(try String(contentsOfFile: md, encoding: .utf8).hasPrefix("## Legible"))
    #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"version\": \"2.1.0\""))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "x.html", "x.md", "x.sarif",
      ])
  }

  @Test func reportWithFormatAlsoPrints() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try runBinary([
      "audit", AuditCommandTests.seed, "--format", "xcode",
      "--report", "junit:" + directory.appendingPathComponent("j.xml").path,
    ])
    #expect(result.status == 1)
    #expect(result.output.contains(": error: FilledButton (pressed)"))
  }

  struct BadReport: Sendable, CustomTestStringConvertible {
    var value: String
    var testDescription: String { value }
  }

  @Test(arguments: [
    BadReport(value: "pdf:x.pdf"), BadReport(value: "html"), BadReport(value: "html:"),
  ])
  func badReportValuesAreUsageErrors(_ bad: BadReport) throws {
    let result = try runBinary(["audit", AuditCommandTests.seed, "--report", bad.value])
    #expect(result.status == 2)
    #expect(result.error.contains("--report"))
  }

  @Test func reportOntoTheSpecIsRefused() throws {
    let result = try runBinary([
      "audit", AuditCommandTests.seed, "--report", "html:" + AuditCommandTests.seed,
    ])
    #expect(result.status == 2)
    #expect(result.error.contains("refusing to overwrite"))
  }
}

extension AuditReportOptionTests {
  @Test func githubFormatAppendsTheStepSummary() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let summary = directory.appendingPathComponent("summary.md").path
    try "earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
    let output = MemorySink()
    let error = MemorySink()
    let streams = StandardStreams(input: MemorySource(""), output: output, error: error)
    let status = run(
      arguments: ["audit", AuditCommandTests.seed, "--format", "github"],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary], streams: streams)
    #expect(status.rawValue == 1)
    #expect(output.text.hasPrefix("::error file="))
    let written = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(written.hasPrefix("earlier step\n## Legible contrast report"))
  }

  @Test func timestampAppearsOnlyWhenGiven() {
    let plain = runLegible(["audit", AuditCommandTests.seed, "--format", "markdown"])
    let stamped = runLegible([
      "audit", AuditCommandTests.seed, "--format", "markdown", "--timestamp", "2026-11-29",
    ])
    #expect(!plain.output.contains("Generated"))
    #expect(stamped.output.hasSuffix("_Generated 2026-11-29._\n"))
  }
}
