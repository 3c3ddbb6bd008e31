import Testing

@testable import LegibleCommandLine

@Suite struct RunTests {
  @Test func rootHelpListsSubcommandsAndExitStatus() {
    let r = runLegible(["--help"])
    #expect(r.status == 0)
    #expect(r.error.isEmpty)
    #expect(r.output.hasPrefix("OVERVIEW: "))
    #expect(r.output.contains("USAGE: legible <subcommand>"))
    #expect(r.output.contains("SUBCOMMANDS:\n  contrast "))
    #expect(r.output.contains("EXIT STATUS:\n  0  "))
    #expect(r.output.contains("\n  1  "))
    #expect(r.output.contains("\n  2  Usage or input error"))
  }

  @Test func versionPrintsName() {
    let r = runLegible(["--version"])
    #expect(r.status == 0)
    #expect(r.output == "legible 0.1.0\n")
  }

  @Test func helpSubcommandShowsCommandHelp() {
    let r = runLegible(["help", "contrast"])
    #expect(r.status == 0)
    #expect(r.output == runLegible(["contrast", "--help"]).output)
  }

  @Test func contrastHelpHasAllSections() {
    for arguments in [
      ["contrast", "--help"], ["contrast", "-h"], ["contrast", "#000", "--help"],
    ] {
      let r = runLegible(arguments)
      #expect(r.status == 0)
      for heading in ["OVERVIEW: ", "\nUSAGE: legible contrast", "\nARGUMENTS:\n", "\nOPTIONS:\n"] {
        #expect(r.output.contains(heading), "\(arguments) lacks \(heading)")
      }
      for option in [
        "--json", "--batch <path>", "--algorithm <algorithm>", "--coefficients",
        "--composite", "--backdrop", "--hex", "--color-profile", "-h, --help",
      ] {
        #expect(r.output.contains(option))
      }
    }
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var firstLine: String
    var helpHint: String
    var testDescription: String { name }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      name: "unknown option", arguments: ["contrast", "#000", "#fff", "--foo"],
      firstLine: "Error: Unknown option '--foo'. Did you mean '--json'?",
      helpHint: "legible contrast --help"),
    UsageCase(
      name: "missing background", arguments: ["contrast", "#000"],
      firstLine: "Error: Missing expected argument '<background>'",
      helpHint: "legible contrast --help"),
    UsageCase(
      name: "missing both colours", arguments: ["contrast"],
      firstLine: "Error: Missing expected argument '<foreground>'",
      helpHint: "legible contrast --help"),
    UsageCase(
      name: "bad algorithm", arguments: ["contrast", "--batch", "-", "--algorithm", "wcag3"],
      firstLine:
        "Error: The value 'wcag3' is invalid for '--algorithm <algorithm>'. Please provide one of 'wcag', 'apca' or 'both'.",
      helpHint: "legible contrast --help"),
    UsageCase(
      name: "missing value", arguments: ["contrast", "--batch"],
      firstLine: "Error: Missing value for '--batch <path>'", helpHint: "legible contrast --help"),
    UsageCase(
      name: "too many colours", arguments: ["contrast", "#000", "#fff", "#888"],
      firstLine: "Error: Unexpected argument '#888'", helpHint: "legible contrast --help"),
    UsageCase(
      name: "batch with colours", arguments: ["contrast", "--batch", "-", "#000"],
      firstLine: "Error: Unexpected argument '#000': --batch reads the pairs from a file",
      helpHint: "legible contrast --help"),
    UsageCase(
      name: "unknown subcommand", arguments: ["contrasts"],
      firstLine: "Error: Unknown subcommand 'contrasts'", helpHint: "legible --help"),
    UsageCase(
      name: "help on an unknown subcommand", arguments: ["help", "contrasts"],
      firstLine: "Error: Unknown subcommand 'contrasts'", helpHint: "legible --help"),
    UsageCase(
      name: "no subcommand", arguments: [], firstLine: "Error: Missing subcommand",
      helpHint: "legible --help"),
    UsageCase(
      name: "unknown root option", arguments: ["--foo"], firstLine: "Error: Unknown option '--foo'",
      helpHint: "legible --help"),
  ]

  @Test(arguments: usageCases)
  func usageErrorsExitTwo(_ c: UsageCase) {
    let r = runLegible(c.arguments)
    #expect(r.status == 2)
    #expect(r.output.isEmpty)
    let lines = r.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == c.firstLine)
    #expect(lines.contains { $0.hasPrefix("Usage: ") })
    #expect(r.error.hasSuffix("  See '\(c.helpHint)' for more information.\n"))
  }

  @Test func invalidColourIsAnInputError() {
    let r = runLegible(["contrast", "#12", "white"])
    #expect(r.status == 2)
    #expect(r.output.isEmpty)
    #expect(r.error.hasPrefix("Error: foreground: invalid colour"))
    #expect(!r.error.contains("Usage:"))
  }

  @Test func invalidBackdropNamesTheOption() {
    let r = runLegible(["contrast", "#000", "#fff8", "--backdrop", "nope"])
    #expect(r.status == 2)
    #expect(r.error.hasPrefix("Error: --backdrop: invalid colour"))
  }

  @Test func malformedColorProfileIsAUsageError() {
    let r = runLegible(["contrast", "#000", "#fff", "--color-profile", "noequals"])
    #expect(r.status == 2)
    #expect(r.error.hasPrefix("Error: The value 'noequals' is invalid for '--color-profile"))
  }

  @Test func missingBatchFileIsAnInputError() {
    let r = runLegible(["contrast", "--batch", "/nonexistent/legible/pairs.txt"])
    #expect(r.status == 2)
    #expect(r.error.hasPrefix("Error: cannot open '/nonexistent/legible/pairs.txt': "))
  }
}

extension RunTests {
  @Test func unreadableColorProfileIsAnInputError() {
    let r = runLegible(
      ["contrast", "#000", "#fff", "--color-profile", "brand=/nonexistent/brand.icc"])
    #expect(r.status == 2)
    #expect(r.error.hasPrefix("Error: --color-profile brand: "))
    #expect(r.error.contains("/nonexistent/brand.icc"))
  }
}
