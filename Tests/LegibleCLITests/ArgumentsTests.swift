import Testing

@testable import LegibleCLI

@Suite struct ArgumentsTests {
  static let spec = CommandSpec(
    name: "legible test",
    abstract: "A test command.",
    arguments: [
      ArgumentSpec(name: "first", help: "First."),
      ArgumentSpec(name: "second", help: "Second.", isOptional: true),
    ],
    options: [
      .flag("--json", help: "JSON."),
      .option("--mode", value: "mode", allowed: ["a", "b"], default: "a", help: "Mode"),
      .option("--profile", value: "name=path", repeatable: true, help: "Profiles."),
    ])

  struct ParseCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var expected: ParsedArguments
    var testDescription: String { name }
  }

  static let parseCases: [ParseCase] = [
    ParseCase(
      name: "positionals and a flag", arguments: ["x", "--json", "y"],
      expected: ParsedArguments(flags: ["--json"], positionals: ["x", "y"])),
    ParseCase(
      name: "value after a space", arguments: ["--mode", "b", "x"],
      expected: ParsedArguments(options: ["--mode": ["b"]], positionals: ["x"])),
    ParseCase(
      name: "value after =", arguments: ["--mode=b", "x"],
      expected: ParsedArguments(options: ["--mode": ["b"]], positionals: ["x"])),
    ParseCase(
      name: "repeatable option accumulates",
      arguments: ["--profile", "p=a.icc", "x", "--profile=q=b.icc"],
      expected: ParsedArguments(options: ["--profile": ["p=a.icc", "q=b.icc"]], positionals: ["x"])),
    ParseCase(
      name: "dash is stdin, a positional", arguments: ["-"],
      expected: ParsedArguments(positionals: ["-"])),
    ParseCase(
      name: "double dash ends options", arguments: ["--", "--json", "-x"],
      expected: ParsedArguments(positionals: ["--json", "-x"])),
  ]

  @Test(arguments: parseCases)
  func parses(_ c: ParseCase) throws {
    #expect(try Self.spec.parse(c.arguments) == c.expected)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var expected: UsageError
    var message: String
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "unknown option", arguments: ["x", "--foo"], expected: .unknownOption("--foo"),
      message: "Unknown option '--foo'"),
    ErrorCase(
      name: "unknown option with =", arguments: ["--foo=1", "x"], expected: .unknownOption("--foo"),
      message: "Unknown option '--foo'"),
    ErrorCase(
      name: "missing value", arguments: ["x", "--mode"],
      expected: .missingValue(option: "--mode <mode>"), message: "Missing value for '--mode <mode>'"
    ),
    ErrorCase(
      name: "value outside the set", arguments: ["x", "--mode", "c"],
      expected: .invalidValue("c", option: "--mode <mode>", allowed: ["a", "b"]),
      message: "The value 'c' is invalid for '--mode <mode>'. Please provide one of 'a', 'b'"),
    ErrorCase(
      name: "missing required positional", arguments: ["--json"],
      expected: .missingArgument("first"), message: "Missing expected argument '<first>'"),
    ErrorCase(
      name: "surplus positional", arguments: ["x", "y", "z"], expected: .unexpectedArgument("z"),
      message: "Unexpected argument 'z'"),
    ErrorCase(
      name: "value given to a flag", arguments: ["x", "--json=1"],
      expected: .unexpectedArgument("--json=1"), message: "Unexpected argument '--json=1'"),
  ]

  @Test(arguments: errorCases)
  func rejects(_ c: ErrorCase) {
    #expect(throws: c.expected) { try Self.spec.parse(c.arguments) }
    #expect(c.expected.message == c.message)
  }

  @Test func helpIsDetectedBeforeDoubleDash() {
    #expect(Self.spec.wantsHelp(["x", "-h"]))
    #expect(Self.spec.wantsHelp(["--help"]))
    #expect(!Self.spec.wantsHelp(["--", "--help"]))
  }

  @Test func helpHasArgumentParserShape() {
    let help = Self.spec.helpText
    #expect(help.hasPrefix("OVERVIEW: A test command.\n\nUSAGE: legible test "))
    #expect(help.contains("\nARGUMENTS:\n  <first>                 First.\n"))
    #expect(help.contains("\nOPTIONS:\n  --json                  JSON.\n"))
    #expect(help.contains("  --mode <mode>           Mode (a | b; default: a)\n"))
    #expect(help.hasSuffix("  -h, --help              Show help information.\n"))
  }

  @Test func usageListsOptionsAndArguments() {
    #expect(
      Self.spec.usage
        == "legible test [--json] [--mode <mode>] [--profile <name=path> ...] <first> [<second>]")
  }

  @Test func errorTextHasThreeParts() {
    #expect(
      Self.spec.errorText(.unknownOption("--foo")) == """
        Error: Unknown option '--foo'
        Usage: \(Self.spec.usage)
          See 'legible test --help' for more information.

        """)
  }
}
