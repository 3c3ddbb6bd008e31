import Foundation
import LegibleTokens

/// Joins the folders ``SpecDiscovery`` split a path into (one design system each, by layout)
/// back into one system where they reference each other: a folder whose aliases or `var()`s
/// name tokens only another folder defines belongs with that folder (a tokens package keeps its
/// palette, semantic tokens, themes and components in folders of their own), and so does a
/// folder that redefines most of another's names (a `dark/` folder of overrides). Folders that
/// share neither stay apart, so a folder of unrelated systems is still audited system by system.
struct SystemRootJoining {
  /// What one folder defines and what it references without defining it.
  struct Names: Sendable {
    var defined: Set<String> = []
    var missing: Set<String> = []
  }

  /// The groups of `roots` (each group in the roots' order, groups in order of their first root).
  ///
  /// - Parameter names: What each root defines and misses, in the roots' order.
  static func groups(_ roots: [String], names: [Names]) -> [[String]] {
    var parent = Array(roots.indices)
    func find(_ i: Int) -> Int {
      var i = i
      while parent[i] != i {
        parent[i] = parent[parent[i]]
        i = parent[i]
      }
      return i
    }
    var definers: [String: [Int]] = [:]
    for (i, n) in names.enumerated() {
      for name in n.defined { definers[name, default: []].append(i) }
    }
    func join(_ i: Int, _ j: Int) {
      let (a, b) = (find(i), find(j))
      if a != b { parent[max(a, b)] = min(a, b) }
    }
    for (i, n) in names.enumerated() {
      for name in n.missing {
        for j in definers[name] ?? [] where j != i { join(i, j) }
      }
    }
    // Layers: a folder named for a mode (`dark/`, `sap_horizon_dark/`) that defines at least
    // half of the names another folder defines (or of its own) is that folder's override. Two
    // folders named for no mode that define the same names are two themes of a family
    // (`sap_horizon/`, `sap_belize/`, `sap_horizon_hcb/`): each stays a system of its own, and
    // a mode folder joins the one whose name it extends (`sap_horizon` for `sap_horizon_dark`).
    let modes = roots.map { Self.mode(ofFolder: $0) }
    var layerOf: [Int: (base: Int, score: Int)] = [:]
    for i in names.indices {
      var shared: [Int: Int] = [:]
      for name in names[i].defined {
        for j in definers[name] ?? [] where j != i { shared[j, default: 0] += 1 }
      }
      for (j, count) in shared.sorted(by: { $0.key < $1.key }) {
        let smaller = min(names[i].defined.count, names[j].defined.count)
        guard smaller > 0, count * 2 >= smaller else { continue }
        if modes[i] != nil, modes[j] == nil {
          // The base whose folder name the mode folder's extends most, then the most shared.
          let score =
            Self.commonPrefix(Self.folderName(roots[i]), Self.folderName(roots[j])) * 100_000
            + count
          if score > layerOf[i]?.score ?? -1 { layerOf[i] = (j, score) }
        } else if modes[i] != nil, modes[j] != nil, i < j {
          join(i, j)
        }
      }
    }
    for (i, layer) in layerOf.sorted(by: { $0.key < $1.key }) { join(i, layer.base) }
    // Mode folders with no base folder of their own stay with each other (`light/` + `dark/`).
    var order: [Int] = []
    var members: [Int: [String]] = [:]
    for i in roots.indices {
      let root = find(i)
      if members[root] == nil { order.append(root) }
      members[root, default: []].append(roots[i])
    }
    return order.map { members[$0] ?? [] }
  }

  /// The mode a folder's name gives (`dark`, `theme-light`, `sap_horizon_dark`), else `nil`.
  static func mode(ofFolder path: String) -> String? {
    CSSSelectorTheme.mode(ofName: folderName(path))
  }

  static func folderName(_ path: String) -> String {
    (path as NSString).lastPathComponent
  }

  /// The length of the common prefix of two names.
  static func commonPrefix(_ a: String, _ b: String) -> Int {
    zip(a, b).prefix { $0 == $1 }.count
  }

  /// What the tokens read from one folder define and miss: token names and the alias targets
  /// no file of the folder defines, and the custom properties its stylesheets declare and the
  /// `var()`s they use without declaring (``CSSCustomPropertyNames``).
  static func names(tokens: TokenSet, stylesheets: [String]) -> Names {
    var result = Names()
    for token in tokens.tokens { result.defined.insert(token.name) }
    for diagnostic in tokens.diagnostics {
      if let missing = diagnostic.missingReference { result.missing.insert(missing) }
    }
    var used: Set<String> = []
    for file in stylesheets {
      guard let text = try? ScriptStylesheet.text(ofStylesheet: file) else { continue }
      let found = CSSCustomPropertyNames(text)
      result.defined.formUnion(found.declared)
      used.formUnion(found.used)
    }
    result.missing.formUnion(used.subtracting(result.defined))
    return result
  }
}

/// The custom property names a stylesheet declares (`--name:`) and uses (`var(--name`), by a
/// scan of its text (comments skipped): enough to tell which folders' stylesheets depend on
/// which, before any cascade is built.
package struct CSSCustomPropertyNames {
  package var declared: Set<String> = []
  package var used: Set<String> = []

  package init(_ text: String) {
    let bytes = Array(text.utf8)
    var i = 0
    func isNameByte(_ b: UInt8) -> Bool {
      b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b >= 0x80
        || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        i += 2
        while i + 1 < bytes.count,
          !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/"))
        {
          i += 1
        }
        i += 2
        continue
      }
      if b == UInt8(ascii: "-"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "-"),
        i == 0 || !isNameByte(bytes[i - 1])
      {
        var j = i + 2
        while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
        let name = String(decoding: bytes[i..<j], as: UTF8.self)
        var k = j
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") {
          k += 1
        }
        var back = i - 1
        while back >= 0, bytes[back] == UInt8(ascii: " ") || bytes[back] == UInt8(ascii: "\t") {
          back -= 1
        }
        let afterVar =
          back >= 3 && bytes[back] == UInt8(ascii: "(")
          && String(decoding: bytes[(back - 3)..<back], as: UTF8.self).lowercased() == "var"
        if afterVar {
          used.insert(name)
        } else if k < bytes.count, bytes[k] == UInt8(ascii: ":"), j > i + 2 {
          declared.insert(name)
        }
        i = j
        continue
      }
      i += 1
    }
  }
}
