import Foundation
import LegibleAudit
import LegibleColor
import LegibleJSON

/// Writes discovered components as an audit spec file (`legible extract`): valid against
/// `docs/audit-spec.schema.json`, reviewable and editable, and audited to the same findings.
///
/// A colour that is exactly a token's value in every theme is written as `"{token}"`, with the
/// token files under `"tokens"`, so the spec follows the palette when it changes; any other
/// colour (a CSS rule's literal, a preset's derivation) is written as its exact CSS value. Every
/// colour's source (token or rule, file and line, pairing and evidence) goes under the state's
/// `"sources"`; a doubt under `"review"`.
public struct ExtractedSpecWriter: Sendable {
  /// The token values the `"{token}"` references must resolve to (`TokenSet.colorTokenTable`
  /// of the same files).
  public var tokens: ColorTokenTable
  /// The directory the spec is written to: `"tokens"` paths are written relative to it.
  public var directory: String

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - tokens: The token values of the discovered files.
  ///   - directory: The directory the spec file goes to (`"."` for standard output).
  public init(tokens: ColorTokenTable, directory: String) {
    self.tokens = tokens
    self.directory = directory
  }

  /// The spec file's text.
  ///
  /// - Parameters:
  ///   - found: What discovery found.
  ///   - name: The spec's `"name"`.
  ///   - description: The spec's `"description"` (what was read, when).
  public func text(_ found: DiscoveredComponents, name: String, description: String) -> String {
    var pieces: [String] = []
    write(found, name: name, description: description) { pieces.append($0) }
    return pieces.joined()
  }

  /// The spec file's text, handed to `emit` in pieces of about 64 KB as it is made, in order:
  /// the text ``text(_:name:description:)`` gives, without holding it whole (twice, with the
  /// pieces it was joined from: 15 MB at the peak of extracting 2,000 Swift files).
  ///
  /// - Parameters:
  ///   - found: What discovery found.
  ///   - name: The spec's `"name"`.
  ///   - description: The spec's `"description"` (what was read, when).
  ///   - emit: Called with each piece of the text, in order.
  public func write(
    _ found: DiscoveredComponents, name: String, description: String,
    to emit: (String) -> Void
  ) {
    typealias V = JSONWriter.Value
    paths.start(directory: directory)
    let themes = found.themes
    var top: [(String, V)] = [
      ("$schema", .string("https://github.com/legible/legible/docs/audit-spec.schema.json")),
      ("name", .string(name)), ("description", .string(description)),
    ]
    if !themes.isEmpty { top.append(("themes", .array(themes.map { .string($0) }))) }
    if !found.customStates.isEmpty {
      top.append(("customStates", .array(found.customStates.map { .string($0) })))
    }
    if !found.tokenFiles.isEmpty {
      top.append(("tokens", .array(found.tokenFiles.map { .string(relative($0)) })))
    }
    var surfaces: [(String, V)] = []
    for (key, value) in found.surfaces.sorted(by: { $0.key < $1.key }) {
      surfaces.append(
        (key, colorValue(value, sources: found.surfaceSources[key], themes: themes)))
    }
    top.append(("surfaces", .object(surfaces)))
    if !found.surfaceSources.isEmpty {
      top.append(
        (
          "surfaceSources",
          .object(
            found.surfaceSources.sorted(by: { $0.key < $1.key }).map { key, value in
              let referenced = isReference(found.surfaces[key], sources: value, themes: themes)
              return (key, sources(value, positions: !referenced))
            })
        ))
    }
    // The components are most of the text: each is built and encoded on every core
    // (`JSONWriter.elements`), handed on in order, byte for byte the text of one value.
    var out = JSONWriter()
    let writer = self
    out.object { o in
      for (key, value) in top { o.field(key, value) }
      o.array("components") { o in
        o.elements(found.components, streamingTo: emit) { c in
          writer.component(c, themes: themes)
        }
      }
    }
    out.raw("\n")
    out.flush(to: emit, minimum: 0)
  }

