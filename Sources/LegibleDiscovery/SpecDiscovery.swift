import Foundation
import LegibleAudit
import LegibleColor
import LegibleTokens

/// Discovery over the paths a user names: token files and folders (every format the token
/// loader reads) and stylesheets, turned into one set of audit components.
///
/// Token names are read by ``TokenComponentDiscovery``, CSS component rules by
/// ``CSSComponentDiscovery``. Where a stylesheet's rules give a component, the name-based
/// components made only of the tokens those rules read are left out (the rules are the
/// stronger evidence: same rule, same element), with a note.
///
/// ```swift
/// let result = try SpecDiscovery().discover(["tokens/primer"])
/// let report = try Auditor().audit(result.found.spec(name: "Primer"))
/// ```
public struct SpecDiscovery: Sendable {
  /// What discovery read and found.
  public struct Result: Sendable {
    /// The components, themes, surfaces and notes.
    public var found: DiscoveredComponents
    /// The tokens read (for `"{token}"` references and warnings), every design system's in
    /// one set sorted by name: merged when read, since an audit needs only the components
    /// and ``diagnostics`` (the merge of a folder of systems is a serial step, not cheap).
    public var tokens: TokenSet {
      get { TokenSet.merging(tokenSets) }
      set { tokenSets = [newValue] }
    }
    /// The warnings of reading, in the order ``tokens`` gives them, without merging the tokens.
    public var diagnostics: [ImportDiagnostic] { tokenSets.flatMap(\.diagnostics) }
    /// The files under the paths, for a "nothing found" message.
    public var contents: PathContents
    /// The token sets read, one per design system, in system order (``tokens`` merges them).
    package var tokenSets: [TokenSet]

    init(found: DiscoveredComponents, tokens: TokenSet, contents: PathContents) {
      self.found = found
      self.tokenSets = [tokens]
      self.contents = contents
    }
  }

  /// The page colour per theme (`""` for theme-less), from `legible.json`'s `discovery.page`.
  public var pages: [String: CSSColor]
  /// Values for references the token files make but do not define (`discovery.references`).
  public var references: [String: CSSColor]
  /// `facts.colors`: colours per appearance (`""` for every one) for expressions the Swift
  /// reader cannot evaluate, keyed by the expression, with the fact's place
  /// (`legible.json:14:5`).
  public var expressionFacts: [(expression: String, colors: [String: CSSColor], at: String)] = []
  /// `facts.tint`: the app-wide tint where no file read sets one, per appearance, with its place.
  public var tintFact: (colors: [String: CSSColor], at: String)?
  /// A preset (a `StatePreset` id) for every path, or `nil` for none.
  public var preset: String?
  /// A preset per path (`discovery.presets`): a path given to ``discover(_:)`` that is one of
  /// these or lies under one is discovered with its preset, apart from the others.
  public var presets: [String: String]
  /// The token loader.
  public var loader: TokenLoader

  /// Creates a discovery.
  public init(
    pages: [String: CSSColor] = [:], references: [String: CSSColor] = [:],
    preset: String? = nil, presets: [String: String] = [:], loader: TokenLoader = TokenLoader()
  ) {
    self.pages = pages
    self.references = references
    self.preset = preset
    self.presets = presets
    self.loader = loader
  }

  /// The preset for `path`: its own or its nearest folder's in ``presets``, else ``preset``.
  public func preset(for path: String) -> String? {
    var best: (length: Int, id: String)?
    for (folder, id) in presets {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      guard path == trimmed || path.hasPrefix(trimmed + "/") else { continue }
      if trimmed.count > best?.length ?? -1 { best = (trimmed.count, id) }
    }
    return best?.id ?? preset
  }

