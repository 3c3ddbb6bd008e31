import LegibleColor
import LegibleJSON

/// Turns a positioned JSON tree into an ``AuditSpec``, recording where each path came from.
struct SpecDecoder {
  let file: String?
  var themes: [String] = []
  var tokens: ColorTokenTable?
  var tokenFiles: [String] = []
  var positions: [String: (line: Int, column: Int)] = [:]
  /// The token each `"{token}"` colour names, by JSON path (`….states.hover.background`, or
  /// `….background.dark` inside a theme map).
  var tokenReferences: [String: String] = [:]
  /// The themes of the component being decoded (its `"themes"`, else the spec's): a
  /// `"{token}"` colour needs a value in each of them.
  var scopeThemes: [String] = []
  /// Each source's relative `"file"` resolved against the spec's folder, by the text given.
  var resolvedSourceFiles: [String: String] = [:]

  init(file: String?) { self.file = file }

  func position(of path: String) -> (line: Int, column: Int)? {
    var p = Substring(path)
    while !p.isEmpty {
      if let hit = positions[String(p)] { return hit }
      guard let cut = p.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
      p = p[..<cut]
    }
    return nil
  }

  func error(_ code: AuditSpecError.Code, _ message: String, _ path: String, _ v: JSONValue)
    -> AuditSpecError
  {
    AuditSpecError(code, message, path: path, file: file, line: v.line, column: v.column)
  }

  mutating func members(
    _ v: JSONValue, _ path: String, allowed: [String], what: String
  ) throws(AuditSpecError) -> [String: JSONValue] {
    positions[path] = (v.line, v.column)
    guard case .object(let list) = v.kind else {
      throw error(.wrongType, "expected \(what) (an object), found \(v.typeName)", path, v)
    }
    var result: [String: JSONValue] = [:]
    for m in list {
      let childPath = join(path, m.key)
      guard allowed.contains(m.key) else {
        throw AuditSpecError(
          .unknownKey,
          "unknown key \"\(m.key)\" in \(what)"
            + DidYouMean.hint(for: m.key, in: allowed, listingOtherwise: true),
          path: childPath, file: file, line: m.line, column: m.column)
      }
      positions[childPath] = (m.value.line, m.value.column)
      result[m.key] = m.value
    }
    return result
  }

  func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

