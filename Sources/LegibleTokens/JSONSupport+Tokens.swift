import Foundation
import LegibleJSON

/// The token importers' side of the JSON helpers: parsing into an ``ImportError``, numbers
/// written as strings, aliases, theme names from file names and sibling files.
extension JSONSupport {
  /// Parses strict JSON (RFC 8259, `JSONDocument`) or JSON5; nesting too deep is
  /// ``ImportError/Code/limitExceeded``, any other problem ``ImportError/Code/malformedDocument``.
  static func parse(_ text: String, file: String, json5: Bool) throws(ImportError) -> JSONValue {
    do {
      return json5
        ? try JSON5Reader(file: file).parse(text) : try JSONDocument(parsing: text, file: file).root
    } catch {
      let location = FileLocation(file: file, line: error.line, column: error.column)
      let code: ImportError.Code =
        error.code == .nestingTooDeep ? .limitExceeded : .malformedDocument
      throw ImportError(code, error.message, location: location)
    }
  }

  /// Reads and parses a file (JSON5 when its name ends in `.json5`).
  static func read(_ path: String) throws(ImportError) -> JSONValue {
    let text = try TokenLoader.readText(path)
    return try parse(text, file: path, json5: path.lowercased().hasSuffix(".json5"))
  }

  /// A number, or a string that spells one (`"0.5"`, as some token files write it).
  static func number(_ v: JSONValue?) -> Double? {
    switch v?.kind {
    case .number(let n)?: return n
    case .string(let s)?: return Double(s.trimmingWhitespace())
    default: return nil
    }
  }

  /// The alias target inside `{…}`, or `nil` when the string is not a whole alias.
  static func aliasTarget(_ text: String) -> String? {
    // Most values are no alias: skip the trimming for them.
    guard text.utf8.contains(UInt8(ascii: "{")) else { return nil }
    let t = text.trimmingWhitespace()
    guard t.count > 2, t.hasPrefix("{"), t.hasSuffix("}") else { return nil }
    let inner = t.dropFirst().dropLast()
    guard !inner.utf8.contains(UInt8(ascii: "{")), !inner.utf8.contains(UInt8(ascii: "}")) else {
      return nil
    }
    return inner.trimmingWhitespace()
  }

  /// The theme a file name implies: `light.tokens.json` → light, `theme-dark.json` → dark;
  /// `nil` for other names.
  /// The theme of a token file: its name's (``theme(fromFileName:)``), else its folder's
  /// (`tokens/dark/button.json`, `themes/theme-dark/colors.json`): a folder of overrides for
  /// one mode defines the same names as the base, in that mode.
  static func theme(ofFile path: String) -> String? {
    if let theme = theme(fromFileName: path) { return theme }
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty else { return nil }
    return theme(fromFileName: (folder as NSString).lastPathComponent)
  }

  static func theme(fromFileName path: String) -> String? {
    var base = (path as NSString).lastPathComponent.lowercased()
    for suffix in [".tokens.json", ".tokens", ".json5", ".json"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
      break
    }
    let known = ["dark-high-contrast", "light-high-contrast", "high-contrast", "light", "dark"]
    for theme in known {
      if base == theme { return theme }
      for separator in ["-", ".", "_"] where base.hasSuffix(separator + theme) {
        return theme
      }
    }
    return nil
  }

  /// Whether the first bytes of a file contain `needle`.
  static func prefix(_ prefix: [UInt8], contains needle: String) -> Bool {
    let n = Array(needle.utf8)
    guard !n.isEmpty, prefix.count >= n.count else { return false }
    for i in 0...(prefix.count - n.count) where prefix[i] == n[0] {
      if Array(prefix[i..<(i + n.count)]) == n { return true }
    }
    return false
  }

  /// Sibling files in the same directory that `claims` accepts (sorted), excluding `path`.
  static func siblings(of path: String, where claims: (String, [UInt8]) -> Bool) -> [String] {
    claimedFiles(inDirectoryOf: path, where: claims).filter {
      ($0 as NSString).lastPathComponent != (path as NSString).lastPathComponent
    }
  }

  /// The files in the directory of `path` that `claims` accepts (sorted), `path` included when
  /// claimed; hidden files and directories are left out.
  static func claimedFiles(
    inDirectoryOf path: String, where claims: (String, [UInt8]) -> Bool
  ) -> [String] {
    let directory = (path as NSString).deletingLastPathComponent
    let dir = directory.isEmpty ? "." : directory
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
    return entries.sorted().compactMap { entry in
      guard !entry.hasPrefix(".") else { return nil }
      let child = directory.isEmpty ? entry : (directory as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
        !isDirectory.boolValue,
        let prefix = try? TokenLoader.prefix(of: child), claims(child, prefix)
      else { return nil }
      return child
    }
  }
}
