// CSS custom properties (CSS Custom Properties for Cascading Variables Module Level 1,
// https://www.w3.org/TR/css-variables-1/): `--name: value` declarations on theme-level selectors,
// `var(--name, fallback)` substitution (§3), cycles (§2.3) reported as errors naming the chain.
// Colours are parsed with ``CSSColorParser`` (CSS Color 4) after substitution. Selector
// specificity is not computed: within one theme, a later declaration wins (source order).
// See docs/tokens.md ("CSS custom properties") for themes and diagnostics.

import Foundation
import LegibleColor

/// Reads colour-valued custom properties from CSS files.
///
/// - Base (theme-less) selectors: `:root`, `html`, `:host`, `*`, `:where(html)`, also with
///   `:not(…)` parts (`:root:not([data-theme=dark])`); Tailwind v4 `@theme { … }` blocks.
/// - Theme selectors: `[data-theme=dark]`, `html[data-theme="light"]`, `[data-mode=…]`,
///   `[data-color-mode=…]`, `.dark`, `.light`, `.theme-<name>`, `.<name>-theme`; inside
///   `@media (prefers-color-scheme: dark|light)` base selectors belong to that theme; a base block
///   declaring `color-scheme: dark` (or `light`) belongs to that theme.
/// - Other selectors (`button`, `& :where(dialog)`) are component scopes: their custom properties
///   are not tokens. `@supports`, `@layer`, `@container` and other `@media` blocks are read as if
///   their condition held, except media queries that do not match the default screen
///   (`@media print`, `(forced-colors: active)`, `(prefers-contrast: more)`: `CSSMediaQuery`).
/// - `var()` chains resolve per theme (a theme sees the base declarations it does not override);
///   values that are not colours (lengths, shadows, gradients) are skipped; `currentcolor`,
///   system colours, relative colours and `color-mix()`, and undefined `var()`s without a
///   fallback are warnings.
public struct CSSCustomPropertiesImporter: TokenImporter {
  /// `css`.
  public static let format = "css"
  /// A one-line description.
  public static let summary =
    "CSS custom properties (*.css, Sass compiled by Dart Sass, and css`...` templates in JS/TS"
    + " modules: :root, theme selectors, @theme)"

  /// Claims `*.css` files, and JavaScript or TypeScript modules holding a `css\`…\`` template
  /// (``ScriptStylesheet``; outside `node_modules`).
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    !isDirectory && ScriptStylesheet.isStylesheet(path)
  }

  /// Creates the importer.
  public init() {}

  /// Imports one CSS file.
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    try importTokens(from: [path])
  }

  /// Imports several CSS files as one cascade, in the given order with each file's `@import`s
  /// before it (CSSImportOrder), so that `var()` references may cross files (a theme file
  /// using a palette file, a root file importing its theme's files).
  public func importTokens(from paths: [String]) throws(ImportError) -> TokenSet {
    var sheets: [(entry: CSSImportOrder.Entry, items: [CSSItem])] = []
    var failures: [ImportDiagnostic] = []
    for entry in CSSImportOrder.entries(SassStylesheet.roots(paths)) {
      let text: String
      if SassStylesheet.isSass(entry.path) {
        // A Sass file that does not compile is an error the run reports and exits 2 for once
        // the rest is audited: one broken entry stylesheet must not hide a design system.
        do throws(ImportError) {
          text = try ScriptStylesheet.text(ofStylesheet: entry.path)
        } catch {
          failures.append(
            ImportDiagnostic(
              severity: .error, name: nil, message: error.message,
              location: error.location ?? FileLocation(file: entry.path)))
          continue
        }
      } else {
        text = try ScriptStylesheet.text(ofStylesheet: entry.path)
      }
      let sheet = try CSSStylesheet(parsing: text, file: entry.path)
      sheets.append((entry, CSSImportOrder.items(sheet.items, under: entry.media)))
    }
    let flavours = CSSStylesheetFlavours(sheets)
    var collector = Collector()
    collector.diagnostics = failures
    collector.read(flavours)
    for (entry, items) in sheets {
      collector.file = entry.path
      if let theme = flavours.themes[entry.path] { collector.fileTheme = theme }
      collector.flavour = flavours.scope(ofFile: entry.path)
      collector.visit(items, context: .top, media: nil)
    }
    return try collector.resolve()
  }
}

