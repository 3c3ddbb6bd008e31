import LegibleAudit

/// A small deterministic streaming JSON emitter: members in the order written, 2-space
/// indentation, empty containers as `[]` and `{}`.
///
/// Containers are opened and closed as the writer goes (``object(_:_:)``, ``array(_:_:)``), so
/// a report is never held as a whole tree; small values are passed as a ``Value``. The text
/// accumulates in ``text`` until ``flush(to:minimum:)`` hands it on, so a writer emits pieces of
/// about ``flushSize`` bytes and memory stays bounded by one piece plus one value.
struct JSONOutput {
  /// A JSON value written in one go (one finding, one policy object).
  enum Value: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([Value])
    case object([(String, Value)])
  }

  /// The size, in UTF-8 bytes, past which ``flush(to:minimum:)`` hands the text on.
  static let flushSize = 64 * 1024

  /// The text written and not yet flushed.
  private(set) var text = ""

  /// The open containers, outermost first: whether each is an object, and its item count.
  private var open: [(isObject: Bool, count: Int)] = []

  /// Indentation by nesting level, computed once.
  private static let pads: [String] = (0..<24).map { String(repeating: " ", count: 2 * $0) }

  private static func pad(_ level: Int) -> String {
    level < pads.count ? pads[level] : String(repeating: " ", count: 2 * level)
  }

  /// Writes a value at the top level or as the next member (`key`) or element (`key == nil`) of
  /// the innermost open container.
  mutating func field(_ key: String?, _ value: Value) {
    begin(key)
    emit(value, level: open.count)
  }

  /// Writes the next element of the innermost open array.
  mutating func element(_ value: Value) { field(nil, value) }

  /// Opens an object (as member `key` of the enclosing object, or as an element), lets `body`
  /// write its members and closes it.
  mutating func object(_ key: String? = nil, _ body: (inout JSONOutput) -> Void) {
    container(key, isObject: true, body)
  }

  /// Opens an array (as member `key` of the enclosing object, or as an element), lets `body`
  /// write its elements and closes it.
  mutating func array(_ key: String? = nil, _ body: (inout JSONOutput) -> Void) {
    container(key, isObject: false, body)
  }

  /// Appends text as is (the trailing newline).
  mutating func raw(_ s: String) { text += s }

  /// Hands the text written so far to `emit` once it is at least `minimum` bytes long (pass 0 at
  /// the end); an empty text is never emitted.
  mutating func flush(to emit: (String) -> Void, minimum: Int = flushSize) {
    guard !text.isEmpty, text.utf8.count >= minimum else { return }
    emit(text)
    text = ""
  }

  private mutating func container(
    _ key: String?, isObject: Bool, _ body: (inout JSONOutput) -> Void
  ) {
    begin(key)
    text += isObject ? "{" : "["
    open.append((isObject, 0))
    body(&self)
    let closed = open.removeLast()
    if closed.count > 0 {
      text += "\n"
      text += Self.pad(open.count)
    }
    text += isObject ? "}" : "]"
  }

  /// The separator, indentation and key before the next item of the innermost container.
  private mutating func begin(_ key: String?) {
    guard let last = open.indices.last else { return }
    text += open[last].count == 0 ? "\n" : ",\n"
    open[last].count += 1
    text += Self.pad(open.count)
    if let key {
      Self.quote(key, into: &text)
      text += ": "
    }
  }

  /// Writes `value` whose closing bracket is indented `level` steps.
  private mutating func emit(_ value: Value, level: Int) {
    switch value {
    case .null: text += "null"
    case .bool(let b): text += b ? "true" : "false"
    case .int(let i): text += String(i)
    case .number(let d): text += d.isFinite ? d.description : "null"
    case .string(let s): Self.quote(s, into: &text)
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (i, item) in items.enumerated() {
        text += i == 0 ? "\n" : ",\n"
        text += Self.pad(level + 1)
        emit(item, level: level + 1)
      }
      text += "\n"
      text += Self.pad(level)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      for (i, (key, item)) in members.enumerated() {
        text += i == 0 ? "\n" : ",\n"
        text += Self.pad(level + 1)
        Self.quote(key, into: &text)
        text += ": "
        emit(item, level: level + 1)
      }
      text += "\n"
      text += Self.pad(level)
      text += "}"
    }
  }

  /// Appends `s` as a JSON string literal (RFC 8259 §7) with `JSONValue.quote(_:into:)`'s
  /// escaping; a string with nothing to escape (no quote, backslash or control character) is
  /// copied whole.
  static func quote(_ s: String, into out: inout String) {
    let plain = s.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    guard plain else {
      JSONValue.quote(s, into: &out)
      return
    }
    out += "\""
    out += s
    out += "\""
  }
}
