import LegibleColor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The `legible` command-line tool: a thin layer of argument parsing and I/O over the libraries.
@main
struct Legible {
  /// The version `legible --version` prints.
  static let version = LegibleVersion.current

  /// Every subcommand, in help order.
  static var subcommands: [any Subcommand.Type] {
    [Contrast.self, Audit.self, Tokens.self, Grid.self, Suggest.self, Simulate.self]
  }

  /// The root command's interface.
  static var spec: CommandSpec {
    CommandSpec(
      name: "legible",
      abstract: "Colour maths and WCAG/APCA contrast audits for app UIs.",
      options: [.flag("--version", help: "Show the version.")],
      sections: [
        (
          "SUBCOMMANDS",
          subcommands.flatMap { CommandSpec.row($0.spec.subcommandName, $0.spec.abstract) }
            .map { String($0.dropFirst(2)) }
        ),
        (
          "EXIT STATUS",
          ExitStatus.allCases.map { "\($0.rawValue)  \($0.summary)" }
        ),
        ("", ["See 'legible help <subcommand>' for detailed help."]),
      ],
      customUsage: "legible <subcommand>")
  }

  static func main() {
    var environment: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    signal(SIGPIPE, SIG_IGN)
    let status = run(
      arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
      streams: .process())
    exit(status.rawValue)
  }
}

extension CommandSpec {
  /// The last word of the name: `contrast` for `legible contrast`.
  var subcommandName: String { String(name.split(separator: " ").last ?? "") }
}

/// Runs `legible` with the given arguments (without the program name).
///
/// Every outcome is an ``ExitStatus``; nothing here exits the process, so tests call it directly.
///
/// - Parameters:
///   - arguments: The arguments after `legible`.
///   - environment: The process environment.
///   - streams: Standard input, output and error.
/// - Returns: 0 on success, 1 for failing audits, 2 for usage or input errors.
func run(arguments: [String], environment: [String: String], streams: StandardStreams)
  -> ExitStatus
{
  let root = Legible.spec
  guard let first = arguments.first else {
    streams.error.write(root.errorText(.missingSubcommand))
    return .usageOrInputError
  }
  switch first {
  case "--help", "-h":
    streams.output.write(root.helpText)
    return .success
  case "--version":
    streams.output.write("legible \(Legible.version)\n")
    return .success
  case "help":
    let rest = arguments.dropFirst()
    guard let name = rest.first else {
      streams.output.write(root.helpText)
      return .success
    }
    guard let command = Legible.subcommands.first(where: { $0.spec.subcommandName == name })
    else {
      streams.error.write(root.errorText(.unknownSubcommand(name)))
      return .usageOrInputError
    }
    streams.output.write(command.spec.helpText)
    return .success
  default:
    break
  }
  guard let command = Legible.subcommands.first(where: { $0.spec.subcommandName == first }) else {
    let error: UsageError = first.hasPrefix("-") ? .unknownOption(first) : .unknownSubcommand(first)
    streams.error.write(root.errorText(error))
    return .usageOrInputError
  }
  let spec = command.spec
  let rest = Array(arguments.dropFirst())
  if spec.wantsHelp(rest) {
    streams.output.write(spec.helpText)
    return .success
  }
  do throws(CommandError) {
    let parsed: ParsedArguments
    do {
      parsed = try spec.parse(rest)
    } catch {
      throw CommandError.usage(error)
    }
    let context = CommandContext(environment: environment, streams: streams)
    return try command.run(parsed, context: context)
  } catch {
    switch error {
    case .usage(let usage): streams.error.write(spec.errorText(usage))
    case .input(let message): streams.error.write("Error: \(message)\n")
    }
    return .usageOrInputError
  }
}
