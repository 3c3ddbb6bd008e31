// W3C Design Tokens Community Group format, Format Module 2025.10 (design-tokens/community-group
// technical-reports/format/*.md), CSSColor Module (technical-reports/color/color-type.md) and
// Resolver Module (technical-reports/resolver/syntax.md); docs/reference/formats.md §1.
// - A token is an object with `$value`; `$type` is inherited from ancestor groups; only `color`
//   tokens are imported (others are counted in one note). `$extensions` are kept as JSON text.
// - Colour values: CSS strings (legacy/drafts) or 2025.10 objects {colorSpace, components (numbers
//   or "none"), alpha, hex}; components are authoritative, `hex` is only a fallback.
// - Aliases `{group.token}`, chains followed per theme (see AliasResolver); `$value: {"$ref":
//   "#/a/b/$value"}` JSON pointers to a whole `$value` are aliases too.
// - Vendor theming kept because real systems need it: IBM Carbon `$extensions["carbon.themes"]`
//   (per-theme values, `fallback` = theme-less) with `$extensions["com.ibm.carbon"].alphaModifiers`;
//   GitHub Primer `$extensions["org.primer.overrides"]` (per-mode values) and the `alpha` sibling
//   of `$value` (replaces the alpha).
// - A file named like a theme (`light.tokens.json`, `theme-dark.json`) puts its tokens in that
//   theme. Aliases to names the file does not define are looked up in sibling DTCG files of the
//   same directory (Fluent's `light.tokens.json` → `global.tokens.json`).
// - JSON5 files (`.json5`, Primer) are read with ``JSON5Reader``.

import Foundation
import LegibleColor
import LegibleJSON

/// Imports W3C design tokens (DTCG 2025.10) from `.tokens`, `.tokens.json`, `.json5` and JSON
/// files that use `$value`/`$type`, including resolver documents with theme modifiers.
public struct DesignTokensImporter: TokenImporter, RawDocumentFormat {
  /// `dtcg`.
  public static let format = "dtcg"
  /// One-line description.
  public static let summary =
    "W3C design tokens (DTCG 2025.10): .tokens, .tokens.json, .json5, $value/$type JSON"

  /// Creates the importer.
  public init() {}

  /// Claims `.tokens`, `.tokens.json` and `.json5` files, and `.json` files whose first 4 KiB
  /// mention `$value`, `$type` or a `resolutionOrder` (and no Tokens Studio markers).
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    guard !isDirectory else { return false }
    let name = path.lowercased()
    if name.hasSuffix(".tokens") || name.hasSuffix(".tokens.json") || name.hasSuffix(".json5") {
      return true
    }
    guard name.hasSuffix(".json") else { return false }
    return JSONSupport.prefix(prefix, contains: "\"$value\"")
      || JSONSupport.prefix(prefix, contains: "\"$type\"")
      || JSONSupport.prefix(prefix, contains: "\"resolutionOrder\"")
  }

  /// Imports the colour tokens of one file.
  public func importTokens(from path: String) throws(ImportError) -> TokenSet {
    try Self.importFile(path)
  }

  /// Imports several files of one folder or command line, each as on its own, reading and
  /// parsing each file once for the whole batch.
  public func importTokens(from paths: [String]) throws(ImportError) -> TokenSet {
    try Self.importFiles(paths)
  }

  /// Reads a parsed document (token tree or resolver document) into raw tokens.
  static func rawDocument(_ root: JSONValue, file: String) throws(ImportError) -> RawDocument {
    try requireObject(root, of: "token groups", file: file)
    if JSONSupport.member(root, "resolutionOrder") != nil
      || (JSONSupport.member(root, "version") != nil
        && (JSONSupport.member(root, "sets") != nil
          || JSONSupport.member(root, "modifiers") != nil))
    {
      return try ResolverDocument(root: root, file: file).read()
    }
    var walker = DTCGWalker(file: file, theme: JSONSupport.theme(ofFile: file))
    try walker.walk(root, path: [], inheritedType: nil, depth: 0)
    return walker.document
  }
}

/// Walks a DTCG token tree.
struct DTCGWalker {
  let file: String
  let theme: String?
  var document = RawDocument()

  init(file: String, theme: String?) {
    self.file = file
    self.theme = theme
  }

  func location(_ v: JSONValue, _ path: [String], suffix: String? = nil) -> FileLocation {
    let extra = suffix.map { $0.split(separator: "/").map(String.init) } ?? []
    let pointer = "/" + (path + extra).map(JSONSupport.pointerSegment).joined(separator: "/")
    return FileLocation(file: file, line: v.line, column: v.column, path: pointer)
  }

