/// A value of a type declared in the tree: its type name and stored properties.
final class SwiftInstance {
  let type: String
  var fields: [String: SwiftValue]
  /// Properties that read a state flag (`@Environment(\.isEnabled) var isEnabled` → `enabled`).
  var environment: [String: String]
  /// The case, for a value of an enum of the tree (`KSRButtonStyle.filled`): what `switch self`
  /// matches.
  var caseName: String?

  init(
    type: String, fields: [String: SwiftValue], environment: [String: String] = [:],
    caseName: String? = nil
  ) {
    self.type = type
    self.fields = fields
    self.environment = environment
    self.caseName = caseName
  }
}
