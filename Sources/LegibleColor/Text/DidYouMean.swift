// "Did you mean" suggestions by Levenshtein edit distance (insertions, deletions, substitutions;
// V. I. Levenshtein, 1966), as compilers and command-line tools offer for misspelt names. One
// implementation for the colour parser, the token importers and the audit spec reader.

/// Finds the closest known name to a misspelt one.
package enum DidYouMean {
  /// The candidate with the smallest case-insensitive edit distance to `word` (counted in
  /// Unicode scalars), if it is close enough: at most 2 edits, or a third of the word's length
  /// for long words. Ties go to the earlier candidate (pass sorted candidates for ties by name).
  /// Words longer than `longestWord` scalars are not compared.
  package static func closest(
    to word: String, in candidates: some Sequence<String>, longestWord: Int = .max
  ) -> String? {
    let w = Array(word.lowercased().unicodeScalars)
    guard w.count <= longestWord else { return nil }
    let limit = max(2, w.count / 3)
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let c = Array(candidate.lowercased().unicodeScalars)
      // The distance is at least the difference in length: skip hopeless candidates cheaply.
      guard abs(c.count - w.count) <= limit else { continue }
      let d = distance(w, c)
      if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
    }
    return best?.word
  }

  /// ` (did you mean "x"?)` for the closest of the candidates (ties by name); without a close
  /// one, ` (expected one of: a, b)` when `listingOtherwise` is set and there are candidates,
  /// else an empty string.
  package static func hint(
    for word: String, in candidates: some Sequence<String>, listingOtherwise: Bool = false
  ) -> String {
    let all = Array(candidates)
    if let match = closest(to: word, in: all.sorted()) { return " (did you mean \"\(match)\"?)" }
    guard listingOtherwise, !all.isEmpty else { return "" }
    return " (expected one of: " + all.joined(separator: ", ") + ")"
  }

  /// Levenshtein distance between two sequences (two-row dynamic programme).
  package static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
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
