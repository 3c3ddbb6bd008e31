// Theo alias references (salesforce-ux/theo lib/definition.js, resolveNestedAliases and
// resolveAliases; ALIAS_PATTERN `{!([^}]+)}`): every `{!NAME}` in a value is replaced by the
// value of alias NAME, itself resolved first, so a reference may stand alone (`'{!BRAND}'`) or
// sit inside a longer value (`rgba({!BLUE_RGB}, 0.5)`). An alias is resolved among the aliases
// its own file sees (TheoImportGraph).

import Foundation
import LegibleColor

/// Resolves the `{!NAME}` references of Theo values to text.
struct TheoAliasResolver {
  /// The longest chain of aliases followed before giving up (as ``AliasResolver``).
  static let maximumChain = AliasResolver.maximumChain

  /// A value with its references replaced, and the aliases followed.
  enum Outcome {
    /// The text, and for a value that is one reference the chain of aliases followed,
    /// outermost first; for references inside a longer value, the aliases it names in order.
    case text(String, resolvedFrom: [String])
    /// A reference to an alias that the file does not see: the chain of references followed to
    /// it, outermost first, and why (`no alias named …`).
    case unresolved(chain: [String], reason: String)

    /// `unresolved alias {!A} → {!B}: no alias named "B" in … or its imports`.
    static func message(chain: [String], reason: String) -> String {
      "unresolved alias \(TheoAliasResolver.chainText(chain)): \(reason)"
    }
  }

  private var memo: [String: Outcome] = [:]

  /// The text of `definition`'s value with every reference replaced.
  ///
  /// - Throws: An alias cycle (naming the chain, at the first alias of the loop), a chain
  ///   longer than ``maximumChain``, or an error reading the import tree.
  mutating func resolve(_ definition: TheoDocument.Definition, graph: inout TheoImportGraph)
    throws(ImportError) -> Outcome
  {
    try resolve(definition, graph: &graph, chain: [])
  }

  private static func key(_ definition: TheoDocument.Definition) -> String {
    TheoDocument.normalized(definition.location.file) + "\u{0}" + definition.name
  }

  private mutating func resolve(
    _ definition: TheoDocument.Definition, graph: inout TheoImportGraph,
    chain: [TheoDocument.Definition]
  ) throws(ImportError) -> Outcome {
    let key = Self.key(definition)
    if definition.isAlias, let known = memo[key] { return known }
    let value = definition.value ?? ""
    let references = Self.references(in: value)
    guard !references.isEmpty else { return .text(value, resolvedFrom: []) }
    let path = chain + [definition]
    if path.count > Self.maximumChain {
      throw ImportError(
        .limitExceeded,
        "alias chain longer than \(Self.maximumChain) links: "
          + Self.chainText(path.prefix(4).map(\.name)) + " …",
        location: path[0].location)
    }
    let scope = try graph.scope(of: definition.location.file)
    var text = ""
    var names: [String] = []
    var innerChain: [String] = []
    var cursor = value.startIndex
    for reference in references {
      text += value[cursor..<reference.range.lowerBound]
      cursor = reference.range.upperBound
      guard let target = scope[reference.name] else {
        let hint = DidYouMean.hint(for: reference.name, in: scope.keys)
        return .unresolved(
          chain: [reference.name],
          reason: "no alias named \"\(reference.name)\" in \(definition.location.file) or its "
            + "imports\(hint)")
      }
      if let start = path.firstIndex(where: { $0.isAlias && Self.key($0) == Self.key(target) }) {
        let loop = path[start...].map(\.name) + [target.name]
        throw ImportError(
          .aliasCycle,
          "alias cycle: \(Self.chainText(loop)); break the loop by giving one a colour",
          location: path[start].location)
      }
      switch try resolve(target, graph: &graph, chain: path) {
      case .unresolved(let chain, let reason):
        let outcome = Outcome.unresolved(chain: [reference.name] + chain, reason: reason)
        if definition.isAlias { memo[key] = outcome }
        return outcome
      case .text(let resolved, let from):
        text += resolved
        names.append(reference.name)
        innerChain = from
      }
    }
    text += value[cursor...]
    let isWhole =
      references.count == 1 && references[0].range == value.startIndex..<value.endIndex
    let outcome = Outcome.text(text, resolvedFrom: isWhole ? names + innerChain : names)
    if definition.isAlias { memo[key] = outcome }
    return outcome
  }

  static func chainText(_ names: [String]) -> String {
    names.map { "{!\($0)}" }.joined(separator: " → ")
  }

  /// The `{!NAME}` references of a value, in order (NAME: one or more characters up to `}`).
  static func references(in value: String) -> [(name: String, range: Range<String.Index>)] {
    var found: [(name: String, range: Range<String.Index>)] = []
    var index = value.startIndex
    while let open = value[index...].range(of: "{!") {
      guard let close = value[open.upperBound...].firstIndex(of: "}") else { break }
      if close > open.upperBound {
        found.append(
          (String(value[open.upperBound..<close]), open.lowerBound..<value.index(after: close)))
      }
      index = value.index(after: close)
    }
    return found
  }
}
