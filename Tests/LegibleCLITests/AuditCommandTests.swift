import Foundation
import TestSupport
import Testing

@Suite struct AuditCommandTests {
  static let root = Repository.root
  static let seed = root.appendingPathComponent("Examples/seed-buttons.json").path

  @Test func seedExampleFailsWithExitOne() throws {
    // Issue 3: the pressed SwiftUI state (white on rgb(0,97,205) at 0.8 over white) fails AA.
    let result = try runBinary(["audit", Self.seed])
    #expect(result.status == 1)
    #expect(result.output.contains("fail     FilledButton      pressed      text 1.4.3       4.00"))
    #expect(result.output.contains("21 findings: 5 fail, 0 needs-review, 12 pass, 4 exempt"))
    #expect(result.error.isEmpty)
  }

  @Test func jsonReportCarriesUnroundedRatios() throws {
    let result = try runBinary(["audit", Self.seed, "--format", "json"])
    #expect(result.status == 1)
    let object = try jsonObject(result.output)
    let findings = try #require(object["findings"] as? [[String: Any]])
    let pressed = try #require(
      findings.first {
        $0["component"] as? String == "FilledButton" && $0["state"] as? String == "pressed"
          && $0["check"] as? String == "text"
      })
    let ratio = try #require(pressed["ratio"] as? Double)
    #expect(abs(ratio - 4.0068) < 1e-4)
    #expect(pressed["verdict"] as? String == "fail")
    let policy = try #require(object["policy"] as? [String: Any])
    #expect(policy["coefficients"] as? String == "wcag")
  }

  @Test func outputFileIsWrittenAndInputIsProtected() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("report.json").path
    let first = try runBinary(["audit", Self.seed, "--format", "json", "-o", out])
    #expect(first.status == 1)
    #expect(first.output.isEmpty)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written.hasPrefix("{"))
    // The same run again gives byte-identical output (deterministic, no timestamps).
    let second = try runBinary(["audit", Self.seed, "--format", "json", "-o", out])
    #expect(second.status == 1)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == written)
    // -o onto the spec itself is refused and leaves it untouched.
    let spec = directory.appendingPathComponent("spec.json")
    try FileManager.default.copyItem(atPath: Self.seed, toPath: spec.path)
    let before = try Data(contentsOf: spec)
    let refused = try runBinary(["audit", spec.path, "-o", spec.path])
    #expect(refused.status == 2)
    #expect(refused.error.contains("refusing to overwrite the input"))
    #expect(try Data(contentsOf: spec) == before)
  }

  struct BadSpec: Sendable, CustomTestStringConvertible {
    var json: String
    var expected: String
    var testDescription: String { expected }
  }

  static let badSpecs: [BadSpec] = [
    .init(
      json: ##"{"name":"x","surfaces":{"page":"#fff"},"components":[{"name":"B","surface":"page","##
        + ##""states":{"normal":{"text":"#12345","background":"#000"}}}]}"##,
      expected: "components[0].states.normal.text"),
    .init(
      json: ##"{"name":"x","surfaces":{"page":"#fff"},"components":[{"name":"B","surface":"page","##
        + ##""states":{"normal":{"txt":"#fff","background":"#000"}}}]}"##,
      expected: "did you mean \"text\"?"),
    .init(json: ##"{"name": "x", "components": [ }"##, expected: "1:"),
  ]

  @Test(arguments: badSpecs)
  func badSpecExitsTwoWithPath(_ c: BadSpec) throws {
    let file = try temporaryFile(c.json, name: "spec.json")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let result = try runBinary(["audit", file.path])
    #expect(result.status == 2)
    #expect(result.error.contains(c.expected), "\(result.error)")
    #expect(result.error.contains("spec.json"))
    #expect(result.output.isEmpty)
  }

  @Test func missingSpecFileExitsTwo() throws {
    let result = try runBinary(["audit", "/nonexistent/spec.json"])
    #expect(result.status == 2)
    #expect(result.error.contains("/nonexistent/spec.json"))
  }

  @Test func strictMakesNeedsReviewFail() {
    let help = runLegible(["audit", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--strict"))
    let unknown = runLegible(["audit", "--frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.error.contains("Unknown option '--frobnicate'"))
  }
}

@Suite struct AuditCVDCommandTests {
  static let chips = AuditCommandTests.root.appendingPathComponent("Examples/themed-chips.json")
    .path

  /// `--cvd all` on the themed chips: StatusTab's selected state differs from normal by hue
  /// alone and collapses under deuteranopia in both themes; the WCAG verdicts do not change.
  @Test func statusTabCollapsesUnderDeuteranopia() throws {
    let plain = try jsonObject(try runBinary(["audit", Self.chips, "--format", "json"]).output)
    let result = try runBinary(["audit", Self.chips, "--format", "json", "--cvd", "all"])
    let object = try jsonObject(result.output)
    #expect(
      (object["summary"] as? [String: Int]) == (plain["summary"] as? [String: Int]))
    let flags = try #require(object["distinguishability"] as? [[String: Any]])
    let tab = flags.filter {
      $0["component"] as? String == "StatusTab" && $0["type"] as? String == "deuteranopia"
    }
    #expect(tab.count == 2)
    for flag in tab {
      #expect(flag["collapsed"] as? Bool == true)
      #expect((flag["normalDeltaE"] as? Double ?? 0) >= 0.02)
      #expect((flag["deltaE"] as? Double ?? 1) < 0.02)
    }
    let findings = try #require(object["findings"] as? [[String: Any]])
    let first = try #require(findings.first)
    #expect((first["cvd"] as? [[String: Any]])?.count == 7)
    let policy = try #require(object["policy"] as? [String: Any])
    #expect((policy["cvd"] as? [[String: Any]])?.count == 7)
  }

  @Test func unknownTypeIsAUsageError() throws {
    let result = try runBinary(["audit", Self.chips, "--cvd", "deuteranope"])
    #expect(result.status == 2)
    #expect(result.error.contains("deuteranopia"))
  }

  @Test func typeListKeepsOrder() throws {
    let result = try runBinary([
      "audit", Self.chips, "--format", "json", "--cvd", "tritanopia,protanopia",
    ])
    let object = try jsonObject(result.output)
    let policy = try #require(object["policy"] as? [String: Any])
    let types = (policy["cvd"] as? [[String: Any]])?.compactMap { $0["type"] as? String }
    #expect(types == ["tritanopia", "protanopia"])
  }
}
