/// Why a finding was silenced: the suppression's reason, where it is written, and the verdict
/// the finding had before (so that a silenced failure stays visible as one).
public struct FindingIgnore: Sendable, Hashable, Codable {
  /// The reason the suppression gives (required: a suppression without one is a usage error).
  public var reason: String
  /// Where the suppression is written: `legible.json:14:5`, `Sources/Button.swift:12`.
  public var at: String
  /// The verdict the finding had before it was silenced.
  public var verdict: Verdict

  /// Creates the record.
  public init(reason: String, at: String, verdict: Verdict) {
    self.reason = reason
    self.at = at
    self.verdict = verdict
  }
}
