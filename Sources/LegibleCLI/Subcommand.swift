/// A `legible` subcommand: its option table and what it does with the parsed arguments.
///
/// To add one (audit, tokens, grid, suggest, simulate), write a type conforming to this protocol
/// in `Commands/` and list it in ``Legible/subcommands``.
protocol Subcommand {
  /// The command's name, options, arguments and help.
  static var spec: CommandSpec { get }

  /// Runs the command on already-parsed arguments.
  ///
  /// - Returns: The exit status (0, or 1 for audit gates).
  /// - Throws: ``CommandError`` for usage and input errors (exit status 2).
  static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandError)
    -> ExitStatus
}

/// What a command may touch: the environment and the three standard streams.
struct CommandContext {
  /// The process environment (e.g. `GITHUB_ACTIONS`).
  var environment: [String: String]
  /// Standard input, output and error.
  var streams: StandardStreams
}

/// Why a command stopped with exit status 2.
enum CommandError: Error {
  /// Bad arguments: printed with the usage line and the `--help` hint.
  case usage(UsageError)
  /// Unreadable or invalid input: printed as `Error: <message>` (the message says what and where).
  case input(String)
}
