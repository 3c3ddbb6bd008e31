import Foundation
import LegibleColor
import LegibleJSON

/// Finds the right importer for each path and merges what they read.
///
/// A file is read by the first importer in ``TokenImporters/all`` that claims it (by name and
/// content), or by the importer named with `format`. A directory is either claimed whole (an
/// `.xcassets` catalog, an Android `res` folder) or searched recursively, in sorted order, for
/// what Legible can read; hidden entries and unrecognised files are skipped.
public struct TokenLoader: Sendable {
  /// The largest file any importer reads (32 MiB); larger files are an error, not a slow run.
  public static let maximumFileSize = 32 << 20

  /// Forces one importer (its ``TokenImporter/format``) instead of detection.
  public var format: String?

  /// Creates a loader.
  public init(format: String? = nil) {
    self.format = format
  }

  /// Imports every path and merges the results.
  ///
  /// - Throws: ``ImportError`` for a missing path, an unknown format, an explicitly named file no
  ///   importer reads (``ImportError/Code/unrecognizedFile``, with the file and the known
  ///   formats), or any importer's error.
  public func load(_ paths: [String]) throws(ImportError) -> TokenSet {
    var sets: [TokenSet] = []
    let forced: (any TokenImporter.Type)?
    if let format {
      guard let importer = TokenImporters.named(format) else {
        let known = TokenImporters.all.map { $0.format }.joined(separator: ", ")
        throw ImportError(
          .unknownFormat, "unknown format '\(format)'; known formats: \(known)")
      }
      forced = importer
    } else {
      forced = nil
    }
    var files = FileBatches()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ImportError(
          .unreadableFile, "no such file or directory; check the path",
          location: FileLocation(file: path))
      }
      if isDirectory.boolValue {
        var visited = VisitedDirectories()
        sets.append(try loadDirectory(path, forced: forced, visited: &visited, files: &files))
      } else {
        let prefix = try Self.prefix(of: path)
        let importer =
          forced ?? Self.detect(path, isDirectory: false, prefix: prefix, in: TokenImporters.all)
        guard let importer else {
          throw ImportError.unrecognizedFile(
            path, knownFormats: TokenImporters.all.map { $0.format })
        }
        files.add(path, importer)
      }
    }
    sets.append(try files.run())
    return TokenSet.merging(sets)
  }

  /// Imports the files and folders at `file:` URLs and merges the results (see ``load(_:)``).
  ///
  /// - Throws: ``ImportError`` as ``load(_:)`` does, and
  ///   ``ImportError/Code/unreadableFile`` for a URL that is not a `file:` URL.
  public func load(contentsOf urls: [URL]) throws(ImportError) -> TokenSet {
    try load(try FileURL.paths(of: urls, orThrow: ImportError.notAFileURL))
  }

  /// Reads a folder: a folder an importer claims whole is read at once; the files of any other
  /// folder, and of every folder below it, join `files`, so that each importer reads all the
  /// files of its format under the paths as one batch (aliases and `var()`s cross subfolders: a
  /// tokens package keeps palette, semantic and component tokens in folders of their own).
  private func loadDirectory(
    _ path: String, forced: (any TokenImporter.Type)?, visited: inout VisitedDirectories,
    files: inout FileBatches
  ) throws(ImportError) -> TokenSet {
    guard visited.enter(path) else { return TokenSet() }
    let candidates = forced.map { [$0] } ?? TokenImporters.all
    if let importer = Self.detect(path, isDirectory: true, prefix: [], in: candidates) {
      return try Self.run(importer, path)
    }
    let entries = try DirectoryListing.sortedEntries(of: path)
    var sets: [TokenSet] = []
    for entry in entries where !entry.hasPrefix(".") {
      let child = (path as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        sets.append(try loadDirectory(child, forced: forced, visited: &visited, files: &files))
      } else {
        let prefix = try Self.prefix(of: child)
        if let importer = Self.detect(child, isDirectory: false, prefix: prefix, in: candidates) {
          files.add(child, importer)
        }
      }
    }
    return TokenSet.merging(sets)
  }

  /// Whether some importer claims the file at `path` by its name and first bytes (what
  /// `legible audit PATH…` asks to tell a token file from a spec).
  package static func claimsFile(_ path: String) -> Bool {
    guard let prefix = try? prefix(of: path) else { return false }
    return detect(path, isDirectory: false, prefix: prefix, in: TokenImporters.all) != nil
  }

  /// Whether some importer claims the folder at `path` whole (an asset catalog, an Android
  /// `res` folder, a Tokens Studio folder).
  package static func claimsDirectory(_ path: String) -> Bool {
    detect(path, isDirectory: true, prefix: [], in: TokenImporters.all) != nil
  }

  /// The first importer that claims a path.
  static func detect(
    _ path: String, isDirectory: Bool, prefix: [UInt8], in candidates: [any TokenImporter.Type]
  ) -> (any TokenImporter.Type)? {
    for candidate in candidates
    where candidate.claims(path: path, isDirectory: isDirectory, prefix: prefix) {
      return candidate
    }
    return nil
  }

  /// Runs one importer (a generic function, so the existential is opened once).
  static func run<I: TokenImporter>(_ importer: I.Type, _ path: String) throws(ImportError)
    -> TokenSet
  {
    try I().importTokens(from: path)
  }

  /// Runs one importer on files that belong together.
  static func run<I: TokenImporter>(_ importer: I.Type, _ paths: [String]) throws(ImportError)
    -> TokenSet
  {
    try I().importTokens(from: paths)
  }

  /// The first 4 KiB of a file, for content sniffing.
  static func prefix(of path: String) throws(ImportError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImportError(
        .unreadableFile, "cannot open the file; check its permissions",
        location: FileLocation(file: path))
    }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 4096)) ?? Data()
    return [UInt8](data)
  }

  /// Reads a whole text file for an importer: at most ``maximumFileSize`` bytes, UTF-8, with a
  /// leading byte-order mark removed.
  ///
  /// - Throws: ``ImportError/Code/unreadableFile`` (missing, directory, unreadable, not UTF-8)
  ///   or ``ImportError/Code/limitExceeded`` (too large).
  public static func readText(_ path: String) throws(ImportError) -> String {
    do {
      return try SizeLimitedFile.text(at: path, limit: maximumFileSize)
    } catch {
      let code: ImportError.Code = error == .tooLarge ? .limitExceeded : .unreadableFile
      let message = SizeLimitedFile.message(
        for: error, limit: maximumFileSize, noSuchFile: "no such file; check the path",
        directory: "this is a directory; a file was expected", limitName: "token files")
      throw ImportError(code, message, location: FileLocation(file: path))
    }
  }
}

/// Files grouped by the importer that reads them, in first-seen order, so that each importer sees
/// the files of one folder (or one command line) together.
private struct FileBatches {
  private var batches: [(importer: any TokenImporter.Type, paths: [String])] = []

  mutating func add(_ path: String, _ importer: any TokenImporter.Type) {
    if let index = batches.firstIndex(where: { $0.importer.format == importer.format }) {
      batches[index].paths.append(path)
    } else {
      batches.append((importer, [path]))
    }
  }

  func run() throws(ImportError) -> TokenSet {
    var sets: [TokenSet] = []
    for batch in batches { sets.append(try TokenLoader.run(batch.importer, batch.paths)) }
    return TokenSet.merging(sets)
  }
}