  mutating func walk(_ v: JSONValue, path: [String], inheritedType: String?, depth: Int)
    throws(ImportError)
  {
    guard let members = JSONSupport.members(v) else { return }
    if depth > 256 {
      throw ImportError(
        .limitExceeded, "token groups nested deeper than 256 levels", location: location(v, path))
    }
    let type = JSONSupport.string(JSONSupport.member(v, "$type")) ?? inheritedType
    let hasValue = members.contains { $0.key == "$value" }
    if hasValue || isCarbonThemed(v) {
      try token(v, path: path, type: type)
      return
    }
    for m in members {
      if m.key.hasPrefix("$") {
        if m.key == "$root" {
          try walk(m.value, path: path + [m.key], inheritedType: type, depth: depth + 1)
        } else if m.key == "$extends" {
          document.diagnostics.append(
            ImportDiagnostic(
              severity: .warning, name: path.joined(separator: "."),
              message: "$extends is not supported yet; the extended group's tokens are not merged",
              location: location(m.value, path, suffix: m.key)))
        }
        continue
      }
      guard JSONSupport.members(m.value) != nil else { continue }
      try walk(m.value, path: path + [m.key], inheritedType: type, depth: depth + 1)
    }
  }

  /// The members of a `$value` object that maps modes to values (a `default` key, no colour
  /// object keys, every member a string or a colour object), else `nil`.
  static func modeMap(_ value: JSONValue) -> [(key: String, value: JSONValue)]? {
    guard let members = JSONSupport.members(value), !members.isEmpty,
      members.contains(where: { $0.key.lowercased() == "default" }),
      JSONSupport.member(value, "colorSpace") == nil, JSONSupport.member(value, "$ref") == nil
    else { return nil }
    for m in members {
      switch m.value.kind {
      case .string: continue
      case .object where JSONSupport.member(m.value, "colorSpace") != nil: continue
      default: return nil
      }
    }
    return members.map { (key: $0.key, value: $0.value) }
  }

  func isCarbonThemed(_ v: JSONValue) -> Bool {
    guard let ext = JSONSupport.member(v, "$extensions") else { return false }
    return JSONSupport.member(ext, "carbon.themes") != nil
  }

  mutating func token(_ v: JSONValue, path: [String], type: String?) throws(ImportError) {
    let name = path.joined(separator: ".")
    guard type == "color" || type == nil else {
      document.skipNonColor(name)
      return
    }
    let ext = JSONSupport.member(v, "$extensions")
    let extensionsText = ext.map(JSONSupport.text)
    var entries: [(theme: String?, value: JSONValue, alpha: Double?, suffix: String)] = []
    if let value = JSONSupport.member(v, "$value") {
      let alpha = JSONSupport.number(JSONSupport.member(v, "alpha"))
      if let modes = Self.modeMap(value) {
        // `"$value": {"default": …, "dark": …}` (GitLab's tokens; not DTCG, which has one value
        // per token): one value per mode, `default` the theme-less one.
        for m in modes {
          let key = m.key.lowercased()
          entries.append((key == "default" ? theme : m.key, m.value, alpha, "$value/" + m.key))
        }
      } else {
        entries.append((theme, value, alpha, "$value"))
      }
    }
    if let ext, let themes = JSONSupport.member(ext, "carbon.themes"),
      let list = JSONSupport.members(themes)
    {
      let modifiers = JSONSupport.member(ext, "com.ibm.carbon").flatMap {
        JSONSupport.member($0, "alphaModifiers")
      }
      for m in list {
        let alpha = modifiers.flatMap { JSONSupport.number(JSONSupport.member($0, m.key)) }
        entries.append(
          (m.key == "fallback" ? nil : m.key, m.value, alpha, "$extensions/carbon.themes/" + m.key))
      }
    }
    if let ext, let overrides = JSONSupport.member(ext, "org.primer.overrides"),
      let list = JSONSupport.members(overrides)
    {
      for m in list {
        guard let value = JSONSupport.member(m.value, "$value") else { continue }
        let alpha = JSONSupport.number(JSONSupport.member(m.value, "alpha"))
        entries.append(
          (m.key, value, alpha, "$extensions/org.primer.overrides/" + m.key + "/$value"))
      }
    }
    for entry in entries {
      let at = location(entry.value, path, suffix: entry.suffix)
      if case .string(let text) = entry.value.kind, RawDocument.isGradient(text) {
        document.skipNonColor(name)
        return
      }
      if case .string(let text) = entry.value.kind, JSONSupport.aliasTarget(text) == nil,
        RawDocument.embedsReferences(text)
      {
        document.skipExpression(name, text, at: at)
        continue
      }
      let read: RawToken.Value?
      do throws(ImportError) {
        read = try colorValue(entry.value, name: name, type: type, at: at)
      } catch {
        // One malformed value is reported with its place; the rest of the files are read.
        try document.recordInvalid(error)
        continue
      }
      guard let value = read else {
        if type == nil {
          document.skipNonColor(name)
        }
        return
      }
      if type == nil, case .color = value { document.untypedColors.append(name) }
      var raw = RawToken(
        name: name, theme: entry.theme, value: value, location: at, extensions: extensionsText)
      if let alpha = entry.alpha {
        guard (0...1).contains(alpha) else {
          try document.recordInvalid(
            ImportError(
              .invalidColorValue, "\(name): alpha \(alpha) is outside 0…1", location: at))
          continue
        }
        raw.operations.append(.setAlpha(alpha))
      }
      document.tokens.append(raw)
    }
  }

