// Re-checking audit findings as seen with colour-vision deficiencies (issue 7;
// docs/reference/cvd.md §1: the effective, composited colours are simulated in linear sRGB,
// clamped, and the WCAG ratio is taken as usual), and flagging states that only differ from the
// normal state by a hue the deficiency cannot see (WCAG 2.2 SC 1.4.1 Use of Color).
// Distinguishability is ΔE OK (Euclidean OKLab distance) with a threshold of 0.02, the
// just-noticeable difference CSS Color 4 uses for gamut mapping
// (https://www.w3.org/TR/css-color-4/#binsearch, "JND = 0.02").

import LegibleColor

/// A finding's ratio under one simulation.
public struct CVDRatio: Sendable, Hashable, Codable {
  /// The simulation.
  public var simulation: CVDSimulation
  /// The WCAG ratio of the simulated effective colours.
  public var ratio: Double
  /// Whether the ratio meets the finding's requirement.
  public var passes: Bool
}

/// A state that is distinguishable from the normal state with normal vision but not with a
/// deficiency.
public struct StateCollapse: Sendable, Hashable, Codable {
  /// The component.
  public var component: String
  /// The theme, if any.
  public var theme: String?
  /// The state compared with the normal state.
  public var state: StateName
  /// The deficiency under which the difference collapses.
  public var type: CVDType
  /// ΔE OK between the two states' effective colours with normal vision (the larger of the text
  /// and fill differences).
  public var normalDistance: Double
  /// The same difference under the simulation.
  public var simulatedDistance: Double
}

/// CVD re-checks of an audit's findings.
public enum CVDReview {
  /// ΔE OK below which two colours count as indistinguishable: 0.02 (CSS Color 4 JND).
  public static let threshold = 0.02

  /// One simulation per deficiency at its default severity and model.
  public static let allSimulations = CVDType.allCases.map { CVDSimulation($0) }

  /// The finding's ratio under each simulation, from its effective (composited) colours.
  public static func ratios(
    for finding: Finding, simulations: [CVDSimulation] = allSimulations,
    coefficients: LuminanceCoefficients = .wcag
  ) -> [CVDRatio] {
    let contrast = WCAG2Contrast(coefficients: coefficients)
    return simulations.map { sim in
      let r = contrast.ratio(sim.simulate(finding.foreground), sim.simulate(finding.background))
      return CVDRatio(simulation: sim, ratio: r, passes: r >= finding.required)
    }
  }

  /// States whose difference from the `normal` state collapses under a deficiency: ΔE OK ≥
  /// ``threshold`` with normal vision and < ``threshold`` simulated, comparing the findings of
  /// the same check, element, component and theme.
  ///
  /// - Parameters:
  ///   - findings: An audit's findings.
  ///   - normalState: The state to compare with; ``StateName/normal`` by default.
  ///   - simulations: The deficiencies to try.
  /// - Returns: Collapses sorted by component, theme, state and type.
  public static func collapses(
    in findings: [Finding], normalState: StateName = .normal,
    simulations: [CVDSimulation] = allSimulations
  ) -> [StateCollapse] {
    var result: [StateCollapse] = []
    let index = FindingIndex(findings, normalState: normalState)
    for f in findings where f.state != normalState {
      guard let n = index.normal(matching: f).map({ findings[$0] }) else { continue }
      let before = distance(n, f, nil)
      guard before >= threshold else { continue }
      for sim in simulations {
        let after = distance(n, f, sim)
        if after < threshold {
          result.append(
            StateCollapse(
              component: f.component, theme: f.theme, state: f.state, type: sim.type,
              normalDistance: before, simulatedDistance: after))
        }
      }
    }
    var seen = Set<String>()
    return result.sorted {
      // By spelling, not report order: the order this list has always had.
      ($0.component, $0.theme ?? "", $0.state.rawValue, $0.type.rawValue)
        < ($1.component, $1.theme ?? "", $1.state.rawValue, $1.type.rawValue)
    }.filter { seen.insert("\($0.component)|\($0.theme ?? "")|\($0.state)|\($0.type)").inserted }
  }

  /// The larger ΔE OK of the foregrounds and of the backgrounds, optionally simulated.
  static func distance(_ a: Finding, _ b: Finding, _ sim: CVDSimulation?) -> Double {
    func see(_ c: CSSColor) -> CSSColor { sim?.simulate(c) ?? c }
    return max(
      ContrastSuggester.deltaEOK(see(a.foreground), see(b.foreground)),
      ContrastSuggester.deltaEOK(see(a.background), see(b.background)))
  }
}