  func component(_ c: ComponentSpec, themes: [String]) -> JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = [
      ("name", .string(c.name)), ("surface", .string(c.surface)),
    ]
    if let list = c.themes { members.append(("themes", .array(list.map { .string($0) }))) }
    if let preset = c.preset {
      if preset.arguments.isEmpty {
        members.append(("preset", .string(preset.id)))
      } else {
        var object: [(String, JSONWriter.Value)] = [("id", .string(preset.id))]
        for (name, argument) in preset.arguments.sorted(by: { $0.key < $1.key }) {
          switch argument {
          case .number(let n): object.append((name, .number(n)))
          case .color(let value): object.append((name, literal(value)))
          }
        }
        members.append(("preset", .object(object)))
      }
    }
    if let font = c.font {
      var f: [(String, JSONWriter.Value)] = []
      if let size = font.size { f.append(("size", .number(size))) }
      f.append(("weight", .number(font.weight)))
      members.append(("font", .object(f)))
    }
    let order = c.states.sorted { StateName(spelling: $0.key) < StateName(spelling: $1.key) }
    members.append(("states", .object(order.map { ($0.key, state($0.value, themes: themes)) })))
    return .object(members)
  }

  func state(_ s: StateSpec, themes: [String]) -> JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = []
    if let from = s.from { members.append(("from", .string(from))) }
    let values: [(String, ColorValue?)] = [
      ("text", s.text), ("background", s.background), ("border", s.border),
      ("focusRing", s.focusRing),
    ]
    var referenced: Set<String> = []
    for (key, value) in values {
      guard let value else { continue }
      let names = references(value, sources: s.sources[key], themes: themes)
      if names != nil { referenced.insert(key) }
      members.append((key, written(value, references: names, themes: themes)))
    }
    if let opacity = s.opacity { members.append(("opacity", .number(opacity))) }
    if let scale = s.scale { members.append(("scale", .number(scale))) }
    if !s.sources.isEmpty {
      var written: [(String, JSONWriter.Value)] = []
      for (key, _) in values {
        guard let source = s.sources[key] else { continue }
        written.append((key, sources(source, positions: !referenced.contains(key))))
      }
      members.append(("sources", .object(written)))
    }
    if let review = s.review { members.append(("review", .string(review))) }
    if !s.themeReviews.isEmpty {
      members.append(
        (
          "themeReviews",
          .object(s.themeReviews.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        ))
    }
    return .object(members)
  }

  /// `"{token}"` when the source names a token whose value is the colour in every theme; a
  /// theme map of `"{token}"`s when each theme's source names its own token (a `Light/` and a
  /// `Dark/` colour set); else the exact CSS value (a theme map when the values differ).
  func colorValue(_ value: ColorValue, sources: ColorSources?, themes: [String])
    -> JSONWriter.Value
  {
    written(value, references: references(value, sources: sources, themes: themes), themes: themes)
  }

  /// The token each theme's colour is written as (one per theme, or one for a spec without
  /// themes), or `nil` when some theme's colour is not exactly its source token's value.
  func references(_ value: ColorValue, sources: ColorSources?, themes: [String]) -> [String]? {
    guard let sources else { return nil }
    let list: [String?] = themes.isEmpty ? [nil] : themes.map { $0 }
    var names: [String] = []
    for theme in list {
      guard let name = sources.source(theme: theme)?.token,
        tokens.color(named: name, theme: theme) == color(value, theme: theme)
      else { return nil }
      names.append(name)
    }
    return names
  }

  /// The colour as written: its token references when there are any, else the literal.
  func written(_ value: ColorValue, references names: [String]?, themes: [String])
    -> JSONWriter.Value
  {
    guard let names, let first = names.first else { return literal(value) }
    if Set(names).count == 1 { return .string("{\(first)}") }
    return .object(zip(themes, names).map { ($0, .string("{\($1)}")) })
  }

  /// Whether the colour is written as token references (so the reader takes the tokens'
  /// positions from the token files, and the source leaves them out).
  func isReference(_ value: ColorValue?, sources: ColorSources?, themes: [String]) -> Bool {
    guard let value else { return false }
    return references(value, sources: sources, themes: themes) != nil
  }

  /// The colour of `value` in `theme` (`nil` for a derivation or an unknown colour).
  func color(_ value: ColorValue, theme: String?) -> CSSColor? {
    switch value {
    case .color(let c): return c
    case .themed(let map): return theme.flatMap { map[$0] }.flatMap { color($0, theme: nil) }
    case .derived, .unknown: return nil
    }
  }

  func literal(_ value: ColorValue) -> JSONWriter.Value {
    switch value {
    case .color(let c): return .string(c.cssString)
    case .unknown: return .null
    case .themed(let map):
      return .object(map.sorted(by: { $0.key < $1.key }).map { ($0.key, literal($0.value)) })
    case .derived(let d):
      var m: [(String, JSONWriter.Value)] = []
      if let x = d.mix { m.append(("mix", .string(x.cssString))) }
      if let x = d.amount { m.append(("amount", .number(x))) }
      if let x = d.lightness { m.append(("lightness", .number(x))) }
      if let x = d.chroma { m.append(("chroma", .number(x))) }
      if let x = d.alpha { m.append(("alpha", .number(x))) }
      if let x = d.multiplyAlpha { m.append(("multiplyAlpha", .number(x))) }
      return .object(m)
    }
  }

  func sources(_ s: ColorSources, positions: Bool = true) -> JSONWriter.Value {
    switch s {
    case .all(let one): return source(one, position: positions)
    case .themed(let map):
      return .object(
        map.sorted(by: { $0.key < $1.key }).map { ($0.key, source($0.value, position: positions)) })
    }
  }

  /// A source; without its position when the colour is written as a token reference (the
  /// reader adds it from the token files, so an edit to the palette moves it).
  func source(_ s: ColorSource, position: Bool) -> JSONWriter.Value {
    var m: [(String, JSONWriter.Value)] = []
    if let token = s.token { m.append(("token", .string(token))) }
    if let rule = s.rule { m.append(("rule", .string(rule))) }
    if position, let file = s.file {
      m.append(("file", .string(relative(file))))
      if let line = s.line { m.append(("line", .int(line))) }
      if let column = s.column { m.append(("column", .int(column))) }
    }
    m.append(("pairing", .string(s.pairing.rawValue)))
    if let evidence = s.evidence { m.append(("evidence", .string(evidence))) }
    return .object(m)
  }

  /// `path` relative to ``directory`` (both made absolute against the working directory).
  func relative(_ path: String) -> String {
    paths.relative(path, to: directory)
  }

  /// The relative paths computed so far: every colour of every state names its file, and an
  /// extracted project has thousands of colours in a few hundred files (issue 20's bench: the
  /// working directory was read and both paths split once per colour, 4 % of the run).
  private let paths = RelativePaths()
}

