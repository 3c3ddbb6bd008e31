import LegibleAudit
import LegibleColor
import LegibleTokens

/// Finds controls and their states in CSS component rules (issue 19): `.btn:hover { … }`,
/// Bootstrap's variant classes that set the custom properties the base rules read, Pico's rules
/// that reassign variables per state, `opacity` on disabled, `filter: brightness()`.
///
/// A component is the subject of a selector with a state part, without that part (`.btn` from
/// `.btn:hover`); its variants add classes (`.btn.btn-primary`, `button.secondary`). Each
/// (component, variant, state, theme) is the cascade of the rules that match an element with
/// those classes in that state, by specificity then source order, with custom properties
/// inherited from `:root` and the theme selectors (as `CSSCustomPropertiesImporter` reads
/// them). States: rest (`normal`), `:hover` (`hover`), `:active`/`.active`/`[aria-pressed=true]`
/// (`pressed`), `:checked`/`[aria-selected=true]`/`[aria-current]` (`selected`),
/// `:focus`/`:focus-visible` (`focused`), `:disabled`/`[disabled]`/`[aria-disabled=true]`/
/// `.disabled` (`disabled`), each alone (`:active` without `:hover`).
///
/// Not modelled (noted, never guessed): contexts other than a theme before the control
/// (`fieldset:disabled .btn`, `.btn-check:checked + .btn`), pseudo-elements, `:has()`,
/// `:nth-*()`, ids, namespaces, complex selectors inside `:is()`/`:not()`, `!important`,
/// `@layer` order, inheritance from ancestors other than the page. Structural pseudo-classes
/// (`:first-child`) are taken to hold.
public struct CSSComponentDiscovery: Sendable {
  /// The page colour per theme (`""`: theme-less), for translucent controls and group opacity.
  public var pages: [String: CSSColor]

  /// Creates a discovery.
  ///
  /// - Parameter pages: The page colour per theme (`""` for theme-less style sheets); without
  ///   one, the page colour the style sheets give, else white (light, theme-less) or unknown.
  public init(pages: [String: CSSColor] = [:]) {
    self.pages = pages
  }

  /// Reads the style sheets, in order, as one cascade.
  ///
  /// - Parameter files: `.css` paths.
  /// - Returns: One component per (component, variant), surface `page`, every colour with its
  ///   `ColorSource`; ``DiscoveredComponents/notes`` for what was skipped or is in doubt.
  /// - Throws: `ImportError`: unreadable or too large files, malformed CSS or selectors,
  ///   `var()` cycles (with the chain), nesting beyond the limits, each with `file:line`.
  public func discover(files: [String]) throws(ImportError) -> DiscoveredComponents {
    try discover(
      imports: files.map { CSSImportOrder.Entry(path: $0, media: [], isImported: false) })
  }

  /// ``discover(files:)`` on the sheets in import order (`CSSImportOrder.entries(_:)`): a
  /// sheet imported under a media condition is read inside it.
  package func discover(imports: [CSSImportOrder.Entry]) throws(ImportError)
    -> DiscoveredComponents
  {
    var sources: [(file: String, text: String)] = []
    for entry in imports {
      guard SassStylesheet.isSass(entry.path) else {
        sources.append((entry.path, try ScriptStylesheet.text(ofStylesheet: entry.path)))
        continue
      }
      // A Sass file that does not compile is reported by the token import (an error the run
      // exits 2 for after auditing the rest); its rules are not read.
      guard let text = try? ScriptStylesheet.text(ofStylesheet: entry.path) else { continue }
      sources.append((entry.path, text))
    }
    return try discover(sources: sources, imports: imports)
  }

