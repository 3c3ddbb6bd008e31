import LegibleTokens

/// One selector of a style rule, placed: theme-level (`:root`, `[data-theme=dark]`, `body`) or a
/// component's (its subject compound, the theme its context or `@media` gives, and its place in
/// the cascade).
struct CSSSelectorEntry: Sendable {
  /// The index of the rule in the cascade (source order across the files).
  var rule: Int
  var selector: CSSComplexSelector
  /// The theme the selector applies in; `nil` for every theme.
  var theme: String?
  /// A `:root`/`html`/`body`/theme selector (page colours), not a component's.
  var isThemeLevel: Bool
  /// The subject without `:is()`/`:where()` at the top (what names components).
  var alternatives: [CSSCompoundSelector]
  /// `before` or `after` for a rule of the control's `::before`/`::after` box (a state layer,
  /// ``CSSStateLayer``): the subject and alternatives are then the control's, without the
  /// pseudo-element, and the entry takes part only in that box's cascade.
  var pseudoElement: String?

  /// The most alternatives one subject may stand for.
  static let maximumAlternatives = 1024

  /// The entries of the rules' selectors, with notes for those the discovery cannot place.
  static func entries(
    of rules: [CSSStyleRule], notes: inout [DiscoveryNote]
  ) throws(ImportError) -> [CSSSelectorEntry] {
    var entries: [CSSSelectorEntry] = []
    for (index, rule) in rules.enumerated() {
      let location = SassStylesheet.location(file: rule.file, line: rule.line)
      let at = "\(location.file):\(location.line ?? rule.line)"
      for text in rule.selectors {
        var selector = try CSSComplexSelector(parsing: text, location: location, host: rule.host)
        // Bootstrap's theme attribute reads as the importer's `data-theme`.
        let themeText = selector.text.replacingOccurrences(of: "data-bs-theme", with: "data-theme")
        var entry = CSSSelectorEntry(
          rule: index, selector: selector, theme: rule.scheme, isThemeLevel: false,
          alternatives: [])
        // In a shadow stylesheet `:host` is the component's element, not the page's root.
        let isHost = rule.host != nil && text.rangeOfBytes(":host", caseInsensitive: true) != nil
        switch CSSSelectorTheme.classify(themeText) {
        case .base where isHost: break
        case .base:
          entry.isThemeLevel = true
          entries.append(entry)
          continue
        case .theme(let name):
          entry.isThemeLevel = true
          entry.theme = rule.flavour.map { $0.scoped(name) } ?? name
          entries.append(entry)
          continue
        case .component: break
        }
        if let context = selector.context {
          let contextText = context.text.replacingOccurrences(
            of: "data-bs-theme", with: "data-theme")
          let scope = CSSSelectorTheme.classify(contextText)
          guard context.combinator == " " || context.combinator == ">", scope != .component else {
            notes.append(
              DiscoveryNote(
                .skipped,
                "the context '\(context.text)\(context.combinator == " " ? "" : " " + context.combinator)'"
                  + " is not modelled (only theme selectors may precede the control)",
                subject: selector.text, location: at))
            continue
          }
          if case .theme(let name) = scope {
            entry.theme = rule.flavour.map { $0.scoped(name) } ?? name
          }
        }
        if let (pseudo, control) = Self.layerBox(selector.subject) {
          selector.compounds[selector.compounds.count - 1] = control
          entry.selector = selector
          entry.pseudoElement = pseudo
        }
        guard !selector.subject.hasPseudoElement else {
          notes.append(
            DiscoveryNote(
              .skipped, "pseudo-elements are not the control's own colours",
              subject: selector.text, location: at))
          continue
        }
        guard let alternatives = selector.subject.alternatives(limit: maximumAlternatives) else {
          throw ImportError(
            .limitExceeded,
            "'\(selector.text)' stands for more than \(maximumAlternatives) compound selectors",
            location: location)
        }
        for part in selector.subject.parts {
          if case .unsupported(let what) = part.selector {
            notes.append(
              DiscoveryNote(
                .skipped, "\(what) is not supported: the selector is taken not to match",
                subject: selector.text, location: at))
          }
        }
        entry.alternatives = alternatives
        entries.append(entry)
      }
    }
    return entries
  }

  /// `before`/`after` and the control's compound for a subject ending in `::before` or
  /// `::after` (`.btn:hover::before` → `before`, `.btn:hover`), else `nil`.
  static func layerBox(_ subject: CSSCompoundSelector) -> (String, CSSCompoundSelector)? {
    guard case .pseudoElement(let name)? = subject.parts.last?.selector,
      name == "before" || name == "after", subject.parts.count > 1
    else { return nil }
    let control = CSSCompoundSelector(parts: Array(subject.parts.dropLast()))
    return control.hasPseudoElement ? nil : (name, control)
  }
}
