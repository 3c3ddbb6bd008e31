import LegibleAudit

/// A tiny deterministic JSON emitter: members in the order given, 2-space indentation.
struct JSONOutput {
  indirect enum Value {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([Value])
    case object([(String, Value)])
  }

  struct ObjectBuilder {
    var members: [(String, Value)] = []
    mutating func field(_ key: String, _ value: Value) { members.append((key, value)) }
  }

  var text = ""

  mutating func object(_ build: (inout ObjectBuilder) -> Void) {
    var builder = ObjectBuilder()
    build(&builder)
    emit(.object(builder.members), indent: 0)
  }

  mutating func emit(_ value: Value, indent: Int) {
    let pad = String(repeating: " ", count: indent + 2)
    let closing = String(repeating: " ", count: indent)
    switch value {
    case .null: text += "null"
    case .bool(let b): text += b ? "true" : "false"
    case .int(let i): text += String(i)
    case .number(let d): text += d.isFinite ? d.description : "null"
    case .string(let s): text += Self.quote(s)
    case .array(let items):
      if items.isEmpty {
        text += "[]"
        return
      }
      text += "[\n"
      for (i, item) in items.enumerated() {
        text += pad
        emit(item, indent: indent + 2)
        text += i + 1 < items.count ? ",\n" : "\n"
      }
      text += closing + "]"
    case .object(let members):
      if members.isEmpty {
        text += "{}"
        return
      }
      text += "{\n"
      for (i, (key, item)) in members.enumerated() {
        text += pad + Self.quote(key) + ": "
        emit(item, indent: indent + 2)
        text += i + 1 < members.count ? ",\n" : "\n"
      }
      text += closing + "}"
    }
  }

  /// A JSON string literal (RFC 8259 §7): quotes, backslashes and control characters escaped.
  static func quote(_ s: String) -> String { JSONValue.quoted(s) }
}
