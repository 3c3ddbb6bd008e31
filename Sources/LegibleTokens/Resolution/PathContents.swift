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
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        result.insert(path)
        continue
      }
      guard let walker = manager.enumerator(atPath: path) else { continue }
      while let entry = walker.nextObject() as? String {
        // The entry's own name: what follows its last `/` (entries never end with one).
        let name = entry.utf8.lastIndex(of: UInt8(ascii: "/")).map { entry[$0...].dropFirst() }
        if (name ?? entry[...]).hasPrefix(".") {
          walker.skipDescendants()
          continue
        }
        let child = (path as NSString).appendingPathComponent(entry)
        if Self.isRegularFile(child) { result.insert(child) }
      }
    }
    files = result.sorted()
  }

  /// Whether `path` is a regular file itself, not a symbolic link to one: its `lstat` type, the
  /// type the enumerator's file attributes give, without building the attribute dictionary
  /// (owner and group names looked up for every file).
  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    return info.st_mode & S_IFMT == S_IFREG
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
