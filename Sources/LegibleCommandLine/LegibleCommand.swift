import ArgumentParser

/// A `legible` subcommand: ArgumentParser parses and validates it; ``run(context:)`` calls the
/// library and prints.
///
/// To add one, write a `ParsableCommand` conforming to this protocol in `Commands/` and list it
/// in ``Legible/configuration``'s subcommands.
protocol LegibleCommand: ParsableCommand {
  /// Runs the parsed and validated command.
  ///
  /// - Returns: The exit status (0, or 1 for audit gates and `suggest`).
  /// - Throws: ``CommandError`` for usage and input errors found while running (exit status 2).
  func run(context: CommandContext) throws(CommandError) -> ExitStatus
}

/// What a command may touch: the environment and the three standard streams.
struct CommandContext {
  /// The process environment (e.g. `GITHUB_ACTIONS`).
  var environment: [String: String]
  /// Standard input, output and error.
  var streams: StandardStreams
  /// Where the largest values of the run go when the command is done with them (kept until
  /// exit in the `legible` process, freed at once in-process).
  var keeper = ValueKeeper(keeps: false)
}

/// Why a command stopped with exit status 2.
enum CommandError: Error {
  /// Bad arguments found only while running (they depend on `legible.json`): printed like
  /// ArgumentParser's usage errors, with the usage line and the `--help` hint.
  case usage(UsageError)
  /// Unreadable or invalid input: printed as `Error: <message>` (the message says what and where).
  case input(String)
}
