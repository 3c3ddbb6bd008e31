import Foundation
import LegibleAudit

/// Helpers shared by the JSON-based importers.
enum JSONSupport {
  /// Parses strict JSON (RFC 8259, via LegibleAudit's `JSONDocument`) or JSON5.
  static func parse(_ text: String, file: String, json5: Bool) throws(ImportError) -> JSONValue {
    if json5 { return try JSON5Reader(file: file).parse(text) }
    do {
      return try JSONDocument(parsing: text, file: file).root
    } catch {
      let location = FileLocation(file: file, line: error.line, column: error.column)
      let code: ImportError.Code =
        error.message.contains("deep") ? .limitExceeded : .malformedDocument
      throw ImportError(code, error.message, location: location)
    }
  }

  /// Reads and parses a file (JSON5 when its name ends in `.json5`).
  static func read(_ path: String) throws(ImportError) -> JSONValue {
    let text = try TokenLoader.readText(path)
    return try parse(text, file: path, json5: path.lowercased().hasSuffix(".json5"))
  }

  /// The members of an object, or `nil`.
  static func members(_ v: JSONValue) -> [JSONMember]? {
    if case .object(let list) = v.kind { return list }
    return nil
  }

  /// The last member called `key` (later duplicates win, as in JavaScript).
  static func member(_ v: JSONValue, _ key: String) -> JSONValue? {
    members(v)?.last { $0.key == key }?.value
  }

  static func string(_ v: JSONValue?) -> String? {
    if case .string(let s)? = v?.kind { return s }
    return nil
  }

  static func number(_ v: JSONValue?) -> Double? {
    switch v?.kind {
    case .number(let n)?: return n
    case .string(let s)?: return Double(s.trimmingWhitespace())
    default: return nil
    }
  }

  /// Compact JSON text of a value (members in document order), for ``Token/extensions``.
  static func text(_ v: JSONValue) -> String {
    var out = ""
    write(v, into: &out)
    return out
  }

  private static func write(_ v: JSONValue, into out: inout String) {
    switch v.kind {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n):
      if n == n.rounded(), abs(n) < 1e15 { out += String(Int64(n)) } else { out += "\(n)" }
    case .string(let s): quote(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        write(item, into: &out)
      }
      out += "]"
    case .object(let list):
      out += "{"
      for (i, m) in list.enumerated() {
        if i > 0 { out += "," }
        quote(m.key, into: &out)
        out += ":"
        write(m.value, into: &out)
      }
      out += "}"
    }
  }

  static func quote(_ s: String, into out: inout String) {
    JSONValue.quote(s, into: &out)
  }

  /// A JSON pointer segment (RFC 6901 escaping).
  static func pointerSegment(_ key: String) -> String {
    // Most keys need no escaping; Foundation's replacingOccurrences costs microseconds each.
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
      return key
    }
    return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
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
