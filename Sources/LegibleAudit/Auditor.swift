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
    // Every (theme, component) in the order SpecResolver.resolveAll resolves them (the order
    // that decides which invalid value is reported); each batch is resolved only when it is
    // audited, so the resolved colours of the whole spec are never held at once.
    let themeList: [String?] = spec.themes.isEmpty ? [nil] : spec.themes.map { $0 }
    let resolveOrder = themeList.flatMap { theme in
      spec.components.indices.filter { spec.components[$0].isAudited(in: theme) }.map {
        (theme, $0)
      }
    }
    // Audited in report order, by component name and then theme, so that each component's
    // findings, sorted by state, check and criterion where it is audited, join the report
    // already in place: no sort of the whole report on one core afterwards.
    let nameRank = Self.ranks(of: spec.components.map(\.name))
    let themeRank = Dictionary(uniqueKeysWithValues: spec.themes.enumerated().map { ($1, $0) })
    let work = resolveOrder.indices.map { ($0, resolveOrder[$0].0, resolveOrder[$0].1) }.sorted {
      a, b in
      if nameRank[a.2] != nameRank[b.2] { return nameRank[a.2] < nameRank[b.2] }
      return (a.1.map { themeRank[$0] ?? 0 } ?? -1) < (b.1.map { themeRank[$0] ?? 0 } ?? -1)
    }
    // The first invalid value in resolving order is the error thrown, as when resolving
    // serially; every batch is audited before it is known.
    var firstError: (order: Int, error: AuditSpecError)?
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
      // audited, on every core; the batch's outcomes are then read in work order, the first
      // invalid value in resolving order kept to be thrown.
      let perComponent = ComponentWork.map(Array(work[start..<end])) {
        _, theme, i -> Result<([StateAppearance], [Finding]), AuditSpecError> in
        let path = "components[\(i)]"
        let component: ResolvedComponent
        let alternative: ResolvedComponent
        do throws(AuditSpecError) {
          var resolver = primary
          let log = DerivationLog()
          resolver.log = log
          component = try resolver.resolve(spec.components[i], path: path, theme: theme)
          // Only derivations read the blend space: a component without one resolves the same
          // in the other space, so it is resolved once.
          alternative =
            log.applied
            ? try other.resolve(spec.components[i], path: path, theme: theme) : component
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
            // A colour a legible.json fact supplies is the team's, not the component's place:
            // the component's own place comes first, so its path's coverage keeps it.
            let candidates = [f.foregroundSource, f.backgroundSource].compactMap { $0 }
              .filter { $0.file != nil }
            func place(_ source: ColorSource?) -> SpecLocation? {
              guard let source, let file = source.file else { return nil }
              return SpecLocation(
                file: file, line: source.line ?? 1, column: source.column ?? 1,
                path: source.token.map { "{\($0)}" } ?? source.rule ?? "")
            }
            if found[i].location == nil {
              found[i].location = place(
                candidates.first { !($0.rule ?? "").hasPrefix("facts.") })
            }
            // Colours all assumed (a style measured in the system tint on the system
            // background): the place the reader found the component.
            if found[i].location == nil, let anchor = spec.components[index].definedAt {
              found[i].location = SpecLocation(
                file: anchor.file, line: anchor.line, column: 1, path: component.name)
            }
            if found[i].location == nil { found[i].location = place(candidates.first) }
          }
        }
        // Each finding's ratios under the simulations, on this core (they read the finding
        // alone).
        CVDReview.annotate(
          &found, simulations: policy.cvdSimulations, coefficients: policy.coefficients)
        // In report order: by state, then check and criterion (a stable sort, so findings
        // that tie keep the order the checks made them in).
        found.permute(to: Self.reportOrder(of: found))
        let drawn = component.states.map {
          appearance($0, of: component, at: index, spec: spec)
        }
        let drawnOrder = drawn.indices.sorted { drawn[$0].state < drawn[$1].state }
        return .success((drawnOrder.map { drawn[$0] }, found))
      }
      for (outcome, item) in zip(perComponent, work[start..<end]) {
        switch outcome {
        case .success(let (drawn, found)):
          findings += found
          appearances += drawn
        case .failure(let error):
          if item.0 < firstError?.order ?? Int.max { firstError = (item.0, error) }
        }
      }
      start = end
    }
    if let firstError { throw firstError.error }
    let simulations = policy.cvdSimulations
    var report = AuditReport(
      name: spec.name, policy: policy, findings: findings, appearances: appearances)
    report.distinguishability = CVDReview.distinguishability(
      in: findings, simulations: simulations)
    return report
  }

  /// Each name's rank in sorted order (equal names share one).
  static func ranks(of names: [String]) -> [Int] {
    let sorted = names.indices.sorted { names[$0] < names[$1] }
    var ranks = [Int](repeating: 0, count: names.count)
    for (position, index) in sorted.enumerated() {
      let previous = position > 0 ? sorted[position - 1] : nil
      ranks[index] =
        previous.map { names[$0] == names[index] ? ranks[$0] : position } ?? position
    }
    return ranks
  }

  /// The order of one component's findings in a report: by state, then check, then criterion,
  /// ties in the order given.
  static func reportOrder(of findings: [Finding]) -> [Int] {
    let checks = CheckKind.allCases
    let criteria = SuccessCriterion.allCases
    let keys = findings.map {
      (
        state: $0.state, check: checks.firstIndex(of: $0.check) ?? 0,
        criterion: criteria.firstIndex(of: $0.criterion) ?? 0
      )
    }
    return keys.indices.sorted { i, j in
      if keys[i].state != keys[j].state { return keys[i].state < keys[j].state }
      if keys[i].check != keys[j].check { return keys[i].check < keys[j].check }
      return keys[i].criterion < keys[j].criterion
    }
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
  /// (`order` a permutation of the indices), following each cycle: the cycle's first element is
  /// held aside and each next one moved into its place, so no element is copied (a copy of a
  /// finding retains every string and array it holds, and releases them again).
  fileprivate mutating func permute(to order: [Int]) {
    precondition(order.count == count, "permute needs a permutation of the indices")
    var placed = [Bool](repeating: false, count: count)
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for start in buffer.indices where !placed[start] {
        let held = (base + start).move()
        var k = start
        while true {
          placed[k] = true
          let next = order[k]
          if next == start {
            (base + k).initialize(to: held)
            break
          }
          (base + k).moveInitialize(from: base + next, count: 1)
          k = next
        }
      }
    }
  }
}
