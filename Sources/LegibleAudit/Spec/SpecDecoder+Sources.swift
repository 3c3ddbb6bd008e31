import Foundation
import LegibleColor
import LegibleJSON

/// Sources: a state's `"sources"` and `"review"`, the spec's `"surfaceSources"`, and the
/// sources every `"{token}"` colour gets from the token it names.
extension SpecDecoder {
  /// A `"sources"` object: colour property → source object or theme map of them.
  mutating func sources(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> [String:
    ColorSources]
  {
    let m = try members(v, path, allowed: StateSpec.colorProperties, what: "sources")
    var result: [String: ColorSources] = [:]
    for key in StateSpec.colorProperties {
      if let value = m[key] { result[key] = try colorSources(value, join(path, key)) }
    }
    return result
  }

  /// One property's source: a source object (it has `"pairing"`) or a theme map of them.
  mutating func colorSources(_ v: JSONValue, _ path: String) throws(AuditSpecError)
    -> ColorSources
  {
    guard case .object(let list) = v.kind else {
      throw error(.wrongType, "expected a source object, found \(v.typeName)", path, v)
    }
    if list.contains(where: { $0.key == "pairing" }) || themes.isEmpty {
      return .all(try colorSource(v, path))
    }
    let m = try members(v, path, allowed: themes, what: "a theme map of sources")
    var map: [String: ColorSource] = [:]
    for (theme, value) in m { map[theme] = try colorSource(value, join(path, theme)) }
    return .themed(map)
  }

  /// A source object (`pairing` required, the other keys optional).
  mutating func colorSource(_ v: JSONValue, _ path: String) throws(AuditSpecError)
    -> ColorSource
  {
    let m = try members(v, path, allowed: ColorSource.keys, what: "a source")
    guard let p = m["pairing"] else {
      throw error(
        .missingKey, "missing key \"pairing\" (stated, inferred or inherited)", path, v)
    }
    let word = try string(p, join(path, "pairing"))
    guard let pairing = Pairing(rawValue: word) else {
      let names = Pairing.allCases.map(\.rawValue)
      throw error(
        .invalidValue,
        "unknown pairing \"\(word)\""
          + DidYouMean.hint(for: word, in: names, listingOtherwise: true),
        join(path, "pairing"), p)
    }
    func text(_ key: String) throws(AuditSpecError) -> String? {
      guard let x = m[key] else { return nil }
      return try string(x, join(path, key))
    }
    func position(_ key: String) throws(AuditSpecError) -> Int? {
      guard let x = m[key] else { return nil }
      let n = try number(x, join(path, key))
      guard n >= 1, n == n.rounded(), n <= Double(Int32.max) else {
        throw error(.invalidValue, "\(key) must be a whole number ≥ 1", join(path, key), x)
      }
      return Int(n)
    }
    // A relative file is relative to the spec, as its "tokens" are.
    var sourceFile = try text("file")
    if let relative = sourceFile, !relative.hasPrefix("/"), let file {
      let directory = (file as NSString).deletingLastPathComponent
      if !directory.isEmpty {
        // Foundation's `standardizingPath` reads the file system (symbolic links) on each call:
        // half of decoding the spec extracted from the corpus copied 20 times, whose 10,851
        // sources name 185 files. Each relative file is resolved once.
        if let resolved = resolvedSourceFiles[relative] {
          sourceFile = resolved
        } else {
          let resolved =
            ((directory as NSString).appendingPathComponent(relative) as NSString)
            .standardizingPath
          resolvedSourceFiles[relative] = resolved
          sourceFile = resolved
        }
      }
    }
    return ColorSource(
      token: try text("token"), rule: try text("rule"), file: sourceFile,
      line: try position("line"), column: try position("column"), pairing: pairing,
      evidence: try text("evidence"))
  }

  /// The sources of a state's `"{token}"` colours, merged with the sources the spec gives:
  /// a given source keeps its pairing and evidence and gains the token's file and line per
  /// theme; a `"{token}"` colour without one is ``Pairing/stated`` (the spec names it).
  func tokenSources(_ given: [String: ColorSources], statePath: String) -> [String: ColorSources] {
    var result = given
    for property in StateSpec.colorProperties {
      result[property] = tokenSources(given[property], path: join(statePath, property))
    }
    return result
  }

  /// The source of the colour at `path`: `given` with the position of the token the colour
  /// names (in every theme, or per theme in a theme map); `given` alone when it names none.
  func tokenSources(_ given: ColorSources?, path: String) -> ColorSources? {
    if let name = tokenReferences[path] {
      return located(
        given, token: name, themes: scopeThemes.isEmpty ? [nil] : scopeThemes.map { $0 })
    }
    var map: [String: ColorSource] = [:]
    var namesToken = false
    for theme in scopeThemes {
      if let name = tokenReferences[join(path, theme)],
        case .themed(let one) = located(given, token: name, themes: [theme])
      {
        map.merge(one) { a, _ in a }
        namesToken = true
      } else if let own = given?.source(theme: theme) {
        map[theme] = own
      }
    }
    return namesToken ? .themed(map) : given
  }

  /// `base` (or a stated source) for token `name`, with the token's position in each theme.
  private func located(_ base: ColorSources?, token name: String, themes list: [String?])
    -> ColorSources
  {
    func one(_ theme: String?) -> ColorSource {
      var s =
        base?.source(theme: theme)
        ?? ColorSource(pairing: .stated, evidence: "named in the spec")
      if s.token == nil { s.token = name }
      if s.file == nil, s.token == name, let entry = tokens?.entry(named: name, theme: theme) {
        s.file = entry.file
        s.line = entry.line
        s.column = entry.column
      }
      return s
    }
    if list == [nil] { return .all(one(nil)) }
    var map: [String: ColorSource] = [:]
    for theme in list { if let theme { map[theme] = one(theme) } }
    return .themed(map)
  }
}