  /// Reads `paths` and discovers their components.
  ///
  /// - Throws: `ImportError` for a missing path, unreadable or malformed input (file and
  ///   line), as `legible tokens` reports them.
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    // Files named on their own are read together (one cascade, references between them); a
    // folder is split into the design systems it holds (``systemRoots(of:)``), each discovered
    // on its own so that one system's themes and page never apply to another's tokens.
    var groups: [(preset: String?, paths: [String], label: String?, tokens: TokenSet?)] = []
    var files: [String] = []
    var roots: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        roots += Self.systemRoots(of: path)
      } else {
        files.append(path)
      }
    }
    // Folders that reference each other's tokens, or redefine each other's names (a `light/`
    // and a `dark/` folder given side by side), are one system (SystemRootJoining); the others
    // are discovered apart, each with its own page.
    if roots.count == 1 {
      groups.append((preset(for: roots[0]), roots, nil, nil))
    } else if roots.count > 1 {
      let joined = joinReferencing(roots)
      for group in joined {
        // Named after its base folder (the one not named for a mode), else its first.
        let base = group.paths.first { SystemRootJoining.mode(ofFolder: $0) == nil }
        let label = joined.count > 1 ? (base ?? Self.commonFolder(group.paths)) : nil
        groups.append((preset(for: group.paths[0]), group.paths, label, group.tokens))
      }
    }
    if !files.isEmpty {
      // Files named beside folders join the folders' systems they reference or that reference
      // them (a component stylesheet given with the theme folders whose `var()`s it reads).
      let referenced = filesJoining(files, groups.map(\.paths))
      for i in referenced.sorted(by: >) {
        files += groups[i].paths
        groups.remove(at: i)
      }
      groups.insert((preset(for: files[0]), files, nil, nil), at: 0)
    }
    // The groups share nothing: each is read and discovered on its own core, and the results
    // (or the first group's error, as a run in order would throw it) taken in group order.
    let outcomes = ComponentWork.map(groups.map { ($0.paths, $0.preset, $0.tokens) }) {
      paths, preset, tokens -> Swift.Result<Result, ImportError> in
      do throws(ImportError) {
        return .success(try discover(paths, preset: preset, tokens: tokens))
      } catch {
        return .failure(error)
      }
    }
    var results: [(Result, String?)] = []
    for (outcome, group) in zip(outcomes, groups) {
      results.append((try outcome.get(), group.label))
    }
    guard var merged = results.first?.0 else {
      return Result(found: DiscoveredComponents(), tokens: TokenSet(), contents: PathContents([]))
    }
    if results.count > 1 {
      // One page per system: its surface is named after the system's folder.
      merged.found = DiscoveredComponents()
      for (result, label) in results {
        var found = result.found
        if let label {
          found.renameSurfaces(suffix: " (\(label))")
          // Two systems of one family name their components alike (SAP's sap_horizon and
          // sap_belize both have `sapButton`): the later one is named after its folder, never
          // dropped.
          let taken = Set(merged.found.components.map(\.name))
          let short = (label as NSString).lastPathComponent
          for i in found.components.indices where taken.contains(found.components[i].name) {
            found.components[i].name += " (\(short))"
          }
        }
        merged.found = Self.merge(merged.found, found)
      }
      // Every system's sorted tokens, merged (one stable merge, ties in system order) only
      // when `tokens` is read.
      merged.tokenSets = results.flatMap(\.0.tokenSets)
      merged.contents.files = Array(Set(results.flatMap { $0.0.contents.files })).sorted()
    }
    merged.found.limitThemes()
    merged.found.systems = groups.map(\.paths)
    return merged
  }

  /// The folders under `path` that hold one design system each: the first folders, going down,
  /// with a file or folder a token importer reads directly inside them (an asset catalog, a
  /// `res` folder, a `.tokens.json`, a stylesheet); `path` itself when it holds one, or when
  /// nothing below does (folders below that hold nothing readable are left out).
  static func systemRoots(of path: String, depth: Int = 0) -> [String] {
    guard depth < 32, !TokenLoader.claimsDirectory(path),
      let entries = try? FileManager.default.contentsOfDirectory(atPath: path)
    else { return [path] }
    var folders: [String] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let child = (path as NSString).appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        if TokenLoader.claimsDirectory(child) { return [path] }
        folders.append(child)
      } else if TokenLoader.claimsFile(child) {
        return [path]
      }
    }
    let roots = folders.flatMap { systemRoots(of: $0, depth: depth + 1) }
    return roots.isEmpty && depth == 0 ? [path] : roots
  }

  /// The system folders of one path joined where they reference each other's names (with the
  /// same preset): each group with its tokens when it is one folder (read once), else `nil`
  /// (the joined folders are read again together, so that their aliases resolve).
  func joinReferencing(_ roots: [String]) -> [(paths: [String], tokens: TokenSet?)] {
    let loader = loader
    let read = ComponentWork.map(roots) { root -> (TokenSet?, SystemRootJoining.Names) in
      let tokens = try? loader.load([root])
      let css = PathContents([root]).stylesheets
      return (
        tokens,
        SystemRootJoining.names(tokens: tokens ?? TokenSet(), stylesheets: css)
      )
    }
    var result: [(paths: [String], tokens: TokenSet?)] = []
    var byPreset: [(preset: String?, indices: [Int])] = []
    for i in roots.indices {
      let id = preset(for: roots[i])
      if let k = byPreset.firstIndex(where: { $0.preset == id }) {
        byPreset[k].indices.append(i)
      } else {
        byPreset.append((id, [i]))
      }
    }
    var index: [String: Int] = [:]
    for (i, root) in roots.enumerated() { index[root] = i }
    for part in byPreset {
      let groups = SystemRootJoining.groups(
        part.indices.map { roots[$0] }, names: part.indices.map { read[$0].1 })
      for group in groups {
        let first = index[group[0]] ?? 0
        result.append((group, group.count == 1 ? read[first].0 : nil))
      }
    }
    // In the order of the roots, as before joining.
    return result.sorted { (index[$0.paths[0]] ?? 0) < (index[$1.paths[0]] ?? 0) }
  }

  /// The indices of the folder groups that name-join with the files given on their own: the
  /// files use a name a group defines without defining it themselves, or the reverse.
  func filesJoining(_ files: [String], _ groups: [[String]]) -> [Int] {
    guard !groups.isEmpty else { return [] }
    let loader = loader
    let names = ComponentWork.map([files] + groups) { paths -> SystemRootJoining.Names in
      SystemRootJoining.names(
        tokens: (try? loader.load(paths)) ?? TokenSet(),
        stylesheets: PathContents(paths).stylesheets)
    }
    return groups.indices.filter { i in
      let group = names[i + 1]
      return !names[0].missing.isDisjoint(with: group.defined)
        || !group.missing.isDisjoint(with: names[0].defined)
    }
  }

  /// The deepest folder holding every path of a group (its label in surface names).
  static func commonFolder(_ paths: [String]) -> String {
    guard var common = paths.first?.split(separator: "/", omittingEmptySubsequences: false)
    else { return "" }
    for path in paths.dropFirst() {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      var n = 0
      while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
      common = Array(common.prefix(n))
    }
    return paths.count == 1 ? paths[0] : common.joined(separator: "/")
  }

  /// Discovers one group of paths under one preset.
  func discover(_ paths: [String], preset: String?, tokens read: TokenSet? = nil)
    throws(ImportError) -> Result
  {
    let tokens: TokenSet
    if let read { tokens = read } else { tokens = try loader.load(paths) }
    let contents = PathContents(paths)
    var named = TokenComponentDiscovery(
      options: DiscoveryOptions(pages: pages, references: references, preset: preset)
    ).discover(tokens, files: paths)
    // The preset derives the states the names do not give, from each component's rest state.
    if let preset {
      for i in named.components.indices {
        if named.components[i].states["normal"] != nil {
          named.components[i].preset = PresetReference(preset)
        } else {
          named.notes.append(
            DiscoveryNote(
              .skipped, "preset \(preset) not applied: the component has no rest state",
              subject: named.components[i].name))
        }
      }
    }
    let css = CSSImportOrder.entries(contents.stylesheets)
    let ruled =
      css.isEmpty
      ? DiscoveredComponents()
      : try CSSComponentDiscovery(pages: pages).discover(imports: css)
    guard !ruled.components.isEmpty else {
      return Result(found: named, tokens: tokens, contents: contents)
    }
    // Tokens the rules read: a name-based component built only of them says nothing new.
    var read: Set<String> = []
    for component in ruled.components {
      for state in component.states.values {
        for sources in state.sources.values { read.formUnion(Self.tokens(in: sources)) }
      }
    }
    var kept: [ComponentSpec] = []
    for component in named.components {
      var own: Set<String> = []
      for state in component.states.values {
        for sources in state.sources.values { own.formUnion(Self.tokens(in: sources)) }
      }
      if !own.isEmpty, own.isSubset(of: read) {
        named.notes.append(
          DiscoveryNote(
            .skipped, "covered by the stylesheet's component rules, which read the same tokens",
            subject: component.name))
      } else {
        kept.append(component)
      }
    }
    named.components = kept
    var merged = Self.merge(ruled, named)
    merged.tokenFiles = named.tokenFiles
    return Result(found: merged, tokens: tokens, contents: contents)
  }

  /// `first` then `second`: components (of two with one name, the second is dropped with a
  /// note), themes, surfaces, token files, custom states, notes.
  static func merge(_ first: DiscoveredComponents, _ second: DiscoveredComponents)
    -> DiscoveredComponents
  {
    var merged = first
    let taken = Set(first.components.map(\.name))
    for component in second.components {
      if taken.contains(component.name) {
        merged.notes.append(
          DiscoveryNote(
            .skipped, "a component of this name was found in another source first",
            subject: component.name))
      } else {
        merged.components.append(component)
      }
    }
    for theme in second.themes where !merged.themes.contains(theme) { merged.themes.append(theme) }
    merged.surfaces.merge(second.surfaces) { a, _ in a }
    merged.surfaceSources.merge(second.surfaceSources) { a, _ in a }
    for file in second.tokenFiles where !merged.tokenFiles.contains(file) {
      merged.tokenFiles.append(file)
    }
    for state in second.customStates where !merged.customStates.contains(state) {
      merged.customStates.append(state)
    }
    merged.notes += second.notes
    return merged
  }

  static func tokens(in sources: ColorSources) -> Set<String> {
    switch sources {
    case .all(let s): return s.token.map { [$0] } ?? []
    case .themed(let map): return Set(map.values.compactMap(\.token))
    }
  }
}

