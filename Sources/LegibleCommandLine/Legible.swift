import ArgumentParser
import LegibleColor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The `legible` command-line tool: ArgumentParser commands over the libraries.
struct Legible: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "legible",
    abstract: "Colour maths and WCAG/APCA contrast audits for app UIs.",
    usage: "legible <subcommand>",
    discussion: """
      EXIT STATUS:
      \(ExitStatus.allCases.map { "  \($0.rawValue)  \($0.summary)" }.joined(separator: "\n"))
      """,
    version: "legible \(LegibleVersion.current)",
    subcommands: [
      Contrast.self, Audit.self, Extract.self, Tokens.self, Grid.self, Suggest.self, Simulate.self,
    ])

  /// `legible` alone: a usage error, as a subcommand is required.
  func run() throws { throw UsageError.conflict("Missing subcommand").validation }

  /// The subcommand names, and `help`.
  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }
}

/// The `legible` process: the environment read, SIGPIPE ignored,
/// ``run(arguments:environment:streams:)``, then `exit` with its status.
/// The entry of both executables that wrap this module: `LegibleCLI` (the `legible` product) and
/// `LegiblePluginTool` (the tool the package plugins run).
package enum LegibleProcess {
  package static func main() -> Never {
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
      streams: .process(), keepsUntilExit: true)
    exitProcess(status.rawValue)
  }
}

/// The C library's `exit` (inside a command, `exit` names ArgumentParser's `exit(withError:)`).
private func exitProcess(_ status: Int32) -> Never { exit(status) }

/// Runs `legible` with the given arguments (without the program name).
///
/// ArgumentParser parses and validates; its help, version, completion-script and dump-help
/// requests print to standard output with status 0, its usage errors to standard error with
/// status 2 (ArgumentParser's own code for them, `ExitCode.validationFailure`, is 64). Nothing
/// here exits the process, so tests call it directly.
///
/// - Parameters:
///   - arguments: The arguments after `legible`.
///   - environment: The process environment (`COLUMNS` sets the help width; default 80).
///   - streams: Standard input, output and error.
///   - keepsUntilExit: Whether the command's largest values are left for `exit` to reclaim
///     (``ValueKeeper``): only the `legible` process, which exits next.
/// - Returns: 0 on success, 1 for failing audits, 2 for usage or input errors.
func run(
  arguments: [String], environment: [String: String], streams: StandardStreams,
  keepsUntilExit: Bool = false
) -> ExitStatus {
  let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
  // ArgumentParser reports a misspelt subcommand as an unexpected argument of `legible`, and
  // `legible help nope` as the root's help with status 0.
  let named = arguments.first == "help" ? arguments.dropFirst().first : arguments.first
  if let name = named, !name.hasPrefix("-"), !Legible.commandNames.contains(name) {
    return report(UsageError.conflict("Unknown subcommand '\(name)'").validation, streams, columns)
  }
  do {
    var parsed = try Legible.parseAsRoot(arguments)
    guard let command = parsed as? any LegibleCommand else {
      // `legible` alone, or ArgumentParser's own `help` subcommand.
      try parsed.run()
      return .success
    }
    do throws(CommandError) {
      return try command.run(
        context: CommandContext(
          environment: environment, streams: streams,
          keeper: .forRun(keeps: keepsUntilExit)))
    } catch {
      switch error {
      case .usage(let usage):
        streams.error.write(usageErrorText(usage.message, for: type(of: command)))
      case .input(let message):
        streams.error.write("Error: \(message)\n")
      }
      return .usageOrInputError
    }
  } catch {
    return report(error, streams, columns)
  }
}

/// Prints an ArgumentParser outcome: help and the like on standard output (status 0), errors
/// on standard error (status 2).
private func report(_ error: any Error, _ streams: StandardStreams, _ columns: Int) -> ExitStatus {
  let text = Legible.fullMessage(for: error, columns: columns)
  if Legible.exitCode(for: error).isSuccess {
    streams.output.write(text + "\n")
    return .success
  }
  streams.error.write(text + "\n")
  return .usageOrInputError
}

/// A usage error found while running, in the shape of ArgumentParser's: the message, the
/// command's usage line and the `--help` hint.
func usageErrorText(_ message: String, for command: any ParsableCommand.Type) -> String {
  let name = "legible " + (command.configuration.commandName ?? "")
  let usage = Legible.usageString(for: command)
    .split(separator: "\n", omittingEmptySubsequences: false)
    .joined(separator: "\n       ")
  return "Error: \(message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n"
}
