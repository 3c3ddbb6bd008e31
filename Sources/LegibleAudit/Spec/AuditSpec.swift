/// An audit spec: surfaces, components and their states, optionally per theme.
///
/// Build one in code or load the JSON form (``init(json:file:)``, ``init(contentsOfFile:)``);
/// the format is documented in `docs/audit-spec.md` with a JSON Schema in
/// `docs/audit-spec.schema.json`.
public struct AuditSpec: Sendable, Hashable, Codable {
  /// A title for reports.
  public var name: String
  /// Declared theme names (e.g. light, dark, high-contrast), in report order; empty = no themes.
  public var themes: [String]
  /// Custom state names the spec uses on purpose although they are close to a known state name
  /// (``InteractionState/knownNames``): without this, a state called `focus` or `Disabled` is
  /// an error with a "did you mean" hint, not a custom state. Names far from every known one
  /// (`loading`, `hovered`) need no declaration. JSON key `"customStates"`.
  public var customStates: [String] = []
  /// Named surfaces components sit on; ``ColorValue/unknown`` for an unknown backdrop.
  public var surfaces: [String: ColorValue]
  /// The components to audit.
  public var components: [ComponentSpec]
  /// Where each surface's colour comes from (a page token, `legible.json`, or an assumption),
  /// by surface name; a `"{token}"` surface gets its token's source when the spec is read. JSON
  /// key `"surfaceSources"`.
  public var surfaceSources: [String: ColorSources] = [:]
  /// Token files the spec refers to (`"tokens"`, as written, relative to the spec file); their
  /// colours are used through `"{token.name}"` strings (see ``ColorTokenTable``).
  public var tokenFiles: [String] = []
  /// Source positions by JSON path (`components[0].states.normal.text`), filled by
  /// ``init(json:file:)``; empty for specs built in code. Provenance, not content: not part of
  /// the JSON form, equality or hashing.
  public var locations: [String: SpecLocation] = [:]

  /// The JSON keys of the top-level object.
  public static let keys = [
    "$schema", "name", "description", "themes", "customStates", "tokens", "surfaces",
    "surfaceSources", "components",
  ]

  /// Creates a spec.
  ///
  /// - Parameters:
  ///   - name: A title for reports.
  ///   - themes: Theme names in report order; empty (the default) for no themes.
  ///   - customStates: Custom state names close to a known one, used on purpose (see
  ///     ``customStates``).
  ///   - surfaces: Named surfaces.
  ///   - components: The components to audit.
  public init(
    name: String, themes: [String] = [], customStates: [String] = [],
    surfaces: [String: ColorValue], components: [ComponentSpec]
  ) {
    self.name = name
    self.themes = themes
    self.customStates = customStates
    self.surfaces = surfaces
    self.components = components
  }

  private enum CodingKeys: String, CodingKey {
    case name, themes, customStates, surfaces, surfaceSources, components
  }

  /// Encodes the JSON form (`customStates` only when there are any).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(themes, forKey: .themes)
    if !customStates.isEmpty { try c.encode(customStates, forKey: .customStates) }
    try c.encode(surfaces, forKey: .surfaces)
    if !surfaceSources.isEmpty { try c.encode(surfaceSources, forKey: .surfaceSources) }
    try c.encode(components, forKey: .components)
  }

  /// Decodes the JSON form through `Codable` (without positions or "did you mean" hints; prefer
  /// ``init(json:file:)`` for files).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
    themes = try c.decodeIfPresent([String].self, forKey: .themes) ?? []
    customStates = try c.decodeIfPresent([String].self, forKey: .customStates) ?? []
    surfaces = try c.decode([String: ColorValue].self, forKey: .surfaces)
    surfaceSources =
      try c.decodeIfPresent([String: ColorSources].self, forKey: .surfaceSources) ?? [:]
    components = try c.decode([ComponentSpec].self, forKey: .components)
  }
}

extension AuditSpec {
  /// Specs are equal when their content is; ``locations`` (provenance) is ignored.
  public static func == (a: AuditSpec, b: AuditSpec) -> Bool {
    a.name == b.name && a.themes == b.themes && a.customStates == b.customStates
      && a.surfaces == b.surfaces && a.surfaceSources == b.surfaceSources
      && a.components == b.components && a.tokenFiles == b.tokenFiles
  }

  /// Hashes the content; ``locations`` is ignored, as in `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(themes)
    hasher.combine(customStates)
    hasher.combine(surfaces)
    hasher.combine(surfaceSources)
    hasher.combine(components)
    hasher.combine(tokenFiles)
  }

  /// Where a state's property is defined: the property's theme entry, the property, the state,
  /// then the component, whichever the spec has a position for.
  ///
  /// - Parameters:
  ///   - component: The component name.
  ///   - state: The state name as the spec spells it.
  ///   - property: `text`, `background`, `border` or `focusRing`; `nil` for the state itself.
  ///   - theme: The theme, if any.
  /// - Returns: The location, or `nil` when the spec has no positions.
  public func location(
    component: String, state: String, property: String? = nil, theme: String? = nil
  ) -> SpecLocation? {
    guard let index = components.firstIndex(where: { $0.name == component }) else { return nil }
    return location(componentAt: index, state: state, property: property, theme: theme)
  }

  /// ``location(component:state:property:theme:)`` for the component at `index`, for callers
  /// that look up many locations (the auditor indexes the names once).
  func location(componentAt index: Int, state: String, property: String?, theme: String?)
    -> SpecLocation?
  {
    // A spec built in code or discovered has no source positions: no paths to build.
    guard !locations.isEmpty else { return nil }
    let base = "components[\(index)]"
    let statePath = base + ".states." + state
    var candidates: [String] = []
    if let property {
      if let theme { candidates.append(statePath + "." + property + "." + theme) }
      candidates.append(statePath + "." + property)
    }
    candidates += [statePath, base]
    for path in candidates {
      if let hit = locations[path] { return hit }
    }
    return nil
  }
}