/// One custom property declaration.
package struct Declaration {
  package var value: String
  package var location: FileLocation

  package init(value: String, location: FileLocation) {
    self.value = value
    self.location = location
  }
}

/// Where a block sits.
package enum Context: Equatable {
  /// Outside any rule.
  case top
  /// In theme-level rules for these themes (nil = base).
  case themes([String?])
  /// Inside a component rule (custom properties there are not tokens).
  case component
}

package struct Collector {
  package var file = "" {
    didSet { fileTheme = CSSSelectorTheme.theme(ofFile: file) }
  }
  /// The mode the file's name gives (`clr-ui-dark.css`, `dark/theme.css`): its base-level
  /// rules (`:root`, `html`) belong to that theme, as a token file named `dark.json` does.
  package var fileTheme: String?
  /// The name the base stylesheet of flavours is audited under (`CSSStylesheetFlavours`).
  package var baseTheme: String?
  /// The flavour the file being read is (`CSSStylesheetFlavours.scope(ofFile:)`): the modes
  /// its selectors name are that flavour's.
  package var flavour: CSSStylesheetFlavours.Scope?
  /// `declarations[theme][name]`, in source order of first declaration.
  package var declarations: [String?: [String: Declaration]] = [:]
  /// Declarations that come before ``declarations`` in every lookup: a component's own custom
  /// properties in one state and theme (`CSSStateBuilder`), set on a copy asked about that
  /// theme only, so that the shared declarations are never copied.
  package var scope: [String: Declaration] = [:]
  /// Every custom property name declared (resolved in sorted order): a set, so that each
  /// declaration is one lookup, not a search of every name before it.
  var names: Set<String> = []
  var diagnostics: [ImportDiagnostic] = []

  package init() {}

  /// Takes the flavours' notes, and the base file's theme name when it has flavours (a theme
  /// with no declarations of its own sees the base's).
  package mutating func read(_ flavours: CSSStylesheetFlavours) {
    diagnostics += flavours.diagnostics
    if let base = flavours.baseTheme {
      declarations[base, default: [:]] = [:]
      baseTheme = base
    }
  }

  package mutating func visit(_ items: [CSSItem], context: Context, media: String?) {
    var themes: [String?]?
    if case .themes(let list) = context {
      themes = list
      // A base block that says `color-scheme: dark` is the dark theme.
      if list == [nil] || list == [media] {
        for item in items {
          guard case .declaration(let name, let value, _, _) = item, name == "color-scheme"
          else { continue }
          let scheme = value.lowercased().trimmingASCIIWhitespace()
          if scheme == "dark" || scheme == "light" { themes = [scoped(scheme)] }
        }
      }
    }
    for item in items {
      switch item {
      case .declaration(let name, let value, let line, let column):
        guard name.hasPrefix("--"), let themes else { continue }
        // `light-dark(a, b)` (CSS Color 5 §2.1) gives the dark mode a value of its own: the
        // sheets have a dark theme even when no selector names one.
        if declarations["dark"] == nil,
          value.rangeOfBytes("light-dark(", caseInsensitive: true) != nil
        {
          declarations["dark"] = [:]
        }
        for theme in themes {
          names.insert(name)
          declarations[theme, default: [:]][name] = Declaration(
            value: value,
            location: SassStylesheet.location(
              file: file, line: line, column: column, path: name))
        }
      case .rule(let rule):
        visitRule(rule, context: themes.map { .themes($0) } ?? context, media: media)
      }
    }
  }

  mutating func visitRule(_ rule: CSSRule, context: Context, media: String?) {
    let prelude = rule.prelude
    if prelude.hasPrefix("@") {
      let keyword = String(prelude.prefix { !$0.isWhitespace && $0 != "(" }).lowercased()
      switch keyword {
      case "@media":
        // `@media print`, `@media (forced-colors: active)`: not the screen a user sees.
        guard CSSMediaQuery.appliesToScreen(prelude) else { return }
        let scheme = CSSMediaQuery.colorScheme(of: prelude) ?? media
        visit(rule.items, context: context == .top ? .top : rescope(context, scheme), media: scheme)
      case "@supports", "@layer", "@container", "@scope", "@document":
        visit(rule.items, context: context, media: media)
      case "@theme":
        visit(rule.items, context: .themes([media]), media: media)
      default:
        return  // @keyframes, @font-face, @property, @page…: no theme tokens.
      }
      return
    }
    if context == .component {
      visit(rule.items, context: .component, media: media)
      return
    }
    var themes: [String?] = []
    for part in Self.splitTopLevel(prelude, on: ",") {
      let resolved: String?
      switch CSSSelectorTheme.classify(part) {
      case .component: continue
      case .base: resolved = media.map(scoped) ?? fileTheme
      case .theme(let theme): resolved = scoped(theme)
      }
      if !themes.contains(resolved) { themes.append(resolved) }
    }
    if themes.isEmpty {
      visit(rule.items, context: .component, media: media)
    } else {
      visit(rule.items, context: .themes(themes), media: media)
    }
  }

  private func rescope(_ context: Context, _ scheme: String?) -> Context {
    guard case .themes(let list) = context else { return context }
    return .themes(
      list.map { $0 == nil || $0 == fileTheme && flavour != nil ? scoped(scheme) ?? $0 : $0 })
  }

  /// A mode named in the file being read: the flavour's mode when the file is a flavour's
  /// (``flavour``), else the mode itself.
  private func scoped(_ theme: String?) -> String? {
    guard let flavour, theme != nil else { return theme }
    return flavour.scoped(theme)
  }

  /// Splits at a character outside brackets and strings.
  package static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
    // Over UTF-8 bytes when the separator is ASCII (always, in Legible): quotes, brackets and
    // separators are ASCII, and CSS tokenizes code points, not graphemes.
    if let byte = separator.asciiValue { return splitTopLevel(text, onByte: byte) }
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    for character in text {
      if let q = quote {
        if character == q { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
      } else if character == separator && depth == 0 {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts.map { $0.trimmingASCIIWhitespace() }
  }

  /// ``splitTopLevel(_:on:)`` for an ASCII separator, one pass over the UTF-8 bytes.
  private static func splitTopLevel(_ text: String, onByte separator: UInt8) -> [String] {
    var parts: [String] = []
    let utf8 = text.utf8
    var depth = 0
    var quote: UInt8?
    var start = utf8.startIndex
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      if let q = quote {
        if byte == q { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
        depth -= 1
      } else if byte == separator && depth == 0 {
        parts.append(String(text[start..<index]).trimmingASCIIWhitespace())
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    parts.append(String(text[start...]).trimmingASCIIWhitespace())
    return parts
  }

  // MARK: Resolution

  package func lookup(_ name: String, theme: String?) -> Declaration? {
    if !scope.isEmpty, let own = scope[name] { return own }
    if let theme {
      if let own = declarations[theme]?[name] { return own }
      if theme.contains(" ") {
        for layer in CSSSelectorTheme.layers(of: theme).dropFirst() {
          if let own = declarations[layer]?[name] { return own }
        }
      }
    }
    return declarations[nil]?[name]
  }

  /// Substitutes every `var()` in `text`; nil when an undefined variable has no fallback.
  package func substitute(
    _ text: String, theme: String?, chain: [String], followed: inout [String],
    undefined: inout String?
  ) throws(ImportError) -> String? {
    guard text.rangeOfBytes("var(", caseInsensitive: true) != nil else {
      return CSSSelectorTheme.resolvingLightDark(text, theme: theme)
    }
    var result = ""
    var index = text.startIndex
    while let range = text[index...].rangeOfBytes("var(", caseInsensitive: true) {
      result += text[index..<range.lowerBound]
      guard let end = CSSSelectorTheme.closingParenthesis(in: text, from: range.upperBound) else {
        return nil
      }
      let inside = String(text[range.upperBound..<end])
      let comma = inside.utf8.firstIndex(of: UInt8(ascii: ","))
      let name = String(inside[..<(comma ?? inside.endIndex)]).trimmingASCIIWhitespace()
      let fallback = comma.map {
        String(inside[inside.utf8.index(after: $0)...]).trimmingASCIIWhitespace()
      }
      var replacement: String?
      if let declaration = lookup(name, theme: theme) {
        guard chain.count < 128 else {
          throw ImportError(
            .limitExceeded,
            "var() references are nested more than 128 deep, starting "
              + chain.prefix(4)
              .joined(separator: " → ") + " → …", location: declaration.location)
        }
        if chain.contains(name) {
          throw ImportError(
            .aliasCycle,
            "var() references form a cycle: " + (chain + [name]).joined(separator: " → "),
            location: declaration.location)
        }
        followed.append(name)
        replacement = try substitute(
          declaration.value, theme: theme, chain: chain + [name], followed: &followed,
          undefined: &undefined)
      } else if fallback == nil, undefined == nil {
        undefined = name
      }
      if replacement == nil, let fallback {
        replacement = try substitute(
          fallback, theme: theme, chain: chain, followed: &followed, undefined: &undefined)
      }
      guard let replacement else { return nil }
      result += replacement
      index = text.utf8.index(after: end)
    }
    result += text[index...]
    return CSSSelectorTheme.resolvingLightDark(result, theme: theme)
  }

  /// Whether a value looks like it was meant to be one colour (for invalid-colour warnings).
  static func looksLikeColor(_ value: String) -> Bool {
    let lower = value.lowercased()
    if lower.hasPrefix("#") { return !lower.contains(" ") }
    for function in [
      "rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(",
      "color-mix(", "light-dark(",
    ] where lower.hasPrefix(function) {
      return lower.hasSuffix(")") && splitTopLevel(lower, on: " ").count == 1
    }
    return false
  }

  func resolve() throws(ImportError) -> TokenSet {
    var tokens: [Token] = []
    var diagnostics = diagnostics
    let themes = declarations.keys.compactMap { $0 }.sorted()
    // Beside flavours, the base is a flavour of its own name that the others fall back to.
    let baseIsLightMode = baseTheme == nil
    let parser = CSSColorParser()
    for name in names.sorted() {
      var values = ThemedValues(name: name)
      values.baseIsLightMode = baseIsLightMode
      var problem: (String, FileLocation)?
      var themedProblems: [(String, FileLocation)] = []
      for theme in [nil] + themes.map({ Optional($0) }) {
        guard let declaration = lookup(name, theme: theme) else { continue }
        var found: String?
        defer {
          if let found, declarations[theme]?[name] != nil {
            themedProblems.append(
              ((theme.map { "theme \($0): " } ?? "") + found, declaration.location))
          }
          if let found, problem == nil { problem = (found, declaration.location) }
        }
        var followed: [String] = []
        var undefined: String?
        guard
          let text = try substitute(
            declaration.value, theme: theme, chain: [name], followed: &followed,
            undefined: &undefined)
        else {
          if let undefined {
            found = "var(\(undefined)) is not defined in the imported files and has no fallback"
          }
          continue
        }
        do {
          let color = try parser.parse(text)
          let value = ThemedValues.Value(
            color: color, location: declaration.location, resolvedFrom: followed)
          if let theme { values.themes[theme] = value } else { values.base = value }
        } catch {
          if error.code == .unresolvable {
            found = "'\(text)' cannot be resolved offline: \(error.message)"
          } else if Self.looksLikeColor(text) {
            found = "invalid colour '\(text)': \(error.message)"
          }
        }
      }
      tokens += values.tokens(
        firstProblem: problem, themedProblems: themedProblems, warningsInto: &diagnostics)
    }
    var set = TokenSet(tokens: tokens, diagnostics: diagnostics)
    set.baseTheme = baseTheme
    return set
  }
}

/// Which theme a selector stands for (docs/tokens.md, "CSS custom properties").
package enum CSSSelectorTheme {
  /// What a selector stands for.
  package enum Scope: Equatable {
    /// A component selector (`button`, `:root .card`): its properties are not theme tokens.
    case component
    /// The theme-less base (`:root`, `html`).
    case base
    /// One theme (`[data-theme=dark]`, `.dark`, `.theme-dim`).
    case theme(String)
  }

  /// Whether a selector is theme-level (the base or one theme) or a component's.
  package static func classify(_ selector: String) -> Scope {
    var text = selector
    // Drop :not(…) arguments, unwrap :host(…), :where(…), :is(…) holding one selector.
    text = removeFunction(":not(", from: text, keepArgument: false)
    text = removeFunction(":host(", from: text, keepArgument: true, keepName: ":host ")
    for wrapper in [":where(", ":is("] {
      text = removeFunction(wrapper, from: text, keepArgument: true)
    }
    if text.hasPrefix("& ") || text == "&" { text = String(text.dropFirst()) }
    // A theme (a brand: `.brand-theme`, `[data-theme=brand]`) and a mode (`[data-mode=dark]`,
    // `.dark`) may be combined on the root: `.brand-theme[data-mode="dark"]` is the theme
    // `brand dark`, a layer over `brand` and `dark` (``layers(of:)``), never folded into one.
    var brand: String?
    var mode: String?
    // `[theme~='light-dark']`, `[data-theme=auto]`: the scope follows the reader's preferred
    // scheme (`color-scheme: light dark`), so it is the base, not a third mode.
    var followsScheme = false
    func place(_ value: String, isMode: Bool) {
      if isMode || isModeName(value) { mode = value } else { brand = value }
    }
    // Attribute selectors naming a theme.
    while let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]") {
      let inside = text[text.index(after: open)..<close]
      let pieces = inside.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'~|^$*"))
      }
      let attribute = pieces.first?.lowercased() ?? ""
      // A theme switch: `data-theme`, `data-mode`, `data-color-mode`, `color-mode`,
      // `data-mantine-color-scheme`, `theme`: a name whose last word is theme, mode or scheme.
      let lastWord = attribute.split(separator: "-").last.map(String.init) ?? ""
      guard pieces.count == 2, ["theme", "mode", "scheme"].contains(lastWord) else {
        return .component
      }
      // A bare `theme` attribute carries web components' variants as well as their mode
      // (Vaadin's `[theme~='primary']`, `[theme~='dark']`): only a mode is a theme. A value
      // that defers to the reader's preference (`auto`, `system`, MVP.css's `user`) is the
      // base, which `@media (prefers-color-scheme)` around it makes a mode.
      if ["light-dark", "light dark", "auto", "system", "user", "os"].contains(
        pieces[1].lowercased())
      {
        followsScheme = true
        text.removeSubrange(open...close)
        continue
      }
      if attribute == "theme", !isModeName(pieces[1]) { return .component }
      place(pieces[1], isMode: lastWord != "theme")
      text.removeSubrange(open...close)
    }
    // Theme classes.
    var remainder = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "." {
        let start = text.index(after: index)
        let end =
          text[start...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
          ?? text.endIndex
        let name = String(text[start..<end])
        let rooted = anchored(text, before: index)
        if name == "dark" || name == "light" {
          place(name, isMode: true)
        } else if let mode = modeSegment(of: name, rooted: rooted) {
          place(mode, isMode: true)
        } else if name.hasPrefix("theme-") {
          place(String(name.dropFirst(6)), isMode: false)
        } else if name.hasSuffix("-theme") {
          place(String(name.dropLast(6)), isMode: false)
        } else {
          return .component
        }
        index = end
        continue
      }
      remainder.append(text[index])
      index = text.index(after: index)
    }
    var rest = remainder.trimmingASCIIWhitespace()
    for simple in [":root", "html", ":host", "*", "body"] {
      rest = rest.replacingOccurrences(of: simple, with: "")
    }
    guard rest.trimmingASCIIWhitespace().isEmpty else { return .component }
    let theme: String? =
      switch (brand, mode) {
      case (let brand?, let mode?): brand + " " + mode
      case (let brand?, nil): brand
      case (nil, let mode?): mode
      case (nil, nil): nil
      }
    if theme == nil && remainder.trimmingASCIIWhitespace().isEmpty && !followsScheme {
      return .component
    }
    return theme.map(Scope.theme) ?? .base
  }

  /// The mode a class names by one of its segments (`gl-dark-scope`, `dark-mode`,
  /// `is-dark-theme`, `:root.app-dark`, `cauldron--theme-dark`): a `dark`/`light` segment, last
  /// beside `theme`, `mode` or `scheme` whatever the namespace, or beside a segment that says
  /// the class is a scope (`scope`, `mode`, `theme`, `scheme`) or on the root element itself
  /// (`rooted`). A variant class such as `.btn-dark` is neither, and stays a component.
  static func modeSegment(of name: String, rooted: Bool) -> String? {
    let segments = name.lowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
    guard segments.count > 1, let mode = segments.first(where: { $0 == "dark" || $0 == "light" })
    else { return nil }
    let scopeWords: Set<String> = ["scope", "mode", "theme", "scheme", "colorscheme", "color"]
    // A namespaced theme modifier ending in the scope word and the mode (`.cauldron--theme-dark`,
    // `.app-dark-mode`): the last two segments say it, whatever the namespace before them.
    let last2 = segments.suffix(2)
    if last2.contains(mode), last2.contains(where: { ["theme", "mode", "scheme"].contains($0) }) {
      return mode
    }
    // Nothing but the mode, scope words and a short namespace first (`gl`, `is`, `app`):
    // `.has-background-light-on-scheme` is a utility, not a mode.
    for (i, segment) in segments.enumerated() where segment != mode {
      if scopeWords.contains(segment) { continue }
      if i == 0, segment.count <= 3 { continue }
      return nil
    }
    return rooted || segments.contains(where: scopeWords.contains) ? mode : nil
  }

  /// Whether the compound ending at `index` starts with `:root`, `html` or `body` (the class at
  /// `index` is on the root element: `:root.gl-dark`, `html.dark-mode`).
  static func anchored(_ text: String, before index: String.Index) -> Bool {
    var start = index
    while start > text.startIndex {
      let previous = text.index(before: start)
      if text[previous] == " " || text[previous] == ">" || text[previous] == "," { break }
      start = previous
    }
    let compound = text[start..<index].lowercased()
    return compound.hasPrefix(":root") || compound.hasPrefix("html") || compound.hasPrefix("body")
  }

  /// The light or dark mode a stylesheet's file or folder name gives, as token files' names do
  /// (`theme-dark.css`, `clr-ui-dark.css`, `dark/colors.css`), else `nil`.
  package static func theme(ofFile path: String) -> String? {
    if let theme = mode(ofName: (path as NSString).lastPathComponent) { return theme }
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? nil : mode(ofName: (folder as NSString).lastPathComponent)
  }

  /// The mode a file or folder name ends with (`dark`, `clr-ui-dark.css`, `sap_horizon_dark`,
  /// `theme.light.min.css`), else `nil`.
  package static func mode(ofName name: String) -> String? {
    var base = name.lowercased()
    if base.hasSuffix(".css") { base = String(base.dropLast(4)) }
    if base.hasSuffix(".min") { base = String(base.dropLast(4)) }
    for theme in ["dark", "light"] {
      if base == theme { return theme }
      for separator in ["-", ".", "_"] where base.hasSuffix(separator + theme) { return theme }
    }
    return nil
  }

  /// Whether a theme value names a light or dark mode (`dark`, `light`, `dark-dimmed`,
  /// `light_high_contrast`) rather than a brand.
  package static func isModeName(_ value: String) -> Bool {
    let lower = value.lowercased()
    return lower.hasPrefix("dark") || lower.hasPrefix("light")
  }

  /// Whether a theme is drawn in the dark colour scheme: one of its layers names a dark mode
  /// (`dark`, `brand dark`, `dark-dimmed`); the base and every other theme are light, the
  /// initial `color-scheme` of a document.
  package static func isDark(_ theme: String?) -> Bool {
    guard let theme else { return false }
    return layers(of: theme).contains { $0.lowercased().hasPrefix("dark") }
  }

  /// `text` with every `light-dark(a, b)` (CSS Color 5 §2.1) replaced by `a`, or by `b` in a
  /// dark theme (``isDark(_:)``); a call without two arguments is left for the colour parser to
  /// report.
  package static func resolvingLightDark(_ text: String, theme: String?) -> String {
    guard text.rangeOfBytes("light-dark(", caseInsensitive: true) != nil else { return text }
    var result = text
    var from = result.startIndex
    while let range = result[from...].rangeOfBytes("light-dark(", caseInsensitive: true),
      let end = closingParenthesis(in: result, from: range.upperBound)
    {
      let arguments = Collector.splitTopLevel(String(result[range.upperBound..<end]), on: ",")
      guard arguments.count == 2 else {
        from = range.upperBound
        continue
      }
      let chosen = arguments[isDark(theme) ? 1 : 0]
      let offset = result.distance(from: result.startIndex, to: range.lowerBound)
      result.replaceSubrange(range.lowerBound...end, with: chosen)
      from = result.index(result.startIndex, offsetBy: offset)
    }
    return result
  }

  /// The themes whose values a theme sees, nearest first: itself, then for a combined theme
  /// (`brand dark`) its brand and its mode; the base (`:root`) comes after all of them.
  package static func layers(of theme: String) -> [String] {
    let parts = theme.split(separator: " ").map(String.init)
    return parts.count > 1 ? [theme] + parts : [theme]
  }

  /// The index of the `)` that closes a parenthesis opened just before `start` (nested ones
  /// counted), or `nil` when the text ends first. One scan for `var()` substitution and
  /// function removal.
  package static func closingParenthesis(in text: String, from start: String.Index) -> String.Index?
  {
    // Over UTF-8 bytes: brackets are ASCII, and CSS tokenizes code points, not graphemes.
    let utf8 = text.utf8
    var depth = 1
    var end = start
    while end < utf8.endIndex {
      let byte = utf8[end]
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return end }
      }
      end = utf8.index(after: end)
    }
    return nil
  }

  /// Removes `name(…)` calls (balanced), keeping or dropping their argument.
  static func removeFunction(
    _ name: String, from text: String, keepArgument: Bool, keepName: String = ""
  ) -> String {
    var result = text
    while let range = result.rangeOfBytes(name, caseInsensitive: true) {
      guard let index = closingParenthesis(in: result, from: range.upperBound) else {
        return result
      }
      let argument = result[range.upperBound..<index]
      let simple = !argument.contains(",") && !argument.contains(" ")
      let replacement = keepName + (keepArgument ? (simple ? String(argument) : "§") : "")
      result.replaceSubrange(range.lowerBound...index, with: replacement)
    }
    return result
  }
}
