import Foundation
import LegibleColor
import LegibleJSON

extension AuditSpec {
  /// Parses and validates the JSON form of a spec.
  ///
  /// Every problem is reported with the JSON path and the line and column, e.g.
  /// `spec.json:9:38: components[1].states.highlighted.text: unknown colour "#12345"`. Unknown keys
  /// are errors with a "did you mean" hint.
  ///
  /// - Parameters:
  ///   - json: The JSON text.
  ///   - file: The file name to put into errors.
  /// - Throws: ``AuditSpecError``.
  public init(json: String, file: String? = nil) throws(AuditSpecError) {
    try self.init(json: json, file: file, tokens: nil)
  }

  /// Parses and validates the JSON form of a spec whose colours may name tokens.
  ///
  /// A colour string `"{button.primary.background}"` takes the token's value in each theme; the
  /// spec's themes become its own ∪ the table's themes, and a token without a value for a theme
  /// falls back to its theme-less value. A name the table lacks is an
  /// ``AuditSpecError/Code/unresolvedReference`` naming the token and the JSON path, with a
  /// "did you mean" hint.
  ///
  /// - Parameters:
  ///   - json: The JSON text.
  ///   - file: The file name to put into errors.
  ///   - tokens: The tokens loaded from the spec's `"tokens"` files (`nil`: none loaded).
  /// - Throws: ``AuditSpecError``.
  public init(json: String, file: String?, tokens: ColorTokenTable?) throws(AuditSpecError) {
    let document = try JSONDocument(parsingSpec: json, file: file)
    var decoder = SpecDecoder(file: file)
    decoder.tokens = tokens
    var spec = try decoder.decodeSpec(document.root)
    for (path, position) in decoder.positions {
      spec.locations[path] = SpecLocation(
        file: file, line: position.line, column: position.column, path: path)
    }
    do {
      try spec.validate()
    } catch var error {
      error.file = file
      if let path = error.path, let position = decoder.position(of: path) {
        error.line = position.line
        error.column = position.column
      }
      throw error
    }
    self = spec
  }

  /// Reads, parses and validates a spec file.
  ///
  /// - Parameter path: The file path; errors name it.
  /// - Throws: ``AuditSpecError`` (``AuditSpecError/Code/unreadableFile`` when the file cannot be
  ///   read or is not UTF-8).
  public init(contentsOfFile path: String) throws(AuditSpecError) {
    try self.init(contentsOfFile: path, tokens: nil)
  }

  /// Reads, parses and validates a spec file whose colours may name tokens (see
  /// ``init(json:file:tokens:)``).
  ///
  /// - Throws: ``AuditSpecError``.
  public init(contentsOfFile path: String, tokens: ColorTokenTable?) throws(AuditSpecError) {
    try self.init(json: try Self.readText(at: path), file: path, tokens: tokens)
  }

  /// Reads, parses and validates the spec file at a `file:` URL (see ``init(contentsOfFile:)``).
  ///
  /// - Parameter url: A `file:` URL; errors name its path.
  /// - Throws: ``AuditSpecError`` (``AuditSpecError/Code/unreadableFile`` for a URL that is not
  ///   a `file:` URL, or a file that cannot be read).
  public init(contentsOf url: URL) throws(AuditSpecError) {
    try self.init(contentsOfFile: try FileURL.path(of: url), tokens: nil)
  }

  /// Reads, parses and validates the spec file at a `file:` URL whose colours may name tokens
  /// (see ``init(json:file:tokens:)``).
  ///
  /// - Parameters:
  ///   - url: A `file:` URL; errors name its path.
  ///   - tokens: The tokens loaded from the spec's `"tokens"` files (`nil`: none loaded).
  /// - Throws: ``AuditSpecError``.
  public init(contentsOf url: URL, tokens: ColorTokenTable?) throws(AuditSpecError) {
    try self.init(contentsOfFile: try FileURL.path(of: url), tokens: tokens)
  }

  /// Reads a spec file as text: at most ``maximumFileSize`` bytes, UTF-8, a leading byte-order
  /// mark removed. Missing files, directories and unreadable files are errors naming the path.
  static func readText(at path: String) throws(AuditSpecError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw AuditSpecError(
        .unreadableFile, "no such file; check the path and the working directory", file: path)
    }
    guard !isDirectory.boolValue else {
      throw AuditSpecError(
        .unreadableFile, "this is a directory; give the path of an audit spec (.json)", file: path)
    }
    // Read at most one byte more than the limit, so that neither a huge file nor a device such
    // as /dev/zero (a symbolic link in a pull request can point there) is read in full.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw AuditSpecError(
        .unreadableFile, "cannot read the file; check its permissions", file: path)
    }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1) ?? Data() else {
      throw AuditSpecError(
        .unreadableFile, "cannot read the file; check its permissions", file: path)
    }
    guard data.count <= Self.maximumFileSize else {
      throw AuditSpecError(
        .unreadableFile,
        "the file is larger than \(Self.maximumFileSize) bytes (32 MiB), the limit for audit specs",
        file: path)
    }
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw AuditSpecError(
        .unreadableFile, "the file is not valid UTF-8; save it as UTF-8", file: path)
    }
    return text
  }

  /// The largest spec file read (32 MiB).
  public static let maximumFileSize = 32 << 20
}

