// Stable keys for the WCAG 2.2 thresholds of ContrastRequirement, and parsing from them: the one
// spelling `legible contrast --json` (camel-cased), `legible suggest --target` (level in capitals)
// and library users derive theirs from.

extension ContrastRequirement {
  /// The thresholds one text/background pair is checked against (`legible contrast`), in display
  /// order: AA, AA large, AAA, AAA large, non-text.
  public static let pairThresholds: [ContrastRequirement] = [
    .aaNormalText, .aaLargeText, .aaaNormalText, .aaaLargeText, .nonText,
  ]

  /// A stable key: `aa`, `aa-large`, `aaa`, `aaa-large`, `non-text` or `focus-appearance`.
  public var key: String {
    switch content {
    case .normalText: level.rawValue.lowercased()
    case .largeText: level.rawValue.lowercased() + "-large"
    case .nonText: criterion == Self.focusAppearance.criterion ? "focus-appearance" : "non-text"
    }
  }

  /// The threshold of ``all`` with this ``key``, ignoring case (`AA-large`), or `nil`.
  ///
  /// ``closestKey(to:)`` suggests the key meant by a name that is not one.
  public init?(key: String) {
    let wanted = key.lowercased()
    guard let found = Self.all.first(where: { $0.key == wanted }) else { return nil }
    self = found
  }

  /// The ``key`` nearest to `name` (ignoring case; at most two edits away), for a "did you
  /// mean" hint, or `nil` when none is that close.
  public static func closestKey(to name: String) -> String? {
    let wanted = Array(name.lowercased().utf8)
    var best: (key: String, distance: Int)?
    for key in all.map(\.key) {
      let d = editDistance(wanted, Array(key.utf8))
      if d <= 2, d < best?.distance ?? .max { best = (key, d) }
    }
    return best?.key
  }

  /// The Levenshtein distance of two byte strings.
  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
