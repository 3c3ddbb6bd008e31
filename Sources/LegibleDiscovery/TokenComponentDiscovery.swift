import LegibleAudit
import LegibleColor
import LegibleTokens

/// Discovers button-like components and their states from design-token names alone, with no
/// hand-written spec (../shared/reference/state-tokens.md §18).
///
/// Each name is split into facets (`TokenNameParser`: namespace, part, state, theme, `on`
/// target, stem); names are indexed by stem in one pass, so discovery is linear in the number
/// of tokens (no pairs of tokens are compared). A stem whose names spell a state other than
/// rest, or a component word (`button`, `btn`), is button-like; `StatePairing` pairs its text,
/// fill and border per state and theme.
///
/// Output contract:
/// - One `ComponentSpec` per stem (component + variant), named with the source's spelling of
///   the stem: the stem words as they stand in the first fill token's name (`button.primary`,
///   `BUTTON_BRAND`, `brand-bold`, `accent`, `Brand`, `Neutral1`, `Buttons/Primary`); a stem
///   with no words is named by its namespace (`--ds`, `attr/daxColor`) or `tokens`. Names are
///   unique (a clash gets `#2`, `#3`). Surface `page`, no font.
/// - State keys `normal`, `hover`, `pressed`, `selected`, `focused`, `disabled`, and compounds
///   (`selected-hover`, `selected-pressed`) only when a name spells both.
/// - `text`, `background`, `border` per theme (`.themed` over every theme of
///   ``DiscoveredComponents/themes``,
///   `.color` without themes), each with its `ColorSource` (token name as in the set, its
///   file and line, pairing `Pairing/inferred` or `Pairing/inherited`, never stated).
/// - A state in doubt has `StateSpec/review` (ambiguities 1–4, 8, 13 of §18). A
///   stem with fills and no text anywhere (or text and no fill) is still a component, every
///   state marked for review with the missing side named: its boundary (or its text over the
///   page) is measured, never passed. A stem with neither is a
///   ``DiscoveryNote/Kind/unpaired`` note.
public struct TokenComponentDiscovery: Sendable {
  /// The page colours, reference values and preset.
  public var options: DiscoveryOptions

  /// Creates a discovery with `options`.
  public init(options: DiscoveryOptions = DiscoveryOptions()) {
    self.options = options
  }

