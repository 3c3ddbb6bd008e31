import LegibleColor
import LegibleTokens

/// A token set indexed by name, once: every resolved value by theme, and every value the
/// importer could not resolve with the reference it stopped at (from the set's diagnostics,
/// `unresolved alias {a} → {b}: no token named "b" (theme dark)`).
struct TokenValues: Sendable {
  /// A value the importer could not resolve.
  struct Unresolved: Sendable, Hashable {
    /// The reference that names no token (`fgColor.white`), if the diagnostic says.
    var reference: String?
    /// The diagnostic's message.
    var message: String
    /// Where the value is written.
    var location: FileLocation
  }

  /// A colour for one theme, with where it came from.
  struct Value: Sendable, Hashable {
    /// The colour.
    var color: CSSColor
    /// The token, when the set resolved it.
    var token: Token?
    /// The unresolved value a ``DiscoveryOptions/references`` entry stood in for.
    var substituted: Unresolved?
  }

  private var resolved: [String: [String: Token]] = [:]
  private var unresolved: [String: [String: Unresolved]] = [:]
  /// Every name, resolved or not, sorted.
  let names: [String]

  /// Indexes `set` (linear in its tokens and diagnostics).
  init(_ set: TokenSet) {
    var names = Set<String>()
    for token in set.tokens {
      resolved[token.name, default: [:]][token.theme ?? ""] = token
      names.insert(token.name)
    }
    for diagnostic in set.diagnostics {
      guard let name = diagnostic.name else { continue }
      let (reference, theme) = Self.read(diagnostic.message)
      if unresolved[name]?[theme] == nil {
        unresolved[name, default: [:]][theme] = Unresolved(
          reference: reference, message: diagnostic.message, location: diagnostic.location)
      }
      names.insert(name)
    }
    self.names = names.sorted()
  }

  /// Whether the set resolved `name` in at least one theme.
  func isResolved(_ name: String) -> Bool { resolved[name] != nil }

  /// The names with a resolved colour in some theme.
  var resolvedNames: Dictionary<String, [String: Token]>.Keys { resolved.keys }

  /// Whether `name` is known at all (resolved or diagnosed).
  func contains(_ name: String) -> Bool { resolved[name] != nil || unresolved[name] != nil }

  /// The token `name` in `theme` (`""` theme-less), falling back to its theme-less value
  /// unless the theme's own value is unresolved (never the theme-less value in its place).
  func token(_ name: String, theme: String) -> Token? {
    guard let map = resolved[name] else { return nil }
    if let own = map[theme] { return own }
    if !theme.isEmpty, unresolved[name]?[theme] != nil { return nil }
    return map[""]
  }

  /// Why `name` has no value in `theme`: its own diagnostic for the theme, else the
  /// theme-less one (a theme without an override takes the theme-less value).
  func unresolvedValue(_ name: String, theme: String) -> Unresolved? {
    guard let map = unresolved[name] else { return nil }
    if resolved[name]?[theme] != nil { return nil }
    return map[theme] ?? map[""]
  }

  /// The value of `name` in `theme`, else the reference stand-in from `references`.
  func value(_ name: String, theme: String, references: [String: CSSColor]) -> Value? {
    if let token = token(name, theme: theme) {
      return Value(color: token.color, token: token, substituted: nil)
    }
    if let missing = unresolvedValue(name, theme: theme), let reference = missing.reference,
      let color = references[reference]
    {
      return Value(color: color, token: nil, substituted: missing)
    }
    return nil
  }

  /// The reference (`b` of `no token named "b"`) and the theme (`(theme dark)`, else `""`) of a
  /// diagnostic message.
  static func read(_ message: String) -> (reference: String?, theme: String) {
    var reference: String?
    if let range = message.range(of: "no token named \"", options: .backwards) {
      let rest = message[range.upperBound...]
      if let end = rest.firstIndex(of: "\"") { reference = String(rest[..<end]) }
    }
    var theme = ""
    if message.hasSuffix(")"), let range = message.range(of: "(theme ", options: .backwards) {
      theme = String(message[range.upperBound..<message.index(before: message.endIndex)])
    }
    return (reference, theme)
  }
}
