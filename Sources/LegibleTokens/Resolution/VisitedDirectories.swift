import Foundation

/// The directories a recursive walk has entered, by their real path (symbolic links resolved).
///
/// Token folders come from pull requests, where a symbolic link can point back up the tree
/// (`loop -> .`) or several links can point at one folder; without this, walks would recurse
/// until the path grew too long or, with two links per level, take exponential time. Each real
/// directory is entered once.
struct VisitedDirectories {
  private var seen: Set<String> = []

  /// Records `path`; `false` when its real directory was entered before (skip it).
  mutating func enter(_ path: String) -> Bool {
    seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted
  }
}
