/// "Did you mean" hints for misspelt token names (Levenshtein distance, ties broken by name).
enum NameSuggestion {
  /// ` (did you mean "x"?)`, or an empty string when nothing is close.
  static func hint(for name: String, in candidates: some Sequence<String>) -> String {
    guard let best = closest(to: name, in: candidates) else { return "" }
    return " (did you mean \"\(best)\"?)"
  }

  /// The closest candidate within a third of the name's length (at least 2 edits).
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(2, name.count / 3)
    var best: (distance: Int, name: String)?
    let a = Array(name.lowercased().unicodeScalars)
    for candidate in candidates {
      let b = Array(candidate.lowercased().unicodeScalars)
      guard abs(a.count - b.count) <= limit else { continue }
      let d = distance(a, b)
      guard d <= limit else { continue }
      if let current = best,
        d > current.distance || (d == current.distance && candidate >= current.name)
      {
        continue
      }
      best = (d, candidate)
    }
    return best?.name
  }

  private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
