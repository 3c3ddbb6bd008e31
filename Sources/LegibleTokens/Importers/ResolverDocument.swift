// DTCG Resolver Module 2025.10 (design-tokens/community-group technical-reports/resolver/
// syntax.md): `sets` (named lists of sources), `modifiers` (named `contexts`, each a list of
// sources, e.g. theme → light/dark), and `resolutionOrder` (inline sets/modifiers or `$ref`s to
// `#/sets/…` and `#/modifiers/…`; later sources override earlier ones). A source is an inline token
// tree or `{"$ref": "file.json"}` (relative to the resolver file) or `{"$ref": "#/pointer"}`.
// Tokens from sets are theme-less; tokens from a modifier context take the context's name as their
// theme (theme-less values remain the fallback, see AliasResolver).

import Foundation
import LegibleJSON

/// Reads a resolver document into raw tokens.
struct ResolverDocument {
  let root: JSONValue
  let file: String

  func read() throws(ImportError) -> RawDocument {
    var document = RawDocument()
    var order: [JSONValue] = []
    if case .array(let items)? = JSONSupport.member(root, "resolutionOrder")?.kind {
      order = items
    } else {
      for (key, type) in [("sets", "set"), ("modifiers", "modifier")] {
        for m in JSONSupport.member(root, key).flatMap(JSONSupport.members) ?? [] {
          order.append(tagged(m.value, type: type))
        }
      }
    }
    for item in order {
      var entry = item
      if let ref = JSONSupport.string(JSONSupport.member(item, "$ref")) {
        entry = try pointer(ref, at: item)
        if ref.hasPrefix("#/modifiers/") {
          entry = tagged(entry, type: "modifier")
        } else if ref.hasPrefix("#/sets/") {
          entry = tagged(entry, type: "set")
        }
      }
      let type = JSONSupport.string(JSONSupport.member(entry, "type"))
      if type == "modifier" || JSONSupport.member(entry, "contexts") != nil {
        for context in JSONSupport.members(JSONSupport.member(entry, "contexts") ?? entry) ?? [] {
          guard case .array(let sources) = context.value.kind else { continue }
          for source in sources {
            document.append(try read(source: source, theme: context.key))
          }
        }
      } else {
        guard case .array(let sources)? = JSONSupport.member(entry, "sources")?.kind else {
          throw ImportError(
            .malformedDocument, "a set in resolutionOrder needs a \"sources\" array",
            location: FileLocation(file: file, line: entry.line, column: entry.column))
        }
        for source in sources {
          document.append(try read(source: source, theme: nil))
        }
      }
    }
    return document
  }

  func tagged(_ v: JSONValue, type: String) -> JSONValue {
    guard let list = JSONSupport.members(v), JSONSupport.member(v, "type") == nil else { return v }
    let tag = JSONMember(
      key: "type", line: v.line, column: v.column,
      value: JSONValue(.string(type), line: v.line, column: v.column))
    return JSONValue(.object([tag] + list), line: v.line, column: v.column)
  }

  func pointer(_ ref: String, at v: JSONValue) throws(ImportError) -> JSONValue {
    guard ref.hasPrefix("#/") else {
      throw ImportError(
        .unresolvableReference,
        "only local \"#/…\" references are supported here, found \"\(ref)\"",
        location: FileLocation(file: file, line: v.line, column: v.column))
    }
    var current = root
    for segment in ref.dropFirst(2).split(separator: "/") {
      let key = segment.replacingOccurrences(of: "~1", with: "/")
        .replacingOccurrences(of: "~0", with: "~")
      guard let next = JSONSupport.member(current, key) else {
        throw ImportError(
          .unresolvableReference, "reference \"\(ref)\" points nowhere (no \"\(key)\")",
          location: FileLocation(file: file, line: v.line, column: v.column))
      }
      current = next
    }
    return current
  }

  func read(source: JSONValue, theme: String?) throws(ImportError) -> RawDocument {
    if let ref = JSONSupport.string(JSONSupport.member(source, "$ref")) {
      if ref.hasPrefix("#") {
        return try walk(try pointer(ref, at: source), file: file, theme: theme)
      }
      let directory = (file as NSString).deletingLastPathComponent
      let path = directory.isEmpty ? ref : (directory as NSString).appendingPathComponent(ref)
      return try walk(try JSONSupport.read(path), file: path, theme: theme)
    }
    return try walk(source, file: file, theme: theme)
  }

  func walk(_ tree: JSONValue, file: String, theme: String?) throws(ImportError) -> RawDocument {
    var walker = DTCGWalker(file: file, theme: theme)
    try walker.walk(tree, path: [], inheritedType: nil, depth: 0)
    return walker.document
  }
}
