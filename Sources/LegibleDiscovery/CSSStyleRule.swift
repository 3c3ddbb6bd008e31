import LegibleTokens

/// A style rule with CSS Nesting resolved: its selectors in full, its declarations, the
/// `prefers-color-scheme` of the `@media` around it and where it is.
struct CSSStyleRule: Sendable {
  /// One `name: value` of the rule.
  struct Declaration: Sendable {
    var name: String
    var value: String
    var line: Int
    var column: Int
  }

  var selectors: [String]
  var declarations: [Declaration]
  /// `dark` or `light` inside `@media (prefers-color-scheme: …)`, else `nil`.
  var scheme: String?
  var file: String
  var line: Int
  /// The web component whose shadow stylesheet holds the rule (``isShadowStylesheet(_:)``):
  /// its `:host` is that component's element.
  var host: String?
  /// The flavour whose stylesheet holds the rule (`CSSStylesheetFlavours`): the modes its
  /// selectors name are that flavour's.
  var flavour: CSSStylesheetFlavours.Scope?

  /// Whether a sheet's rules are a web component's shadow styles: some `:host(…)` selector
  /// names more than a theme (`:host([theme~='primary'])`, `:host(:hover)`), where a theme file
  /// only scopes its tokens to shadow roots (`:where(:host)`, `:host([theme~='dark'])`).
  static func isShadowStylesheet(_ rules: [CSSStyleRule]) -> Bool {
    rules.contains { rule in
      rule.selectors.contains { selector in
        selector.rangeOfBytes(":host(", caseInsensitive: true) != nil
          && CSSSelectorTheme.classify(selector) == .component
      }
    }
  }

  /// The most selectors one rule may stand for after nesting (`a, b { c, d { … } }` multiplies).
  static let maximumSelectors = 4096

  /// The style rules of a sheet in source order (`@media`, `@supports`, `@layer`, `@container`,
  /// `@scope` and `@document` read as if their condition held, other at-rules skipped, and so
  /// are media queries that do not match the default screen: `CSSMediaQuery`).
  static func flatten(_ items: [CSSItem], file: String) throws(ImportError) -> [CSSStyleRule] {
    var rules: [CSSStyleRule] = []
    try walk(items, parents: nil, scheme: nil, file: file, into: &rules)
    return rules
  }

  private static func walk(
    _ items: [CSSItem], parents: [String]?, line: Int = 0, scheme: String?, file: String,
    into rules: inout [CSSStyleRule]
  ) throws(ImportError) {
    var own: [Declaration] = []
    for case .declaration(let name, let value, let l, let column) in items {
      own.append(Declaration(name: name, value: value, line: l, column: column))
    }
    if let parents, !own.isEmpty {
      rules.append(
        CSSStyleRule(
          selectors: parents, declarations: own, scheme: scheme, file: file, line: line))
    }
    for case .rule(let rule) in items {
      if rule.prelude.hasPrefix("@") {
        let words = rule.prelude.lowercased().split(whereSeparator: { $0 == " " || $0 == "(" })
        let keyword = words.first.map(String.init) ?? ""
        guard
          ["@media", "@supports", "@layer", "@container", "@scope", "@document"].contains(keyword)
        else { continue }
        // `@media print`, `@media (forced-colors: active)`: not the screen a user sees.
        if keyword == "@media", !CSSMediaQuery.appliesToScreen(rule.prelude) { continue }
        let inner = CSSMediaQuery.colorScheme(of: rule.prelude) ?? scheme
        try walk(
          rule.items, parents: parents, line: rule.line, scheme: inner, file: file, into: &rules)
        continue
      }
      let location = SassStylesheet.location(file: file, line: rule.line)
      let selectors = try resolve(rule.prelude, parents: parents, location: location)
      try walk(
        rule.items, parents: selectors, line: rule.line, scheme: scheme, file: file, into: &rules)
    }
  }

  /// The selectors of a nested rule: `&` replaced by the parent (`&:hover` → `.btn:hover`), or
  /// the parent prepended as an ancestor when there is no `&`.
  private static func resolve(_ prelude: String, parents: [String]?, location: FileLocation)
    throws(ImportError) -> [String]
  {
    let own = Collector.splitTopLevel(prelude, on: ",").filter { !$0.isEmpty }
    guard let parents else { return own }
    var out: [String] = []
    for parent in parents {
      for child in own {
        if !child.contains("&") {
          out.append(parent + " " + child)
        } else if child.hasPrefix("&"), !child.dropFirst().contains("&") {
          out.append(parent + child.dropFirst())
        } else {
          out.append(child.replacingAmpersands(with: ":is(\(parent))"))
        }
      }
      guard out.count <= maximumSelectors else {
        throw ImportError(
          .limitExceeded,
          "nested rules stand for more than \(maximumSelectors) selectors; flatten the style sheet",
          location: location)
      }
    }
    return out
  }
}

extension String {
  fileprivate func replacingAmpersands(with replacement: String) -> String {
    var out = ""
    for c in self { if c == "&" { out += replacement } else { out.append(c) } }
    return out
  }
}
