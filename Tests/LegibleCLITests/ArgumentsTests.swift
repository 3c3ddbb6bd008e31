import ArgumentParser
import Testing

@testable import LegibleCommandLine

/// How the commands parse (ArgumentParser, through the command types): the same spellings the
/// hand-written parser accepted, and its error messages where ArgumentParser words them alike.
@Suite struct ArgumentsTests {
  @Test func positionalsAndAFlag() throws {
    let c = try Contrast.parse(["#000", "--json", "#fff"])
    #expect(c.foreground == "#000")
    #expect(c.background == "#fff")
    #expect(c.json)
  }

  @Test(arguments: [["--algorithm", "both", "--batch", "-"], ["--algorithm=both", "--batch=-"]])
  func valueAfterASpaceOrAnEqualsSign(_ arguments: [String]) throws {
    let c = try Contrast.parse(arguments)
    #expect(c.algorithm == .both)
    #expect(c.batch == "-")
  }

  @Test func laterValuesOverrideEarlierOnes() throws {
    let c = try Contrast.parse(["#000", "#fff", "--hex", "argb", "--hex", "css"])
    #expect(c.hex == .css)
  }

  @Test func repeatableOptionAccumulates() throws {
    let c = try Contrast.parse([
      "--color-profile", "p=a.icc", "#000", "--color-profile=q=b.icc", "#fff",
    ])
    #expect(c.colorProfile == ["p=a.icc", "q=b.icc"])
    let a = try Audit.parse(["--report", "html:a.html", "x.json", "--report", "sarif:b.sarif"])
    #expect(a.output.report == ["html:a.html", "sarif:b.sarif"])
    #expect(a.specs == ["x.json"])
  }

  @Test func dashIsStandardInputAPositional() throws {
    let t = try Tokens.parse(["-"])
    #expect(t.paths.paths == ["-"])
  }

  @Test func doubleDashEndsOptions() throws {
    let t = try Tokens.parse(["--", "--json", "-x"])
    #expect(t.paths.paths == ["--json", "-x"])
    #expect(!t.json)
  }

  @Test func sharedOptionGroupsParseOnEveryCommand() throws {
    let a = try Audit.parse([
      "--level", "AAA", "--large-text", "platform", "--composite", "linear", "--coefficients",
      "css4", "-o", "out.html", "--format", "html",
    ])
    #expect(a.policy.level == .aaa)
    #expect(a.policy.largeText == .platformPoints18)
    #expect(a.policy.blending.composite == .linearSRGB)
    #expect(a.policy.blending.coefficients == .css4)
    #expect(a.output.output == "out.html")
    #expect(a.output.format == .html)
    let s = try Suggest.parse(["#777", "#fff", "--composite", "linearSRGB", "--backdrop", "#000"])
    #expect(s.pair.blending.composite == .linearSRGB)
    #expect(s.pair.backdrop == "#000")
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// The first line of standard error (ArgumentParser's wording, or ours from `validate()`).
    var message: String
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "unknown option", arguments: ["contrast", "#000", "#fff", "--foo"],
      message: "Error: Unknown option '--foo'. Did you mean '--json'?"),
    ErrorCase(
      name: "unknown option with =", arguments: ["tokens", "--frmat=json", "x"],
      message: "Error: Unknown option '--frmat'. Did you mean '--format'?"),
    ErrorCase(
      name: "unknown option like no other", arguments: ["grid", "x", "--zzzzzzzz"],
      message: "Error: Unknown option '--zzzzzzzz'"),
    ErrorCase(
      name: "missing value", arguments: ["grid", "x", "--format"],
      message: "Error: Missing value for '--format <format>'"),
    ErrorCase(
      name: "value outside the set", arguments: ["grid", "x", "--format", "pdf"],
      message:
        "Error: The value 'pdf' is invalid for '--format <format>'. Please provide one of 'html', 'markdown' or 'json'."
    ),
    ErrorCase(
      name: "missing required positional", arguments: ["simulate", "--cvd", "all"],
      message: "Error: Missing expected argument '<color>'"),
    ErrorCase(
      name: "surplus positional", arguments: ["suggest", "#000", "#fff", "#888"],
      message: "Error: Unexpected argument '#888'"),
    ErrorCase(
      name: "value given to a flag", arguments: ["contrast", "#000", "#fff", "--json=1"],
      message: "Error: The option '--json' does not take any value, but '1' was specified."),
    ErrorCase(
      name: "missing paths", arguments: ["tokens"],
      message: "Error: Missing expected argument '<path>'"),
  ]

  @Test(arguments: errorCases)
  func rejects(_ c: ErrorCase) {
    let r = runLegible(c.arguments)
    #expect(r.status == 2)
    #expect(r.output.isEmpty)
    #expect(r.error.split(separator: "\n").first.map(String.init) == c.message)
    #expect(r.error.contains("\nUsage: legible \(c.arguments[0]) "))
    #expect(r.error.hasSuffix("  See 'legible \(c.arguments[0]) --help' for more information.\n"))
  }

  @Test func helpIsDetectedBeforeDoubleDash() {
    #expect(runLegible(["tokens", "x", "-h"]).output.hasPrefix("OVERVIEW: "))
    #expect(runLegible(["tokens", "--help"]).status == 0)
    // After `--`, `--help` is a path like any other.
    let r = runLegible(["tokens", "--", "--help"])
    #expect(r.status == 2)
    #expect(r.error.contains("--help"))
    #expect(r.output.isEmpty)
  }

  @Test func helpHasArgumentParserShape() {
    let help = runLegible(["simulate", "--help"]).output
    #expect(help.hasPrefix("OVERVIEW: Show a colour as seen with a colour-vision deficiency.\n"))
    #expect(help.contains("\nUSAGE: legible simulate "))
    #expect(
      help.contains("\nARGUMENTS:\n  <color>                 Any CSS colour, e.g. '#ff0000'."))
    #expect(help.contains("\nOPTIONS:\n"))
    #expect(help.contains("  --json                  Print one JSON object instead of text.\n"))
    #expect(help.contains("  -h, --help              Show help information.\n"))
  }

  @Test func usageListsOptionsAndArguments() {
    #expect(
      Legible.usageString(for: Simulate.self)
        == "legible simulate <color> --cvd <type> [--severity <s>] [--model <model>] [--json]")
  }

  @Test func errorTextHasThreeParts() {
    #expect(
      usageErrorText("Missing expected argument '<spec>'", for: Audit.self) == """
        Error: Missing expected argument '<spec>'
        Usage: \(Legible.usageString(for: Audit.self))
          See 'legible audit --help' for more information.

        """)
  }
}
