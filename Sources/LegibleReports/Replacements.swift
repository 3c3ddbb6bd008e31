/// A fixed set of replacements applied in one left-to-right pass, longest key first, so text a
/// replacement inserts (`%` in `%25`) is never replaced again. Keys match whole characters.
///
/// The keys are sorted once, and a string that contains none of the keys' first scalars is
/// returned as it is without a character-by-character pass. (No character is canonically
/// equivalent to the ASCII keys used here, `% : , \r \n \t`, without containing them.)
struct Replacements: Sendable {
  private let pairs: [(key: String, value: String)]
  private let firstScalars: Set<Unicode.Scalar>

  /// Creates the replacements of `map` (key → replacement).
  init(_ map: [String: String]) {
    pairs = map.keys.sorted { $0.count > $1.count }.map { ($0, map[$0] ?? $0) }
    firstScalars = Set(map.keys.compactMap(\.unicodeScalars.first))
  }

  /// `s` with every key replaced.
  func apply(to s: String) -> String {
    guard s.unicodeScalars.contains(where: firstScalars.contains) else { return s }
    var out = ""
    var rest = Substring(s)
    outer: while let first = rest.first {
      for (key, value) in pairs where rest.hasPrefix(key) {
        out += value
        rest = rest.dropFirst(key.count)
        continue outer
      }
      out.append(first)
      rest = rest.dropFirst()
    }
    return out
  }
}
