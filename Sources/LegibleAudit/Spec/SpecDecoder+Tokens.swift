import LegibleColor
import LegibleJSON

/// Token references: `"{name}"` strings and their values per theme.
extension SpecDecoder {
  /// Every token named by a `"{name}"` string anywhere in the document.
  func referencedTokens(_ value: JSONValue) -> Set<String> {
    switch value.kind {
    case .string(let text): return tokenName(text).map { [$0] } ?? []
    case .array(let items):
      return items.reduce(into: []) { $0.formUnion(referencedTokens($1)) }
    case .object(let members):
      return members.reduce(into: []) { $0.formUnion(referencedTokens($1.value)) }
    default: return []
    }
  }

  /// The token name of a `"{name}"` string, or `nil`.
  func tokenName(_ text: String) -> String? {
    guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return inner.trimmingWhitespace()
  }

  /// A token's value: one colour, or a theme map over every theme of the spec.
  func tokenColor(_ name: String, _ v: JSONValue, _ path: String, theme: String?, inTheme: Bool)
    throws(AuditSpecError) -> ColorValue
  {
    guard let tokens else {
      throw error(
        .unresolvedReference,
        "\"{\(name)}\" names a token, but no tokens are loaded: list the token files under"
          + " a top-level \"tokens\" array (paths relative to the spec)", path, v)
    }
    guard let entries = tokens.entries[name], !entries.isEmpty else {
      if let reason = tokens.unresolved[name] {
        throw error(
          .unresolvedReference,
          "token \"\(name)\" could not be resolved when its file was read: \(reason)", path, v)
      }
      throw error(
        .unresolvedReference,
        "unknown token \"\(name)\""
          + DidYouMean.hint(for: name, in: tokens.names, listingOtherwise: true), path, v)
    }
    func value(in theme: String?) throws(AuditSpecError) -> CSSColor {
      guard let c = tokens.color(named: name, theme: theme) else {
        let own = tokens.themes(of: name).joined(separator: ", ")
        throw error(
          .unresolvedReference,
          "token \"\(name)\" has no value for theme \"\(theme ?? "")\" and no theme-less value"
            + " (it has \(own))", path, v)
      }
      return c
    }
    if inTheme || themes.isEmpty || tokens.themes(of: name).isEmpty {
      return .color(try value(in: theme))
    }
    var map: [String: ColorValue] = [:]
    for t in scopeThemes { map[t] = .color(try value(in: t)) }
    return .themed(map)
  }
}
