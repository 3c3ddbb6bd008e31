import LegibleAudit

/// How a baseline comparison changes annotation levels: regressions and new failures stay
/// errors, failures no worse than the baseline become warnings (docs/ci.md).
enum GateLevels {
  /// Whether a failing finding is a known failure, not a regression or a new one.
  static func isKnown(_ f: Finding, _ comparison: BaselineComparison?) -> Bool {
    guard let comparison, f.verdict == .fail else { return false }
    switch comparison.kind(of: f) {
    case .known, .improved: return true
    case .regression, .new, .fixed, nil: return false
    }
  }

  /// The SARIF level with a baseline: known failures are warnings.
  static func sarifLevel(_ f: Finding, _ level: String?, _ comparison: BaselineComparison?)
    -> String?
  {
    isKnown(f, comparison) ? "warning" : level
  }

  /// SARIF `baselineState` of a failing or needs-review finding: `new` (not failing in the
  /// baseline), `updated` (ratio changed beyond the tolerance) or `unchanged`.
  static func baselineState(_ f: Finding, _ comparison: BaselineComparison?) -> String? {
    guard let comparison, f.verdict == .fail || f.verdict == .needsReview else { return nil }
    switch comparison.kind(of: f) {
    case .new: return "new"
    case .regression: return f.verdict == .fail ? "updated" : "new"
    case .improved: return "updated"
    case .known, .fixed, nil: return "unchanged"
    }
  }

  /// GitHub annotation groups: (`error`, failing findings), (`warning`, needs-review findings);
  /// with a baseline, known failures move to the warnings, after the needs-review findings.
  static func annotationGroups(_ report: AuditReport, _ comparison: BaselineComparison?)
    -> [(String, [Finding])]
  {
    let failing = report.findings.filter { $0.verdict == .fail }
    let review = report.findings.filter { $0.verdict == .needsReview }
    guard comparison != nil else { return [("error", failing), ("warning", review)] }
    let known = failing.filter { isKnown($0, comparison) }
    let fatal = failing.filter { !isKnown($0, comparison) }
    return [("error", fatal), ("warning", known + review)]
  }
}