extension DiscoveredComponents {
  /// Appends `suffix` to every surface name (and the components' references to them), so that
  /// systems discovered apart keep their own page when joined.
  mutating func renameSurfaces(suffix: String) {
    surfaces = Dictionary(uniqueKeysWithValues: surfaces.map { ($0.key + suffix, $0.value) })
    surfaceSources = Dictionary(
      uniqueKeysWithValues: surfaceSources.map { ($0.key + suffix, $0.value) })
    for i in components.indices { components[i].surface += suffix }
  }

  /// Gives each component the themes its colours are defined in, when that is not every theme
  /// (sources joined from several design systems: one with light and dark, one with `g90`…);
  /// a component defined in no theme of the result is left out with a note.
  mutating func limitThemes() {
    guard !themes.isEmpty else { return }
    var kept: [ComponentSpec] = []
    for var component in components {
      var defined = Set(themes)
      if case .themed(let map)? = surfaces[component.surface] {
        defined.formIntersection(map.keys)
      }
      for state in component.states.values {
        for value in [state.text, state.background, state.border, state.focusRing] {
          if case .themed(let map)? = value { defined.formIntersection(map.keys) }
        }
      }
      if defined.isEmpty {
        notes.append(
          DiscoveryNote(
            .skipped, "no theme has a value for every colour of the component",
            subject: component.name))
        continue
      }
      if defined.count < themes.count { component.themes = themes.filter(defined.contains) }
      kept.append(component)
    }
    components = kept
  }

  /// The audit spec of what was found: the one model every audit goes through.
  ///
  /// - Parameter name: The spec's name, for reports.
  public func spec(name: String) -> AuditSpec {
    var spec = AuditSpec(
      name: name, themes: themes, customStates: customStates, surfaces: surfaces,
      components: components)
    spec.surfaceSources = surfaceSources
    spec.tokenFiles = tokenFiles
    return spec
  }
}
