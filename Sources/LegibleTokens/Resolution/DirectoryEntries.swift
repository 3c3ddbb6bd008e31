#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A folder's entries read once with `readdir`: each comes with its type, so a walk needs an
/// `lstat` or `stat` only for a symbolic link or an entry of unknown type (FileManager stats
/// every entry). Hidden entries (a leading `.`) are left out. `PathContents` and the project
/// file search walk folders with it.
package enum DirectoryEntries {
  /// An entry's type as `readdir` gives it.
  package enum Kind: Sendable {
    case directory, regularFile, other
    /// A symbolic link or a type the file system did not say: the caller stats it.
    case unknown
  }

  /// The entries of `path`, unsorted; `nil` when it cannot be opened as a folder.
  package static func read(_ path: String) -> [(name: String, kind: Kind)]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var entries: [(name: String, kind: Kind)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let kind: Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = .unknown
      default: kind = .other
      }
      entries.append((name, kind))
    }
    return entries
  }
}
