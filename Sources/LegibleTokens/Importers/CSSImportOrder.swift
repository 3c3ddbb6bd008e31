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

  /// One stylesheet to read.
  package struct Entry: Sendable, Equatable {
    /// The file.
    package var path: String
    /// The media query lists of the imports that bring it in, outermost first
    /// (`@import "dark.css" (prefers-color-scheme: dark)`): empty when some path reaches it
    /// without a condition (named on the command line, in a folder read, or imported plainly).
    package var media: [String]
    /// Whether another sheet read imports it: a partial of a root file, not a root itself.
    package var isImported: Bool

    package init(path: String, media: [String], isImported: Bool) {
      self.path = path
      self.media = media
      self.isImported = isImported
    }
  }

  /// `paths` with their imports first, each file once, in first-needed order.
  package static func ordered(_ paths: [String]) -> [String] {
    entries(paths).map(\.path)
  }

  /// ``ordered(_:)`` with each file's import conditions.
  package static func entries(_ paths: [String]) -> [Entry] {
    var order: [Entry] = []
    var position: [String: Int] = [:]
    var visiting: Set<String> = []
    var imported: Set<String> = []
    func visit(_ path: String, media: [String], depth: Int) {
      let key = (path as NSString).standardizingPath
      if let at = position[key] {
        // Reached again without a condition: the file applies unconditionally.
        if media.isEmpty { order[at].media = [] }
        return
      }
      guard !visiting.contains(key), depth < maximumDepth else { return }
      visiting.insert(key)
      if let text = try? ScriptStylesheet.text(ofStylesheet: path) {
        for target in importRules(in: text) {
          let resolved = resolve(target.url, from: path)
          guard FileManager.default.fileExists(atPath: resolved) else { continue }
          imported.insert((resolved as NSString).standardizingPath)
          visit(resolved, media: media + (target.media.map { [$0] } ?? []), depth: depth + 1)
        }
      }
      visiting.remove(key)
      position[key] = order.count
      order.append(Entry(path: path, media: media, isImported: false))
    }
    for path in paths { visit(path, media: [], depth: 0) }
    for i in order.indices {
      order[i].isImported = imported.contains((order[i].path as NSString).standardizingPath)
    }
    return order
  }

  /// A sheet's items as its imports bring them in: inside one `@media` rule per condition, so
  /// that `(prefers-color-scheme: dark)` makes them the dark theme's and `print` drops them
  /// (`CSSMediaQuery`), as if the sheet had been written inline.
  package static func items(_ items: [CSSItem], under media: [String]) -> [CSSItem] {
    media.reversed().reduce(items) { inner, condition in
      [.rule(CSSRule(prelude: "@media " + condition, line: 1, items: inner))]
    }
  }

  /// The relative file targets of a sheet's `@import` rules, in order (URLs with a scheme and
  /// package specifiers such as `~pkg/x.css` are left out: they are not files beside the sheet).
  package static func imports(in text: String) -> [String] {
    importRules(in: text).map(\.url)
  }

  /// The relative file targets of a sheet's `@import` rules with their media query lists
  /// (`@import "a.css" layer(x) supports(display: grid) print` → `a.css`, `print`).
  package static func importRules(in text: String) -> [(url: String, media: String?)] {
    var targets: [(url: String, media: String?)] = []
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
      if let target = target(of: prelude) { targets.append((target, media(of: prelude))) }
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

  /// The media query list after an import's URL, `layer` and `supports()` (CSS Cascade 5 §2),
  /// or `nil` when there is none.
  package static func media(of prelude: String) -> String? {
    var text = Substring(prelude.trimmingASCIIWhitespace())
    // Past the URL: a quoted string or `url(…)`.
    if text.lowercased().hasPrefix("url(") {
      guard let close = text.firstIndex(of: ")") else { return nil }
      text = text[text.index(after: close)...]
    } else if let quote = text.first, quote == "\"" || quote == "'" {
      guard let end = text.dropFirst().firstIndex(of: quote) else { return nil }
      text = text[text.index(after: end)...]
    } else {
      return nil
    }
    func skipSpace() { text = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" } }
    func skipFunction(_ name: String) {
      guard text.lowercased().hasPrefix(name + "(") else { return }
      var depth = 0
      var index = text.startIndex
      while index < text.endIndex {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        index = text.index(after: index)
      }
      text = index < text.endIndex ? text[text.index(after: index)...] : ""
    }
    skipSpace()
    if text.lowercased().hasPrefix("layer(") {
      skipFunction("layer")
    } else if text.lowercased().hasPrefix("layer"),
      text.dropFirst(5).first.map({ $0 == " " || $0 == "\t" || $0 == "\n" }) ?? true
    {
      text = text.dropFirst(5)
    }
    skipSpace()
    skipFunction("supports")
    let media = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return media.isEmpty ? nil : media
  }

  /// `target` relative to the folder of `file` (absolute targets as they are).
  static func resolve(_ target: String, from file: String) -> String {
    if target.hasPrefix("/") { return target }
    let folder = (file as NSString).deletingLastPathComponent
    let joined = folder.isEmpty ? target : (folder as NSString).appendingPathComponent(target)
    return (joined as NSString).standardizingPath
  }
}
