// CSS Cascading and Inheritance Level 5, §2 (https://www.w3.org/TR/css-cascade-5/#at-import):
// `@import url("a.css") [layer] [supports()] [media];` or `@import "a.css";` brings the imported
// sheet's rules in at the import's place, before the importing sheet's own. A theme is often
// dozens of files joined by imports in one root file.

import Foundation

/// The stylesheets to read, in cascade order: each file preceded by the files it `@import`s
/// (relative paths, followed recursively, each file once, cycles cut), so that a root file
/// named alone brings in its theme files and a folder's files keep their import order.
package enum CSSImportOrder {
  /// How deep imports are followed (a bound on an import chain, not a real-world limit).
  static let maximumDepth = 64

  /// `paths` with their imports first, each file once, in first-needed order.
  package static func ordered(_ paths: [String]) -> [String] {
    var order: [String] = []
    var placed: Set<String> = []
    var visiting: Set<String> = []
    func visit(_ path: String, depth: Int) {
      let key = (path as NSString).standardizingPath
      guard !placed.contains(key), !visiting.contains(key), depth < maximumDepth else { return }
      visiting.insert(key)
      if let text = try? ScriptStylesheet.text(ofStylesheet: path) {
        for target in imports(in: text) {
          let resolved = resolve(target, from: path)
          if FileManager.default.fileExists(atPath: resolved) { visit(resolved, depth: depth + 1) }
        }
      }
      visiting.remove(key)
      placed.insert(key)
      order.append(path)
    }
    for path in paths { visit(path, depth: 0) }
    return order
  }

  /// The relative file targets of a sheet's `@import` rules, in order (URLs with a scheme and
  /// package specifiers such as `~pkg/x.css` are left out: they are not files beside the sheet).
  package static func imports(in text: String) -> [String] {
    var targets: [String] = []
    let bytes = Array(text.utf8)
    let keyword = Array("@import".utf8)
    var i = 0
    var inComment = false
    while i < bytes.count {
      if inComment {
        if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
          inComment = false
          i += 2
        } else {
          i += 1
        }
        continue
      }
      if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        inComment = true
        i += 2
        continue
      }
      guard bytes[i] == UInt8(ascii: "@"), i + keyword.count <= bytes.count,
        Array(bytes[i..<(i + keyword.count)]).map({ $0 | 0x20 }) == keyword.map({ $0 | 0x20 })
      else {
        i += 1
        continue
      }
      var j = i + keyword.count
      while j < bytes.count,
        bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D
      {
        j += 1
      }
      var end = j
      while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "{") {
        end += 1
      }
      let prelude = String(decoding: bytes[j..<end], as: UTF8.self)
      if let target = target(of: prelude) { targets.append(target) }
      i = end
    }
    return targets
  }

  /// The URL of an import prelude: `"a.css" …`, `'a.css'`, `url(a.css)`, `url("a.css")`.
  static func target(of prelude: String) -> String? {
    var text = Substring(prelude)
    if text.lowercased().hasPrefix("url(") {
      text = text.dropFirst(4)
      guard let close = text.firstIndex(of: ")") else { return nil }
      text = text[..<close]
      text = Substring(text.trimmingCharacters(in: .whitespaces))
      if let quote = text.first, quote == "\"" || quote == "'" {
        text = text.dropFirst()
        guard let end = text.firstIndex(of: quote) else { return nil }
        text = text[..<end]
      }
    } else if let quote = text.first, quote == "\"" || quote == "'" {
      text = text.dropFirst()
      guard let end = text.firstIndex(of: quote) else { return nil }
      text = text[..<end]
    } else {
      return nil
    }
    let url = String(text)
    guard !url.isEmpty, !url.contains("://"), !url.hasPrefix("//"), !url.hasPrefix("~"),
      !url.hasPrefix("data:")
    else { return nil }
    return url.split(separator: "?", maxSplits: 1).first.map(String.init)
  }

  /// `target` relative to the folder of `file` (absolute targets as they are).
  static func resolve(_ target: String, from file: String) -> String {
    if target.hasPrefix("/") { return target }
    let folder = (file as NSString).deletingLastPathComponent
    let joined = folder.isEmpty ? target : (folder as NSString).appendingPathComponent(target)
    return (joined as NSString).standardizingPath
  }
}
