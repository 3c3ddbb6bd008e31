/// The process exit status of `legible` (docs/reference/house-style.md §5).
///
/// | code | meaning |
/// |---|---|
/// | 0 | success; `--help` and `--version` |
/// | 1 | audit findings fail the gate (reserved for `legible audit`) |
/// | 2 | usage or input error |
enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything ran; no finding fails the gate.
  case success = 0
  /// At least one finding at or above the gate severity (audit commands only).
  case findingsFailed = 1
  /// Bad arguments, unreadable or invalid input.
  case usageOrInputError = 2

  /// The one-line meaning printed by `legible --help`.
  var summary: String {
    switch self {
    case .success: "Success (also --help and --version)."
    case .findingsFailed: "Findings fail the gate (audit commands)."
    case .usageOrInputError: "Usage or input error: bad arguments, unreadable or invalid input."
    }
  }
}
