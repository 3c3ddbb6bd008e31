/// The difference between a baseline and the current audit, finding by finding (matched by
/// ``FindingIdentity``), as the CI gate sees it (docs/ci.md).
///
/// "Failing" follows ``FailOn/counts(_:)``: with `--fail-on needs-review`, needs-review findings
/// count as failing. Ratios compare with `tolerance`: a failing check is worse only when its ratio
/// dropped by more than the tolerance, better only when it rose by more.
public struct BaselineComparison: Sendable, Hashable {
  /// How one finding changed.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// It failed before and fails now with a ratio lower by more than the tolerance, or it did
    /// not fail before (pass, exempt, needs-review) and fails now, or it needs review before and
    /// now with a provisional ratio that fell (by more than the tolerance) below what it needs.
    /// Fails the gate.
    case regression
    /// It fails and the baseline does not have it. Fails the gate.
    case new
    /// It failed before and no longer fails, or is no longer audited.
    case fixed
    /// It fails as before, with a ratio higher by more than the tolerance.
    case improved
    /// It fails as before, no worse: reported, not fatal.
    case known
  }

  /// One changed (or known failing) finding.
  public struct Change: Sendable, Hashable {
    /// What happened.
    public var kind: Kind
    /// The identity.
    public var identity: FindingIdentity
    /// The baseline's record, `nil` for a new finding.
    public var before: Baseline.Entry?
    /// The current finding, `nil` when the check is no longer audited.
    public var after: Finding?
  }

  /// Changes in section order (regressions, new, fixed, improved, known), then by identity.
  public var changes: [Change]
  /// The ratio tolerance used.
  public var tolerance: Double

  /// The changes of one kind.
  public func changes(_ kind: Kind) -> [Change] { changes.filter { $0.kind == kind } }

  /// The number of changes of one kind.
  public func count(_ kind: Kind) -> Int { changes.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

  /// Whether the gate fails: any regression or new failure.
  public var hasRegressions: Bool { changes.contains { $0.kind == .regression || $0.kind == .new } }

  /// The change recorded for a current finding, if any (findings of a merged report keep their
  /// spec file in ``Finding/location``, so equal names in two specs stay apart).
  public func kind(of finding: Finding) -> Kind? { byFinding[finding] }

  private var byFinding: [Finding: Kind] = [:]

  /// Compares current reports with a baseline.
  ///
  /// - Parameters:
  ///   - baseline: The previous audit.
  ///   - reports: The current reports (one per spec; the report name is part of the identity).
  ///   - tolerance: How far a ratio may drop before a known failure counts as a regression (≥ 0).
  ///   - failOn: Which verdicts count as failing.
  public init(
    baseline: Baseline, reports: [AuditReport], tolerance: Double = 0, failOn: FailOn = .fail
  ) {
    self.tolerance = tolerance
    let before = baseline.entries
    var seen: Set<FindingIdentity> = []
    var changes: [Change] = []
    for report in reports {
      for finding in report.findings {
        let identity = FindingIdentity(spec: report.name, finding: finding)
        seen.insert(identity)
        // A silenced finding is neither new nor fixed: its suppression's reason stands for it.
        if finding.verdict == .ignored { continue }
        let failsNow = failOn.counts(finding.verdict)
        guard let old = before[identity] else {
          if failsNow {
            changes.append(Change(kind: .new, identity: identity, before: nil, after: finding))
          }
          continue
        }
        let failedBefore = failOn.counts(old.verdict)
        let kind: Kind?
        switch (failedBefore, failsNow) {
        case (false, true): kind = .regression
        case (true, false): kind = .fixed
        case (false, false):
          // A needs-review whose provisional ratio fell below what it needs (a primary title
          // changed to 1.17:1 while the state still waits on a fact) is a regression: the gate
          // must not stay green because the state was undecided before and after.
          if finding.verdict == .needsReview, old.verdict == .needsReview,
            finding.ratio < old.ratio - tolerance, finding.ratio < finding.required
          {
            kind = .regression
          } else {
            kind = nil
          }
        case (true, true):
          if finding.verdict == .fail, old.verdict != .fail {
            kind = .regression  // needs-review → fail under --fail-on needs-review
          } else if finding.ratio < old.ratio - tolerance {
            kind = .regression
          } else if finding.ratio > old.ratio + tolerance {
            kind = .improved
          } else {
            kind = .known
          }
        }
        if let kind {
          changes.append(Change(kind: kind, identity: identity, before: old, after: finding))
        }
      }
    }
    for (identity, old) in before where !seen.contains(identity) && failOn.counts(old.verdict) {
      changes.append(Change(kind: .fixed, identity: identity, before: old, after: nil))
    }
    let order = Kind.allCases
    changes.sort {
      let a = order.firstIndex(of: $0.kind) ?? 0
      let b = order.firstIndex(of: $1.kind) ?? 0
      return a != b ? a < b : $0.identity < $1.identity
    }
    self.changes = changes
    byFinding = Dictionary(changes.compactMap { c in c.after.map { ($0, c.kind) } }) { a, _ in a }
  }
}