  /// Discovers the components of `tokens`.
  ///
  /// - Parameters:
  ///   - tokens: The token set (resolved tokens and the diagnostics of what was not resolved).
  ///   - files: The token files or folders read, as the result's
  ///     ``DiscoveredComponents/tokenFiles``.
  /// - Returns: Components, themes, the page surface and notes, in a deterministic order.
  public func discover(_ tokens: TokenSet, files: [String]) -> DiscoveredComponents {
    let values = TokenValues(tokens)
    let parser = TokenNameParser()
    let names = Set(values.names)
    let parsed = values.names.map { name in
      Self.readingStateList(parser.parse(name), names: names)
    }
    var themes = Self.themes(
      tokens.themes, parsed: parsed,
      hasThemeless: tokens.baseTheme == nil && tokens.tokens.contains { $0.theme == nil })
    // The base stylesheet of flavours is a theme of its own name, drawn from the theme-less values.
    if let base = tokens.baseTheme, !themes.isEmpty, !themes.contains(base) {
      themes = Self.themes(themes + [base], parsed: [], hasThemeless: false)
    }
    var notes: [DiscoveryNote] = Self.presetNotes(parsed, tokens: tokens, preset: options.preset)

    // Index by stem key (one pass; a second over the keys for the `default` variant reading).
    var roles: [Int: TokenNameParser.Parsed] = [:]
    var placed: [(key: String, entry: TokenGroup.Entry)] = []
    for name in parsed {
      if name.part == .stateLayer {
        notes.append(
          DiscoveryNote(
            .skipped,
            "\(name.name) is a state layer (a translucent overlay whose fill a preset derives):"
              + " not paired by name" + (options.preset.map { "; preset \($0) requested" } ?? ""),
            subject: name.name))
        continue
      }
      let words = name.words.map(\.key)
      if let role = FacetVocabulary.systemTextRoles.firstIndex(of: words) {
        if roles[role] == nil { roles[role] = name }
        continue
      }
      var key = name.stemKey
      var via = TokenGroup.Via.stem
      if let target = name.onTarget {
        via = .onNaming
        if !target.isEmpty { key = target.map(\.key).joined(separator: " ") }
      }
      placed.append((key, TokenGroup.Entry(parsed: name, via: via, doubt: nil)))
    }
    // `global.text.color.on-brand` names the fill `global.color.brand`: the words the text
    // token shares before `on` (its stem, a namespace such as `global`) belong to the fill's
    // name too. The longer key is taken where a fill has it.
    let stemKeys = Set(placed.filter { $0.entry.via == .stem }.map(\.key))
    for i in placed.indices where placed[i].entry.via == .onNaming {
      let own = placed[i].entry.parsed.stem.map(\.key)
      guard !own.isEmpty, !placed[i].key.isEmpty else { continue }
      let longer = (own + [placed[i].key]).joined(separator: " ")
      if stemKeys.contains(longer), !stemKeys.contains(placed[i].key) { placed[i].key = longer }
    }
    let keys = Set(placed.map(\.key))
    var groups: [String: TokenGroup] = [:]
    for (key, entry) in placed {
      var key = key
      var entry = entry
      let variantKey = key.isEmpty ? "default" : key + " default"
      if entry.parsed.defaultIsRest, keys.contains(variantKey) {
        key = variantKey
        entry.doubt =
          "\"default\" in \(entry.parsed.name) read as the default variant at rest (names"
          + " with \"default\" before a state make it a variant); it can also mean the rest"
          + " state (ambiguity 2)"
      }
      groups[key, default: TokenGroup(key: key)].add(entry)
    }
    Self.mergePrimaryAsRest(&groups)
    for key in groups.keys { groups[key]?.tidy() }

    let page = PageSurface(values: values, themes: themes, pages: options.pages)
    let pairing = StatePairing(
      values: values, themes: themes, references: options.references, pageAssumed: page.assumed)
    let systemRole = roles.keys.sorted().first.flatMap { roles[$0] }
    // Longest stems first: `button.disabled` before the empty stem's `--ds-background-disabled`.
    let providers = groups.values.filter(\.providesDisabled).sorted {
      ($0.stemWords.count, $0.key) > ($1.stemWords.count, $1.key)
    }

    var components: [ComponentSpec] = []
    var usedNames: [String: Int] = [:]
    var usedProviders = Set<String>()
    for key in groups.keys.sorted() {
      guard let group = groups[key] else { continue }
      let isProvider = group.isSharedDisabled
      let buttonLike =
        group.stemWords.contains { FacetVocabulary.components.contains($0) }
        || (group.hasStates && group.namesParts)
      guard buttonLike, !isProvider else { continue }
      let name = Self.uniqueName(group.spelling, used: &usedNames)
      let outer = outerText(
        for: group, groups: groups, systemRole: systemRole, values: values, themes: themes)
      let provider = providers.first { provider in
        provider.key != group.key
          && provider.componentWords.isSubset(of: Set(group.stemWords))
      }
      var own = group
      if let stripped = outer.stripped { own = stripped }
      var outcome = pairing.pair(
        own, name: name, outerText: outer.text,
        sharedDisabled: provider.map { ($0, $0.spelling) })
      // A group defined in some of the set's themes only (one brand's light and dark files
      // beside another brand's): paired and audited in the themes it has values in.
      if case .note = outcome, themes.count > 1 {
        let defined = themes.filter { theme in
          own.entries.values.contains { map in
            map.values.contains { list in
              list.contains { values.token($0.parsed.name, theme: theme) != nil }
            }
          }
        }
        if !defined.isEmpty, defined.count < themes.count {
          let narrowed = StatePairing(
            values: values, themes: defined, references: options.references,
            pageAssumed: page.assumed)
          if case .component(var spec, let more) = narrowed.pair(
            own, name: name, outerText: outer.text,
            sharedDisabled: provider.map { ($0, $0.spelling) })
          {
            spec.themes = defined
            outcome = .component(spec, notes: more)
          }
        }
      }
      switch outcome {
      case .component(let spec, let more):
        components.append(spec)
        notes.append(contentsOf: more)
        if let provider, spec.states["disabled"] != nil { usedProviders.insert(provider.key) }
      case .note(let note):
        notes.append(note)
      }
    }
    for provider in providers
    where provider.isSharedDisabled && !usedProviders.contains(provider.key) {
      notes.append(
        DiscoveryNote(
          .skipped,
          "\"\(provider.spelling)\" names only a disabled state (WCAG exempts it) and no"
            + " component took it", subject: provider.firstName))
    }
    var custom: [String] = []
    for spec in components {
      for state in spec.states.keys {
        do { _ = try StateName(validating: state) } catch { custom.append(state) }
      }
    }
    return DiscoveredComponents(
      components: components, themes: themes, surfaces: ["page": page.value],
      surfaceSources: ["page": page.sources], tokenFiles: files,
      customStates: Array(Set(custom)).sorted(), notes: notes)
  }

