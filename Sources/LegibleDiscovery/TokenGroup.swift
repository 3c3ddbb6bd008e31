/// The tokens that share one stem (component, variant and index words,
/// ../shared/reference/state-tokens.md §18
/// evidence 2 and 3): by part and state, the names that paint it.
///
/// Built by ``TokenComponentDiscovery`` in one pass over the names (indexed by stem key, never
/// all pairs); ``StatePairing`` turns a group into a component.
struct TokenGroup: Sendable {
  /// How an entry came into the group.
  enum Via: Sendable, Hashable {
    /// Its own stem is the group's.
    case stem
    /// An `X-on-Y` text naming the group's stem `Y` (`NeutralForegroundOnBrand` → `Brand`).
    case onNaming
  }

  /// One token name in the group.
  struct Entry: Sendable {
    /// The parsed name.
    var parsed: TokenNameParser.Parsed
    /// How it joined.
    var via: Via
    /// The doubt its reading carries (a trailing `default` read as a variant…), if any.
    var doubt: String?
  }

  /// The stem key (lower-cased stem words, space-separated).
  var key: String {
    didSet { stemWords = Self.words(of: key) }
  }

  /// The stem words (``key`` split, lower-cased), kept with the key: sorting and matching groups read them
  /// many times per group.
  private(set) var stemWords: [String]

  /// Creates an empty group for the stem `key`.
  init(key: String) {
    self.key = key
    stemWords = Self.words(of: key)
  }

  private static func words(of key: String) -> [String] {
    // Over UTF-8 bytes: the key's words are joined with ASCII spaces.
    key.isEmpty ? [] : key.utf8.split(separator: UInt8(ascii: " ")).compactMap(String.init)
  }
  /// Entries by part, then by state key (`normal`, `hover`, `selected-hover`…); several per
  /// slot when names carry a theme word (`…/Light/…`, `…/Dark/…`) or spell the slot twice.
  var entries: [FacetVocabulary.Part: [String: [Entry]]] = [:]

  /// Whether any entry names a state other than rest.
  var hasStates: Bool {
    entries.values.contains { $0.keys.contains { $0 != "normal" } }
  }

  /// Whether some name spells its part (a part word or `on` naming): palette steps with a
  /// hover variant (Carbon `blue.60Hover`) spell none and are not controls.
  var namesParts: Bool {
    entries.values.contains { map in
      map.values.contains { $0.contains { $0.parsed.partWord != nil || $0.via == .onNaming } }
    }
  }

  /// The state keys of `part`.
  func states(_ part: FacetVocabulary.Part) -> Set<String> {
    Set(entries[part]?.keys.map { $0 } ?? [])
  }

  /// Every state key in the group.
  var allStates: Set<String> {
    var all = Set<String>()
    for map in entries.values { all.formUnion(map.keys) }
    return all
  }

  /// Adds an entry under its state key.
  mutating func add(_ entry: Entry) {
    let state = Self.stateKey(entry.parsed.states)
    entries[entry.parsed.part, default: [:]][state, default: []].append(entry)
  }

  /// The state key of a name's states: `normal` for none, a compound (`selected-hover`) for
  /// two, rest words dropped (`selected-default` is `selected`).
  static func stateKey(_ states: [FacetVocabulary.State]) -> String {
    let named = states.filter { $0 != .normal }.sorted()
    if named.isEmpty { return "normal" }
    return named.map(\.rawValue).joined(separator: "-")
  }

  /// The fallback of a compound state, one facet at a time toward rest
  /// (`selected-hover` → `selected` → `normal`).
  static func fallbacks(of state: String) -> [String] {
    var chain: [String] = []
    var parts = state.split(separator: "-").map(String.init)
    while parts.count > 1 {
      parts.removeLast()
      chain.append(parts.joined(separator: "-"))
    }
    if state != "normal" { chain.append("normal") }
    return chain
  }

  /// The stem words that are component words (`button`).
  var componentWords: Set<String> {
    Set(stemWords.filter { FacetVocabulary.components.contains($0) })
  }

  /// A group that names only a disabled state and nothing but component or neutral words
  /// (`disabled-background-color`, `NeutralBackgroundDisabled`, `button.disabled`,
  /// `Buttons/Disabled`), or the disabled state of a group with no stem words
  /// (`--ds-background-disabled`): its disabled state serves every component that names none.
  var providesDisabled: Bool {
    guard entries[.background]?["disabled"] != nil else { return false }
    if key.isEmpty { return true }
    let generic = stemWords.allSatisfy {
      FacetVocabulary.components.contains($0) || FacetVocabulary.sharedStateWords.contains($0)
    }
    return generic && allStates == ["disabled"]
  }

  /// A ``providesDisabled`` group that names nothing else: not a component of its own.
  var isSharedDisabled: Bool { providesDisabled && allStates == ["disabled"] }

  /// The first name in the group (for notes).
  var firstName: String? {
    entries.values.flatMap { $0.values.flatMap { $0.map(\.parsed.name) } }.min()
  }

  /// The stem as the source spells it: the stem words as they stand in the first fill token's
  /// name (separators kept when the words are adjacent, else joined with the separator found
  /// between them, or nothing across a camelCase boundary); the namespace, or `tokens`, for an
  /// empty stem.
  var spelling: String {
    let all = entries.values.flatMap { $0.values.flatMap { $0 } }.filter {
      $0.via == .stem && $0.parsed.stemKey == key
    }
    let fills = (entries[.background] ?? [:]).values.flatMap { $0 }.filter {
      $0.via == .stem && $0.parsed.stemKey == key
    }
    let pick = (fills.isEmpty ? all : fills).min { $0.parsed.name < $1.parsed.name }
    guard let parsed = pick?.parsed else { return key.isEmpty ? "tokens" : key }
    let stem = parsed.stem
    guard let first = stem.first else {
      let trimmed = parsed.namespace.trimmingCharacters(in: ["-", "_", ".", "/", " "])
      return trimmed.isEmpty ? "tokens" : trimmed
    }
    let chars = Array(parsed.name)
    var text = first.text
    var previous = first
    for word in stem.dropFirst() {
      let between = chars[previous.end..<word.start]
      if between.allSatisfy({ !$0.isLetter && !$0.isNumber }) {
        text += String(between)
      } else if let separator = between.first(where: { !$0.isLetter && !$0.isNumber }) {
        text += String(separator)
      }
      text += word.text
      previous = word
    }
    return text
  }

  /// Keeps one entry per slot and theme (explicit part words before a name with none, then
  /// the shorter name, then the first in order), and drops fills with no part word when the
  /// group names its fills explicitly (Pico `--pico-primary-hover` is a link colour beside
  /// `--pico-primary-hover-background`).
  mutating func tidy() {
    for (part, map) in entries {
      let explicit = map.values.contains { $0.contains { $0.parsed.partWord != nil } }
      var tidied: [String: [Entry]] = [:]
      for (state, list) in map {
        var kept: [Entry] = []
        let ordered = list.filter { !explicit || $0.parsed.partWord != nil }.sorted {
          let a = ($0.parsed.partWord == nil ? 1 : 0, $0.parsed.name.count, $0.parsed.name)
          let b = ($1.parsed.partWord == nil ? 1 : 0, $1.parsed.name.count, $1.parsed.name)
          return a < b
        }
        for entry in ordered where !kept.contains(where: { $0.parsed.theme == entry.parsed.theme })
        {
          kept.append(entry)
        }
        if !kept.isEmpty { tidied[state] = kept }
      }
      entries[part] = tidied.isEmpty ? nil : tidied
    }
  }
}
