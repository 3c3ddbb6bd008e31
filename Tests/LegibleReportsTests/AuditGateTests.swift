import Foundation
import LegibleAudit
import LegibleColor
import LegibleReports
import Testing

/// ``AuditGate``: the exit decision with and without a baseline, `--update-baseline`, the
/// policy-difference check, and multi-spec JSON.
@Suite struct AuditGateTests {
  /// A one-component spec whose text is `text` on white (#767676: 4.54:1, passes AA text;
  /// #999999: 2.85:1, fails).
  static func report(_ name: String, text: CSSColor) throws -> AuditReport {
    try Auditor().audit(
      AuditSpec(
        name: name, surfaces: ["page": .color(.white)],
        components: [
          ComponentSpec(
            name: name, surface: "page",
            states: ["normal": StateSpec(text: .color(text), background: .color(.white))])
        ]))
  }

  static let passing = CSSColor(.sRGB, 0x76 / 255.0, 0x76 / 255.0, 0x76 / 255.0)
  static let failing = CSSColor(.sRGB, 0.6, 0.6, 0.6)

  static func settings(
    failOn: FailOn = .fail, baseline: String? = nil, update: Bool = false,
    level: String? = nil
  ) throws -> AuditSettings {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = ["s.json"]
    commandLine.failOn = failOn.rawValue
    commandLine.baseline = baseline
    commandLine.updateBaseline = update
    commandLine.level = level
    return try AuditSettings(commandLine: commandLine, configuration: nil)
  }

  static func temporaryFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "legible-baseline-\(UUID().uuidString).json"
    ).path
  }

  @Test func exitDecisionWithoutBaseline() throws {
    let pass = try Self.report("pass", text: Self.passing)
    let fail = try Self.report("fail", text: Self.failing)
    #expect(fail.summary.fail > 0)
    #expect(try AuditGate(reports: [pass], settings: Self.settings()).exitStatus == 0)
    #expect(try AuditGate(reports: [fail], settings: Self.settings()).exitStatus == 1)
    #expect(try AuditGate(reports: [pass, fail], settings: Self.settings()).exitStatus == 1)
    #expect(try AuditGate(reports: [fail], settings: Self.settings(failOn: .never)).exitStatus == 0)
    // The one rule: AuditReport's own exit status agrees.
    #expect(fail.exitStatus(strict: false) == 1)
    #expect(fail.exitStatus(failOn: .never) == 0)
  }

  @Test func exitDecisionWithBaselineGatesOnlyRegressions() throws {
    let fail = try Self.report("x", text: Self.failing)
    let pass = try Self.report("x", text: Self.passing)
    let path = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    // A baseline that already has the failure: known, exit 0.
    let writer = try AuditGate(
      reports: [fail], settings: Self.settings(baseline: path, update: true))
    #expect(writer.comparison == nil)  // no file yet: created, not compared
    #expect(writer.exitStatus == 0)  // --update-baseline always passes
    try writer.baselineJSON.write(toFile: path, atomically: true, encoding: .utf8)
    let known = try AuditGate(reports: [fail], settings: Self.settings(baseline: path))
    #expect(known.comparison?.count(.known) ?? 0 > 0)
    #expect(known.comparison?.hasRegressions == false)
    #expect(known.exitStatus == 0)
    #expect(
      known.comparisonSummary?.hasPrefix("baseline \(path): 0 regression(s), 0 new, 0 fixed")
        == true)
    // A passing baseline, then a failure: new, exit 1.
    try AuditGate(reports: [pass], settings: Self.settings()).baselineJSON.write(
      toFile: path, atomically: true, encoding: .utf8)
    let regressed = try AuditGate(reports: [fail], settings: Self.settings(baseline: path))
    #expect(regressed.comparison?.hasRegressions == true)
    #expect(regressed.exitStatus == 1)
    #expect(
      try AuditGate(reports: [fail], settings: Self.settings(baseline: path, update: true))
        .exitStatus == 0)
  }

  @Test func baselineUnderAnotherPolicyIsAnErrorUnlessUpdating() throws {
    let report = try Self.report("x", text: Self.passing)
    let path = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try AuditGate(reports: [report], settings: Self.settings()).baselineJSON.write(
      toFile: path, atomically: true, encoding: .utf8)
    let aaa = try Self.settings(baseline: path, level: "AAA")
    do throws(AuditRunError) {
      _ = try AuditGate(reports: [report], settings: aaa)
      Issue.record("no error")
    } catch {
      guard case .baselinePolicyDiffers(let baseline, let differences) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(baseline == path)
      #expect(!differences.isEmpty)
      #expect(error.description.hasPrefix("\(path): the baseline was made under another policy ("))
    }
    let updating = try AuditGate(
      reports: [report], settings: Self.settings(baseline: path, update: true, level: "AAA"))
    #expect(updating.comparison == nil)
  }

  @Test func missingOrMalformedBaselineIsAnInputError() throws {
    let report = try Self.report("x", text: Self.passing)
    let path = Self.temporaryFile()
    #expect(throws: AuditRunError.self) {
      _ = try AuditGate(reports: [report], settings: Self.settings(baseline: path))
    }
    try "[1".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: AuditRunError.self) {
      _ = try AuditGate(reports: [report], settings: Self.settings(baseline: path))
    }
    // Re-creating replaces it.
    #expect(
      try AuditGate(reports: [report], settings: Self.settings(baseline: path, update: true))
        .comparison == nil)
  }

  @Test func severalSpecsMergeForWritersAndStayAnArrayInJSON() throws {
    let a = try Self.report("a", text: Self.passing)
    let b = try Self.report("b", text: Self.failing)
    let gate = try AuditGate(reports: [a, b], settings: Self.settings())
    #expect(gate.report.name == "a, b")
    #expect(gate.report.findings.count == a.findings.count + b.findings.count)
    let json = gate.text(.json, options: ReportOptions())
    let one = JSONReportWriter().write(a)
    let two = JSONReportWriter().write(b)
    #expect(json == "[\n" + one.dropLast() + ",\n" + two.dropLast() + "\n]\n")
    #expect(gate.baselineJSON == json)
    // One spec: its own report, unchanged.
    #expect(
      try AuditGate(reports: [a], settings: Self.settings()).text(.json, options: ReportOptions())
        == one)
  }
}
