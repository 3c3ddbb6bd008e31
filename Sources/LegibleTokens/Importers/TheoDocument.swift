// One Salesforce Theo token file (salesforce-ux/theo README.md "Spec", lib/definition.js), read
// with LegibleYAML's libyaml reader: `props`, `aliases`, `global` and `imports`. What the reader
// refuses, and why, is in docs/limits.md ("Files and folders").

import Foundation
import LegibleJSON
import LegibleYAML

/// The definitions of one Theo file, before aliases are followed.
struct TheoDocument: Sendable {
  /// One alias or prop: its name, the scalar it is written as, and where.
  struct Definition: Sendable {
    var name: String
    /// The value as written, `{!ALIAS}` references included; `nil` when it is not text (a
    /// list or a mapping, such as a shadow's parts), which is never a colour.
    var value: String?
    var location: FileLocation
    /// The prop's `comment`, if any.
    var comment: String?
    /// A prop's `type`, its own or the file's `global` one; `nil` for aliases.
    var type: String?
    var isAlias: Bool
  }

  /// The deepest nesting of lists and mappings read. Theo files nest four levels (`props`, a
  /// prop, its `cssProperties` list); 64 leaves room and bounds the tree.
  static let maximumDepth = 64

  var file: String
  var aliases: [Definition] = []
  var props: [Definition] = []
  /// The imported paths, as written and resolved against this file's folder, with where each
  /// is written.
  var imports: [(path: String, location: FileLocation)] = []

  /// Reads the file at `path` (at most ``TokenLoader/maximumFileSize`` bytes of UTF-8).
  init(contentsOf path: String) throws(ImportError) {
    let text = try TokenLoader.readText(path)
    let root: YAMLNode?
    do {
      root = try YAMLReader(maximumDepth: Self.maximumDepth).read(text, file: path)
    } catch {
      let location = FileLocation(file: path, line: error.line, column: error.column)
      let code: ImportError.Code =
        error.problem == .tooDeep(limit: Self.maximumDepth)
        ? .limitExceeded : .malformedDocument
      throw ImportError(code, "malformed YAML: \(error.message); \(error.hint)", location: location)
    }
    try self.init(root: root, file: path)
  }

  /// Reads a parsed document; `root` is `nil` for a file without a document.
  init(root: YAMLNode?, file: String) throws(ImportError) {
    self.file = file
    guard let root else {
      throw ImportError(
        .malformedDocument,
        "the file has no YAML document; expected a mapping with props:, aliases: or imports:",
        location: FileLocation(file: file, line: 1))
    }
    guard let pairs = root.pairs else {
      throw error(
        "expected a mapping with props:, aliases: or imports:, found \(root.kindName)", at: root)
    }
    var globalType: String?
    if let global = root["global"], !global.isNull {
      guard global.pairs != nil else {
        throw error(
          "global: must be a mapping (type:, category: …), found \(global.kindName)", at: global)
      }
      globalType = global["type"]?.text
    }
    for pair in pairs {
      switch pair.key.text {
      case "aliases": try readAliases(pair.value)
      case "props": try readProps(pair.value, globalType: globalType)
      case "imports": try readImports(pair.value)
      default: continue
      }
    }
  }

  private func error(_ message: String, at node: YAMLNode) -> ImportError {
    ImportError(
      .malformedDocument, message,
      location: FileLocation(file: file, line: node.line, column: node.column))
  }

  private func location(_ node: YAMLNode, _ path: [String]) -> FileLocation {
    FileLocation(
      file: file, line: node.line, column: node.column,
      path: "/" + path.map(JSONSupport.pointerSegment).joined(separator: "/"))
  }

  /// `aliases:` maps a name to a value, or to a mapping with `value:` (Theo's two forms).
  private mutating func readAliases(_ node: YAMLNode) throws(ImportError) {
    if node.isNull { return }
    guard let pairs = node.pairs else {
      throw error("aliases: must be a mapping of NAME: value, found \(node.kindName)", at: node)
    }
    for pair in pairs {
      let name = pair.key.text ?? ""
      var valueNode = pair.value
      var path = ["aliases", name]
      var comment: String?
      if pair.value.pairs != nil {
        guard let inner = pair.value["value"] else {
          throw error("alias '\(name)' is a mapping without value:", at: pair.value)
        }
        comment = pair.value["comment"]?.text
        valueNode = inner
        path.append("value")
      }
      guard !valueNode.isNull else {
        throw error("alias '\(name)' has no value; write NAME: value", at: valueNode)
      }
      aliases.append(
        Definition(
          name: name, value: valueNode.text, location: location(valueNode, path),
          comment: comment, type: nil, isAlias: true))
    }
  }

  /// `props:` maps a name to a mapping with `value:` (and `type`, `category`, `comment` …), or
  /// is a list of such mappings with `name:` (Theo's list form).
  private mutating func readProps(_ node: YAMLNode, globalType: String?) throws(ImportError) {
    if node.isNull { return }
    var entries: [(name: String, prop: YAMLNode, path: [String])] = []
    if let pairs = node.pairs {
      entries = pairs.map { ($0.key.text ?? "", $0.value, ["props", $0.key.text ?? ""]) }
    } else if let items = node.items {
      for (index, item) in items.enumerated() {
        guard let name = item["name"]?.text, !name.isEmpty else {
          throw error("a prop of the props: list has no name:", at: item)
        }
        entries.append((name, item, ["props", String(index)]))
      }
    } else {
      throw error(
        "props: must be a mapping of NAME: {value: …} or a list of {name:, value:}, found "
          + node.kindName, at: node)
    }
    for entry in entries {
      guard entry.prop.pairs != nil else {
        throw error(
          "prop '\(entry.name)' must be a mapping with value:, found \(entry.prop.kindName)",
          at: entry.prop)
      }
      guard let value = entry.prop["value"], !value.isNull else {
        throw error("prop '\(entry.name)' has no value:", at: entry.prop)
      }
      props.append(
        Definition(
          name: entry.name, value: value.text, location: location(value, entry.path + ["value"]),
          comment: entry.prop["comment"]?.text, type: entry.prop["type"]?.text ?? globalType,
          isAlias: false))
    }
  }

  /// `imports:` is a list of paths relative to this file.
  private mutating func readImports(_ node: YAMLNode) throws(ImportError) {
    if node.isNull { return }
    guard let items = node.items else {
      throw error("imports: must be a list of file paths, found \(node.kindName)", at: node)
    }
    let folder = (file as NSString).deletingLastPathComponent
    for (index, item) in items.enumerated() {
      guard let written = item.text, !written.isEmpty else {
        throw error("an import must be a file path, found \(item.kindName)", at: item)
      }
      let joined =
        written.hasPrefix("/") ? written : (folder as NSString).appendingPathComponent(written)
      imports.append((Self.normalized(joined), location(item, ["imports", String(index)])))
    }
  }

  /// `path` with `.` components removed and each `..` taken back against the component before
  /// it (lexically: `a/b/../c` is `a/c`), so one file imported along two routes is one file.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
