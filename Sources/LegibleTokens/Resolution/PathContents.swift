import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The regular files under some paths (a file stands for itself; a folder is searched
/// recursively, hidden entries skipped, symbolic links to folders not followed), sorted: what
/// discovery hands to the stylesheet reader, and what a "nothing found" message describes.
public struct PathContents: Sendable, Hashable {
  /// The files, sorted by path.
  public var files: [String]

  /// Lists the files under `paths`.
  public init(_ paths: [String]) {
    var result: Set<String> = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      guard info.st_mode & S_IFMT == S_IFDIR else {
        result.insert(path)
        continue
      }
      Self.walk(path, depth: 0, into: &result)
    }
    files = result.sorted()
  }

  /// The deepest folder level searched: far below any design-token tree, and a bound on a
  /// folder that holds itself through a bind mount.
  static let maximumDepth = 64

  /// Adds the regular files under the folder `path` (hidden entries skipped, symbolic links
  /// neither followed nor listed) to `files`, reading each folder once with `readdir`: the
  /// entry's type comes with its name, so only an entry of unknown type costs an `lstat`
  /// (FileManager's enumerator built an attribute dictionary for every entry).
  private static func walk(_ path: String, depth: Int, into files: inout Set<String>) {
    guard depth < maximumDepth, let entries = DirectoryEntries.read(path) else { return }
    for (name, kind) in entries {
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      switch kind {
      case .directory: walk(child, depth: depth + 1, into: &files)
      case .regularFile: files.insert(child)
      case .unknown:
        // Not followed: a link to a folder is neither walked nor listed, one to a file not listed.
        var info = stat()
        guard lstat(child, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          walk(child, depth: depth + 1, into: &files)
        } else if info.st_mode & S_IFMT == S_IFREG {
          files.insert(child)
        }
      case .other: continue
      }
    }
  }

  /// The files whose name ends with one of `extensions` (lower-cased, without the dot).
  public func files(withExtensions extensions: Set<String>) -> [String] {
    files.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }
  }

  /// In words: "12 files (8 .json, 3 .yml, 1 without an extension)", or "no files".
  public var summary: String {
    guard !files.isEmpty else { return "no files" }
    var counts: [String: Int] = [:]
    for file in files {
      let ext = (file as NSString).pathExtension.lowercased()
      counts[ext.isEmpty ? "" : "." + ext, default: 0] += 1
    }
    let parts = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
      $0.key.isEmpty ? "\($0.value) without an extension" : "\($0.value) \($0.key)"
    }
    return "\(files.count) file\(files.count == 1 ? "" : "s") (" + parts.joined(separator: ", ")
      + ")"
  }
}

extension PathContents {
  /// Why `paths` gave no colour tokens, in words for a warning or an error: what is there and
  /// which formats Legible reads. E.g. `tokens/: no colour tokens in 3 files (3 .txt); Legible
  /// reads asset-catalog, android, …`.
  public static func nothingReadMessage(for paths: [String], contents: PathContents) -> String {
    let formats = TokenImporters.all.map { $0.format }.joined(separator: ", ")
    return paths.joined(separator: ", ") + ": no colour tokens in " + contents.summary
      + "; Legible reads " + formats + " (see `legible tokens --help`)"
  }
}
