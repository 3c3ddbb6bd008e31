// Resolving an Android `res` folder's references (`@color/`, `@android:color/`, `?attr/`) per
// theme into tokens.

import Foundation
import LegibleColor

extension AndroidResourceModel {
  enum Failure: Error {
    case unresolvable(String)
    case error(ImportError)
  }

  /// The style `name` inherits from: its `parent` (without `@style/`), else the name up to its
  /// last dot (Android's implicit parent, `Theme.App.Dark` → `Theme.App`), else none.
  static func parentName(of name: String, _ style: Style) -> String? {
    if let parent = style.parent {
      return parent.hasPrefix("@style/") ? String(parent.dropFirst(7)) : parent
    }
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return String(name[..<dot])
  }

  /// Stops when following `link` would close a cycle: `<what> form a cycle: a → b → a`.
  static func checkCycle(
    _ chain: [String], _ link: String, _ what: String, _ location: FileLocation
  ) throws(Failure) {
    guard chain.contains(link) else { return }
    throw .error(
      ImportError(
        .aliasCycle, "\(what) form a cycle: " + (chain + [link]).joined(separator: " → "),
        location: location))
  }

  /// Theme styles: `light`/`dark` → style name (the first in sorted order when several match).
  func themeStyles() -> [String: String] {
    var result: [String: String] = [:]
    for name in styles.keys.sorted() {
      guard let last = name.split(separator: ".").last?.lowercased(),
        last == "light" || last == "dark", result[last] == nil
      else { continue }
      result[last] = name
    }
    return result
  }

  static let frameworkColors: [String: CSSColor] = [
    "white": CSSColor(.sRGB, 1, 1, 1), "black": CSSColor(.sRGB, 0, 0, 0),
    "transparent": CSSColor(.sRGB, 0, 0, 0, alpha: 0),
  ]

  /// The definition of colour `name` in `theme` (exact qualifier, then its night part, then base).
  func colorDefinition(_ name: String, theme: String?) -> Definition? {
    guard let defs = colors[name] else { return nil }
    if let exact = defs[theme] { return exact }
    if let theme, let night = theme.split(separator: "-").first.map(String.init),
      let found = defs[night]
    {
      return found
    }
    if theme == "light", let found = defs["light"] { return found }
    return defs[nil] ?? nil
  }

  /// The item `name` of a theme's style, following parents (explicit, or implied by the dotted
  /// name).
  func styleItem(_ name: String, theme: String?) -> Definition? {
    guard let theme,
      let styleName = themeStylesSnapshot[
        theme.split(separator: "-").first.map(
          String.init) ?? theme]
    else { return nil }
    var current: String? = styleName
    var seen: Set<String> = []
    while let styleName = current, !seen.contains(styleName) {
      seen.insert(styleName)
      guard let style = styles[styleName] else { return nil }
      if let item = style.items.last(where: { $0.name == name }) { return item.definition }
      current = Self.parentName(of: styleName, style)
    }
    return nil
  }

  /// Resolves a value string in a theme. `chain` holds the references followed so far.
  func resolve(_ raw: String, theme: String?, location: FileLocation, chain: [String])
    throws(Failure) -> (CSSColor, [String])
  {
    let value = raw.trimmingWhitespace(.whitespacesAndNewlines)
    guard chain.count < 128 else {
      throw .error(
        ImportError(
          .limitExceeded,
          "references are nested more than 128 deep, starting "
            + chain.prefix(4).joined(separator: " → ") + " → …", location: location))
    }
    if value.hasPrefix("#") {
      do {
        return (try CSSColorParser(hexDialect: .android).parse(value), chain)
      } catch {
        throw .error(
          ImportError(
            .invalidColorValue,
            "invalid colour '\(value)': \(error.message); Android colours are #RGB, #ARGB, "
              + "#RRGGBB or #AARRGGBB (alpha first)", location: location))
      }
    }
    if value.hasPrefix("@android:color/") {
      let name = String(value.dropFirst("@android:color/".count))
      if let color = Self.frameworkColors[name] { return (color, chain + [value]) }
      throw .unresolvable(
        "'\(value)' is an Android framework colour that depends on the OS version; "
          + "Legible resolves only @android:color/white, black and transparent")
    }
    if value.hasPrefix("@color/") || value.hasPrefix("@+color/") {
      let name = String(value.split(separator: "/", maxSplits: 1).last ?? "")
      let link = "@color/" + name
      try Self.checkCycle(chain, link, "colour references", location)
      guard let definition = colorDefinition(name, theme: theme) else {
        throw .unresolvable(
          "'\(value)' names no <color> resource in the imported values folders (a library's "
            + "or a missing resource); define it or fix the name")
      }
      return try resolve(
        definition.value, theme: theme, location: definition.location, chain: chain + [link])
    }
    if value.hasPrefix("?") {
      let name = String(value.dropFirst()).replacingOccurrences(of: "attr/", with: "")
      let link = "?attr/" + name
      guard let theme else {
        throw .unresolvable(
          "'\(value)' is a theme attribute; it resolves only in a theme (no Light/Dark theme "
            + "style defines it)")
      }
      try Self.checkCycle(chain, link, "theme attributes", location)
      guard let definition = styleItem(name, theme: theme) else {
        throw .unresolvable(
          "'\(value)' is a theme attribute that the \(theme) theme style does not set")
      }
      return try resolve(
        definition.value, theme: theme, location: definition.location, chain: chain + [link])
    }
    if value.hasPrefix("@") || chain.last?.hasPrefix("?") == true {
      throw .unresolvable("'\(value)' is not a colour")
    }
    throw .error(
      ImportError(
        .invalidColorValue,
        "invalid colour '\(value)'; write #RGB, #ARGB, #RRGGBB, #AARRGGBB or @color/name",
        location: location))
  }

