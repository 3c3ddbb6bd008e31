// Where a button's `backgroundImage="…"` is (docs/interface-builder.md §3), as UIKit's
// `UIImage(named:)` looks it up in the app bundle:
// - A name without an extension: the asset catalogs' image set of that name first (its
//   Contents.json lists the files: universal entries, else iPhone ones; every scale; a
//   luminosity appearance is a theme, as for colour sets), else `name.png`, `name@2x.png`,
//   `name@3x.png`.
// - A name with an extension (`bt_signin_active.png`): that file and its `@2x`/`@3x` variants.
// Only what was read counts: files under the folders read, image sets of the catalogs read.

import Foundation
import LegibleDiscovery
import LegibleJSON

/// The image files and asset-catalog image sets read with the documents, by the names a
/// document may use.
package struct IBImageTable: Sendable {
  /// One file an image name may load.
  package struct Candidate: Sendable, Equatable {
    package var path: String
    /// `1`, `2` or `3` (`@2x`, `"scale": "2x"`); `0` when the set gives none (a single-scale
    /// PDF or SVG).
    package var scale: Int
  }

  /// Where a name leads in one theme.
  package enum Lookup: Sendable, Equatable {
    /// The files, 1x first.
    case files([Candidate])
    /// Nothing of that name; the words say where Legible looked.
    case notFound(String)
    /// An image set of that name that cannot be read (its Contents.json), with why.
    case unreadable(String)
  }

  /// Files by their name (`bt_signin_active@2x.png`).
  private var files: [String: [String]] = [:]
  /// Image sets by name (the path below the catalog without `.imageset`, and its last part):
  /// entries per theme (`nil` for any appearance, `dark`, `light`), or why the set is unreadable.
  private var sets: [String: Result<[String?: [Candidate]], Problem>] = [:]
  private var folders: [String]
  private var catalogs: [String]

  struct Problem: Error, Equatable { var message: String }

  /// The largest image set Contents.json read: 32 MiB, as every other input (docs/limits.md).
  static let maximumContentsSize = 32 << 20

  /// Reads the file names under `folders` and the image sets of `catalogs`.
  package init(folders: [String], catalogs: [String]) {
    self.folders = folders
    self.catalogs = catalogs
    for folder in folders {
      for path in ProjectFileSearch.imageFiles(under: folder) {
        files[(path as NSString).lastPathComponent, default: []].append(path)
      }
    }
    for catalog in catalogs { readCatalog(catalog) }
  }

  /// Whether the image set `name` has a dark (or light) variant.
  package func isDynamic(_ name: String) -> Bool {
    guard case .success(let themes)? = sets[name] else { return false }
    return themes.keys.contains { $0 != nil }
  }

  /// The files `name` loads in `theme` (`nil`, `light`, `dark`).
  package func lookup(_ name: String, theme: String?) -> Lookup {
    let ext = (name as NSString).pathExtension
    if ext.isEmpty, let set = sets[name] {
      switch set {
      case .failure(let problem): return .unreadable(problem.message)
      case .success(let themes):
        let dark = theme?.hasPrefix("dark") == true
        let chosen =
          (dark ? themes["dark"] : themes["light"]) ?? themes[nil] ?? themes["light"] ?? []
        if !chosen.isEmpty { return .files(chosen) }
        return .notFound(
          "the image set \"\(name)\" has no universal or iPhone image for the \(theme ?? "light") appearance"
        )
      }
    }
    let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
    let suffix = ext.isEmpty ? "png" : ext
    var found: [Candidate] = []
    for (scale, fileName) in [
      (1, "\(stem).\(suffix)"), (2, "\(stem)@2x.\(suffix)"), (3, "\(stem)@3x.\(suffix)"),
    ] {
      for path in files[fileName] ?? [] { found.append(Candidate(path: path, scale: scale)) }
    }
    if !found.isEmpty { return .files(found) }
    let looked =
      folders.isEmpty
      ? "only the document was read, no folder"
      : "no file \(stem).\(suffix) (or @2x, @3x) under \(folders.joined(separator: ", "))"
    let catalogWords =
      !ext.isEmpty
      ? ""
      : catalogs.isEmpty
        ? " and no asset catalog was read"
        : " and no image set \"\(name)\" in \(catalogs.joined(separator: ", "))"
    return .notFound(
      "image not found in the paths read (\(looked)\(catalogWords)); pass the folder that holds it")
  }

  // MARK: - Asset catalogs

  private mutating func readCatalog(_ catalog: String) {
    var visited: Set<String> = []
    walk(catalog, groups: [], visited: &visited)
  }

  private mutating func walk(_ folder: String, groups: [String], visited: inout Set<String>) {
    let real = (folder as NSString).resolvingSymlinksInPath
    guard visited.insert(real).inserted,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for entry in names.sorted() where !entry.hasPrefix(".") {
      let child = (folder as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { continue }
      let ext = (entry as NSString).pathExtension.lowercased()
      if ext == "imageset" {
        let last = (entry as NSString).deletingPathExtension
        let set = Self.readSet(child)
        let full = (groups + [last]).joined(separator: "/")
        sets[full] = set
        if sets[last] == nil { sets[last] = set }
      } else if ext.isEmpty {
        walk(child, groups: groups + [entry], visited: &visited)
      }
    }
  }

  /// An image set's files per theme, from its Contents.json.
  static func readSet(_ folder: String) -> Result<[String?: [Candidate]], Problem> {
    let contents = (folder as NSString).appendingPathComponent("Contents.json")
    let text: String
    do {
      text = try SizeLimitedFile.text(at: contents, limit: maximumContentsSize)
    } catch {
      return .failure(
        Problem(
          message: "\(contents): "
            + SizeLimitedFile.message(
              for: error, limit: maximumContentsSize, noSuchFile: "no such file",
              directory: "this is a directory", limitName: "asset catalog files")))
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, file: contents)
    } catch {
      return .failure(Problem(message: "\(contents):\(error.line): \(error.message)"))
    }
    guard case .object(let members) = document.root.kind,
      let images = members.first(where: { $0.key == "images" })?.value,
      case .array(let list) = images.kind
    else {
      return .failure(Problem(message: "\(contents): no \"images\" array"))
    }
    var universal: [String?: [Candidate]] = [:]
    var phone: [String?: [Candidate]] = [:]
    for item in list {
      guard case .object(let fields) = item.kind,
        let file = string(fields, "filename")
      else { continue }
      var theme: String?
      if let appearances = fields.first(where: { $0.key == "appearances" })?.value,
        case .array(let pairs) = appearances.kind
      {
        for pair in pairs {
          guard case .object(let entry) = pair.kind else { continue }
          if string(entry, "appearance") == "luminosity",
            let value = string(entry, "value"), value == "dark" || value == "light"
          {
            theme = value
          }
        }
      }
      let scale = string(fields, "scale").flatMap { Int($0.dropLast()) } ?? 0
      let candidate = Candidate(
        path: (folder as NSString).appendingPathComponent(file), scale: scale)
      switch string(fields, "idiom") ?? "universal" {
      case "universal": universal[theme, default: []].append(candidate)
      case "iphone": phone[theme, default: []].append(candidate)
      default: break
      }
    }
    let chosen = universal.isEmpty ? phone : universal
    return .success(chosen.mapValues { $0.sorted { $0.scale < $1.scale } })
  }

  private static func string(_ fields: [JSONMember], _ key: String) -> String? {
    guard let value = fields.first(where: { $0.key == key })?.value,
      case .string(let text) = value.kind
    else { return nil }
    return text
  }
}
