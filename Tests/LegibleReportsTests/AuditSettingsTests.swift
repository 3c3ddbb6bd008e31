import LegibleAudit
import LegibleColor
import LegibleReports
import Testing

/// ``AuditSettings``: command-line values win, then `legible.json`, then the defaults.
@Suite struct AuditSettingsTests {
  static let configuration = AuditConfiguration(
    file: "legible.json", specs: ["config.json"], tokens: ["tokens.json"],
    baseline: "base.json", reports: ["html:r.html"],
    policy: [
      "level": "aaa", "largeText": "platformPoints18", "composite": "linear",
      "coefficients": "css4", "failOn": "needsReview",
    ], tolerance: 0.25)

  @Test func defaultsWithoutConfiguration() throws {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = ["s.json"]
    let settings = try AuditSettings(commandLine: commandLine, configuration: nil)
    #expect(settings.policy == AuditPolicy())
    #expect(settings.failOn == .fail)
    #expect(settings.tolerance == 0)
    #expect(settings.baseline == nil)
    #expect(settings.reports.isEmpty)
    #expect(settings.inputs == ["s.json"])
  }

  @Test func configurationFillsWhatTheCommandLineLeaves() throws {
    let settings = try AuditSettings(
      commandLine: AuditSettings.CommandLine(), configuration: Self.configuration)
    #expect(settings.specs == ["config.json"])
    #expect(settings.tokens == ["tokens.json"])
    // Swift case names in the file are accepted and made canonical.
    #expect(
      settings.policy
        == AuditPolicy(
          level: .aaa, largeText: .platformPoints18, composite: .linearSRGB, coefficients: .css4))
    #expect(settings.failOn == .needsReview)
    #expect(settings.tolerance == 0.25)
    #expect(settings.baseline == "base.json")
    #expect(settings.reports == ["html:r.html"])
    #expect(settings.inputs == ["config.json", "tokens.json", "base.json"])
  }

  @Test func commandLineWins() throws {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = ["cli.json"]
    commandLine.level = "AA"
    commandLine.composite = "srgb"
    commandLine.failOn = "never"
    commandLine.strict = true  // loses to an explicit failOn
    commandLine.tolerance = "0.5"
    commandLine.baseline = "cli-base.json"
    commandLine.updateBaseline = true
    commandLine.reports = ["sarif:x.sarif"]
    commandLine.suggestions = false
    commandLine.cvd = [.deuteranopia]
    let settings = try AuditSettings(commandLine: commandLine, configuration: Self.configuration)
    #expect(settings.specs == ["cli.json"])
    #expect(settings.policy.level == .aa)
    #expect(settings.policy.composite == .encodedSRGB)
    #expect(settings.policy.largeText == .platformPoints18)  // not given: the file's
    #expect(settings.policy.suggestions == false)
    #expect(settings.policy.cvd == [.deuteranopia])
    #expect(settings.failOn == .never)
    #expect(settings.tolerance == 0.5)
    #expect(settings.baseline == "cli-base.json")
    #expect(settings.reports == ["sarif:x.sarif"])
    // The baseline being re-created is no input.
    #expect(settings.inputs == ["cli.json", "tokens.json"])
  }

  @Test func strictMeansNeedsReviewWhenFailOnIsNotGiven() throws {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = ["s.json"]
    commandLine.strict = true
    #expect(try AuditSettings(commandLine: commandLine, configuration: nil).failOn == .needsReview)
  }

  @Test func invalidConfigurationValueNamesFileAndKey() {
    var configuration = Self.configuration
    configuration.policy["composite"] = "oklab"
    #expect(throws: AuditRunError.self) {
      _ = try AuditSettings(commandLine: AuditSettings.CommandLine(), configuration: configuration)
    }
    do throws(AuditRunError) {
      _ = try AuditSettings(commandLine: AuditSettings.CommandLine(), configuration: configuration)
    } catch {
      #expect(
        error
          == .invalidPolicyValue(
            file: "legible.json", key: "composite", value: "oklab", allowed: ["srgb", "linear"]))
      #expect(
        error.description == "legible.json: policy.composite: 'oklab' is not one of srgb, linear")
    }
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var tolerance: String?
    var specs: [String]
    var update: Bool
    var expected: AuditRunError
    var testDescription: String { name }
  }

  @Test(arguments: [
    ErrorCase(
      name: "negative tolerance", tolerance: "-1", specs: ["s"], update: false,
      expected: .invalidTolerance("-1")),
    ErrorCase(
      name: "tolerance not a number", tolerance: "nan", specs: ["s"], update: false,
      expected: .invalidTolerance("nan")),
    ErrorCase(name: "no spec", tolerance: nil, specs: [], update: false, expected: .missingSpec),
    ErrorCase(
      name: "update without baseline", tolerance: nil, specs: ["s"], update: true,
      expected: .updateWithoutBaseline),
  ])
  func commandLineErrors(_ c: ErrorCase) {
    var commandLine = AuditSettings.CommandLine()
    commandLine.specs = c.specs
    commandLine.tolerance = c.tolerance
    commandLine.updateBaseline = c.update
    do throws(AuditRunError) {
      _ = try AuditSettings(commandLine: commandLine, configuration: nil)
      Issue.record("no error")
    } catch {
      #expect(error == c.expected)
    }
  }
}