/// `relative(_:to:)` with the working directory read once per spec written (``start(directory:)``)
/// and each path's answer kept. Shared by the copies of a writer (a class), so guarded by a lock.
private final class RelativePaths: @unchecked Sendable {
  private let lock = NSLock()
  private var directory: String?
  private var base: [Substring] = []
  private var cwd = ""
  private var answers: [String: String] = [:]

  /// Reads the working directory (once per spec written: it may have changed since the last).
  func start(directory: String) {
    lock.lock()
    defer { lock.unlock() }
    let current = FileManager.default.currentDirectoryPath
    guard directory != self.directory || current != cwd else { return }
    self.directory = directory
    cwd = current
    base = Self.components(directory, cwd)
    answers = [:]
  }

  func relative(_ path: String, to directory: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    if directory != self.directory {
      self.directory = directory
      if cwd.isEmpty { cwd = FileManager.default.currentDirectoryPath }
      base = Self.components(directory, cwd)
      answers = [:]
    }
    if let known = answers[path] { return known }
    let target = Self.components(path, cwd)
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    let rest = target[common...].map(String.init)
    let joined = (ups + rest).joined(separator: "/")
    let answer = joined.isEmpty ? "." : joined
    answers[path] = answer
    return answer
  }

  /// The components of `path` made absolute against `cwd`, `.` and `..` resolved.
  private static func components(_ path: String, _ cwd: String) -> [Substring] {
    let full = path.hasPrefix("/") ? path : cwd + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
      if part == "." || part.isEmpty { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return parts
  }
}
