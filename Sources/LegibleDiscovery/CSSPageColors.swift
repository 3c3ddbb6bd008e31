import LegibleAudit
import LegibleColor
import LegibleTokens

/// The page colour of each theme, the `page` surface components sit on: the caller's, else a
/// `background-color`/`background` on a theme-level rule (`body`, `html`, `:root`), else a
/// theme-level custom property named for the page (`--pico-background-color`, `--bs-body-bg`:
/// after the namespace most of the sheets' names share),
/// else white for the light or theme-less page and unknown for the others.
struct CSSPageColors {
  var value: ColorValue
  var sources: ColorSources
  /// The page colour per theme (`nil` key: theme-less), `nil` when unknown.
  var colors: [String?: CSSColor?] = [:]

  /// Page-like custom property names after an optional one-word prefix.
  static let pageNames = [
    "background-color", "background", "bg", "body-bg", "body-background", "page-bg",
    "page-background", "surface",
  ]

  init(
    themes: [String?], pages: [String: CSSColor], collector: Collector, rules: [CSSStyleRule],
    entries: [CSSSelectorEntry]
  ) throws(ImportError) {
    var values: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    let declared = Set(collector.declarations.values.flatMap(\.keys))
    // The system's namespace: a first word at least half the custom properties share (`bs`,
    // `pico`); `--action-bg` in a sheet of other names is an action's colour, not the page's.
    var prefixes: [String: Int] = [:]
    for name in declared {
      if let first = name.dropFirst(2).split(separator: "-", maxSplits: 1).first {
        prefixes[String(first), default: 0] += 1
      }
    }
    let namespaces = Set(prefixes.filter { $0.value * 2 >= declared.count }.keys)
    var names = declared.filter { name in
      let words = name.dropFirst(2).split(separator: "-", maxSplits: 1).map(String.init)
      return Self.pageNames.contains(String(name.dropFirst(2)))
        || (words.count == 2 && namespaces.contains(words[0]) && Self.pageNames.contains(words[1]))
    }.sorted()
    // Else the most page-like name by its words (`--gl-background-color-default`).
    if names.isEmpty, let best = PageTokenName.best(declared) { names = [best] }
    for theme in themes {
      let key = theme ?? ""
      var color: CSSColor?
      var source: ColorSource
      if let given = pages[key] {
        color = given
        source = ColorSource(
          rule: "pages option", pairing: .stated, evidence: "given by the caller")
      } else if let found = try Self.ruleColor(theme, collector, rules, entries) {
        (color, source) = found
      } else if let name = names.first(where: { collector.lookup($0, theme: theme) != nil }),
        let declaration = collector.lookup(name, theme: theme),
        let (found, _) = try Self.resolved(declaration.value, theme, collector)
      {
        color = found
        source = ColorSource(
          token: name, file: declaration.location.file, line: declaration.location.line,
          column: declaration.location.column, pairing: .inferred,
          evidence: "a theme-level custom property named for the page background")
      } else if theme == nil || theme == "light" {
        color = .white
        source = ColorSource(
          pairing: .inferred, evidence: "no page colour in the style sheets: white assumed")
      } else {
        source = ColorSource(
          pairing: .inferred,
          evidence: "no page colour for theme \(key): unknown, audited over black and white")
      }
      colors[theme] = color
      values[key] = color.map(ColorValue.color) ?? .unknown
      sources[key] = source
    }
    if themes == [nil] {
      value = values[""] ?? .unknown
      self.sources = .all(sources[""] ?? ColorSource(pairing: .inferred))
    } else {
      value = .themed(values)
      self.sources = .themed(sources)
    }
  }

  /// A colour from the value with `var()` substituted, and the names followed.
  static func resolved(_ text: String, _ theme: String?, _ collector: Collector)
    throws(ImportError) -> (CSSColor, [String])?
  {
    var followed: [String] = []
    var undefined: String?
    guard
      let text = try collector.substitute(
        text, theme: theme, chain: [], followed: &followed, undefined: &undefined),
      let parsed = CSSValueText.color(text), case .success(let c) = parsed
    else { return nil }
    return (c, followed)
  }

  /// The last `background-color`/`background` of the theme-level rules, in cascade order.
  private static func ruleColor(
    _ theme: String?, _ collector: Collector, _ rules: [CSSStyleRule],
    _ entries: [CSSSelectorEntry]
  ) throws(ImportError) -> (CSSColor, ColorSource)? {
    let cascade = CSSCascade(
      element: CSSElement(identity: []), theme: theme, entries: entries, rules: rules,
      themeLevel: true)
    guard let winner = cascade.properties["background"],
      let (color, followed) = try resolved(winner.declaration.value, theme, collector)
    else { return nil }
    let entry = entries[winner.entry]
    let at = SassStylesheet.location(
      file: rules[entry.rule].file, line: winner.declaration.line,
      column: winner.declaration.column)
    return (
      color,
      ColorSource(
        token: followed.first, rule: "\(entry.selector.text) { \(winner.declaration.name) }",
        file: at.file, line: at.line ?? winner.declaration.line,
        column: at.column, pairing: .stated,
        evidence: "the page's background on a theme-level rule")
    )
  }
}
