// Tokens Studio for Figma JSON (tokens-studio/sd-transforms README.md;
// docs/reference/formats.md §3).
// - Tokens are objects with `value` (or `$value`) and `type` (or `$type`); only `color` tokens are
//   imported. Colour strings are CSS, plus Tokens Studio's `rgba(#ABC123, 0.5)` (hex inside rgba).
// - Token sets: a single file whose top level holds sets plus `$themes`/`$metadata`, or a folder
//   with `$themes.json`, `$metadata.json` (`tokenSetOrder`) and one `<set>.json` per set.
// - Themes: `$themes` = [{name, group?, selectedTokenSets: {set: enabled|source|disabled}}]; each
//   theme becomes a Legible theme named after it; `source` sets resolve references but are not
//   output. Without `$themes`, all sets are enabled and tokens are theme-less.
// - `$extensions["studio.tokens"].modify` colour modifiers: see StudioModifier. Math expressions
//   and references inside other strings are reported as unresolvable.

import Foundation
import LegibleColor
import LegibleJSON

/// Imports Tokens Studio (Figma Tokens) JSON: single files with sets and `$themes`, or folders
/// with `$themes.json` / `$metadata.json`.
public struct TokensStudioImporter: TokenImporter {
  /// `tokens-studio`.
  public static let format = "tokens-studio"
  /// One-line description.
  public static let summary =
    "Tokens Studio JSON: token sets, $themes, studio.tokens colour modifiers"

  /// Creates the importer.
  public init() {}

