/// Whether a token or custom property name is a page colour, by its words rather than by a list of
/// systems' names: a page role (`page`, `body`, `canvas`, `app`, `background`/`bg`, `surface`,
/// `container`)
/// qualified only by words that say "the default one" (`default`, `base`, `primary`, `main`, `1`,
/// `color`), after an optional namespace (`--gl-background-color-default`, `color.bg.canvas`,
/// `--app-background`, `surface.default`). Any other word (`subtle`, `inverse`, `hover`,
/// `button`, `overlay`) makes it something else's colour.
package enum PageTokenName {
  static let roles: [String: Int] = [
    "page": 4, "body": 4, "canvas": 4, "app": 3, "background": 3, "bg": 3, "backdrop": 2,
    "surface": 2, "container": 2,
  ]
  static let qualifiers: Set<String> = [
    "default", "base", "primary", "main", "color", "colour", "1", "0", "level", "rest",
    "fill", "neutral", "root", "sys", "semantic", "global", "theme", "system", "alias", "ref",
    "core", "props", "tokens", "token",
  ]

  /// The words of a name (lower case, split at `.` `-` `_` `/` spaces and camelCase).
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousLower = false
    for character in name {
      if character == "." || character == "-" || character == "_" || character == "/"
        || character == " "
      {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(Character(character.lowercased()))
      previousLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// A score (higher is more page-like), or `nil` when the name is not a page colour.
  package static func score(_ name: String) -> Int? {
    var list = words(name)
    // An optional namespace: a first word that is no role and no component, of at most three
    // letters before at least two more words (`gl`, `ds`, `bs`, `sl`, `md`; not `btn`), or
    // longer before at least three (`--salt-container-primary-background`).
    if let first = list.first, roles[first] == nil, !qualifiers.contains(first),
      first.count <= 3 ? list.count > 2 : list.count > 3,
      !FacetVocabulary.components.contains(first)
    {
      list.removeFirst()
    }
    guard !list.isEmpty else { return nil }
    var best = 0
    for word in list {
      if let role = roles[word] {
        best = max(best, role)
      } else if !qualifiers.contains(word) {
        return nil
      }
    }
    guard best > 0 else { return nil }
    // Fewer words is the plainer name: `background` before `background.default.level`.
    return best * 10 - list.count
  }

  /// The most page-like of `names` (ties: the first in sorted order), or `nil`.
  static func best(_ names: some Sequence<String>) -> String? {
    var found: (name: String, score: Int)?
    for name in names.sorted() {
      guard let score = score(name) else { continue }
      if score > found?.score ?? Int.min { found = (name, score) }
    }
    return found?.name
  }
}
