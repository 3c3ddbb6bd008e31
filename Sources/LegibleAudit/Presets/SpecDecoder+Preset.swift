import LegibleJSON

/// A component's `preset` key.
extension SpecDecoder {
  /// `"material3-34"` or `{"id": "material3-34", "onSurface": "{on-surface}", …}`: the id must
  /// name a built-in preset, and the other keys its parameters (numbers, or colours as a state's
  /// colours are written, tokens and theme maps included). Ranges are checked when the spec is
  /// validated.
  mutating func preset(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> PresetReference {
    positions[path] = (v.line, v.column)
    switch v.kind {
    case .string(let id):
      return PresetReference(try known(id, path, v).id)
    case .object(let list):
      guard let idMember = list.first(where: { $0.key == "id" }) else {
        throw error(
          .missingKey, "missing key \"id\" (the preset's name, e.g. \"material3-34\")", path, v)
      }
      let idPath = join(path, "id")
      let preset = try known(try string(idMember.value, idPath), idPath, idMember.value)
      let m = try members(
        v, path, allowed: ["id"] + preset.parameters.map(\.name),
        what: "preset \"\(preset.id)\"'s parameters")
      var arguments: [String: PresetValue] = [:]
      for parameter in preset.parameters {
        guard let x = m[parameter.name] else { continue }
        let p = join(path, parameter.name)
        switch parameter.kind {
        case .number: arguments[parameter.name] = .number(try number(x, p))
        case .color: arguments[parameter.name] = .color(try color(x, p))
        }
      }
      return PresetReference(preset.id, arguments: arguments)
    default:
      throw error(
        .wrongType,
        "expected a preset id (a string) or an object with \"id\", found \(v.typeName)", path, v)
    }
  }

  /// The built-in preset `id` names, or the unknown-preset error at `v`'s position.
  func known(_ id: String, _ path: String, _ v: JSONValue) throws(AuditSpecError) -> StatePreset {
    do {
      return try StatePreset.lookup(id, path: path)
    } catch let e {
      throw error(e.code, e.message, path, v)
    }
  }
}
