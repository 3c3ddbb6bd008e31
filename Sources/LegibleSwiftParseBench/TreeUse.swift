import Foundation
import SwiftSyntax

/// What the bench does with each Swift file's tree once parsed: the reference frees it; the
/// other uses measure the floors of docs/reference/benchmarks.md §7 (ninth round), the least
/// that any reader of the trees pays on top of parsing.
enum TreeUse: String, CaseIterable {
  /// Free it (the reference of the Swift rows).
  case free
  /// Visit every node once with a `SyntaxVisitor` that does nothing, then free it: the least
  /// any reader of a tree pays.
  case walk
  /// Keep it until the process exits: what a design that evaluates across files from the trees
  /// (Legible's) pays before it reads a node.
  case keep
  /// Convert its declarations and expressions to a ``CompactIndex``, free it and keep the index:
  /// what a per-file design (trees freed as it goes, memory flat) pays before it evaluates.
  case compact

  /// The option that selects it (`--walk`), or nil for the reference.
  var option: String? { self == .free ? nil : "--" + rawValue }
}

/// What the tasks keep until the process exits (trees or indexes), behind a lock.
final class Kept: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Any] = []

  func add(_ item: Any) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  /// What `use` did, for the printed line ("; each tree walked").
  func summary(_ use: TreeUse) -> String {
    switch use {
    case .free: return ""
    case .walk: return "; each tree walked"
    case .keep: return "; \(items.count) trees kept"
    case .compact:
      let nodes = items.reduce(0) { $0 + (($1 as? CompactIndex)?.nodes.count ?? 0) }
      return "; \(items.count) compact indexes kept, \(nodes) nodes"
    }
  }
}

/// Does `use` with `tree`, keeping what it keeps in `kept`.
func apply(_ use: TreeUse, to tree: SourceFileSyntax, keeping kept: Kept) {
  final class NothingVisitor: SyntaxVisitor {}
  switch use {
  case .free: break
  case .walk: NothingVisitor(viewMode: .sourceAccurate).walk(tree)
  case .keep: kept.add(tree)
  case .compact: kept.add(CompactIndex(tree))
  }
}
