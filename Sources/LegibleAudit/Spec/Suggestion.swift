// "Did you mean" hints: Levenshtein edit distance (insertions, deletions, substitutions), with a
// case-insensitive comparison; a candidate is offered when it is within a third of the word's
// length (at least 2 edits).

enum Suggestion {
  /// The closest candidate to `word`, if it is close enough.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    var best: (String, Int)?
    for candidate in candidates.sorted() {
      let d = distance(word.lowercased(), candidate.lowercased())
      if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// `" (did you mean \"x\"?)"` or, without a close match, the list of allowed names.
  static func hint(for word: String, in candidates: [String]) -> String {
    if let match = closest(to: word, in: candidates) { return " (did you mean \"\(match)\"?)" }
    if candidates.isEmpty { return "" }
    return " (expected one of: " + candidates.joined(separator: ", ") + ")"
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}
