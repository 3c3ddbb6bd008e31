/// Splits a token name into facets (../shared/reference/state-tokens.md §18): namespace,
/// part, states, theme, the
/// `on` target, and the stem (component, variant, index words) that pairs tokens.
///
/// Words are split at `.`, `-`, `_`, `/`, spaces and camelCase boundaries (`fgColor` → `fg`
/// `Color`, `NeutralForeground1` → `Neutral` `Foreground` `1`, `SLDSButton` → `SLDS` `Button`);
/// a namespace prefix (`--bs-`, `--ds-`, `md.comp.`, leading `color`/`dax` words) is stripped.
/// Linear in the length of the name.
struct TokenNameParser: Sendable {
  /// One word of a name, with its place in the name.
  struct Word: Sendable, Hashable {
    /// As written.
    var text: String
    /// Lower-cased, for the vocabulary.
    var key: String
    /// Offset of the first character in the name (in `Character`s).
    var start: Int
    /// Offset one past the last character.
    var end: Int
  }

  /// A parsed name.
  struct Parsed: Sendable, Hashable {
    /// The full token name.
    var name: String
    /// The stripped namespace as written (`--ds-`, `COLOR_`), maybe empty.
    var namespace: String
    /// Every word after the namespace.
    var words: [Word]
    /// What the colour paints; `nil` for a state layer name the vocabulary could not place.
    var part: FacetVocabulary.Part
    /// The word that named the part, as written; `nil` when the part is implicit (a name with
    /// no part word is a fill, as Carbon's `button.primary-hover`).
    var partWord: String?
    /// The states named, sorted; empty for a name with no state word (the rest state).
    var states: [FacetVocabulary.State]
    /// The state words as written, in name order.
    var stateWords: [String]
    /// The theme a path segment names (`Light`, `Dark`), lower-cased.
    var theme: String?
    /// Component, variant and index words: what the name shares with its counterparts.
    var stem: [Word]
    /// For `X-on-Y` names, the words of `Y` that are not part words (`Brand` in
    /// `NeutralForegroundOnBrand`); `nil` without `on`.
    var onTarget: [Word]?
    /// `color` read as the text because the name has no other part word (Bootstrap, Ant).
    var colorIsText = false
    /// `inverse` or `contrast` read as the text (Pico `--pico-primary-inverse`).
    var inverseIsText = false
    /// `active` read as pressed.
    var activeWord = false
    /// `inactive` read as disabled.
    var inactiveWord = false
    /// A trailing `default` read as the rest state.
    var defaultIsRest = false

    /// The stem as one lower-cased key (`button primary`).
    var stemKey: String { stem.map(\.key).joined(separator: " ") }
  }

