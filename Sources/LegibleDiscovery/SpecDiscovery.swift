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
    /// The tokens read (for `"{token}"` references and warnings).
    public var tokens: TokenSet
    /// The files under the paths, for a "nothing found" message.
    public var contents: PathContents
  }

  /// The page colour per theme (`""` for theme-less), from `legible.json`'s `discovery.page`.
  public var pages: [String: CSSColor]
  /// Values for references the token files make but do not define (`discovery.references`).
  public var references: [String: CSSColor]
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
      if best == nil || trimmed.count > best!.length { best = (trimmed.count, id) }
    }
    return best?.id ?? preset
  }

  /// Reads `paths` and discovers their components.
  ///
  /// - Throws: ``ImportError`` for a missing path, unreadable or malformed input (file and
  ///   line), as `legible tokens` reports them.
  public func discover(_ paths: [String]) throws(ImportError) -> Result {
    var groups: [(preset: String?, paths: [String])] = []
    for path in paths {
      let id = preset(for: path)
      if let i = groups.firstIndex(where: { $0.preset == id }) {
        groups[i].paths.append(path)
      } else {
        groups.append((id, [path]))
      }
    }
    var results: [Result] = []
    for group in groups { results.append(try discover(group.paths, preset: group.preset)) }
    guard var merged = results.first else {
      return Result(found: DiscoveredComponents(), tokens: TokenSet(), contents: PathContents([]))
    }
    for other in results.dropFirst() {
      merged.found = Self.merge(merged.found, other.found)
      merged.tokens = TokenSet.merging([merged.tokens, other.tokens])
      merged.contents = PathContents(paths)
    }
    return merged
  }

  /// Discovers one group of paths under one preset.
  func discover(_ paths: [String], preset: String?) throws(ImportError) -> Result {
    let tokens = try loader.load(paths)
    let contents = PathContents(paths)
    var named = TokenComponentDiscovery(
      options: DiscoveryOptions(pages: pages, references: references, preset: preset)
    ).discover(tokens, files: paths)
    let css = contents.files(withExtensions: ["css"])
    let ruled =
      css.isEmpty
      ? DiscoveredComponents()
      : try CSSComponentDiscovery(pages: pages).discover(
        files: css)
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
