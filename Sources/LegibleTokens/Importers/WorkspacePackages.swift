// The packages of a monorepo, as a workspace install links them, for Dart Sass's load paths
// (``SassStylesheet``): a stylesheet in one package loads another by its folder or package name.

import Foundation

/// The packages of the monorepo a stylesheet lives in, as its own build resolves them: every
/// folder named `packages` above the stylesheet is a load path (a sibling package loaded by its
/// folder name, `@use "uswds-core"`, as USWDS documents `includePaths: [".../packages"]`), and the
/// packages in it with a `package.json` are linked by their package name in a temporary
/// `node_modules` folder (`@use "@siimple/lib"`: what npm, yarn and pnpm workspaces do on
/// install), removed after the compilation.
struct WorkspacePackages {
  var loadPaths: [String] = []
  private var temporary: String?

  init(around file: String) {
    var links: [(name: String, folder: String)] = []
    for folder in SassStylesheet.folders(above: file) {
      if (folder as NSString).lastPathComponent == "packages" {
        loadPaths.append(folder)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for child in children.sorted() where !child.hasPrefix(".") {
          let package = (folder as NSString).appendingPathComponent(child)
          let manifest = (package as NSString).appendingPathComponent("package.json")
          guard let data = FileManager.default.contents(atPath: manifest),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = object["name"] as? String, Self.isPackageName(name)
          else { continue }
          links.append((name, package))
        }
      }
    }
    guard !links.isEmpty else { return }
    let root = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "legible-sass-\(UUID().uuidString)")
    let modules = (root as NSString).appendingPathComponent("node_modules")
    for link in links {
      let at = (modules as NSString).appendingPathComponent(link.name)
      try? FileManager.default.createDirectory(
        atPath: (at as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? FileManager.default.createSymbolicLink(atPath: at, withDestinationPath: link.folder)
    }
    temporary = root
    loadPaths.append(modules)
  }

  /// An npm package name (`name` or `@scope/name`, no `..`): what may become a link's path.
  static func isPackageName(_ name: String) -> Bool {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, name.utf8.count <= 214, parts.count <= 2 else { return false }
    if parts.count == 2, !parts[0].hasPrefix("@") { return false }
    // npm's URL-safe characters (letters, digits, `-._~`), `@` starting a scope.
    let safe = name.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || [
          UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
          UInt8(ascii: "@"), UInt8(ascii: "/"),
        ].contains(byte)
    }
    return safe && parts.allSatisfy { $0 != "." && $0 != ".." && $0 != "@" && !$0.isEmpty }
  }

  func remove() {
    if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
  }
}
