// Style Dictionary token JSON (amzn/style-dictionary docs/src/content/docs/info/tokens.md;
// docs/reference/formats.md §2) and Adobe Spectrum's variant of it (adobe/spectrum-design-data,
// `sets` per theme).
// - Any object with `value` is a token; nested groups give dotted names (`color.base.blue`).
//   Spectrum files are flat (`blue-900`), and `sets: {light: {value}, dark: {value}, …}` gives one
//   value per theme (set name = theme).
// - References `{color.base.blue}` (v4) and `{color.base.blue.value}` (v3) are aliases, resolved
//   per set (AliasResolver). Names not defined in the file are looked up in sibling Style
//   Dictionary files of the same directory (Spectrum's three files refer to each other).
// - Non-colour tokens (`type` other than `color`; Spectrum `$schema` …/opacity.json or
//   …/drop-shadow.json; values that are not colours when no type is given) are skipped and
//   counted in one note.

import Foundation
import LegibleColor
import LegibleJSON

/// Imports Style Dictionary JSON (`value`, `type`) including Spectrum's per-theme `sets`.
public struct StyleDictionaryImporter: TokenImporter, RawDocumentFormat {
  /// `style-dictionary`.
  public static let format = "style-dictionary"
  /// One-line description.
  public static let summary =
    "Style Dictionary / Adobe Spectrum JSON: \"value\" tokens, per-theme \"sets\""

  /// Creates the importer.
  public init() {}

  /// Claims `.json` files whose first 4 KiB contain `"value"` (and no DTCG `$value`).
  public static func claims(path: String, isDirectory: Bool, prefix: [UInt8]) -> Bool {
    guard !isDirectory, path.lowercased().hasSuffix(".json") else { return false }
    return JSONSupport.prefix(prefix, contains: "\"value\"")
      && !JSONSupport.prefix(prefix, contains: "\"$value\"")
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

  static func rawDocument(_ root: JSONValue, file: String) throws(ImportError) -> RawDocument {
    try requireObject(root, of: "tokens", file: file)
    var walker = Walker(file: file)
    try walker.walk(root, path: [], depth: 0)
    return walker.document
  }

  /// The alias target of a Style Dictionary reference (`{a.b}` or v3 `{a.b.value}`).
  static func target(_ text: String) -> String? {
    guard var target = JSONSupport.aliasTarget(text) else { return nil }
    if target.hasSuffix(".value") { target = String(target.dropLast(6)) }
    return target
  }

  struct Walker {
    let file: String
    /// The theme of a plain `value`: the file's or its folder's name (`dark.json`, `dark/`).
    let theme: String?
    var document = RawDocument()

    init(file: String) {
      self.file = file
      self.theme = JSONSupport.theme(ofFile: file)
    }

    func location(_ v: JSONValue, _ path: [String]) -> FileLocation {
      FileLocation(
        file: file, line: v.line, column: v.column,
        path: "/" + path.map(JSONSupport.pointerSegment).joined(separator: "/"))
    }

    mutating func walk(_ v: JSONValue, path: [String], depth: Int) throws(ImportError) {
      guard let members = JSONSupport.members(v) else { return }
      if depth > 256 {
        throw ImportError(
          .limitExceeded, "token groups nested deeper than 256 levels", location: location(v, path))
      }
      if members.contains(where: { $0.key == "value" }) || JSONSupport.member(v, "sets") != nil {
        try token(v, path: path)
        return
      }
      for m in members where !m.key.hasPrefix("$") {
        try walk(m.value, path: path + [m.key], depth: depth + 1)
      }
    }

    func isNonColor(_ v: JSONValue) -> Bool {
      if let type = JSONSupport.string(JSONSupport.member(v, "type")), type != "color" {
        return true
      }
      if let schema = JSONSupport.string(JSONSupport.member(v, "$schema")) {
        // The last path component (as NSString.lastPathComponent, without bridging: this runs
        // once per token).
        let trimmed = schema.utf8.reversed().drop { $0 == UInt8(ascii: "/") }
        let kind = String(
          decoding: trimmed.prefix { $0 != UInt8(ascii: "/") }.reversed(), as: UTF8.self)
        return !["color.json", "color-set.json", "alias.json"].contains(kind)
      }
      return false
    }

    mutating func token(_ v: JSONValue, path: [String]) throws(ImportError) {
      let name = path.joined(separator: ".")
      let setValues = JSONSupport.member(v, "sets").flatMap(JSONSupport.members) ?? []
      if isNonColor(v) || setValues.contains(where: { isNonColor($0.value) }) {
        document.skipNonColor(name)
        return
      }
      let typed = JSONSupport.string(JSONSupport.member(v, "type")) == "color"
      var entries: [(theme: String?, value: JSONValue, path: [String])] = []
      if let value = JSONSupport.member(v, "value") {
        entries.append((theme, value, path + ["value"]))
      }
      if let sets = JSONSupport.member(v, "sets"), let list = JSONSupport.members(sets) {
        for m in list {
          if let value = JSONSupport.member(m.value, "value") {
            entries.append((m.key, value, path + ["sets", m.key, "value"]))
          }
        }
      }
      var raws: [RawToken] = []
      for entry in entries {
        let at = location(entry.value, entry.path)
        guard case .string(let text) = entry.value.kind else {
          if typed {
            try document.recordInvalid(
              ImportError(
                .invalidColorValue,
                "\(name): expected a colour string, found \(entry.value.typeName)",
                location: at))
            return
          }
          document.skipNonColor(name)
          return
        }
        if RawDocument.isGradient(text) {
          document.skipNonColor(name)
          return
        }
        if StyleDictionaryImporter.target(text) == nil, RawDocument.embedsReferences(text) {
          document.skipExpression(name, text, at: at)
          return
        }
        if let target = StyleDictionaryImporter.target(text) {
          raws.append(RawToken(name: name, theme: entry.theme, value: .alias(target), location: at))
          continue
        }
        do {
          let color = try CSSColor(css: text)
          raws.append(RawToken(name: name, theme: entry.theme, value: .color(color), location: at))
        } catch {
          if typed || JSONSupport.member(v, "$schema") != nil {
            document.recordInvalidColor(name, text, error, at: at)
            return
          }
          document.skipNonColor(name)
          return
        }
      }
      document.tokens += raws
    }
  }
}
