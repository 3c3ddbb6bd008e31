/// Findings grouped for comparing states with the normal state in one pass: the non-normal
/// findings by component, theme and state (groups in order of first appearance, findings in
/// order), and the first normal finding of each component, theme, check and element.
struct FindingIndex: Sendable {
  private struct NormalKey: Hashable {
    var component: String
    var theme: String?
    var checkID: CheckID
    var element: MeasuredElement
  }

  /// Indices of the non-normal findings, one group per component, theme and state.
  private(set) var states: [[Int]] = []
  private var normals: [NormalKey: Int] = [:]

  init(_ findings: [Finding], normalState: StateName) {
    var groups: [StateKey: Int] = [:]
    // Sized once (a report of thousands of findings grew them step by step), and each finding
    // read in place: a copy of a `Finding` retains every string and array it holds.
    groups.reserveCapacity(findings.count / 2)
    normals.reserveCapacity(findings.count / 2)
    findings.withUnsafeBufferPointer { findings in
      for i in findings.indices { add(findings[i], at: i, normalState: normalState, &groups) }
    }
  }

  private mutating func add(
    _ f: borrowing Finding, at i: Int, normalState: StateName, _ groups: inout [StateKey: Int]
  ) {
    if f.state == normalState {
      let key = NormalKey(
        component: f.component, theme: f.theme, checkID: f.checkID, element: f.element)
      if normals[key] == nil { normals[key] = i }
    } else {
      let key = StateKey(component: f.component, theme: f.theme, state: f.state)
      if let g = groups[key] {
        states[g].append(i)
      } else {
        groups[key] = states.count
        states.append([i])
      }
    }
  }

  /// The index of the first normal finding of the same component, theme, check and element.
  func normal(matching f: Finding) -> Int? {
    normals[
      NormalKey(component: f.component, theme: f.theme, checkID: f.checkID, element: f.element)]
  }
}
