/// The result of an audit: the policy in force, counts and sorted findings.
public struct AuditReport: Sendable, Hashable, Codable {
  /// Counts of findings by verdict.
  public struct Summary: Sendable, Hashable, Codable {
    public var pass = 0
    public var fail = 0
    public var exempt = 0
    public var needsReview = 0
    /// Findings silenced by a suppression with a reason (``Verdict/ignored``).
    public var ignored = 0

    /// Counts the findings by verdict.
    init(counting findings: [Finding]) {
      for f in findings {
        switch f.verdict {
        case .pass: pass += 1
        case .fail: fail += 1
        case .exempt: exempt += 1
        case .needsReview: needsReview += 1
        case .ignored: ignored += 1
        }
      }
    }

    public init() {}

    /// Decodes a summary; `ignored` is absent from reports written before it existed.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      pass = try c.decode(Int.self, forKey: .pass)
      fail = try c.decode(Int.self, forKey: .fail)
      exempt = try c.decode(Int.self, forKey: .exempt)
      needsReview = try c.decode(Int.self, forKey: .needsReview)
      ignored = try c.decodeIfPresent(Int.self, forKey: .ignored) ?? 0
    }
  }

  /// The spec's name.
  public var name: String
  /// Every option in force.
  public var policy: AuditPolicy
  /// Counts by verdict.
  public var summary: Summary
  /// Findings sorted by component, theme (declared order; none first), state (normal,
  /// highlighted, selected, focused, disabled, then custom names alphabetically), check (text,
  /// boundary, focus) and criterion.
  public var findings: [Finding]
  /// The effective colours of every state, in the findings' order (component, theme, state).
  public var appearances: [StateAppearance]
  /// With ``AuditPolicy/cvd``: every state distinguishable from `normal` with normal vision,
  /// under each simulation, flagged when the difference collapses (WCAG 1.4.1); empty otherwise.
  public var distinguishability: [Distinguishability] = []
  /// What the audit covered per input path, when its inputs were read by discovery (token
  /// files, stylesheets, Swift, Interface Builder); `nil` for an audit of specs alone, whose
  /// components the spec lists.
  public var coverage: AuditCoverage? = nil

  /// Creates a report and counts its findings.
  public init(
    name: String, policy: AuditPolicy, findings: [Finding], appearances: [StateAppearance] = []
  ) {
    self.name = name
    self.policy = policy
    self.findings = findings
    self.appearances = appearances
    summary = Summary(counting: findings)
  }

  /// The process exit status for the report: 0 when nothing fails, 1 when any finding fails
  /// (with `strict`, needs-review findings fail too). Usage and input errors (status 2) are the
  /// caller's. The same rule as ``exitStatus(failOn:comparison:updatingBaseline:)`` without a
  /// baseline.
  public func exitStatus(strict: Bool = false) -> Int32 {
    exitStatus(failOn: strict ? .needsReview : .fail)
  }

  /// The gate's exit status (docs/ci.md): 0 when updating the baseline or with ``FailOn/never``;
  /// with a baseline comparison 1 only for regressions and new failures; without one 1 for any
  /// finding that `failOn` counts. Usage and input errors (status 2) are the caller's.
  public func exitStatus(
    failOn: FailOn, comparison: BaselineComparison? = nil, updatingBaseline: Bool = false
  ) -> Int32 {
    guard failOn.gates, !updatingBaseline else { return 0 }
    if let comparison { return comparison.hasRegressions ? 1 : 0 }
    return findings.contains { failOn.counts($0.verdict) } ? 1 : 0
  }
}
