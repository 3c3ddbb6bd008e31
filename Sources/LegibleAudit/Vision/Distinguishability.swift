// WCAG 2.2 SC 1.4.1 Use of Color (https://www.w3.org/TR/WCAG22/#use-of-color): a state that
// differs from the normal state by hue alone is lost to someone who cannot see that hue. Each
// state is compared with `normal` through the findings both share (same check and element): the
// difference is the largest ΔE OK of the matched effective colours (``CVDReview/distance``), with
// normal vision and under each simulation (docs/reference/cvd.md §1). A state collapses when the
// difference is ≥ ``CVDReview/threshold`` (0.02, the CSS Color 4 JND) with normal vision and below
// it simulated.

import LegibleColor

/// How well one state stays distinguishable from the normal state under one deficiency.
public struct Distinguishability: Sendable, Hashable, Codable {
  /// The component.
  public var component: String
  /// The theme, if any.
  public var theme: String?
  /// The state compared with `normal`.
  public var state: StateName
  /// The deficiency simulated.
  public var type: CVDType
  /// ΔE OK between the state and `normal` with normal vision.
  public var normalDistance: Double
  /// ΔE OK between the state and `normal` under the simulation.
  public var deltaE: Double
  /// Whether the difference collapses: ``normalDistance`` ≥ the threshold, ``deltaE`` below it.
  public var collapsed: Bool
}

extension CVDReview {
  /// Attaches each finding's ratios under `simulations` (informational; exempt findings keep
  /// their ratios too).
  static func annotate(
    _ findings: inout [Finding], simulations: [CVDSimulation], coefficients: LuminanceCoefficients
  ) {
    guard !simulations.isEmpty else { return }
    for i in findings.indices {
      findings[i].cvd = ratios(
        for: findings[i], simulations: simulations, coefficients: coefficients)
    }
  }

  /// Every state that differs from `normal` (ΔE OK ≥ ``threshold``) with normal vision, under
  /// each simulation, with its simulated difference and whether it collapses.
  ///
  /// - Parameters:
  ///   - findings: An audit's findings.
  ///   - normalState: The state to compare with; ``StateName/normal`` by default.
  ///   - simulations: The deficiencies to try.
  /// - Returns: Entries in the findings' order of component, theme and state, then by
  ///   simulation order.
  public static func distinguishability(
    in findings: [Finding], normalState: StateName = .normal, simulations: [CVDSimulation]
  ) -> [Distinguishability] {
    // Every entry is per simulation: with none (the default policy), there is nothing to
    // compare, and the findings are not indexed at all.
    guard !simulations.isEmpty else { return [] }
    // One pass to group the non-normal findings by state and index the normal ones (the first
    // of each check and element), so the cost grows with the findings, not their square.
    let index = FindingIndex(findings, normalState: normalState)
    // Each group's entries on every core (they read the findings alone), joined in group order.
    // Pairs of indices, not copies of the (large) findings.
    let entries = ComponentWork.map(index.states) { group -> [Distinguishability] in
      let pairs: [(normal: Int, state: Int)] = group.compactMap { g in
        index.normal(matching: findings[g]).map { ($0, g) }
      }
      guard let first = pairs.first else { return [] }
      let f = findings[first.state]
      let before = pairs.map { distance(findings[$0.normal], findings[$0.state], nil) }.max() ?? 0
      guard before >= threshold else { return [] }
      return simulations.map { sim in
        let after =
          pairs.map { distance(findings[$0.normal], findings[$0.state], sim) }.max() ?? 0
        return Distinguishability(
          component: f.component, theme: f.theme, state: f.state, type: sim.type,
          normalDistance: before, deltaE: after, collapsed: after < threshold)
      }
    }
    return entries.flatMap { $0 }
  }
}