  /// A colour value, or `nil` when the token has no `$type` (on itself or any enclosing group)
  /// and the value is neither an alias nor a CSS colour string or colour object. DTCG asks for
  /// a `$type`; real packages leave it out, so a value that parses as a colour is read as one
  /// (counted in a note naming the tokens), and any other untyped value is a non-colour token.
  func colorValue(_ v: JSONValue, name: String, type: String?, at: FileLocation)
    throws(ImportError) -> RawToken.Value?
  {
    switch v.kind {
    case .string(let text):
      if let target = JSONSupport.aliasTarget(text) { return .alias(target) }
      guard type != nil else { return (try? CSSColor(css: text)).map { .color($0) } }
      do {
        return .color(try CSSColor(css: text))
      } catch {
        throw ImportError(
          .invalidColorValue,
          "\(name): invalid colour \"\(text)\" (character \(error.position + 1)): \(error.message)",
          location: at)
      }
    case .object:
      if let ref = JSONSupport.string(JSONSupport.member(v, "$ref")) {
        guard ref.hasPrefix("#/"), ref.hasSuffix("/$value") else {
          throw ImportError(
            .unresolvableReference,
            "\(name): only JSON pointers to a whole token value (\"#/group/token/$value\") are supported, found \"\(ref)\"",
            location: at)
        }
        let segments = ref.dropFirst(2).dropLast(7).split(separator: "/").map {
          $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return .alias(segments.joined(separator: "."))
      }
      guard type != nil else {
        guard JSONSupport.member(v, "colorSpace") != nil else { return nil }
        return (try? DTCGColor.parse(v, name: name, at: at)).map { .color($0) }
      }
      return .color(try DTCGColor.parse(v, name: name, at: at))
    default:
      guard type != nil else { return nil }
      throw ImportError(
        .invalidColorValue,
        "\(name): expected a colour (a CSS string, an alias or a colour object), found \(v.typeName)",
        location: at)
    }
  }
}

/// The DTCG 2025.10 colour object.
enum DTCGColor {
  static let spaces: [String: String] = [
    "srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3",
    "a98-rgb": "a98-rgb", "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020",
    "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50", "xyz": "xyz-d65",
  ]

  static func parse(_ v: JSONValue, name: String, at: FileLocation) throws(ImportError) -> CSSColor
  {
    func fail(_ message: String) -> ImportError {
      ImportError(.invalidColorValue, "\(name): \(message)", location: at)
    }
    guard let space = JSONSupport.string(JSONSupport.member(v, "colorSpace")) else {
      throw fail("the colour object has no \"colorSpace\" string")
    }
    guard case .array(let items)? = JSONSupport.member(v, "components")?.kind else {
      throw fail("the colour object has no \"components\" array")
    }
    guard items.count == 3 else {
      throw fail("\"components\" has \(items.count) values; colour spaces need 3")
    }
    var parts: [String] = []
    for item in items {
      switch item.kind {
      case .number(let n): parts.append("\(n)")
      case .string("none"): parts.append("none")
      default: throw fail("a component must be a number or \"none\", found \(item.typeName)")
      }
    }
    var alpha = 1.0
    if let a = JSONSupport.member(v, "alpha") {
      guard case .number(let n) = a.kind, (0...1).contains(n) else {
        throw fail("\"alpha\" must be a number in 0…1")
      }
      alpha = n
    }
    let alphaPart = alpha == 1 ? "" : " / \(alpha)"
    let css: String
    switch space {
    case "hsl": css = "hsl(\(parts[0]) \(parts[1])% \(parts[2])%\(alphaPart))"
    case "hwb": css = "hwb(\(parts[0]) \(parts[1])% \(parts[2])%\(alphaPart))"
    case "lab", "lch", "oklab", "oklch":
      css = "\(space)(\(parts.joined(separator: " "))\(alphaPart))"
    default:
      guard let id = spaces[space] else {
        let known = (Array(spaces.keys) + ["hsl", "hwb", "lab", "lch", "oklab", "oklch"]).sorted()
        throw fail(
          "unknown colorSpace \"\(space)\"\(DidYouMean.hint(for: space, in: known))")
      }
      css = "color(\(id) \(parts.joined(separator: " "))\(alphaPart))"
    }
    do {
      return try CSSColor(css: css)
    } catch {
      throw fail("invalid colour object (\(css)): \(error.message)")
    }
  }
}
