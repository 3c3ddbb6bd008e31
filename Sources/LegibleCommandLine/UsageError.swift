import ArgumentParser

/// A usage error that ArgumentParser cannot see by itself: a value outside a range, options that
/// conflict, an argument that only `legible.json` could have supplied. Thrown from `validate()`
/// as a `ValidationError` (or from `run` as ``CommandError/usage(_:)``), it prints in
/// ArgumentParser's shape, `Error: <message>`, the usage line and the `--help` hint, with exit
/// status 2.
enum UsageError: Error, Equatable, Sendable {
  case missingArgument(String)
  case unexpectedArgument(String)
  case invalidValue(String, option: String, allowed: [String]?)
  case conflict(String)

  /// The message after `Error: `, worded as ArgumentParser words its own.
  var message: String {
    switch self {
    case .missingArgument(let name): "Missing expected argument '<\(name)>'"
    case .unexpectedArgument(let value): "Unexpected argument '\(value)'"
    case .invalidValue(let value, let option, let allowed):
      "The value '\(value)' is invalid for '\(option)'"
        + (allowed.map { ". Please provide one of " + $0.map { "'\($0)'" }.joined(separator: ", ") }
          ?? "")
    case .conflict(let text): text
    }
  }

  /// The error `validate()` throws.
  var validation: ValidationError { ValidationError(message) }
}