  /// Text for a group that has none of its own, or whose own "text" is its fill colour: the
  /// `inverse` text of its tone for a bold fill, else the system-wide label role.
  private func outerText(
    for group: TokenGroup, groups: [String: TokenGroup], systemRole: TokenNameParser.Parsed?,
    values: TokenValues, themes: [String]
  ) -> (text: StatePairing.OuterText?, stripped: TokenGroup?) {
    var stripped: TokenGroup?
    var hasText = !(group.entries[.text] ?? [:]).isEmpty || !(group.entries[.icon] ?? [:]).isEmpty
    if hasText, Self.textEqualsFill(group, values: values, themes: themes) {
      var copy = group
      copy.entries[.text] = nil
      copy.entries[.icon] = nil
      stripped = copy
      hasText = false
    }
    guard !hasText else { return (nil, nil) }
    let words = group.stemWords
    if let last = words.last, FacetVocabulary.boldWords.contains(last), words.count > 1 {
      let tone = words.dropLast().joined(separator: " ")
      if let inverse = groups[tone + " inverse"], let text = inverse.entries[.text], !text.isEmpty {
        return (
          StatePairing.OuterText(
            entries: text,
            evidence: "\"\(inverse.spelling)\" is the inverse text of tone \"\(tone)\", for its"
              + " bold fill", review: nil), stripped
        )
      }
    }
    if let role = systemRole {
      let entry = TokenGroup.Entry(parsed: role, via: .stem, doubt: nil)
      let why =
        stripped != nil
        ? "the group's own text colour equals its fill (text for other surfaces), so " : ""
      return (
        StatePairing.OuterText(
          entries: ["normal": [entry]],
          evidence: "system-wide label role \(role.name) (one text token for many backgrounds)",
          review: why
            + "text is the system-wide label \(role.name), not named for this fill (ambiguity"
            + " 4): check the label colour the component really uses"), stripped
      )
    }
    return (nil, stripped)
  }

  /// Whether the group's rest text resolves to its rest fill in some theme (Spectrum's
  /// `accent-content-color-default` is the accent colour itself: text for other surfaces).
  private static func textEqualsFill(_ group: TokenGroup, values: TokenValues, themes: [String])
    -> Bool
  {
    guard let text = (group.entries[.text] ?? group.entries[.icon])?["normal"]?.first,
      let fill = group.entries[.background]?["normal"]?.first
    else { return false }
    for theme in themes.isEmpty ? [""] : themes {
      guard let a = values.token(text.parsed.name, theme: theme),
        let b = values.token(fill.parsed.name, theme: theme)
      else { continue }
      if a.color == b.color { return true }
    }
    return false
  }

  /// An Android colour state list's `[default]` item is the colour of every state the items
  /// before it do not match: beside `[state_enabled]` it is the disabled colour
  /// (`button_primary_container_selector[default]` → `?attr/daxColorContainerDisabled`).
  private static func readingStateList(_ parsed: TokenNameParser.Parsed, names: Set<String>)
    -> TokenNameParser.Parsed
  {
    guard parsed.name.hasSuffix("[default]") else { return parsed }
    let base = parsed.name.dropLast("[default]".count)
    guard names.contains(base + "[state_enabled]") else { return parsed }
    var read = parsed
    read.states = [.disabled]
    read.stateWords = ["[default] after [state_enabled]"]
    read.defaultIsRest = false
    return read
  }

