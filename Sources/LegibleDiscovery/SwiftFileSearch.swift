import Foundation

/// Which paths hold Swift sources, and the Swift files and asset catalogs under a folder: the
/// walk the Swift-source reader does, here so that a `legible` built without that reader (the
/// `SwiftSources` trait off) can still say which inputs it cannot read instead of skipping them.
package enum SwiftFileSearch {
  /// Folders never read: build products and dependencies.
  package static let skipped: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", "build",
  ]

  /// Whether `path` is Swift input: a `.swift` file, or a folder holding one.
  package static func claims(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      return false
    }
    var found = false
    walk(path) { path, isDirectory in
      if found { return false }
      if isDirectory { return !path.hasSuffix(".xcassets") }
      if path.hasSuffix(".swift") { found = true }
      return false
    }
    return found
  }

  /// The `.swift` files under `folder` (asset catalogs and skipped folders not entered), sorted.
  package static func swiftFiles(under folder: String) -> [String] {
    var found: [String] = []
    walk(folder) { path, isDirectory in
      if isDirectory { return !path.hasSuffix(".xcassets") }
      if path.hasSuffix(".swift") { found.append(path) }
      return false
    }
    return found.sorted()
  }

  /// The asset catalogs (`.xcassets` folders) under `folder`, sorted.
  package static func assetCatalogs(under folder: String) -> [String] {
    var found: [String] = []
    walk(folder) { path, isDirectory in
      guard isDirectory else { return false }
      if path.hasSuffix(".xcassets") {
        found.append(path)
        return false
      }
      return true
    }
    return found.sorted()
  }

  /// Walks `folder` depth-first in name order; `visit` says whether to enter a folder.
  private static func walk(_ folder: String, _ visit: (String, Bool) -> Bool) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        if visit(path, true) { walk(path, visit) }
      } else {
        _ = visit(path, false)
      }
    }
  }
}
