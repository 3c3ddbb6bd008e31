import LegibleAudit
import LegibleColor
import LegibleTokens

/// Pairs the text, fill and border of one ``TokenGroup`` per state
/// (../shared/reference/state-tokens.md §18,
/// "Pairing a text token with a background token per state"), strongest evidence first:
///
/// 1. `on` naming (`NeutralForegroundOnBrand` ↔ `BrandBackground`), 2. a shared stem with a
/// different part word (`button.primary.fgColor.hover` ↔ `bgColor.hover`), then, when the group
/// has no text of its own: its icon colour, the `inverse` text of its tone for a bold fill
/// (`--ds-text-warning-inverse` ↔ `--ds-background-warning-bold`), or a system-wide label role
/// (`text-on-color`, `--ds-text-inverse`), which makes every state needs-review.
///
/// A state missing on one side takes the rest state's token (``Pairing/inherited``); a compound
/// state falls back one facet at a time (`selected-hover` → `selected` → rest). A token whose own
/// value is unresolved is never replaced by rest's (ambiguity 13). Every colour is per theme.
struct StatePairing: Sendable {
  /// A text source found outside the group.
  struct OuterText: Sendable {
    /// The entries (by state key) that give the text.
    var entries: [String: [TokenGroup.Entry]]
    /// The evidence, in words.
    var evidence: String
    /// The doubt it carries, if any (a system-wide role).
    var review: String?
  }

  /// What pairing made of a group.
  enum Outcome: Sendable {
    case component(ComponentSpec, notes: [DiscoveryNote])
    case note(DiscoveryNote)
  }

  let values: TokenValues
  /// The result's themes (empty: theme-less).
  let themes: [String]
  let references: [String: CSSColor]
  /// Whether the page colour is assumed (no token, no option) in some theme.
  let pageAssumed: Bool

  /// One property of one state, resolved in every theme.
  private struct Property {
    var value: ColorValue
    var sources: ColorSources
    var translucent: Bool
  }