  /// ``discover(files:)`` on texts already read (the fuzz harness's entry point).
  package func discover(
    sources: [(file: String, text: String)], imports: [CSSImportOrder.Entry] = []
  ) throws(ImportError) -> DiscoveredComponents {
    var collector = Collector()
    var rules: [CSSStyleRule] = []
    let importEntries = Dictionary(imports.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    var sheets: [(entry: CSSImportOrder.Entry, items: [CSSItem])] = []
    for (file, text) in sources {
      let sheet = try CSSStylesheet(parsing: text, file: file)
      let entry =
        importEntries[file] ?? CSSImportOrder.Entry(path: file, media: [], isImported: false)
      sheets.append((entry, CSSImportOrder.items(sheet.items, under: entry.media)))
    }
    let flavours = CSSStylesheetFlavours(sheets)
    collector.read(flavours)
    // A stylesheet named for a mode overrides the others in that mode: it comes after them in
    // the cascade (a full dark copy of the light sheet replaces it; a dark sheet of overrides
    // wins where it says something). A flavour overrides the base in its theme the same way,
    // whatever the order the files were named in (`sakura-ink.css` sorts before `sakura.css`).
    func isLayer(_ path: String) -> Bool {
      CSSSelectorTheme.theme(ofFile: path) != nil || flavours.themes[path] != nil
    }
    let ordered =
      sheets.filter { !isLayer($0.entry.path) } + sheets.filter { isLayer($0.entry.path) }
    for (entry, items) in ordered {
      let file = entry.path
      collector.file = file
      // A flavour's rules are its theme's (`mini-nord.css`), as a mode file's are.
      if let theme = flavours.themes[file] { collector.fileTheme = theme }
      let flavour = flavours.scope(ofFile: file)
      collector.flavour = flavour
      collector.visit(Self.bootstrapThemes(items), context: .top, media: nil)
      // A stylesheet named for a mode (`clr-ui-dark.css`) holds that theme's rules; a
      // flavour's modes (`prefers-color-scheme`, `[data-bs-theme=dark]`) are that flavour's.
      var own = try CSSStyleRule.flatten(items, file: file)
      for i in own.indices {
        if let flavour {
          own[i].flavour = flavour
          own[i].scheme = flavour.scoped(own[i].scheme)
        } else if own[i].scheme == nil, let theme = collector.fileTheme {
          own[i].scheme = theme
        }
      }
      if CSSStyleRule.isShadowStylesheet(own) {
        let host = CSSComplexSelector.hostName(ofFile: file)
        for i in own.indices { own[i].host = host }
      }
      rules += own
    }
    var notes: [DiscoveryNote] = []
    let entries = try CSSSelectorEntry.entries(of: rules, notes: &notes)
    // A theme is one that changes a colour: `@media (prefers-color-scheme: dark)` holding only
    // `display` utilities (Foundation's `.show-for-dark-mode`) is no theme.
    let colourProperties: Set<String> = [
      "color", "background", "background-color", "border", "border-color", "outline",
      "outline-color", "opacity", "filter", "fill",
    ]
    var themeSet = Set(collector.declarations.keys.compactMap { $0 })
      .union(
        entries.filter { entry in
          rules[entry.rule].declarations.contains {
            $0.name.hasPrefix("--") || colourProperties.contains($0.name)
          }
        }.compactMap(\.theme))
    // Themes are layers over the base (`:root`): where the sheets override it only for a dark
    // mode (`[data-theme=dark]`, `prefers-color-scheme: dark`, `.dark`), the base is the light
    // mode, audited as `light` (as token discovery reads theme-less values beside dark ones).
    if !themeSet.isEmpty, !themeSet.contains("light"), flavours.baseTheme == nil,
      themeSet.contains(where: { $0.contains("dark") }),
      collector.declarations[nil]?.isEmpty == false
        || entries.contains(where: { $0.isThemeLevel && $0.theme == nil })
    {
      themeSet.insert("light")
    }
    // A brand theme with an explicit light mode layer (`.brand-theme[data-mode=light]` beside
    // `.brand-theme`) is a base layer, never drawn on its own: its modes are the themes.
    for theme in themeSet where !theme.contains(" ") && !CSSSelectorTheme.isModeName(theme) {
      if themeSet.contains(where: { $0.hasPrefix(theme + " light") }) { themeSet.remove(theme) }
    }
    let themeNames = themeSet.sorted()
    let themes: [String?] = themeNames.isEmpty ? [nil] : themeNames
    let page = try CSSPageColors(
      themes: themes, pages: pages, collector: collector, rules: rules, entries: entries)
    var pageText: [String?: (CSSColor, ColorSource)] = [:]
    for theme in themes {
      let cascade = CSSCascade(
        element: CSSElement(identity: []), theme: theme, entries: entries, rules: rules,
        themeLevel: true)
      guard let winner = cascade.properties["color"],
        let (color, followed) = try CSSPageColors.resolved(
          winner.declaration.value, theme, collector)
      else { continue }
      let entry = entries[winner.entry]
      let at = SassStylesheet.location(
        file: rules[entry.rule].file, line: winner.declaration.line,
        column: winner.declaration.column)
      pageText[theme] = (
        color,
        ColorSource(
          token: followed.first, rule: "\(entry.selector.text) { color }",
          file: at.file, line: at.line ?? winner.declaration.line,
          column: at.column, pairing: .inferred)
      )
    }
    var builder = CSSStateBuilder(
      rules: rules, entries: entries, index: CSSSelectorIndex(entries: entries),
      collector: collector, themes: themes, pageText: pageText)
    for (r, rule) in rules.enumerated() {
      for d in rule.declarations where d.name.hasPrefix("--") {
        // Keyed as the custom properties' own locations are (in the Sass source, if compiled).
        let at = SassStylesheet.location(file: rule.file, line: d.line, column: d.column)
        builder.ruleAt["\(at.file):\(at.line ?? 0):\(at.column ?? 0)"] = r
      }
    }
    var names: Set<String> = []
    let found = CSSComponentFinder(rules: rules, entries: entries).components().filter {
      names.insert($0.name).inserted
    }
    // Each component's states on every core, from its own copy of the builder; the outcomes
    // are read in component order (the first error in that order is thrown, notes keep it).
    let template = builder
    let outcomes = ComponentWork.map(found) {
      component -> Result<([String: StateSpec], [DiscoveryNote]), ImportError> in
      var own = template
      do throws(ImportError) {
        let states = try own.states(of: component)
        return .success((states, own.notes))
      } catch {
        return .failure(error)
      }
    }
    var components: [ComponentSpec] = []
    for (component, outcome) in zip(found, outcomes) {
      let (states, stateNotes) = try outcome.get()
      components.append(ComponentSpec(name: component.name, surface: "page", states: states))
      notes += stateNotes
    }
    var seen: Set<DiscoveryNote> = []
    notes = notes.filter { seen.insert($0).inserted }
    let customStates = Set(components.flatMap(\.states.keys)).filter {
      InteractionState.likelyMisspelling(of: $0) != nil
    }.sorted()
    return DiscoveredComponents(
      components: components, themes: themeNames, surfaces: ["page": page.value],
      surfaceSources: ["page": page.sources], customStates: customStates, notes: notes)
  }

  /// The items with Bootstrap's `[data-bs-theme=…]` read as the importer's `[data-theme=…]`.
  static func bootstrapThemes(_ items: [CSSItem]) -> [CSSItem] {
    items.map { item in
      guard case .rule(var rule) = item else { return item }
      rule.prelude = rule.prelude.replacingOccurrences(of: "data-bs-theme", with: "data-theme")
      rule.items = bootstrapThemes(rule.items)
      return .rule(rule)
    }
  }
}
