/// A component's `preset` key: the ``StatePreset`` its missing states are derived with, and the
/// values of the preset's parameters the component sets.
///
/// In JSON: the preset's id (`"preset": "material3-34"`), or an object with the id and
/// parameters (`{"id": "material3-34", "onSurface": "{md.sys.color.on-surface}"}`). Every
/// parameter left out takes its default (``PresetParameter/defaultValue(theme:)``).
public struct PresetReference: Sendable, Hashable {
  /// The preset's ``StatePreset/id`` (`material3-34`).
  public var id: String
  /// Parameter values by ``PresetParameter/name``.
  public var arguments: [String: PresetValue]

  /// Names a preset, with the parameters the component sets.
  public init(_ id: String, arguments: [String: PresetValue] = [:]) {
    self.id = id
    self.arguments = arguments
  }
}

extension PresetReference: Codable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes the id string or the object form.
  public init(from decoder: any Decoder) throws {
    if let id = try? decoder.singleValueContainer().decode(String.self) {
      self.init(id)
      return
    }
    let c = try decoder.container(keyedBy: Key.self)
    let id = try c.decode(String.self, forKey: Key(stringValue: "id"))
    var arguments: [String: PresetValue] = [:]
    for key in c.allKeys where key.stringValue != "id" {
      arguments[key.stringValue] = try c.decode(PresetValue.self, forKey: key)
    }
    self.init(id, arguments: arguments)
  }

  /// Encodes the id alone as a string, otherwise the object form.
  public func encode(to encoder: any Encoder) throws {
    if arguments.isEmpty {
      var c = encoder.singleValueContainer()
      try c.encode(id)
      return
    }
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(id, forKey: Key(stringValue: "id"))
    for name in arguments.keys.sorted() {
      try c.encode(arguments[name], forKey: Key(stringValue: name))
    }
  }
}
