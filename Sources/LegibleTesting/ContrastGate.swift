import Legible

/// What fails a contrast check in a test: the audit policy (level AA or AAA and the rest) and
/// which verdicts count as failures.
///
/// ```swift
/// let strict = ContrastGate(level: .aaa, failOn: .needsReview)
/// ```
public struct ContrastGate: Sendable, Hashable {
  /// The policy the spec is audited under.
  public var policy: AuditPolicy
  /// Which verdicts fail: `FailOn.fail` (the default) or `FailOn.needsReview` (findings
  /// that depend on an unknown backdrop fail too); `FailOn.never` records nothing.
  public var failOn: FailOn

  /// Creates a gate.
  ///
  /// - Parameters:
  ///   - level: The WCAG level; replaces `policy.level`. AA by default.
  ///   - failOn: Which verdicts fail; failing findings only by default.
  ///   - policy: The other audit options (large-text rule, compositing, coefficients, …).
  public init(
    level: ConformanceLevel = .aa, failOn: FailOn = .fail, policy: AuditPolicy = AuditPolicy()
  ) {
    var policy = policy
    policy.level = level
    self.policy = policy
    self.failOn = failOn
  }

  /// Level AA, failing findings fail.
  public static let aa = ContrastGate()
  /// Level AAA, failing findings fail.
  public static let aaa = ContrastGate(level: .aaa)

  /// Audits a spec under ``policy``.
  ///
  /// - Throws: `AuditSpecError` when the spec cannot be resolved (an unknown surface, …).
  public func audit(_ spec: AuditSpec) throws(AuditSpecError) -> AuditReport {
    try Auditor(policy: policy).audit(spec)
  }

  /// One issue per finding of `report` that fails this gate, in the report's order.
  public func issues(in report: AuditReport) -> [ContrastIssue] {
    guard failOn.gates else { return [] }
    return report.findings.filter { failOn.counts($0.verdict) }.map(ContrastIssue.init)
  }
}