  /// Pairs `group` named `name`, with text from outside the group when it has none.
  func pair(
    _ group: TokenGroup, name: String, outerText: OuterText?,
    sharedDisabled: (group: TokenGroup, name: String)?
  ) -> Outcome {
    let fills = group.entries[.background] ?? [:]
    // A side the token files do not name at all (the label chosen in code, the fill in files not
    // read): the states are still audited where they can be, every finding needs-review.
    var groupReview: String?
    var textEntries = group.entries[.text] ?? [:]
    var textEvidence = "shared stem \"\(name)\""
    var textReview: String?
    var textIsIcon = false
    if textEntries.isEmpty, let icons = group.entries[.icon], !icons.isEmpty {
      textEntries = icons
      textIsIcon = true
      textEvidence = "icon as text: no text token in \"\(name)\""
    }
    if textEntries.isEmpty, let outerText {
      textEntries = outerText.entries
      textEvidence = outerText.evidence
      textReview = outerText.review
    }
    // A stem that differs from its siblings only by a level number (Fluent's `Neutral2`…
    // `Neutral4`, `Brand2`): the shared number is the only evidence, and systems draw their
    // foreground levels on other background levels freely; level 1 is the documented pair.
    let level = String(name.reversed().prefix { $0.isNumber }.reversed())
    if textReview == nil, !textIsIcon, !level.isEmpty, level != "1", !fills.isEmpty,
      group.entries[.text]?.isEmpty == false
    {
      textReview =
        "text and fill paired only by the shared level number \(level) of"
        + " \"\(name)\": the system does not say this foreground is drawn on this background"
    }
    if fills.isEmpty, textEntries.isEmpty {
      return .note(
        DiscoveryNote(
          .unpaired,
          "\"\(name)\" names \(describe(group)) but neither a fill nor a text colour",
          subject: firstName(group)))
    }
    if fills.isEmpty {
      groupReview =
        "no fill is named for \"\(name)\" (its background is chosen in code or lives in files not"
        + " read): the text is measured over the page"
    } else if textEntries.isEmpty {
      groupReview =
        "no text colour is named for \"\(name)\" (the label is chosen in code or lives in files"
        + " not read): only the fill's boundary is measured"
    }
    let borders = group.entries[.border] ?? [:]
    var states = Set(fills.keys).union(textEntries.keys).union(borders.keys)
    var notes: [DiscoveryNote] = []
    var specs: [String: StateSpec] = [:]
    if let sharedDisabled, sharedDisabled.group.entries[.background]?["disabled"] != nil {
      states.insert("disabled")
    }
    for state in states.sorted(by: Self.stateOrder) {
      var review: [String] = []
      var spec = StateSpec()
      // Disabled: the group's own, else the shared disabled group's, else rest's.
      func slotFor(
        _ map: [String: [TokenGroup.Entry]], _ part: FacetVocabulary.Part, evidence: String
      ) -> Slot {
        if state == "disabled", map["disabled"] == nil, let shared = sharedDisabled,
          let own = shared.group.entries[part]?["disabled"]
        {
          return Slot(
            entries: own, inheritedFrom: nil,
            evidence: "shared disabled state of \"\(shared.name)\": no disabled \(part.rawValue)"
              + " named for \"\(name)\"")
        }
        return slot(map, state: state, evidence: evidence)
      }
      let fillSlot = slotFor(fills, .background, evidence: "shared stem \"\(name)\"")
      let fill = resolve(fillSlot, part: "fill", state: state)
      if fill == nil, !fills.isEmpty {
        let first = fillSlot.entries.first.map { "{\($0.parsed.name)}" } ?? "(none)"
        notes.append(
          DiscoveryNote(
            .unpaired,
            "\"\(name)\" state \(state): the fill \(first) has no value in"
              + " \(missingThemes(fillSlot)); state left out",
            subject: fillSlot.entries.first?.parsed.name))
        continue
      }
      if let fill {
        spec.background = fill.value
        spec.sources["background"] = fill.sources
      }
      var textSlot = slotFor(textEntries, .text, evidence: textEvidence)
      if textIsIcon { textSlot.evidence += " (icon colour used as the text)" }
      if let text = resolve(textSlot, part: "text", state: state) {
        spec.text = text.value
        spec.sources["text"] = text.sources
      } else if textSlot.entries.isEmpty {
        if groupReview == nil { review.append("no text colour for state \(state)") }
      } else {
        review.append(
          "text {\(textSlot.entries[0].parsed.name)} has no value in \(missingThemes(textSlot))"
            + unresolvedDetail(textSlot) + ": text contrast not audited")
      }
      let borderSlot = slotFor(borders, .border, evidence: "shared stem \"\(name)\"")
      if !borderSlot.entries.isEmpty {
        if let border = resolve(borderSlot, part: "border", state: state) {
          spec.border = border.value
          spec.sources["border"] = border.sources
        } else {
          notes.append(
            DiscoveryNote(
              .skipped,
              "\"\(name)\" state \(state): border {\(borderSlot.entries[0].parsed.name)} has no"
                + " value in \(missingThemes(borderSlot)); border left out",
              subject: borderSlot.entries[0].parsed.name))
        }
      }
      // A state with a fill of its own but no text token takes another state's text: where that
      // text is the very colour of the new fill, the label would vanish, so the component draws
      // another colour there (a fallback in its own code): an inference not to decide on.
      if let from = textSlot.inheritedFrom, fillSlot.inheritedFrom == nil,
        let text = spec.text, let background = spec.background,
        let theme = Self.themeWhereSame(text, background)
      {
        review.append(
          "state \(state) has no text token: \(from)'s text is the colour of its own fill"
            + (theme.isEmpty ? "" : " in theme \(theme)")
            + ", which no label is drawn in; the component must set another: state the pair in"
            + " legible.json")
      }
      if let textReview, !textSlot.evidence.hasPrefix("shared disabled state") {
        review.append(textReview)
      }
      if let groupReview { review.insert(groupReview, at: 0) }
      if fill?.translucent == true, pageAssumed {
        review.append(
          "translucent fill over an unknown backdrop (ambiguity 8): composited over an assumed"
            + " page")
      }
      for entry in fillSlot.entries + textSlot.entries {
        if let doubt = entry.doubt, !review.contains(doubt) { review.append(doubt) }
      }
      review.append(contentsOf: stateDoubts(group, state: state, name: name))
      if !review.isEmpty { spec.review = review.joined(separator: "; ") }
      specs[state] = spec
    }
    guard !specs.isEmpty else {
      return .note(
        DiscoveryNote(
          .unpaired, "\"\(name)\": no state has a colour with a value in every theme",
          subject: firstName(group)))
    }
    return .component(ComponentSpec(name: name, surface: "page", states: specs), notes: notes)
  }

