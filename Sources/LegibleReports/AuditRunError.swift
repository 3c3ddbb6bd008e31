import LegibleAudit

/// Why an audit run cannot go ahead: a bad configuration file or value, a missing input, or a
/// baseline that cannot be compared (``AuditSettings``, ``AuditGate``).
public enum AuditRunError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The configuration file or the baseline is unreadable or malformed (file, line, key).
  case invalidFile(AuditSpecError)
  /// A `policy` value of the configuration file is not one of the allowed values.
  case invalidPolicyValue(file: String, key: String, value: String, allowed: [String])
  /// The tolerance given on the command line is not a number ≥ 0.
  case invalidTolerance(String)
  /// No spec was given, on the command line or in the configuration.
  case missingSpec
  /// Updating the baseline was asked for without a baseline path.
  case updateWithoutBaseline
  /// The baseline was made under another policy (its verdicts would not be comparable).
  case baselinePolicyDiffers(baseline: String, differences: [String])
  /// A fact of the configuration file cannot be used (a `{token}` no token file defines).
  case invalidFact(String)

  /// The message, naming the file and key where there is one.
  public var description: String {
    switch self {
    case .invalidFile(let error): error.description
    case .invalidPolicyValue(let file, let key, let value, let allowed):
      "\(file): policy.\(key): '\(value)' is not one of " + allowed.joined(separator: ", ")
    case .invalidTolerance(let text): "'\(text)' is not a tolerance (a ratio ≥ 0)"
    case .missingSpec: "no spec given (on the command line or as \"specs\" in legible.json)"
    case .updateWithoutBaseline:
      "--update-baseline needs --baseline <path> (or \"baseline\" in legible.json)"
    case .baselinePolicyDiffers(let baseline, let differences):
      "\(baseline): the baseline was made under another policy ("
        + differences.joined(separator: ", ")
        + "); run with the baseline's options, or re-create it with --update-baseline"
    case .invalidFact(let message): message
    }
  }
}
