/// Which verdicts fail the gate (`legible audit --fail-on`).
public enum FailOn: String, Sendable, Hashable, Codable, CaseIterable {
  /// Failing findings (or, against a baseline, regressions and new failures) fail the gate.
  case fail
  /// Needs-review findings count as failing too (`--strict`).
  case needsReview = "needs-review"
  /// Nothing fails the gate; only usage and input errors give a non-zero status.
  case never

  /// Whether a verdict counts as failing under this setting (``never`` counts failures, so that
  /// reports still sort them, but ``gates`` is false).
  public func counts(_ verdict: Verdict) -> Bool {
    switch self {
    case .fail, .never: verdict == .fail
    case .needsReview: verdict == .fail || verdict == .needsReview
    }
  }

  /// Whether anything can fail the gate.
  public var gates: Bool { self != .never }
}