  /// The first theme (`""` when theme-less) in which two values are the same opaque colour.
  static func themeWhereSame(_ a: ColorValue, _ b: ColorValue) -> String? {
    switch (a, b) {
    case (.color(let x), .color(let y)):
      return x.isOpaque && x.displayString == y.displayString ? "" : nil
    case (.themed(let xs), .themed(let ys)):
      for theme in xs.keys.sorted() {
        if let x = xs[theme], let y = ys[theme], themeWhereSame(x, y) != nil { return theme }
      }
      return nil
    case (.themed(let xs), _):
      return xs.keys.sorted().first { xs[$0].map { themeWhereSame($0, b) != nil } ?? false }
    case (_, .themed(let ys)):
      return ys.keys.sorted().first { ys[$0].map { themeWhereSame(a, $0) != nil } ?? false }
    default:
      return nil
    }
  }

  /// The entries for one state: its own, else the nearest fallback's (inherited).
  private struct Slot {
    var entries: [TokenGroup.Entry]
    /// The state the entries belong to when inherited.
    var inheritedFrom: String?
    var evidence: String
  }

  private func slot(_ map: [String: [TokenGroup.Entry]], state: String, evidence: String) -> Slot {
    if let own = map[state] { return Slot(entries: own, inheritedFrom: nil, evidence: evidence) }
    for fallback in TokenGroup.fallbacks(of: state) {
      if let entries = map[fallback] {
        return Slot(entries: entries, inheritedFrom: fallback, evidence: evidence)
      }
    }
    return Slot(entries: [], inheritedFrom: nil, evidence: evidence)
  }

  /// The entry for `theme`: the one whose name carries that theme word, else a theme-less one.
  private func entry(_ entries: [TokenGroup.Entry], theme: String) -> TokenGroup.Entry? {
    entries.first { $0.parsed.theme == theme && !theme.isEmpty }
      ?? entries.first { $0.parsed.theme == nil }
  }

  private var resultThemes: [String] { themes.isEmpty ? [""] : themes }

  private func resolve(_ slot: Slot, part: String, state: String) -> Property? {
    guard !slot.entries.isEmpty else { return nil }
    var colors: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    var translucent = false
    for theme in resultThemes {
      guard let entry = entry(slot.entries, theme: theme) else { return nil }
      let lookupTheme = entry.parsed.theme != nil ? "" : theme
      guard
        let value = values.value(entry.parsed.name, theme: lookupTheme, references: references)
      else { return nil }
      if !value.color.isOpaque { translucent = true }
      colors[theme] = .color(value.color)
      sources[theme] = source(entry, value: value, slot: slot, part: part, state: state)
    }
    if themes.isEmpty {
      return Property(
        value: colors[""] ?? .unknown,
        sources: .all(sources[""] ?? ColorSource(pairing: .inferred)),
        translucent: translucent)
    }
    return Property(value: .themed(colors), sources: .themed(sources), translucent: translucent)
  }

  private func source(
    _ entry: TokenGroup.Entry, value: TokenValues.Value, slot: Slot, part: String, state: String
  ) -> ColorSource {
    let parsed = entry.parsed
    var evidence = slot.evidence
    let partWord = parsed.partWord ?? "(no part word: read as the fill)"
    evidence += ", \(part) \(partWord)"
    if parsed.colorIsText { evidence += " (\"\(partWord)\" read as the text, as in Bootstrap/Ant)" }
    if parsed.inverseIsText { evidence += " (\"\(partWord)\" read as the text on the fill)" }
    if entry.via == .onNaming {
      evidence += " (on-naming: \(parsed.name) names its background)"
    }
    let pairing: Pairing
    if let from = slot.inheritedFrom {
      pairing = .inherited
      evidence += ", state \(state) has no \(part) token: \(from)'s is used"
    } else {
      pairing = .inferred
      evidence +=
        ", state \(state)"
        + (parsed.stateWords.isEmpty
          ? " (no state word)" : " (\(parsed.stateWords.joined(separator: " ")))")
    }
    if let token = value.token {
      return ColorSource(
        token: token.name, file: token.location.file, line: token.location.line,
        column: token.location.column, pairing: pairing, evidence: evidence)
    }
    let missing = value.substituted
    let reference = missing?.reference ?? "?"
    return ColorSource(
      rule: "{\(parsed.name)} → {\(reference)}, not in the token files: value given in"
        + " DiscoveryOptions.references", file: missing?.location.file,
      line: missing?.location.line, column: missing?.location.column, pairing: pairing,
      evidence: evidence)
  }

