import LegibleAudit
import LegibleColor

/// A report's appearances, findings and collapsed distinguishability entries grouped by
/// component, theme and state, each in one pass (indices, in report order), so a writer that
/// renders state by state looks its group up instead of scanning the whole report per state.
struct ReportIndex {
  private struct CollapseKey: Hashable {
    var state: StateKey
    var type: CVDType
  }

  /// The components in order of first appearance, each with its appearances' indices in order.
  private(set) var components: [(name: String, appearances: [Int])] = []
  private var firstAppearance: [StateKey: Int] = [:]
  private var findingGroups: [StateKey: [Int]] = [:]
  private var firstCollapse: [CollapseKey: Int] = [:]

  init(_ report: AuditReport) {
    var componentGroups: [String: Int] = [:]
    for (i, a) in report.appearances.enumerated() {
      if let g = componentGroups[a.component] {
        components[g].appearances.append(i)
      } else {
        componentGroups[a.component] = components.count
        components.append((a.component, [i]))
      }
      let key = StateKey(component: a.component, theme: a.theme, state: a.state)
      if firstAppearance[key] == nil { firstAppearance[key] = i }
    }
    for (i, f) in report.findings.enumerated() {
      findingGroups[StateKey(component: f.component, theme: f.theme, state: f.state), default: []]
        .append(i)
    }
    for (i, d) in report.distinguishability.enumerated() where d.collapsed {
      let key = CollapseKey(
        state: StateKey(component: d.component, theme: d.theme, state: d.state), type: d.type)
      if firstCollapse[key] == nil { firstCollapse[key] = i }
    }
  }

  /// The index of the first appearance of this component, theme and state.
  func appearance(_ component: String, _ theme: String?, _ state: StateName) -> Int? {
    firstAppearance[StateKey(component: component, theme: theme, state: state)]
  }

  /// The indices of the findings of this component, theme and state, in report order.
  func findings(_ component: String, _ theme: String?, _ state: StateName) -> [Int] {
    findingGroups[StateKey(component: component, theme: theme, state: state)] ?? []
  }

  /// The index of the first collapsed distinguishability entry of this state and deficiency.
  func collapse(_ component: String, _ theme: String?, _ state: StateName, _ type: CVDType) -> Int?
  {
    firstCollapse[
      CollapseKey(state: StateKey(component: component, theme: theme, state: state), type: type)]
  }
}
