import LegibleAudit

/// A JSON value for CLI output: objects print with sorted keys, numbers with `Double.description`
/// (shortest round-trip form), so output is deterministic and locale-independent.
indirect enum JSONOutput: Sendable, Equatable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case object([String: JSONOutput])
  case array([JSONOutput])
  case null

  /// Pretty-printed text with two-space indentation, ending with a newline.
  var rendered: String {
    var out = ""
    render(into: &out, indent: "")
    return out + "\n"
  }

  private func render(into out: inout String, indent: String) {
    switch self {
    case .number(let value):
      out += value.isFinite ? value.description : "null"
    case .string(let value):
      out += Self.quoted(value)
    case .bool(let value):
      out += value ? "true" : "false"
    case .null:
      out += "null"
    case .array(let values):
      guard !values.isEmpty else {
        out += "[]"
        return
      }
      let inner = indent + "  "
      out += "[\n"
      for (i, value) in values.enumerated() {
        out += inner
        value.render(into: &out, indent: inner)
        out += i == values.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      let inner = indent + "  "
      out += "{\n"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (i, key) in keys.enumerated() {
        out += inner + Self.quoted(key) + ": "
        members[key]?.render(into: &out, indent: inner)
        out += i == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}