  /// Carbon's `button.danger-primary` beside `button.danger-hover`: a group with states but no
  /// rest takes the rest of the group one `primary` longer (ambiguity 3, marked for review).
  private static func mergePrimaryAsRest(_ groups: inout [String: TokenGroup]) {
    for key in groups.keys.sorted() {
      guard let group = groups[key], !group.allStates.contains("normal"),
        group.allStates.contains(where: { $0 != "disabled" }), !key.isEmpty
      else { continue }
      let restKey = key + " primary"
      guard let rest = groups[restKey], rest.allStates == ["normal"] else { continue }
      var merged = group
      for (part, map) in rest.entries {
        for entry in map["normal"] ?? [] {
          var entry = entry
          entry.doubt =
            "\"primary\" in \(entry.parsed.name) read as the rest state of \"\(key)\" (it has"
            + " states but no rest); \"primary\" is also a variant name (ambiguity 3)"
          merged.entries[part, default: [:]]["normal", default: []].append(entry)
        }
      }
      groups[key] = merged
      groups[restKey] = nil
    }
  }

  /// The themes: the set's and those names spell, light first, then sorted. When every theme
  /// of the set is a mode over theme-less base values (some contain "dark", none is `light`,
  /// as Primer's `org.primer.overrides`), the theme-less values are the `light` theme.
  static func themes(_ set: [String], parsed: [TokenNameParser.Parsed], hasThemeless: Bool)
    -> [String]
  {
    var all = Set(set)
    for name in parsed { if let theme = name.theme { all.insert(theme) } }
    if hasThemeless, !all.contains("light"), all.contains(where: { $0.contains("dark") }) {
      all.insert("light")
    }
    return all.sorted { a, b in
      if (a == "light") != (b == "light") { return a == "light" }
      return a < b
    }
  }

  private static func uniqueName(_ name: String, used: inout [String: Int]) -> String {
    let count = (used[name] ?? 0) + 1
    used[name] = count
    return count == 1 ? name : "\(name)#\(count)"
  }

  /// Notes for names that match a preset's state model (§19 of
  /// ../shared/reference/state-tokens.md), one per preset.
  static func presetNotes(_ parsed: [TokenNameParser.Parsed], tokens: TokenSet, preset: String?)
    -> [DiscoveryNote]
  {
    var found: [String: (subject: String, why: String)] = [:]
    func suggest(_ preset: String, _ subject: String, _ why: String) {
      if found[preset] == nil { found[preset] = (subject, why) }
    }
    for name in parsed {
      let n = name.name
      if n.hasPrefix("md.sys.") || n.hasPrefix("md.comp.") || name.part == .stateLayer {
        suggest("material3-34", n, "Material names (md.sys/md.comp) or a state layer")
      }
      if n.hasPrefix("--bs-btn-") { suggest("bootstrap5", n, "Bootstrap --bs-btn-* properties") }
      if n.hasPrefix("--govuk-") { suggest("govuk", n, "GOV.UK --govuk-* properties") }
      if let slash = n.utf8.lastIndex(of: UInt8(ascii: "/")),
        !n[n.utf8.index(after: slash)...].isEmpty,
        n[n.utf8.index(after: slash)...].allSatisfy(\.isNumber)
      {
        suggest("opacity-modifier", n, "an alpha modifier (/90)")
      }
    }
    for token in tokens.tokens
    where token.extensions?.rangeOfBytes("alphaModifiers", caseInsensitive: false) != nil {
      suggest("opacity-modifier", token.name, "alphaModifiers in $extensions")
      break
    }
    return found.keys.sorted().map { key in
      let (subject, why) = found[key] ?? ("", "")
      return DiscoveryNote(
        .suggestedPreset,
        "\(key): \(why)" + (preset == key ? " (the preset requested)" : ""), subject: subject)
    }
  }
}
