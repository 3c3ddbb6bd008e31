// The argument parser of `legible`: a small table of options per subcommand
// (docs/reference/house-style.md §5). No outside packages, so this stands in for
// swift-argument-parser, keeping its message shapes: `Error: Unknown option '--foo'`, then the
// usage line, then the "See … --help" hint.

/// One option of a command: a flag (`--json`) or an option with a value (`--batch <path>`).
struct OptionSpec: Sendable {
  /// Every spelling, long first: `["--help", "-h"]`.
  var names: [String]
  /// The value's placeholder (`path` prints as `<path>`); `nil` for a flag.
  var valueName: String?
  /// The accepted values, when the option takes one of a fixed set.
  var allowedValues: [String]?
  /// Other accepted spellings of allowed values (alias → canonical value): the Swift case
  /// names, `--composite linearSRGB` for `linear`. Parsed values are always canonical.
  var valueAliases: [String: String] = [:]
  /// The default shown in help, if any.
  var defaultValue: String?
  /// Whether the option may be given more than once (its values accumulate).
  var isRepeatable = false
  /// One line of help.
  var help: String

  /// The key under which parsed values are stored: the first name.
  var key: String { names[0] }

  /// `--batch <path>` or `--json`.
  var synopsis: String { valueName.map { "\(names[0]) <\($0)>" } ?? names[0] }

  /// A flag.
  static func flag(_ names: String..., help: String) -> OptionSpec {
    OptionSpec(names: names, valueName: nil, help: help)
  }

  /// An option taking a value.
  static func option(
    _ name: String, value: String, allowed: [String]? = nil, aliases: [String: String] = [:],
    default defaultValue: String? = nil, repeatable: Bool = false, help: String
  ) -> OptionSpec {
    OptionSpec(
      names: [name], valueName: value, allowedValues: allowed, valueAliases: aliases,
      defaultValue: defaultValue, isRepeatable: repeatable, help: help)
  }

  /// `value` in its canonical spelling (an alias replaced by the value it stands for).
  func canonical(_ value: String) -> String { valueAliases[value] ?? value }

  /// `-h, --help`, present in every command.
  static let help = OptionSpec.flag("--help", "-h", help: "Show help information.")
}

/// One positional argument.
struct ArgumentSpec: Sendable {
  /// The placeholder, printed as `<name>`.
  var name: String
  /// One line of help.
  var help: String
  /// Whether the parser lets it be absent (the command then decides).
  var isOptional = false
  /// Whether it takes every remaining positional (the last argument only: `<path>...`).
  var isVariadic = false
}

/// A command's interface: what it parses and how its help reads.
struct CommandSpec: Sendable {
  /// The full command name, e.g. `legible contrast`.
  var name: String
  /// One line for the parent's subcommand list.
  var abstract: String
  /// The OVERVIEW paragraph (defaults to the abstract).
  var overview: String?
  /// Positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// Options, in help order (``OptionSpec/help`` is appended automatically).
  var options: [OptionSpec] = []
  /// Extra help sections after OPTIONS (title, body lines).
  var sections: [(title: String, lines: [String])] = []
  /// A hand-written usage line, when the generated one would mislead.
  var customUsage: String?

  /// Options including `-h, --help`.
  var allOptions: [OptionSpec] { options + [.help] }

  /// `legible contrast [--json] … <foreground> <background>`.
  var usage: String {
    if let customUsage { return customUsage }
    var parts = [name]
    for option in options {
      parts.append(option.isRepeatable ? "[\(option.synopsis) ...]" : "[\(option.synopsis)]")
    }
    for argument in arguments {
      let text = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
      parts.append(argument.isOptional ? "[\(text)]" : text)
    }
    return parts.joined(separator: " ")
  }

  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.names.contains(name) }
  }
}

/// A usage error: exit status 2, with the usage line and a pointer to `--help`.
enum UsageError: Error, Equatable, Sendable {
  case unknownOption(String)
  case unknownSubcommand(String)
  case missingSubcommand
  case missingValue(option: String)
  case missingArgument(String)
  case unexpectedArgument(String)
  case invalidValue(String, option: String, allowed: [String]?)
  case conflict(String)

  /// The message after `Error: `.
  var message: String {
    switch self {
    case .unknownOption(let name): "Unknown option '\(name)'"
    case .unknownSubcommand(let name): "Unknown subcommand '\(name)'"
    case .missingSubcommand: "Missing subcommand"
    case .missingValue(let option): "Missing value for '\(option)'"
    case .missingArgument(let name): "Missing expected argument '<\(name)>'"
    case .unexpectedArgument(let value): "Unexpected argument '\(value)'"
    case .invalidValue(let value, let option, let allowed):
      "The value '\(value)' is invalid for '\(option)'"
        + (allowed.map { ". Please provide one of " + $0.map { "'\($0)'" }.joined(separator: ", ") }
          ?? "")
    case .conflict(let text): text
    }
  }
}

/// What the parser found.
struct ParsedArguments: Sendable, Equatable {
  /// Values per option key, in command-line order.
  var options: [String: [String]] = [:]
  /// Flags that were given, by key.
  var flags: Set<String> = []
  /// Positional arguments, in order.
  var positionals: [String] = []

  /// Whether a flag was given.
  func flag(_ key: String) -> Bool { flags.contains(key) }

  /// The last value of an option (later ones override earlier ones).
  func value(_ key: String) -> String? { options[key]?.last }

  /// Every value of a repeatable option.
  func values(_ key: String) -> [String] { options[key] ?? [] }

  /// The positional at `index`, or a missing-argument error naming it.
  func positional(_ index: Int, of spec: CommandSpec) throws(UsageError) -> String {
    guard index < positionals.count else {
      throw .missingArgument(spec.arguments[index].name)
    }
    return positionals[index]
  }
}

extension CommandSpec {
  /// Whether the arguments ask for help (`-h`/`--help` before any `--`).
  func wantsHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--help" || argument == "-h" { return true }
    }
    return false
  }

  /// Parses arguments (without the command name) against this table.
  ///
  /// `--name value` and `--name=value` both work; `--` ends options; `-` is positional (stdin).
  /// Values of options with a fixed set are checked here.
  ///
  /// - Throws: ``UsageError`` for unknown options, missing values, bad values and surplus
  ///   positionals.
  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = option(named: name) else { throw .unknownOption(name) }
      guard option.valueName != nil else {
        if inlineValue != nil { throw .unexpectedArgument(argument) }
        result.flags.insert(option.key)
        continue
      }
      var value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw .missingValue(option: option.synopsis) }
        value = arguments[index]
        index += 1
      }
      value = option.canonical(value)
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw .invalidValue(value, option: option.synopsis, allowed: allowed)
      }
      result.options[option.key, default: []].append(value)
    }
    if result.positionals.count > self.arguments.count, self.arguments.last?.isVariadic != true {
      throw .unexpectedArgument(result.positionals[self.arguments.count])
    }
    let required = self.arguments.prefix { !$0.isOptional }.count
    if result.positionals.count < required {
      throw .missingArgument(self.arguments[result.positionals.count].name)
    }
    return result
  }
}
