import LegibleColor

/// Audits the components of an ``AuditSpec`` against WCAG 2.2 contrast criteria.
///
/// For every component, theme and state it computes the effective (composited) colours and
/// emits findings for text (1.4.3, and 1.4.6 at level AAA), boundary (1.4.11) and focus (1.4.11,
/// and 2.4.13 at level AAA). See `docs/audit-spec.md` for the model.
///
/// ```swift
/// let report = try Auditor().audit(spec)
/// exit(report.exitStatus(strict: false))
/// ```
public struct Auditor: Sendable, Hashable, Codable {
  /// The policy in force.
  public var policy: AuditPolicy

  /// Creates an auditor.
  public init(policy: AuditPolicy = AuditPolicy()) {
    self.policy = policy
  }

  /// Every check the auditor runs, with passing and failing examples.
  public static let allChecks: [CheckDescription] = [
    TextContrast.minimum, TextContrast.enhanced, NonTextContrast.boundary,
    FocusAppearance.surface, FocusAppearance.fill,
  ]

  /// Audits a spec.
  ///
  /// - Parameter spec: The spec (built in code or loaded with ``AuditSpec/init(json:file:)``).
  /// - Returns: The report, findings sorted by component, theme, state, check and criterion.
  /// - Throws: ``AuditSpecError`` when the spec is invalid (``AuditSpec/validate()``).
  public func audit(_ spec: AuditSpec) throws(AuditSpecError) -> AuditReport {
    let primary = SpecResolver(spec: spec, blend: policy.composite)
    let otherBlend: BlendSpace = policy.composite == .encodedSRGB ? .linearSRGB : .encodedSRGB
    let other = SpecResolver(spec: spec, blend: otherBlend)
    try primary.validateTop()
    var findings: [Finding] = []
    var appearances: [StateAppearance] = []
    // Component names are unique (validated): one index, not a search per component or finding.
    let indexOf = Dictionary(
      spec.components.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    // Every (theme, component) in the order SpecResolver.resolveAll resolves them, so the first
    // invalid value throws the same error; each batch is resolved only when it is audited, so
    // the resolved colours of the whole spec are never held at once.
    let themeList: [String?] = spec.themes.isEmpty ? [nil] : spec.themes.map { $0 }
    let work = themeList.flatMap { theme in
      spec.components.indices.filter { spec.components[$0].isAudited(in: theme) }.map {
        (theme, $0)
      }
    }
    appearances.reserveCapacity(
      themeList.count * spec.components.reduce(0) { $0 + $1.states.count })
    // In batches of components: each batch runs on every core, then its findings move into the
    // report's array and the batch's arrays are released, so the findings of the whole spec
    // are never held twice (once per component and once in the report).
    // Components share colours: each suggestion search runs once per audit.
    let suggestions = SuggestionCache()
    var start = 0
    while start < work.count {
      let end = min(start + Self.batchSize, work.count)
      // Each component is resolved (in the primary and the other blend space) where it is
      // audited, on every core; the batch's outcomes are then read in work order, so the
      // first invalid value in that order is the error thrown, as when resolving serially.
      let perComponent = ComponentWork.map(Array(work[start..<end])) {
        theme, i -> Result<(ResolvedComponent, [Finding]), AuditSpecError> in
        let path = "components[\(i)]"
        let component: ResolvedComponent
        let alternative: ResolvedComponent
        do throws(AuditSpecError) {
          component = try primary.resolve(spec.components[i], path: path, theme: theme)
          alternative = try other.resolve(spec.components[i], path: path, theme: theme)
        } catch {
          return .failure(error)
        }
        var found = audit(component, alternative: alternative)
        let index = indexOf[component.name]
        if policy.suggestions {
          FindingSuggester(policy: policy, cache: suggestions).attach(
            to: &found, component: component, spec: index.map { spec.components[$0] })
        }
        if let index {
          for i in found.indices {
            let f = found[i]
            found[i].location = spec.location(
              componentAt: index, state: f.state.rawValue, property: f.element.property.rawValue,
              theme: f.theme)
            // A spec without a file (discovered in tokens or CSS): the measured colour's source
            // is where to look, so diagnostics and SARIF point at the palette's line.
            if found[i].location == nil,
              let source = f.foregroundSource?.file == nil
                ? f.backgroundSource : f.foregroundSource,
              let file = source.file
            {
              found[i].location = SpecLocation(
                file: file, line: source.line ?? 1, column: source.column ?? 1,
                path: source.token.map { "{\($0)}" } ?? source.rule ?? "")
            }
          }
        }
        return .success((component, found))
      }
      for outcome in perComponent {
        let (component, found) = try outcome.get()
        findings += found
        let index = indexOf[component.name]
        appearances += component.states.map {
          appearance($0, of: component, at: index, spec: spec)
        }
      }
      start = end
    }
    let themeRank = Dictionary(uniqueKeysWithValues: spec.themes.enumerated().map { ($1, $0) })
    func precedes(_ a: (String, String?, StateName), _ b: (String, String?, StateName)) -> Bool? {
      if a.0 != b.0 { return a.0 < b.0 }
      let ta = a.1.map { themeRank[$0] ?? 0 } ?? -1
      let tb = b.1.map { themeRank[$0] ?? 0 } ?? -1
      if ta != tb { return ta < tb }
      if a.2 != b.2 { return a.2 < b.2 }
      return nil
    }
    appearances.sort { a, b in
      precedes((a.component, a.theme, a.state), (b.component, b.theme, b.state)) ?? false
    }
    // Sorted through their indices (a stable sort, as sorting the findings themselves was), then
    // permuted in place: no second array of findings.
    // The rank orders, built once rather than in every comparison.
    let checks = CheckKind.allCases
    let criteria = SuccessCriterion.allCases
    let order = findings.withUnsafeBufferPointer { f in
      f.indices.sorted { i, j in
        if let order = precedes(
          (f[i].component, f[i].theme, f[i].state), (f[j].component, f[j].theme, f[j].state))
        {
          return order
        }
        let ca = checks.firstIndex(of: f[i].check) ?? 0
        let cb = checks.firstIndex(of: f[j].check) ?? 0
        if ca != cb { return ca < cb }
        return criteria.firstIndex(of: f[i].criterion) ?? 0
          < criteria.firstIndex(of: f[j].criterion) ?? 0
      }
    }
    findings.permute(to: order)
    let simulations = policy.cvdSimulations
    CVDReview.annotate(&findings, simulations: simulations, coefficients: policy.coefficients)
    var report = AuditReport(
      name: spec.name, policy: policy, findings: findings, appearances: appearances)
    report.distinguishability = CVDReview.distinguishability(
      in: findings, simulations: simulations)
    return report
  }

  /// Components audited together on every core before their findings join the report.
  static let batchSize = 256

  /// The effective colours of a state, over a white backdrop when the surface is unknown or
  /// translucent.
  func appearance(
    _ state: ResolvedState, of component: ResolvedComponent, at index: Int?, spec: AuditSpec
  ) -> StateAppearance {
    let scene = Scene(state: state, surface: component.surface)
    let e = scene.effective(scene.needsBackdrops ? .white : nil, blend: policy.composite)
    return StateAppearance(
      component: component.name, theme: component.theme, state: state.name, surface: e.surface,
      fill: e.fill, text: e.text, border: e.border, focusRing: e.ring, opacity: state.opacity,
      backdrop: scene.needsBackdrops ? .white : nil,
      location: index.flatMap {
        spec.location(componentAt: $0, state: state.name.rawValue, property: nil, theme: nil)
      })
  }

  func audit(_ component: ResolvedComponent, alternative: ResolvedComponent) -> [Finding] {
    let context = CheckContext(
      component: component, alternative: alternative, policy: policy)
    var findings: [Finding] = []
    for (state, alt) in zip(component.states, alternative.states) {
      let scenes = SceneSet(
        primary: Scene(state: state, surface: component.surface),
        alternative: Scene(state: alt, surface: alternative.surface))
      findings += TextContrast.findings(scenes, context)
      findings += NonTextContrast.findings(scenes, context)
      findings += FocusAppearance.findings(scenes, context)
    }
    return findings
  }
}

extension Array {
  /// Reorders the elements in place so that element `k` becomes the one at `order[k]`
  /// (`order` a permutation of the indices), following each cycle with swaps.
  fileprivate mutating func permute(to order: [Int]) {
    var placed = [Bool](repeating: false, count: count)
    for start in indices where !placed[start] {
      // Walk the cycle start → order[start] → …, pulling each element into its place.
      var k = start
      while true {
        placed[k] = true
        let next = order[k]
        if next == start || placed[next] { break }
        swapAt(k, next)
        k = next
      }
    }
  }
}
