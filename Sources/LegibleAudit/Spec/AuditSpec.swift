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
  /// Named surfaces components sit on; ``ColorValue/unknown`` for an unknown backdrop.
  public var surfaces: [String: ColorValue]
  /// The components to audit.
  public var components: [ComponentSpec]
  /// Token files the spec refers to (`"tokens"`, as written, relative to the spec file); their
  /// colours are used through `"{token.name}"` strings (see ``ColorTokenTable``).
  public var tokenFiles: [String] = []

  /// The JSON keys of the top-level object.
  public static let keys = [
    "$schema", "name", "description", "themes", "tokens", "surfaces", "components",
  ]

  /// Creates a spec.
  public init(
    name: String, themes: [String] = [], surfaces: [String: ColorValue],
    components: [ComponentSpec]
  ) {
    self.name = name
    self.themes = themes
    self.surfaces = surfaces
    self.components = components
  }

  private enum CodingKeys: String, CodingKey { case name, themes, surfaces, components }

  /// Decodes the JSON form through `Codable` (without positions or "did you mean" hints; prefer
  /// ``init(json:file:)`` for files).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
    themes = try c.decodeIfPresent([String].self, forKey: .themes) ?? []
    surfaces = try c.decode([String: ColorValue].self, forKey: .surfaces)
    components = try c.decode([ComponentSpec].self, forKey: .components)
  }
}
