// Complete stylesheets of one system of which a page links one: mini.css's `mini-default.css`
// and `mini-nord.css`, a theme's `theme.css` beside `theme-ocean.css`. Read as one cascade they
// fold into one theme and the later file's values win silently, so one flavour is measured with
// another's colours. Each such file is a theme of its own, layered on the first (the base).

import Foundation

/// Which root stylesheets are flavours of another: files named for no mode, imported by no
/// other sheet read and under no import condition, whose base-level custom properties (`:root`,
/// `html`) cover at least half of an earlier such file's and give some of them other values.
/// Stylesheets without custom properties (Sass output, one file per theme: Sakura's
/// `sakura-ink.css`) are compared the same way by the colours their top-level rules set, keyed
/// by selector and property. A file that redefines fewer of them is a patch read in order (the
/// later value wins), and the redefinitions are a diagnostic.
package struct CSSStylesheetFlavours: Sendable {
  /// The theme each flavour file's base-level rules belong to, by path: what its file name
  /// adds to the names of the flavours beside it (`mini-nord.css` → `nord`).
  package private(set) var themes: [String: String] = [:]
  /// The name the base file is audited under when it has flavours (`mini-default.css` →
  /// `default`); its rules stay the base layer every flavour sees.
  package private(set) var baseTheme: String?
  /// The base file's path when it has flavours.
  package private(set) var basePath: String?
  /// Redefinitions read in order, and the flavours found.
  package private(set) var diagnostics: [ImportDiagnostic] = []

  /// The flavour whose modes a file's mode selectors are (`[data-bs-theme=dark]` in
  /// Bootswatch's `cerulean/bootstrap.css` is `cerulean dark`), or nil for a file of no flavour.
  package func scope(ofFile path: String) -> Scope? {
    if let theme = themes[path] { return Scope(name: theme, isBase: false) }
    if let baseTheme, path == basePath { return Scope(name: baseTheme, isBase: true) }
    return nil
  }

  /// A flavour's file: a mode it scopes (a theme selector, `prefers-color-scheme`) is that
  /// flavour's mode, a layer over the flavour (`cerulean dark`), never the bare mode that every
  /// flavour's dark block would otherwise fold into (the later file's values winning).
  package struct Scope: Sendable, Hashable {
    /// The flavour's theme name (`cerulean`; the base's, `brite`).
    package var name: String
    /// Whether the file is the base, whose base-level rules are every flavour's fallback.
    package var isBase: Bool

    /// The theme a selector or media condition of the file names, scoped to the flavour: its
    /// light mode is the flavour itself (a document's initial scheme is light), its other modes
    /// layers over it; nil (the file's base level) is the flavour, or the base for the base
    /// file; a brand or an already combined theme is kept.
    package func scoped(_ theme: String?) -> String? {
      guard let theme else { return isBase ? nil : name }
      guard !theme.contains(" "), CSSSelectorTheme.isModeName(theme) else { return theme }
      if theme.lowercased() == "light" { return isBase ? nil : name }
      return name + " " + theme
    }
  }

  /// Finds the flavours among `sheets` (in cascade order, with their parsed items).
  package init(_ sheets: [(entry: CSSImportOrder.Entry, items: [CSSItem])]) {
    var candidates: [(path: String, base: [String: Declaration])] = []
    // The candidates compared by their rules' colours (no base-level custom properties).
    var byRules: Set<Int> = []
    for (entry, items) in sheets
    where !entry.isImported && entry.media.isEmpty
      && CSSSelectorTheme.theme(ofFile: entry.path) == nil
    {
      var probe = Collector()
      probe.file = entry.path
      probe.visit(items, context: .top, media: nil)
      let base = probe.declarations[nil] ?? [:]
      if !base.isEmpty {
        candidates.append((entry.path, base))
      } else {
        let colours = Self.ruleColours(items, file: entry.path)
        if !colours.isEmpty {
          byRules.insert(candidates.count)
          candidates.append((entry.path, colours))
        }
      }
    }
    guard candidates.count > 1 else { return }
    let stems = Self.stems(of: candidates.map(\.path))
    // The base: the file whose name the others extend (`sakura.css` beside `sakura-ink.css`),
    // else the first in cascade order.
    let baseIndex =
      stems.indices.first { i in
        stems.indices.allSatisfy { j in
          j == i || stems[j] == stems[i] || Self.extends(stems[j], stems[i])
        }
      } ?? 0
    let base = candidates[baseIndex]
    var flavours: [Int] = []
    for (i, candidate) in candidates.enumerated() where i != baseIndex {
      var shared = 0
      var differing: [(name: String, location: FileLocation)] = []
      for (name, declaration) in candidate.base {
        guard let earlier = base.base[name] else { continue }
        shared += 1
        if Self.normalized(declaration.value) != Self.normalized(earlier.value) {
          differing.append((name, declaration.location))
        }
      }
      differing.sort { $0.name < $1.name }
      guard let first = differing.first else { continue }
      if shared * 2 >= base.base.count {
        flavours.append(i)
        continue
      }
      let more = differing.count > 1 ? " and \(differing.count - 1) more" : ""
      diagnostics.append(
        ImportDiagnostic(
          severity: .note, name: nil,
          message:
            "redefines \(byRules.contains(i) ? "the \(first.name) rule" : first.name)\(more) of \(base.path) with other values, in the same theme;"
            + " the later file wins (cascade order); if the file is a theme of its own, name it"
            + " for its mode (`-dark`) or scope it (`[data-theme=…]`)",
          location: first.location))
    }
    guard !flavours.isEmpty else { return }
    let kind =
      byRules.contains(baseIndex)
      ? "restyles most colours of the rules" : "redefines most custom properties"
    let names = Self.distinguishing(([baseIndex] + flavours).map { stems[$0] })
    baseTheme = names[0]
    basePath = base.path
    for (k, i) in flavours.enumerated() {
      themes[candidates[i].path] = names[k + 1]
      diagnostics.append(
        ImportDiagnostic(
          severity: .note, name: nil,
          message:
            "\(kind) of \(base.path) with other values: a flavour of"
            + " it, audited as theme '\(names[k + 1])' (the base as '\(names[0])')",
          location: FileLocation(file: candidates[i].path)))
    }
  }

  /// Each file's ``stem(of:)``; where files share one (Bootswatch's `brite/bootstrap.css` and
  /// `cosmo/bootstrap.css`), the folder that holds it names it instead (`brite`, `cosmo`).
  static func stems(of paths: [String]) -> [String] {
    let stems = paths.map(stem(of:))
    guard Set(stems).count < stems.count else { return stems }
    let folders = paths.map {
      (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent.lowercased()
    }
    return zip(stems, folders).map { stem, folder in
      stems.filter { $0 == stem }.count > 1 && !folder.isEmpty
        && folders.filter({ $0 == folder }).count == 1 ? folder : stem
    }
  }

  /// A file's name without folders, `.css`/`.min` and case.
  static func stem(of path: String) -> String {
    var name = (path as NSString).lastPathComponent.lowercased()
    for suffix in [".css", ".min"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    return name
  }

  /// Whether `longer` is `prefix` and more after a separator (`sakura-ink` of `sakura`).
  static func extends(_ longer: String, _ prefix: String) -> Bool {
    guard longer.count > prefix.count, longer.hasPrefix(prefix) else { return false }
    let next = longer[longer.index(longer.startIndex, offsetBy: prefix.count)]
    return separators.contains(next)
  }

  static let separators: Set<Character> = ["-", "_", "."]

  /// Each stem without the prefix all share up to a separator (`mini-default`, `mini-nord` →
  /// `default`, `nord`); a stem that is all prefix keeps its whole name.
  static func distinguishing(_ stems: [String]) -> [String] {
    var common = stems[0]
    for stem in stems.dropFirst() {
      common = String(zip(common, stem).prefix { $0 == $1 }.map(\.0))
    }
    // Back to a separator, unless the prefix is a whole stem (`sakura`).
    if !stems.contains(common) {
      while let last = common.last, !separators.contains(last) { common.removeLast() }
    }
    return stems.map { stem in
      let rest = String(stem.dropFirst(common.count)).drop { separators.contains($0) }
      return rest.isEmpty ? stem : String(rest)
    }
  }

  /// The colour properties a flavour's rules restate.
  static let colourProperties: Set<String> = [
    "color", "background", "background-color", "border-color", "border", "outline-color",
  ]

  /// The colours a sheet's top-level style rules set, keyed by selector and property (a
  /// custom-property-free sheet's signature: its `:root` holds nothing to compare).
  static func ruleColours(_ items: [CSSItem], file: String) -> [String: Declaration] {
    var colours: [String: Declaration] = [:]
    for item in items {
      guard case .rule(let rule) = item, !rule.prelude.hasPrefix("@") else { continue }
      let selector = normalized(rule.prelude)
      for inner in rule.items {
        guard case .declaration(let name, let value, let line, let column) = inner,
          colourProperties.contains(name)
        else { continue }
        colours[selector + " " + name] = Declaration(
          value: value,
          location: SassStylesheet.location(file: file, line: line, column: column))
      }
    }
    return colours
  }

  /// A value compared as written, without case or spacing.
  static func normalized(_ value: String) -> String {
    value.lowercased().filter { !$0.isWhitespace }
  }
}