  /// Claims folders holding `$themes.json` or `$metadata.json`, those files' JSON siblings are
  /// read through the folder; and `.json` files mentioning `$themes`, `$metadata` or
  /// `studio.tokens` in their first 4 KiB.
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    if isDirectory {
      return ["$themes.json", "$metadata.json"].contains {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent($0))
      }
    }
    guard path.lowercased().hasSuffix(".json") else { return false }
    return JSONSupport.prefix(prefix, contains: "\"$themes\"")
      || JSONSupport.prefix(prefix, contains: "\"$metadata\"")
      || JSONSupport.prefix(prefix, contains: "studio.tokens")
  }

  struct TokenSetSource {
    var name: String
    var tree: JSONValue
    var file: String
  }

  /// Imports a Tokens Studio file or folder.
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    var sets: [TokenSetSource] = []
    var themes: JSONValue?
    var order: [String] = []
    if isDirectory.boolValue {
      let themesPath = (path as NSString).appendingPathComponent("$themes.json")
      if FileManager.default.fileExists(atPath: themesPath) {
        themes = try JSONSupport.read(themesPath)
      }
      let metadataPath = (path as NSString).appendingPathComponent("$metadata.json")
      if FileManager.default.fileExists(atPath: metadataPath) {
        order = Self.setOrder(try JSONSupport.read(metadataPath))
      }
      if order.isEmpty {
        var visited = VisitedDirectories()
        order = Self.listSets(path, prefix: "", visited: &visited)
      }
      for name in order {
        let file = (path as NSString).appendingPathComponent(name + ".json")
        sets.append(TokenSetSource(name: name, tree: try JSONSupport.read(file), file: file))
      }
    } else {
      let root = try JSONSupport.read(path)
      themes = JSONSupport.member(root, "$themes")
      let metadata = JSONSupport.member(root, "$metadata")
      if themes != nil || metadata != nil {
        order = metadata.map(Self.setOrder) ?? []
        let members = JSONSupport.members(root) ?? []
        for m in members where !m.key.hasPrefix("$") && !order.contains(m.key) {
          order.append(m.key)
        }
        for name in order {
          guard let tree = JSONSupport.member(root, name) else { continue }
          sets.append(TokenSetSource(name: name, tree: tree, file: path))
        }
      } else {
        sets = [TokenSetSource(name: "", tree: root, file: path)]
      }
    }
    var raw: [String: RawDocument] = [:]
    for set in sets {
      var walker = Walker(file: set.file, setPath: set.name.isEmpty ? [] : [set.name])
      try walker.walk(set.tree, path: [], depth: 0)
      raw[set.name] = walker.document
    }
    var tokens: [Token] = []
    var diagnostics = sets.flatMap { raw[$0.name]?.diagnostics ?? [] }
    let nonColor = sets.reduce(into: Set<String>()) {
      $0.formUnion(raw[$1.name]?.nonColorNames ?? [])
    }
    let themeList =
      themes.flatMap { v -> [JSONValue]? in
        if case .array(let items) = v.kind { return items }
        return nil
      } ?? []
    if themeList.isEmpty {
      var resolver = AliasResolver(
        primary: sets.flatMap { raw[$0.name]?.tokens ?? [] }, nonColor: nonColor)
      let result = try resolver.resolve()
      tokens = result.tokens
      diagnostics += result.diagnostics
    } else {
      for theme in themeList {
        guard let name = JSONSupport.string(JSONSupport.member(theme, "name")) else { continue }
        let selected = JSONSupport.member(theme, "selectedTokenSets")
        var enabled: [RawToken] = []
        var source: [RawToken] = []
        for set in sets {
          switch JSONSupport.string(selected.flatMap { JSONSupport.member($0, set.name) }) {
          case "enabled"?: enabled += raw[set.name]?.tokens ?? []
          case "source"?: source = (raw[set.name]?.tokens ?? []) + source
          default: break
          }
        }
        var resolver = AliasResolver(primary: enabled, context: source, nonColor: nonColor)
        let result = try resolver.resolve()
        tokens += result.tokens.map { token in
          var t = token
          t.theme = name
          return t
        }
        diagnostics += result.diagnostics.map { d in
          var copy = d
          copy.message += " (theme \(name))"
          return copy
        }
      }
    }
    let skipped = sets.reduce(0) { $0 + (raw[$1.name]?.skippedNonColor ?? 0) }
    if skipped > 0 {
      diagnostics.append(
        ImportDiagnostic(
          severity: .note, name: nil,
          message: "skipped \(skipped) non-colour token\(skipped == 1 ? "" : "s")",
          location: FileLocation(file: path)))
    }
    return TokenSet(tokens: tokens, diagnostics: diagnostics)
  }

  static func setOrder(_ metadata: JSONValue) -> [String] {
    guard case .array(let items)? = JSONSupport.member(metadata, "tokenSetOrder")?.kind else {
      return []
    }
    return items.compactMap { JSONSupport.string($0) }
  }

  static func listSets(_ directory: String, prefix: String, visited: inout VisitedDirectories)
    -> [String]
  {
    let here = prefix.isEmpty ? directory : (directory as NSString).appendingPathComponent(prefix)
    guard visited.enter(here) else { return [] }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: here) else {
      return []
    }
    var result: [String] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") && !entry.hasPrefix("$") {
      let relative = prefix.isEmpty ? entry : prefix + "/" + entry
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: (directory as NSString).appendingPathComponent(relative),
        isDirectory: &isDirectory)
      if isDirectory.boolValue {
        result += listSets(directory, prefix: relative, visited: &visited)
      } else if entry.hasSuffix(".json") {
        result.append(String(relative.dropLast(5)))
      }
    }
    return result
  }

  /// Parses a Tokens Studio colour string: CSS, or `rgba(#hex, alpha)`.
  static func color(_ text: String) throws(ColorParseError) -> CSSColor {
    let t = text.trimmingWhitespace()
    if t.lowercased().hasPrefix("rgba(#") || t.lowercased().hasPrefix("rgb(#"), t.hasSuffix(")") {
      let open = t.firstIndex(of: "(") ?? t.startIndex
      let inner = t[t.index(after: open)..<t.index(before: t.endIndex)]
      let parts = inner.split(separator: ",").map { $0.trimmingWhitespace() }
      if parts.count == 2 {
        let base = try CSSColor(css: parts[0])
        var alphaText = parts[1]
        var scale = 1.0
        if alphaText.hasSuffix("%") {
          alphaText.removeLast()
          scale = 0.01
        }
        if let a = Double(alphaText) {
          return base.withAlpha(min(1, max(0, a * scale)))
        }
      }
    }
    return try CSSColor(css: t)
  }

  struct Walker {
    let file: String
    let setPath: [String]
    var document = RawDocument()

    init(file: String, setPath: [String]) {
      self.file = file
      self.setPath = setPath
    }

    func location(_ v: JSONValue, _ path: [String]) -> FileLocation {
      FileLocation(
        file: file, line: v.line, column: v.column,
        path: "/" + (setPath + path).map(JSONSupport.pointerSegment).joined(separator: "/"))
    }

    mutating func walk(_ v: JSONValue, path: [String], depth: Int) throws(ImportError) {
      guard let members = JSONSupport.members(v) else { return }
      if depth > 256 {
        throw ImportError(
          .limitExceeded, "token groups nested deeper than 256 levels", location: location(v, path))
      }
      if members.contains(where: { $0.key == "value" || $0.key == "$value" }) {
        try token(v, path: path)
        return
      }
      for m in members where !m.key.hasPrefix("$") {
        try walk(m.value, path: path + [m.key], depth: depth + 1)
      }
    }

    mutating func token(_ v: JSONValue, path: [String]) throws(ImportError) {
      let name = path.joined(separator: ".")
      let type =
        JSONSupport.string(JSONSupport.member(v, "type"))
        ?? JSONSupport.string(JSONSupport.member(v, "$type"))
      guard type == "color",
        let value = JSONSupport.member(v, "value") ?? JSONSupport.member(v, "$value")
      else {
        document.skipNonColor(name)
        return
      }
      let at = location(value, path + ["value"])
      guard case .string(let text) = value.kind else {
        try document.recordInvalid(
          ImportError(
            .invalidColorValue, "\(name): expected a colour string, found \(value.typeName)",
            location: at))
        return
      }
      if RawDocument.isGradient(text) {
        document.skipNonColor(name)
        return
      }
      var raw: RawToken
      if let target = JSONSupport.aliasTarget(text) {
        raw = RawToken(name: name, value: .alias(target), location: at)
      } else if text.contains("{") {
        document.diagnostics.append(
          ImportDiagnostic(
            severity: .warning, name: name,
            message: "references inside expressions are not evaluated (\"\(text)\"); token skipped",
            location: at))
        return
      } else {
        do {
          raw = RawToken(
            name: name, value: .color(try TokensStudioImporter.color(text)), location: at)
        } catch {
          document.recordInvalidColor(name, text, error, at: at)
          return
        }
      }
      let ext = JSONSupport.member(v, "$extensions")
      raw.extensions = ext.map(JSONSupport.text)
      if let modify = ext.flatMap({ JSONSupport.member($0, "studio.tokens") }).flatMap({
        JSONSupport.member($0, "modify")
      }) {
        guard let modifier = try self.modifier(modify, name: name) else { return }
        raw.operations.append(.studio(modifier))
      }
      document.tokens.append(raw)
    }

    mutating func modifier(_ v: JSONValue, name: String) throws(ImportError) -> StudioModifier? {
      let at = location(v, [])
      func unsupported(_ message: String) -> StudioModifier? {
        document.diagnostics.append(
          ImportDiagnostic(severity: .warning, name: name, message: message, location: at))
        return nil
      }
      guard let kindText = JSONSupport.string(JSONSupport.member(v, "type")) else {
        return unsupported("the studio.tokens modifier has no \"type\"; token skipped")
      }
      guard let kind = StudioModifier.Kind(rawValue: kindText) else {
        return unsupported(
          "unknown studio.tokens modifier \"\(kindText)\" (known: lighten, darken, mix, alpha); token skipped"
        )
      }
      let spaceText = JSONSupport.string(JSONSupport.member(v, "space")) ?? "srgb"
      guard let space = StudioModifier.Space(rawValue: spaceText) else {
        return unsupported(
          "unknown modifier space \"\(spaceText)\" (known: srgb, hsl, lch, p3); token skipped")
      }
      guard let amount = JSONSupport.number(JSONSupport.member(v, "value")) else {
        return unsupported(
          "the modifier value must be a number (references and expressions are not evaluated); token skipped"
        )
      }
      var mixColor: RawToken.Value?
      if kind == .mix {
        guard let text = JSONSupport.string(JSONSupport.member(v, "color")) else {
          return unsupported("the mix modifier needs a \"color\"; token skipped")
        }
        if let target = JSONSupport.aliasTarget(text) {
          mixColor = .alias(target)
        } else {
          do {
            mixColor = .color(try TokensStudioImporter.color(text))
          } catch {
            throw ImportError(
              .invalidColorValue, "\(name): invalid mix colour \"\(text)\": \(error.message)",
              location: at)
          }
        }
      }
      return StudioModifier(kind: kind, amount: amount, space: space, color: mixColor)
    }
  }
}
