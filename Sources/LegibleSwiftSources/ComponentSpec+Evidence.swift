import LegibleAudit

extension ComponentSpec {
  /// Appends `remark` to the evidence of every colour source of every state (where a style is
  /// applied, said beside each colour it gives).
  mutating func appendEvidence(_ remark: String) {
    for (name, state) in states {
      var state = state
      state.sources = state.sources.mapValues { $0.map { $0.appendingEvidence(remark) } }
      states[name] = state
    }
  }
}

extension ComponentSpec {
  /// Puts every state but disabled in review for the labels' doubts (``StyledLabels``): the
  /// first three, and how many more.
  mutating func appendReview(labels doubts: [String]) {
    guard !doubts.isEmpty else { return }
    var unique: [String] = []
    for doubt in doubts where !unique.contains(doubt) { unique.append(doubt) }
    let reason =
      unique.prefix(3).joined(separator: "; ")
      + (unique.count > 3 ? "; and \(unique.count - 3) more labels" : "")
      + "; measured with the style's colours"
    for (name, state) in states where name != "disabled" {
      var state = state
      state.review = state.review.map { "\($0); \(reason)" } ?? reason
      states[name] = state
    }
  }
}

extension ComponentSpec {
  /// The files its colour sources name, in every state and theme.
  func sourceFiles() -> Set<String> {
    var files: Set<String> = []
    for state in states.values {
      for sources in state.sources.values {
        switch sources {
        case .all(let source): if let file = source.file { files.insert(file) }
        case .themed(let map): files.formUnion(map.values.compactMap(\.file))
        }
      }
    }
    return files
  }
}