  func string(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> String {
    guard case .string(let s) = v.kind else {
      throw error(.wrongType, "expected a string, found \(v.typeName)", path, v)
    }
    return s
  }

  func number(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> Double {
    guard case .number(let n) = v.kind else {
      throw error(.wrongType, "expected a number, found \(v.typeName)", path, v)
    }
    return n
  }

  /// The items of an array of names (`themes`, `customStates`), each with its path, its position
  /// recorded for later messages; `what` names the items for the type error.
  mutating func nameItems(_ v: JSONValue, _ path: String, what: String) throws(AuditSpecError)
    -> [(path: String, value: JSONValue)]
  {
    guard case .array(let items) = v.kind else {
      throw error(.wrongType, "expected an array of \(what), found \(v.typeName)", path, v)
    }
    return items.enumerated().map { i, item in
      let itemPath = "\(path)[\(i)]"
      positions[itemPath] = (item.line, item.column)
      return (itemPath, item)
    }
  }

  mutating func decodeSpec(_ root: JSONValue) throws(AuditSpecError) -> AuditSpec {
    let m = try members(root, "", allowed: AuditSpec.keys, what: "the spec")
    let name = try m["name"].map { v throws(AuditSpecError) in try string(v, "name") } ?? ""
    if let t = m["themes"] {
      for (path, item) in try nameItems(t, "themes", what: "theme names") {
        let theme = try string(item, path)
        if ColorDerivation.keys.contains(theme) {
          throw error(
            .invalidValue,
            "theme name \"\(theme)\" collides with the derivation key of the same name; rename the theme",
            path, item)
        }
        if theme.isEmpty || themes.contains(theme) {
          throw error(.invalidValue, "theme names must be non-empty and unique", path, item)
        }
        themes.append(theme)
      }
    }
    var customStates: [String] = []
    if let c = m["customStates"] {
      for (path, item) in try nameItems(c, "customStates", what: "state names") {
        customStates.append(try string(item, path))
      }
    }
    if let t = m["tokens"] {
      guard case .array(let items) = t.kind else {
        throw error(
          .wrongType, "expected an array of token file paths, found \(t.typeName)", "tokens", t)
      }
      for (i, item) in items.enumerated() {
        tokenFiles.append(try string(item, "tokens[\(i)]"))
      }
    }
    // Themes come from the tokens the spec uses, not from every token loaded: an asset catalog's
    // Mac-only colour must not demand a Mac theme of a button that never uses it.
    if let tokens {
      var used: Set<String> = []
      for name in referencedTokens(root) { used.formUnion(tokens.themes(of: name)) }
      for theme in tokens.themes where used.contains(theme) && !themes.contains(theme) {
        themes.append(theme)
      }
    }
    scopeThemes = themes
    guard let surfacesValue = m["surfaces"] else {
      throw error(.missingKey, "missing key \"surfaces\" (an object of named colours)", "", root)
    }
    let surfaceMembers = try members(
      surfacesValue, "surfaces", allowed: allKeys(surfacesValue), what: "surfaces")
    var surfaces: [String: ColorValue] = [:]
    for (key, value) in surfaceMembers {
      surfaces[key] = try color(value, "surfaces." + key, allowUnknown: true)
    }
    var surfaceSources: [String: ColorSources] = [:]
    if let x = m["surfaceSources"] {
      for (key, value) in try members(
        x, "surfaceSources", allowed: surfaces.keys.sorted(), what: "surface sources")
      {
        surfaceSources[key] = try colorSources(value, "surfaceSources." + key)
      }
    }
    for key in surfaces.keys {
      surfaceSources[key] = tokenSources(surfaceSources[key], path: "surfaces." + key)
    }
    guard let componentsValue = m["components"] else {
      throw error(.missingKey, "missing key \"components\" (an array of components)", "", root)
    }
    positions["components"] = (componentsValue.line, componentsValue.column)
    guard case .array(let items) = componentsValue.kind else {
      throw error(
        .wrongType, "expected an array of components, found \(componentsValue.typeName)",
        "components", componentsValue)
    }
    var components: [ComponentSpec] = []
    for (i, item) in items.enumerated() {
      components.append(try component(item, "components[\(i)]"))
    }
    var spec = AuditSpec(
      name: name, themes: themes, customStates: customStates, surfaces: surfaces,
      components: components)
    spec.tokenFiles = tokenFiles
    spec.surfaceSources = surfaceSources
    return spec
  }

  func allKeys(_ v: JSONValue) -> [String] {
    guard case .object(let list) = v.kind else { return [] }
    return list.map(\.key)
  }

  mutating func component(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> ComponentSpec {
    let m = try members(v, path, allowed: ComponentSpec.keys, what: "a component")
    guard let nameValue = m["name"] else {
      throw error(.missingKey, "missing key \"name\"", path, v)
    }
    let name = try string(nameValue, join(path, "name"))
    guard let surfaceValue = m["surface"] else {
      throw error(.missingKey, "missing key \"surface\" (the name of a surface)", path, v)
    }
    let surface = try string(surfaceValue, join(path, "surface"))
    var font: FontSpec?
    if let f = m["font"] { font = try self.font(f, join(path, "font")) }
    var componentThemes: [String]?
    if let t = m["themes"] {
      var list: [String] = []
      for (itemPath, item) in try nameItems(t, join(path, "themes"), what: "theme names") {
        let theme = try string(item, itemPath)
        guard themes.contains(theme) else {
          throw error(
            .unresolvedReference,
            "unknown theme \"\(theme)\""
              + DidYouMean.hint(for: theme, in: themes, listingOtherwise: true), itemPath, item)
        }
        list.append(theme)
      }
      componentThemes = list
    }
    scopeThemes = componentThemes ?? themes
    defer { scopeThemes = themes }
    guard let statesValue = m["states"] else {
      throw error(.missingKey, "missing key \"states\"", path, v)
    }
    let statesPath = join(path, "states")
    let stateMembers = try members(
      statesValue, statesPath, allowed: allKeys(statesValue), what: "states")
    var states: [String: StateSpec] = [:]
    for (key, value) in stateMembers {
      states[key] = try state(value, join(statesPath, key))
    }
    var preset: PresetReference?
    if let p = m["preset"] { preset = try self.preset(p, join(path, "preset")) }
    var component = ComponentSpec(
      name: name, surface: surface, font: font, states: states, preset: preset)
    component.themes = componentThemes
    return component
  }

  mutating func font(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> FontSpec {
    let m = try members(v, path, allowed: ["size", "weight"], what: "a font")
    var font = FontSpec()
    if let s = m["size"] { font.size = try number(s, join(path, "size")) }
    if let w = m["weight"] {
      if case .string(let name) = w.kind {
        switch name {
        case "normal", "regular": font.weight = 400
        case "bold": font.weight = 700
        default:
          throw error(
            .invalidValue,
            "unknown weight \"\(name)\": use a number 1…1000, \"normal\" or \"bold\"",
            join(path, "weight"), w)
        }
      } else {
        font.weight = try number(w, join(path, "weight"))
      }
    }
    return font
  }

  mutating func state(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> StateSpec {
    let m = try members(v, path, allowed: StateSpec.keys, what: "a state")
    var s = StateSpec()
    if let f = m["from"] { s.from = try string(f, join(path, "from")) }
    if let x = m["text"] { s.text = try color(x, join(path, "text")) }
    if let x = m["background"] { s.background = try color(x, join(path, "background")) }
    if let x = m["border"] { s.border = try color(x, join(path, "border")) }
    if let x = m["focusRing"] { s.focusRing = try color(x, join(path, "focusRing")) }
    if let x = m["opacity"] { s.opacity = try number(x, join(path, "opacity")) }
    if let x = m["scale"] { s.scale = try number(x, join(path, "scale")) }
    if let x = m["review"] {
      let reason = try string(x, join(path, "review"))
      if reason.trimmingWhitespace().isEmpty {
        throw error(
          .invalidValue, "\"review\" must say why the state needs review", join(path, "review"), x)
      }
      s.review = reason
    }
    var given: [String: ColorSources] = [:]
    if let x = m["sources"] {
      given = try sources(x, join(path, "sources"))
      let set: [String: Bool] = [
        "text": s.text != nil, "background": s.background != nil, "border": s.border != nil,
        "focusRing": s.focusRing != nil,
      ]
      for key in StateSpec.colorProperties where given[key] != nil && set[key] != true {
        throw error(
          .invalidValue,
          "a source for \"\(key)\", which this state does not set: give the colour or remove the source",
          join(join(path, "sources"), key), x)
      }
    }
    s.sources = tokenSources(given, statePath: path)
    return s
  }
}
