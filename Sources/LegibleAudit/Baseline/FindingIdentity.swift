/// The stable identity of a finding across runs: the spec's name, the component, the theme, the
/// state, the check and the criterion. Positions, colours and the order of the spec are not part
/// of it, so reordering or reformatting a spec changes nothing.
public struct FindingIdentity: Sendable, Hashable, Comparable, Codable {
  /// The spec's `name` (the report name).
  public var spec: String
  /// The component name.
  public var component: String
  /// The theme, `nil` when the spec declares none.
  public var theme: String?
  /// The state name as the spec spells it.
  public var state: String
  /// The check (`text`, `boundary`, `focus`).
  public var check: String
  /// The WCAG criterion, e.g. `1.4.3` (a text pair has 1.4.3 and, at AAA, 1.4.6 findings).
  public var criterion: String

  /// Creates an identity.
  public init(
    spec: String, component: String, theme: String?, state: String, check: String,
    criterion: String
  ) {
    self.spec = spec
    self.component = component
    self.theme = theme
    self.state = state
    self.check = check
    self.criterion = criterion
  }

  /// The identity of a finding of the report named `spec`.
  public init(spec: String, finding f: Finding) {
    self.init(
      spec: spec, component: f.component, theme: f.theme, state: f.state.rawValue,
      check: f.check.rawValue,
      criterion: f.criterion.rawValue)
  }

  /// `component / theme / state` for messages (the theme only when there is one).
  public var label: String {
    [component, theme, state].compactMap { $0 }.joined(separator: " / ")
  }

  private var key: [String] { [spec, component, theme ?? "", state, check, criterion] }

  public static func < (a: FindingIdentity, b: FindingIdentity) -> Bool {
    a.key.lexicographicallyPrecedes(b.key)
  }
}