  /// The themes in which a slot's entry has no value.
  private func missingThemes(_ slot: Slot) -> String {
    var missing: [String] = []
    for theme in resultThemes {
      guard let entry = entry(slot.entries, theme: theme) else {
        missing.append(theme)
        continue
      }
      let lookupTheme = entry.parsed.theme != nil ? "" : theme
      if values.value(entry.parsed.name, theme: lookupTheme, references: references) == nil {
        missing.append(theme)
      }
    }
    // Read after "has no value in": "the token files" (theme-less), "theme dark", "themes a, b".
    let named = missing.filter { !$0.isEmpty }
    if named.isEmpty { return missing.isEmpty ? "no theme" : "the token files" }
    return (named.count == 1 ? "theme " : "themes ") + named.joined(separator: ", ")
  }

  private func unresolvedDetail(_ slot: Slot) -> String {
    var refs = Set<String>()
    for entry in slot.entries {
      for theme in resultThemes {
        if let missing = values.unresolvedValue(entry.parsed.name, theme: theme),
          let reference = missing.reference
        {
          refs.insert(reference)
        }
      }
    }
    guard !refs.isEmpty else { return "" }
    return " (unresolved reference " + refs.sorted().map { "{\($0)}" }.joined(separator: ", ")
      + "; give its value in DiscoveryOptions.references)"
  }

  /// Doubts that come from the group's state words (ambiguity 1).
  private func stateDoubts(_ group: TokenGroup, state: String, name: String) -> [String] {
    var doubts: [String] = []
    let own = group.entries.values.flatMap { $0[state] ?? [] }
    if own.contains(where: \.parsed.activeWord) {
      let hasPressedWord = group.entries.values.contains { map in
        (map["pressed"] ?? []).contains { !$0.parsed.activeWord }
      }
      let hasHover = group.entries.values.contains { $0["hover"] != nil }
      let selectionWord = own.contains { entry in
        entry.parsed.stem.contains { FacetVocabulary.selectionComponents.contains($0.key) }
      }
      if hasPressedWord || !hasHover || selectionWord {
        doubts.append(
          "\"active\" read as pressed, but it also means selected or current (ambiguity 1):"
            + (hasPressedWord ? " \"\(name)\" also names pressed" : "")
            + (!hasHover ? " no hover beside it" : "")
            + (selectionWord ? " a tab or navigation name" : ""))
      }
    }
    if own.contains(where: \.parsed.inactiveWord) {
      doubts.append(
        "\"inactive\" read as disabled; Material tabs use it for unselected (ambiguity 1)")
    }
    return doubts
  }

  private func describe(_ group: TokenGroup) -> String {
    let parts = group.entries.keys.sorted().map { part in
      "\(part.rawValue) (\(list(group.states(part))))"
    }
    return parts.joined(separator: ", ")
  }

  private func list(_ states: Set<String>) -> String {
    states.sorted(by: Self.stateOrder).joined(separator: ", ")
  }

  private func firstName(_ group: TokenGroup) -> String? {
    group.entries.values.flatMap { $0.values.flatMap { $0.map(\.parsed.name) } }.min()
  }

  /// Report order of state keys: the known order, compounds after their first state.
  static func stateOrder(_ a: String, _ b: String) -> Bool {
    let ka = sortKey(a)
    let kb = sortKey(b)
    return ka != kb ? ka.lexicographicallyPrecedes(kb) : a < b
  }

  private static func sortKey(_ state: String) -> [Int] {
    state.split(separator: "-").map { word in
      FacetVocabulary.State(rawValue: String(word))?.rank ?? 9
    }
  }
}
