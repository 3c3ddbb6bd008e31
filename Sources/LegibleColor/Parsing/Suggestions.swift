// "Did you mean" suggestions by Levenshtein edit distance (insertions, deletions, substitutions;
// V. I. Levenshtein, 1966), as compilers and command-line tools offer for misspelt names.

/// Finds the closest known word to a misspelt one.
enum Suggestions {
  /// Words longer than this are not compared (they are not misspelt names).
  private static let maximumLength = 40

  /// The candidate with the smallest edit distance to `word`, if it is close enough: at most
  /// 2 edits, or a third of the word's length for long words. Ties go to the earlier candidate.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let w = Array(word.utf8)
    guard !w.isEmpty, w.count <= maximumLength else { return nil }
    let limit = max(2, w.count / 3)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      // The distance is at least the difference in length: skip hopeless candidates cheaply.
      guard abs(candidate.utf8.count - w.count) <= limit else { continue }
      let d = distance(w, Array(candidate.utf8))
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.word
  }

  /// Levenshtein distance between two byte strings (two-row dynamic programme).
  static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
