import Foundation
import LegibleTokens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The files of an app project a discovery reads: Swift sources, Interface Builder documents
/// (storyboards and xibs) and asset catalogs under a folder, build products and dependencies
/// skipped. Here, not in the Swift-source reader, so that a `legible` built without that reader
/// (the `SwiftSources` trait off) can still say which inputs it cannot read instead of skipping
/// them, and so that both readers walk a project the same way.
package enum ProjectFileSearch {
  /// Folders never read: build products and dependencies.
  package static let skipped: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", "build",
  ]

  /// Interface Builder document suffixes.
  package static let interfaceBuilderSuffixes = [".storyboard", ".xib"]

  /// Whether `path` is Swift input: a `.swift` file, or a folder holding one.
  package static func claims(_ path: String) -> Bool {
    holds(path, suffixes: [".swift"])
  }

  /// Whether `path` is a storyboard or xib, or a folder holding one.
  package static func holdsInterfaceBuilder(_ path: String) -> Bool {
    holds(path, suffixes: interfaceBuilderSuffixes)
  }

  /// The `.swift` files under `folder` (asset catalogs and skipped folders not entered), sorted.
  package static func swiftFiles(under folder: String) -> [String] {
    files(under: folder, suffixes: [".swift"])
  }

  /// The storyboards and xibs under `folder`, sorted.
  package static func interfaceBuilderFiles(under folder: String) -> [String] {
    files(under: folder, suffixes: interfaceBuilderSuffixes)
  }

  private static func holds(_ path: String, suffixes: [String]) -> Bool {
    if suffixes.contains(where: path.hasSuffix) { return true }
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
      if suffixes.contains(where: path.hasSuffix) { found = true }
      return false
    }
    return found
  }

  private static func files(under folder: String, suffixes: [String]) -> [String] {
    var found: [String] = []
    walk(folder) { path, isDirectory in
      if isDirectory { return !path.hasSuffix(".xcassets") }
      if suffixes.contains(where: path.hasSuffix) { found.append(path) }
      return false
    }
    return found.sorted()
  }

  /// Image file suffixes a button's `backgroundImage="…"` may name outside asset catalogs.
  package static let imageSuffixes = [".png", ".jpg", ".jpeg", ".gif", ".pdf"]

  /// The image files under `folder` (asset catalogs and skipped folders not entered), sorted.
  package static func imageFiles(under folder: String) -> [String] {
    files(under: folder, suffixes: imageSuffixes)
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

  /// The project files under `paths` (files given as they are, folders walked, asset
  /// catalogs not entered) whose names `include` accepts, sorted: Info.plists and
  /// `project.pbxproj` files for the declared appearance, build settings for the accent colour.
  package static func projectFiles(
    under paths: [String], where include: (_ name: String) -> Bool
  ) -> [String] {
    var found: Set<String> = []
    func consider(_ path: String) {
      if include((path as NSString).lastPathComponent) { found.insert(path) }
    }
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      guard isDirectory.boolValue else {
        consider(path)
        continue
      }
      walk(path) { path, isDirectory in
        if isDirectory { return !path.hasSuffix(".xcassets") }
        consider(path)
        return false
      }
    }
    return found.sorted()
  }

  /// Walks `folder` depth-first in name order; `visit` says whether to enter a folder. Each
  /// folder is read once with `readdir`, whose entries carry their type, so only a symbolic
  /// link or an entry of unknown type costs a `stat` (which follows links, as
  /// `FileManager.fileExists` did).
  package static func walk(_ folder: String, _ visit: (String, Bool) -> Bool) {
    guard let entries = DirectoryEntries.read(folder) else { return }
    for (name, kind) in entries.sorted(by: { $0.name < $1.name }) where !skipped.contains(name) {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let isDirectory: Bool
      switch kind {
      case .directory: isDirectory = true
      case .regularFile: isDirectory = false
      case .unknown, .other:
        var info = stat()
        guard stat(path, &info) == 0 else { continue }
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
      }
      if isDirectory {
        if visit(path, true) { walk(path, visit) }
      } else {
        _ = visit(path, false)
      }
    }
  }
}