/// Turns a positioned JSON tree into an ``AuditSpec``, recording where each path came from.
private struct SpecDecoder {
  let file: String?
  var themes: [String] = []
  var tokens: ColorTokenTable?
  var tokenFiles: [String] = []
  var positions: [String: (line: Int, column: Int)] = [:]

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
          "unknown key \"\(m.key)\" in \(what)" + Suggestion.hint(for: m.key, in: allowed),
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

  mutating func decodeSpec(_ root: JSONValue) throws(AuditSpecError) -> AuditSpec {
    let m = try members(root, "", allowed: AuditSpec.keys, what: "the spec")
    let name = try m["name"].map { v throws(AuditSpecError) in try string(v, "name") } ?? ""
    if let t = m["themes"] {
      guard case .array(let items) = t.kind else {
        throw error(
          .wrongType, "expected an array of theme names, found \(t.typeName)", "themes", t)
      }
      for (i, item) in items.enumerated() {
        let path = "themes[\(i)]"
        positions[path] = (item.line, item.column)
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
      guard case .array(let items) = c.kind else {
        throw error(
          .wrongType, "expected an array of state names, found \(c.typeName)", "customStates", c)
      }
      for (i, item) in items.enumerated() {
        let path = "customStates[\(i)]"
        positions[path] = (item.line, item.column)
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
    guard let surfacesValue = m["surfaces"] else {
      throw error(.missingKey, "missing key \"surfaces\" (an object of named colours)", "", root)
    }
    let surfaceMembers = try members(
      surfacesValue, "surfaces", allowed: allKeys(surfacesValue), what: "surfaces")
    var surfaces: [String: ColorValue] = [:]
    for (key, value) in surfaceMembers {
      surfaces[key] = try color(value, "surfaces." + key, allowUnknown: true)
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
    return ComponentSpec(name: name, surface: surface, font: font, states: states)
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
    return s
  }

  mutating func literal(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> CSSColor {
    let text = try string(v, path)
    do {
      return try parseColor(text)
    } catch {
      throw self.error(.invalidColor, colorMessage(text, error), path, v)
    }
  }

  mutating func color(
    _ v: JSONValue, _ path: String, allowUnknown: Bool = false, inTheme: Bool = false,
    theme: String? = nil
  ) throws(AuditSpecError) -> ColorValue {
    positions[path] = (v.line, v.column)
    switch v.kind {
    case .string(let text):
      if let name = tokenName(text) {
        return try tokenColor(name, v, path, theme: inTheme ? theme : nil, inTheme: inTheme)
      }
      return .color(try literal(v, path))
    case .null:
      guard allowUnknown else {
        throw error(.wrongType, "null (unknown colour) is only allowed for surfaces", path, v)
      }
      return .unknown
    case .object(let list):
      let keys = list.map(\.key)
      if !inTheme, !themes.isEmpty, keys.contains(where: themes.contains) {
        let m = try members(v, path, allowed: themes, what: "a theme map")
        var map: [String: ColorValue] = [:]
        for (key, value) in m {
          map[key] = try color(
            value, join(path, key), allowUnknown: allowUnknown, inTheme: true, theme: key)
        }
        return .themed(map)
      }
      let m = try members(
        v, path, allowed: ColorDerivation.keys + (inTheme ? [] : themes),
        what: themes.isEmpty || inTheme ? "a derivation" : "a derivation or theme map")
      if m.isEmpty {
        throw error(.invalidValue, "empty object: give a colour string or a derivation", path, v)
      }
      var d = ColorDerivation()
      func num(_ key: String) throws(AuditSpecError) -> Double? {
        guard let x = m[key] else { return nil }
        return try number(x, join(path, key))
      }
      d.alpha = try num("alpha")
      d.multiplyAlpha = try num("multiplyAlpha")
      d.amount = try num("amount")
      d.lightness = try num("lightness")
      d.chroma = try num("chroma")
      if let mix = m["mix"] { d.mix = try literal(mix, join(path, "mix")) }
      return .derived(d)
    default:
      throw error(
        .wrongType,
        "expected a colour (a CSS string, a derivation object\(themes.isEmpty ? "" : " or a theme map")), found \(v.typeName)",
        path, v)
    }
  }

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
        "unknown token \"\(name)\"" + Suggestion.hint(for: name, in: tokens.names), path, v)
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
    for t in themes { map[t] = .color(try value(in: t)) }
    return .themed(map)
  }
}
