/// A UI component (a button style, a chip…) with its states, as an audit spec describes it.
public struct ComponentSpec: Sendable, Hashable, Codable {
  /// The name findings are reported under.
  public var name: String
  /// The name of the surface (in ``AuditSpec/surfaces``) the component sits on.
  public var surface: String
  /// The label font; `nil` = unknown size (normal text, the strict choice).
  public var font: FontSpec?
  /// The states by name: `normal`, `highlighted` (alias `pressed`), `selected`, `focused`,
  /// `disabled` or any custom name.
  public var states: [String: StateSpec]
  /// The themes this component is audited in, a subset of the spec's, in the spec's order;
  /// `nil` (the default) for every theme. A spec that joins several design systems (one with
  /// light and dark, one with `g90`…) audits each component in the themes its colours define.
  public var themes: [String]? = nil
  /// The state model the states the component does not define are derived with, from its
  /// `normal` state (``StatePreset``); `nil` = none.
  public var preset: PresetReference?
  /// Where a reader found the component (a storyboard button's element: `Main.storyboard`,
  /// line 42), when it knows: what an `ignore` entry naming a storyboard object matches. Not
  /// part of a spec's JSON.
  public var definedAt: Anchor? = nil

  /// A file and line.
  public struct Anchor: Sendable, Hashable {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
      self.file = file
      self.line = line
    }
  }

  enum CodingKeys: String, CodingKey {
    case name, surface, font, states, themes, preset
  }

  /// The JSON keys of a component object.
  public static let keys = [
    "name", "surface", "font", "themes", "states", "preset", "description",
  ]

  /// Creates a component.
  public init(
    name: String, surface: String, font: FontSpec? = nil, states: [String: StateSpec],
    preset: PresetReference? = nil
  ) {
    self.name = name
    self.surface = surface
    self.font = font
    self.states = states
    self.preset = preset
  }

  /// Whether the component is audited in `theme` (`nil`: a spec without themes).
  public func isAudited(in theme: String?) -> Bool {
    guard let themes, let theme else { return true }
    return themes.contains(theme)
  }
}
