/// The outcome of one finding.
public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
  /// The ratio meets the requirement (for a range: its minimum does).
  case pass
  /// The ratio falls short (for a range: even its maximum does).
  case fail
  /// Computed but not required: disabled (inactive) states, text-only controls' boundary.
  case exempt
  /// The result depends on an unknown backdrop: the range straddles the requirement.
  case needsReview = "needs-review"
  /// Silenced by a suppression with a reason (`legible.json` `ignore`, or a
  /// `legible:ignore` comment): kept in every report with the reason and the verdict it would
  /// have had (``Finding/ignore``), counted apart, never failing a gate.
  case ignored

  /// The verdict for a ratio or a range against a requirement (≥, unrounded).
  ///
  /// - Parameters:
  ///   - minimum: The ratio, or the smallest ratio over the possible backdrops.
  ///   - maximum: The largest ratio over the possible backdrops; `nil` for a single ratio.
  ///   - required: The threshold.
  public static func of(minimum: Double, maximum: Double?, required: Double) -> Verdict {
    if minimum >= required { return .pass }
    guard let maximum else { return .fail }
    return maximum < required ? .fail : .needsReview
  }
}
