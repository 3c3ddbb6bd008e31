// Alias resolution shared by the JSON importers (DTCG Format Module 2025.10 §Aliases; Style
// Dictionary references; Tokens Studio references). A token's value for theme T is its own entry
// for T, else its theme-less entry; an alias is followed in the same theme, so a theme-less alias
// to a per-theme token (Spectrum `accent-color-900 → {blue-900}`) yields one value per theme.
// Cycles are errors naming the chain; dangling aliases are warnings naming the chain (the token is
// unresolvable, never pass or fail; docs/reference/formats.md "General rules").

import LegibleColor

/// Follows aliases across the tokens of one document and, for names it does not define, of its
/// context (sibling files, source sets).
struct AliasResolver {
  /// The longest alias chain followed before giving up.
  static let maximumChain = 64

  private var primary: [String: [String?: RawToken]] = [:]
  private var primaryOrder: [String] = []
  private var context: [String: [String?: RawToken]] = [:]
  private var nonColor: Set<String>
  private var themeCache: [String: Set<String>] = [:]

  init(primary: [RawToken], context: [RawToken] = [], nonColor: Set<String> = []) {
    for token in primary {
      if self.primary[token.name] == nil { primaryOrder.append(token.name) }
      self.primary[token.name, default: [:]][token.theme] = token
    }
    for token in context where self.context[token.name]?[token.theme] == nil {
      self.context[token.name, default: [:]][token.theme] = token
    }
    self.nonColor = nonColor
  }

  /// Whether every alias target of the primary tokens is defined in the primary tokens.
  static func isSelfContained(_ tokens: [RawToken]) -> Bool {
    let names = Set(tokens.map(\.name))
    return tokens.allSatisfy { token in
      guard case .alias(let target) = token.value else { return true }
      return names.contains(target)
    }
  }

  private func entry(_ name: String) -> [String?: RawToken]? {
    primary[name] ?? context[name]
  }

  private mutating func themes(of name: String, visiting: inout Set<String>) -> Set<String> {
    if let cached = themeCache[name] { return cached }
    guard let entry = entry(name), visiting.insert(name).inserted else { return [] }
    var result = Set(entry.keys.compactMap { $0 })
    if let base = entry[nil] {
      if case .alias(let target) = base.value {
        result.formUnion(themes(of: target, visiting: &visiting))
      }
      for case .studio(let modifier) in base.operations {
        if case .alias(let target) = modifier.color {
          result.formUnion(themes(of: target, visiting: &visiting))
        }
      }
    }
    themeCache[name] = result
    return result
  }

  private enum Outcome {
    case color(CSSColor, [String])
    /// Why, and the name no file defines when that is why.
    case unresolved(String, missing: String? = nil)
    case nonColor
  }

  /// Resolves every primary token in every theme it (or what it aliases) defines.
  mutating func resolve() throws(ImportError) -> (tokens: [Token], diagnostics: [ImportDiagnostic])
  {
    var tokens: [Token] = []
    var diagnostics: [ImportDiagnostic] = []
    for name in primaryOrder {
      guard let entry = primary[name] else { continue }
      var visiting = Set<String>()
      let themeSet = themes(of: name, visiting: &visiting)
      var wanted: [String?] = themeSet.sorted()
      let hasOwnThemes = entry.keys.contains { $0 != nil }
      if entry[nil] != nil && (wanted.isEmpty || hasOwnThemes) { wanted.insert(nil, at: 0) }
      if wanted.isEmpty { wanted = [nil] }
      for theme in wanted {
        guard let own = entry[theme] ?? entry[nil] else { continue }
        switch try outcome(name, theme: theme, chain: []) {
        case .color(let color, let chain):
          tokens.append(
            Token(
              name: name, theme: theme, color: color, location: own.location,
              resolvedFrom: chain, extensions: own.extensions))
        case .unresolved(let message, let missing):
          var diagnostic = ImportDiagnostic(
            severity: .warning, name: name,
            message: message + (theme.map { " (theme \($0))" } ?? ""),
            location: own.location)
          diagnostic.missingReference = missing
          diagnostics.append(diagnostic)
        case .nonColor:
          break
        }
      }
    }
    return (tokens, diagnostics)
  }

  private func chainText(_ names: [String]) -> String {
    names.map { "{\($0)}" }.joined(separator: " → ")
  }

  private mutating func outcome(_ name: String, theme: String?, chain: [String])
    throws(ImportError) -> Outcome
  {
    let path = chain + [name]
    if chain.contains(name) {
      let first = entry(chain[0])?[theme] ?? entry(chain[0])?[nil]
      throw ImportError(
        .aliasCycle, "alias cycle: \(chainText(path)); break the loop by giving one a colour",
        location: first?.location)
    }
    if chain.count >= Self.maximumChain {
      let first = entry(chain[0])?[theme] ?? entry(chain[0])?[nil]
      throw ImportError(
        .limitExceeded,
        "alias chain longer than \(Self.maximumChain) links: \(chainText(Array(path.prefix(4)))) …",
        location: first?.location)
    }
    guard let entry = entry(name) else {
      if nonColor.contains(name) { return .nonColor }
      let known = Array(primary.keys) + Array(context.keys)
      let hint = DidYouMean.hint(for: name, in: known)
      return .unresolved(
        "unresolved alias \(chainText(path)): no token named \"\(name)\"\(hint)", missing: name)
    }
    guard let raw = entry[theme] ?? entry[nil] else {
      let themes = entry.keys.compactMap { $0 }.sorted().joined(separator: ", ")
      return .unresolved(
        "unresolved alias \(chainText(path)): \"\(name)\" has no value for this theme (it has \(themes))"
      )
    }
    var color: CSSColor
    var resolvedFrom: [String] = []
    switch raw.value {
    case .color(let c):
      color = c
    case .alias(let target):
      switch try outcome(target, theme: theme, chain: path) {
      case .color(let c, let rest):
        color = c
        resolvedFrom = [target] + rest
      case let other:
        return other
      }
    }
    for operation in raw.operations {
      switch operation {
      case .setAlpha(let a):
        color = color.withAlpha(a)
      case .studio(let modifier):
        var mixColor: CSSColor?
        switch modifier.color {
        case .color(let c)?: mixColor = c
        case .alias(let target)?:
          switch try outcome(target, theme: theme, chain: path) {
          case .color(let c, _): mixColor = c
          case let other: return other
          }
        case nil: break
        }
        switch modifier.apply(to: color, mixing: mixColor) {
        case .success(let c): color = c
        case .failure(let message): return .unresolved(message)
        }
      }
    }
    return .color(color, resolvedFrom)
  }
}
