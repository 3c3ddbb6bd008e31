// Theo `imports` (salesforce-ux/theo lib/definition.js, mergeImports): a file sees the aliases
// of the files it imports, in order (a later import's alias replaces an earlier one's), then
// its own, which replace imported ones; imports are followed transitively.

import Foundation

/// The Theo files of one import batch, each read once, and the aliases each of them sees.
struct TheoImportGraph {
  /// The longest chain of files importing each other followed.
  static let maximumDepth = 64

  private var documents: [String: Result<TheoDocument, ImportError>] = [:]
  private var scopes: [String: [String: TheoDocument.Definition]] = [:]

  /// The file at `path` (a key of ``TheoDocument/normalized(_:)``), read once per batch.
  ///
  /// - Parameter importedAt: Where the import naming it is written, for a missing file.
  mutating func document(_ path: String, importedAt: FileLocation? = nil) throws(ImportError)
    -> TheoDocument
  {
    let key = TheoDocument.normalized(path)
    if let known = documents[key] { return try known.get() }
    let result: Result<TheoDocument, ImportError>
    do throws(ImportError) {
      if let importedAt {
        var info = stat()
        guard stat(path, &info) == 0 else {
          throw ImportError(
            .unreadableFile,
            "the imported file \(path) does not exist; imports are relative to the importing "
              + "file", location: importedAt)
        }
        // A device or a pipe (`/dev/stdin`, a FIFO) could block the import or never end.
        guard info.st_mode & S_IFMT == S_IFREG else {
          throw ImportError(
            .unreadableFile, "the imported path \(path) is not a regular file; import a .yml file",
            location: importedAt)
        }
      }
      result = .success(try TheoDocument(contentsOf: path))
    } catch {
      result = .failure(error)
    }
    documents[key] = result
    return try result.get()
  }

  /// The aliases visible in the file at `path`, by name: its imports' (transitively), then its
  /// own.
  ///
  /// - Throws: The errors reading any file of the import tree, an import of a missing file
  ///   (at the import) and an import cycle (``ImportError/Code/aliasCycle``, naming the files).
  mutating func scope(of path: String) throws(ImportError) -> [String: TheoDocument.Definition] {
    var stack: [String] = []
    return try scope(of: path, importedAt: nil, stack: &stack)
  }

  private mutating func scope(of path: String, importedAt: FileLocation?, stack: inout [String])
    throws(ImportError) -> [String: TheoDocument.Definition]
  {
    let key = TheoDocument.normalized(path)
    if let known = scopes[key] { return known }
    if let start = stack.firstIndex(of: key) {
      let chain = (stack[start...] + [key]).joined(separator: " → ")
      throw ImportError(
        .aliasCycle, "import cycle: \(chain); remove one of these imports", location: importedAt)
    }
    guard stack.count < Self.maximumDepth else {
      throw ImportError(
        .limitExceeded,
        "imports nested more than \(Self.maximumDepth) files deep; import fewer levels",
        location: importedAt)
    }
    let document = try document(path, importedAt: importedAt)
    stack.append(key)
    var visible: [String: TheoDocument.Definition] = [:]
    for entry in document.imports {
      let imported = try scope(of: entry.path, importedAt: entry.location, stack: &stack)
      visible.merge(imported) { _, later in later }
    }
    stack.removeLast()
    for alias in document.aliases { visible[alias.name] = alias }
    scopes[key] = visible
    return visible
  }
}
