import Dispatch
import Foundation
import LegibleDiscovery
import LegibleTokens

/// The Swift files and asset catalogs under the paths of a discovery, read and parsed (in
/// parallel, one file per task, on every core).
struct SwiftTree {
  /// Swift files, in path order.
  var swiftPaths: [String] = []
  /// Files named on the command line (errors in them are errors; in walked files, warnings).
  var named: Set<String> = []
  /// Asset catalog colours.
  var assetTokens: [Token] = []
  /// The asset catalog importer's warnings (sets it read no colour from): for
  /// `AssetColorTable`'s conflicts.
  var assetWarnings: [ImportDiagnostic] = []
  var diagnostics: [ImportDiagnostic] = []

  init(paths: [String]) throws(ImportError) {
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ImportError(
          .unreadableFile, "no such file or folder", location: FileLocation(file: path))
      }
      if isDirectory.boolValue {
        swiftPaths.append(contentsOf: ProjectFileSearch.swiftFiles(under: path))
        for catalog in ProjectFileSearch.assetCatalogs(under: path) {
          do {
            let set = try AssetCatalogImporter().importTokens(from: catalog)
            assetTokens.append(contentsOf: set.tokens)
            assetWarnings.append(contentsOf: set.diagnostics)
            diagnostics.append(contentsOf: AssetColorTable.described(set.diagnostics))
          } catch {
            diagnostics.append(
              ImportDiagnostic(
                severity: .warning, name: nil, message: error.message,
                location: error.location ?? FileLocation(file: catalog)))
          }
        }
      } else {
        swiftPaths.append(path)
        named.insert(path)
      }
    }
  }

  /// Parses every file, on every core. A walked file that cannot be read becomes a warning; a
  /// file named in the paths that cannot be read is thrown.
  mutating func parse() throws(ImportError) -> [SwiftSourceFile] {
    let paths = swiftPaths
    let box = ParseResults(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { number in
      let result: Result<SwiftSourceFile, ImportError>
      do throws(ImportError) {
        result = .success(try SwiftSourceFile(path: paths[number]))
      } catch {
        result = .failure(error)
      }
      box.set(number, result)
    }
    var files: [SwiftSourceFile] = []
    for (number, result) in box.results.enumerated() {
      switch result {
      case .success(let file)?:
        files.append(file)
        for position in file.syntaxErrors.prefix(1) {
          diagnostics.append(
            ImportDiagnostic(
              severity: .warning, name: nil,
              message:
                "Swift syntax error here; the parser recovered, and what it could not read is not evaluated",
              location: position.fileLocation))
        }
      case .failure(let error)?:
        if named.contains(paths[number]) { throw error }
        diagnostics.append(
          ImportDiagnostic(
            severity: .warning, name: nil, message: error.message + " (skipped)",
            location: error.location ?? FileLocation(file: paths[number])))
      case nil:
        break
      }
    }
    return files
  }
}

/// Parse results written by concurrent tasks, one slot each.
private final class ParseResults: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var results: [Result<SwiftSourceFile, ImportError>?]

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: Result<SwiftSourceFile, ImportError>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }
}