  /// Parses `name`.
  func parse(_ name: String) -> Parsed {
    var offset = 0
    for prefix in FacetVocabulary.namespacePrefixes where name.hasPrefix(prefix) {
      offset = prefix.count
      break
    }
    // An ASCII name without a carriage return is one `Character` per byte (CR LF is the one
    // ASCII grapheme of two), so its bytes are read directly, without grapheme breaking.
    if name.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
      let bytes = Array(name.utf8)
      let words = Self.strippingNamespaceWords(Self.split(ascii: bytes, from: offset))
      let namespaceEnd = words.first?.start ?? offset
      let namespace = String(decoding: bytes[0..<min(namespaceEnd, bytes.count)], as: UTF8.self)
      return classify(
        name: name, namespace: namespace, words: words, count: bytes.count,
        isSlash: { bytes[$0] == UInt8(ascii: "/") })
    }
    let chars = Array(name)
    let words = Self.strippingNamespaceWords(Self.split(chars, from: offset))
    let namespaceEnd = words.first?.start ?? offset
    let namespace = String(chars[0..<min(namespaceEnd, chars.count)])
    return classify(
      name: name, namespace: namespace, words: words, count: chars.count,
      isSlash: { chars[$0] == "/" })
  }

  /// The words without leading namespace words (`color`, `dax`), keeping the last.
  private static func strippingNamespaceWords(_ words: [Word]) -> [Word] {
    var words = words
    while let first = words.first, FacetVocabulary.namespaceWords.contains(first.key),
      words.count > 1
    {
      words.removeFirst()
    }
    return words
  }

  /// Reads the facets of the name's words; `count` is the name's length in characters and
  /// `isSlash` says whether the character at an offset is `/`.
  private func classify(
    name: String, namespace: String, words: [Word], count: Int, isSlash: (Int) -> Bool
  ) -> Parsed {
    var used = Array(repeating: false, count: words.count)
    var theme: String?
    // A theme word standing as a whole path segment (`…/Light/…`).
    for (i, w) in words.enumerated() where FacetVocabulary.themes.contains(w.key) {
      let before = w.start == 0 || isSlash(w.start - 1)
      let after = w.end == count || isSlash(w.end)
      if before, after {
        theme = w.key
        used[i] = true
        break
      }
    }
    // `on` splits the name: the words after it name the background.
    var onIndex: Int?
    for (i, w) in words.enumerated() where w.key == "on" && i > 0 && i + 1 < words.count {
      onIndex = i
      used[i] = true
      break
    }
    // Android state lists: `state_pressed`, `state_enabled=false`, `…_selector[default]`.
    for (i, w) in words.enumerated() where !used[i] {
      let next = i + 1 < words.count ? words[i + 1].key : nil
      if w.key == "state", let next, FacetVocabulary.states[next] != nil { used[i] = true }
      if FacetVocabulary.dropped.contains(w.key) { used[i] = true }
    }
    // States.
    var states: [FacetVocabulary.State] = []
    var stateWords: [String] = []
    var activeWord = false
    var inactiveWord = false
    var defaultIsRest = false
    for (i, w) in words.enumerated() where !used[i] {
      guard var state = FacetVocabulary.states[w.key] else { continue }
      let next = i + 1 < words.count ? words[i + 1] : nil
      if w.key == "default" {
        // `defaultHoverBg`, `…_DEFAULT_HOVER`: a variant, read before a state or a stem word;
        // last, or before a part word, it is the rest state (ambiguity 2).
        if let next, !isPartWord(next.key) { continue }
        defaultIsRest = true
      }
      if w.key == "base", i + 1 != words.count { continue }
      if w.key == "enabled", let next, next.key == "false" {
        state = .disabled
        used[i + 1] = true
      } else if w.key == "enabled", let next, next.key == "true" {
        used[i + 1] = true
      }
      if w.key == "active" { activeWord = true }
      if w.key == "inactive" { inactiveWord = true }
      used[i] = true
      if state == .focused {
        if i > 0, FacetVocabulary.focusCompanions.contains(words[i - 1].key), !used[i - 1] {
          used[i - 1] = true
        }
        if let next, FacetVocabulary.focusCompanions.contains(next.key) { used[i + 1] = true }
      }
      stateWords.append(w.text)
      if !states.contains(state) { states.append(state) }
    }
    // The part: the first part word (before `on`), else `color`/`inverse` alone, else a fill.
    let partRange = 0..<(onIndex ?? words.count)
    var part: FacetVocabulary.Part = .background
    var partWord: String?
    var colorIsText = false
    var inverseIsText = false
    if let i = words.indices.firstIndex(where: {
      partRange.contains($0) && !used[$0] && words[$0].key == "state"
        && $0 + 1 < words.count && words[$0 + 1].key == "layer"
    }) {
      part = .stateLayer
      partWord = words[i].text + "-" + words[i + 1].text
      used[i] = true
      used[i + 1] = true
    } else if let i = partRange.first(where: {
      !used[$0] && FacetVocabulary.parts[words[$0].key] != nil
    }) {
      part = FacetVocabulary.parts[words[i].key] ?? .background
      partWord = words[i].text
      used[i] = true
    } else if let i = partRange.last(where: {
      $0 > 0 && !used[$0] && FacetVocabulary.textWhenAlone.contains(words[$0].key)
        // Bootstrap's and Ant's text `color` ends the name (`--bs-btn-hover-color`,
        // `defaultHoverColor`); before the stem it is the colour category
        // (`global.color.brand.hover`: the brand's fill).
        && partRange.suffix(from: $0 + 1).allSatisfy { j in
          used[j] || FacetVocabulary.states[words[j].key] != nil
        }
    }) {
      part = .text
      partWord = words[i].text
      used[i] = true
      if words[i].key == "color" || words[i].key == "colour" {
        colorIsText = true
      } else {
        inverseIsText = true
      }
    }
    // Other part words and qualifiers before `on` say nothing more.
    for i in partRange where !used[i] {
      let key = words[i].key
      if FacetVocabulary.parts[key] != nil || FacetVocabulary.partQualifiers.contains(key) {
        used[i] = true
      }
    }
    var onTarget: [Word]?
    if let onIndex {
      var target: [Word] = []
      for i in (onIndex + 1)..<words.count where !used[i] {
        used[i] = true
        let key = words[i].key
        if FacetVocabulary.parts[key] != nil || FacetVocabulary.partQualifiers.contains(key) {
          continue
        }
        target.append(words[i])
      }
      onTarget = target
    }
    let stem = words.indices.filter { !used[$0] }.map { words[$0] }
    return Parsed(
      name: name, namespace: namespace, words: words, part: part, partWord: partWord,
      states: states.sorted(), stateWords: stateWords, theme: theme, stem: stem,
      onTarget: onTarget, colorIsText: colorIsText, inverseIsText: inverseIsText,
      activeWord: activeWord, inactiveWord: inactiveWord, defaultIsRest: defaultIsRest)
  }

  private func isPartWord(_ key: String) -> Bool {
    FacetVocabulary.parts[key] != nil || FacetVocabulary.partQualifiers.contains(key)
  }

  /// ``split(_:from:)`` for a name of ASCII bytes other than a carriage return (one character
  /// each): the same separators and boundaries, with ASCII letter and digit tests.
  static func split(ascii bytes: [UInt8], from offset: Int) -> [Word] {
    func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
    func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    var words: [Word] = []
    var start: Int?
    func close(_ end: Int) {
      if let s = start, end > s {
        let slice = bytes[s..<end]
        let text = String(decoding: slice, as: UTF8.self)
        // Lower-cased from a contiguous array (a lazy map is decoded byte by byte), or the
        // text itself when it has no capital.
        let key =
          slice.contains(where: isUpper)
          ? String(decoding: slice.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self) : text
        words.append(Word(text: text, key: key, start: s, end: end))
      }
      start = nil
    }
    var i = offset
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"),
        UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: ","), UInt8(ascii: "="):
        close(i)
      default:
        if let s = start, i > s {
          let prev = bytes[i - 1]
          let nextIsLower = i + 1 < bytes.count && isLower(bytes[i + 1])
          let boundary =
            (isLower(prev) && isUpper(c))
            || (isDigit(prev) != isDigit(c))
            || (isUpper(prev) && isUpper(c) && nextIsLower)
          if boundary { close(i) }
        }
        if start == nil { start = i }
      }
      i += 1
    }
    close(bytes.count)
    return words
  }

  /// Splits at separators and camelCase boundaries, from `offset`.
  static func split(_ chars: [Character], from offset: Int) -> [Word] {
    var words: [Word] = []
    var start: Int?
    func close(_ end: Int) {
      if let s = start, end > s {
        let text = String(chars[s..<end])
        words.append(Word(text: text, key: text.lowercased(), start: s, end: end))
      }
      start = nil
    }
    var i = offset
    while i < chars.count {
      let c = chars[i]
      if c == "." || c == "-" || c == "_" || c == "/" || c == " " || c == ":" || c == "["
        || c == "]" || c == "," || c == "="
      {
        close(i)
      } else {
        if let s = start, i > s {
          let prev = chars[i - 1]
          let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
          let boundary =
            (prev.isLowercase && c.isUppercase)
            || (prev.isNumber != c.isNumber)
            || (prev.isUppercase && c.isUppercase && (next?.isLowercase ?? false))
          if boundary { close(i) }
        }
        if start == nil { start = i }
      }
      i += 1
    }
    close(chars.count)
    return words
  }
}