  /// The contexts a value is resolved in: theme-less, each qualifier theme, each theme style.
  func contexts() -> [String?] {
    var themes: Set<String> = []
    for defs in colors.values { for key in defs.keys { if let key { themes.insert(key) } } }
    for selector in selectors { if let theme = selector.theme { themes.insert(theme) } }
    for theme in themeStylesSnapshot.keys { themes.insert(theme) }
    return [nil] + themes.sorted().map { Optional($0) }
  }

  mutating func tokens(onlyFile: String?) throws(ImportError) -> TokenSet {
    themeStylesSnapshot = themeStyles()
    let contexts = contexts()
    var tokens: [Token] = []
    var diagnostics = diagnostics

    // Evaluates one value in every context and collects tokens or one diagnostic.
    func emit(
      name: String, raw: (String?) -> (String, FileLocation)?, alpha: Double = 1,
      file: String, start: [String] = []
    ) throws(ImportError) {
      if let onlyFile, file != onlyFile { return }
      var values = ThemedValues(name: name)
      var firstProblem: (String, FileLocation)?
      var themedProblems: [(String, FileLocation)] = []
      for context in contexts {
        guard let (text, location) = raw(context) else { continue }
        do {
          let (color, chain) = try resolve(
            text, theme: context, location: location, chain: start)
          let value = ThemedValues.Value(
            color: alpha == 1 ? color : color.multiplyingAlpha(by: alpha), location: location,
            resolvedFrom: Array(chain.dropFirst(start.count)))
          if let context { values.themes[context] = value } else { values.base = value }
        } catch {
          switch error {
          case .error(let importError): throw importError
          case .unresolvable(let message):
            if firstProblem == nil { firstProblem = (message, location) }
            // A theme attribute is expected to fail without a theme.
            if context != nil || !text.hasPrefix("?"),
              !themedProblems.contains(where: { $0.1 == location })
            {
              themedProblems.append(((context.map { "theme \($0): " } ?? "") + message, location))
            }
          }
        }
      }
      tokens += values.tokens(
        firstProblem: firstProblem, themedProblems: themedProblems, warningsInto: &diagnostics)
    }

    for name in colors.keys.sorted() {
      guard let defs = colors[name] else { continue }
      // Each qualifier's own definition is emitted in that qualifier's context; contexts without
      // their own definition see the base one.
      let file = (defs[nil] ?? defs.values.first)?.location.file ?? ""
      if let onlyFile, !defs.values.contains(where: { $0.location.file == onlyFile }) { continue }
      try emit(
        name: name,
        raw: { context in
          guard let definition = colorDefinition(name, theme: context) else { return nil }
          return (definition.value, definition.location)
        }, file: onlyFile ?? file, start: ["@color/" + name])
    }

    for (theme, styleName) in themeStylesSnapshot.sorted(by: { $0.key < $1.key }) {
      // Items of the theme style and its parents: nearest definition wins.
      var names: [String] = []
      var current: String? = styleName
      var seen: Set<String> = []
      while let name = current, !seen.contains(name), let style = styles[name] {
        seen.insert(name)
        for item in style.items where !names.contains(item.name) { names.append(item.name) }
        current = Self.parentName(of: name, style)
      }
      for item in names.sorted() {
        guard let definition = styleItem(item, theme: theme) else { continue }
        if let onlyFile, definition.location.file != onlyFile { continue }
        let value = definition.value
        guard
          value.hasPrefix("#") || value.hasPrefix("@color/") || value.hasPrefix("?")
            || value.hasPrefix("@android:color/")
        else { continue }
        do {
          let (color, chain) = try resolve(
            value, theme: theme, location: definition.location, chain: [])
          tokens.append(
            Token(
              name: "attr/" + item, theme: theme, color: color, location: definition.location,
              resolvedFrom: chain))
        } catch {
          switch error {
          case .error(let importError): throw importError
          case .unresolvable:
            // Non-colour attributes (?attr/ to a boolean, a dimension) are common: skipped.
            continue
          }
        }
      }
    }

    for selector in selectors {
      var seen: Set<String> = []
      for item in selector.items {
        let label =
          item.states.isEmpty
          ? "default"
          : item.states.map { $0.1 ? $0.0 : "\($0.0)=false" }.joined(separator: ",")
        let name = "\(selector.name)[\(label)]"
        func skip(_ severity: ImportDiagnostic.Severity, _ message: String) {
          diagnostics.append(
            ImportDiagnostic(
              severity: severity, name: name, message: message, location: item.location))
        }
        guard !seen.contains(name) else {
          skip(
            .note,
            "an earlier item has the same states, so this one never applies (the first matching "
              + "item wins)")
          continue
        }
        seen.insert(name)
        guard let color = item.color else {
          skip(.warning, "the item has no android:color")
          continue
        }
        var alpha = 1.0
        if let text = item.alpha {
          guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
            skip(
              .warning,
              "alpha '\(text)' is not a number in 0…1 (resource references are not resolved); "
                + "item skipped")
            continue
          }
          alpha = value
        }
        let theme = selector.theme
        try emit(
          name: name,
          raw: { context in
            // A qualified selector applies only in its own theme.
            if let theme, context != theme { return nil }
            return (color, item.location)
          }, alpha: alpha, file: selector.file)
      }
    }
    return TokenSet(tokens: tokens, diagnostics: diagnostics)
  }
}
