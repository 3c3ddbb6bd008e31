import LegibleColor

/// Legible's one JSON writer: members in the order written, empty containers as `[]` and `{}`,
/// numbers in shortest round-trip form (``ShortestDecimal``, as `Double.description` spells
/// them), strings escaped by ``JSONValue/quote(_:into:)``.
///
/// Containers are pretty-printed (one item per line, 2-space indentation, `"key": value`) or
/// compact (`{"key":value,…}` on one line, for grid cells and token extensions). They are opened
/// and closed as the writer goes (``object(_:compact:_:)``, ``array(_:compact:_:)``), so a report
/// is never held as a whole tree; small values are passed as a ``Value``. The text accumulates, as
/// UTF-8 bytes, until ``flush(to:minimum:)`` hands it on, so a writer emits pieces of about
/// ``flushSize`` bytes and memory stays bounded by one piece plus one value.
package struct JSONWriter {
  /// A JSON value written in one go (one finding, one policy object, one CLI result).
  package enum Value: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number; a non-finite one is written as `null`.
    case number(Double)
    case string(String)
    /// JSON text already encoded (a quoted name written once and reused), written as is.
    case encoded(String)
    case array([Value])
    case object([(String, Value)])

    /// An object whose members are sorted by key (UTF-8 order), for output that must not
    /// depend on the order a dictionary was built in.
    package static func sortedObject(_ members: [String: Value]) -> Value {
      .object(
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map {
          ($0.key, $0.value)
        })
    }

    /// The value pretty-printed, ending with a newline.
    package var rendered: String {
      var writer = JSONWriter()
      writer.field(nil, self)
      writer.raw("\n")
      return writer.text
    }

    /// The value on one line, without spaces.
    package var compactText: String {
      var writer = JSONWriter()
      writer.compactValue(self)
      return writer.text
    }
  }

  /// The size, in UTF-8 bytes, past which ``flush(to:minimum:)`` hands the text on.
  package static let flushSize = 64 * 1024

  /// The text written and not yet flushed.
  package var text: String { bytes.string }

  /// The UTF-8 bytes written and not yet flushed (appending bytes costs far less than appending
  /// to a `String`, which checks its storage and ASCII-ness on every append).
  private var bytes = JSONBytes()

  /// The open containers, outermost first: whether each is an object, whether it is compact,
  /// and its item count.
  private var open: [(isObject: Bool, compact: Bool, flat: Bool, count: Int)] = []
  /// How many open containers are ``sequence(_:)``s, whose elements are not indented.
  private var sequences = 0
  /// The indentation level of the innermost open container's items.
  private var level: Int { open.count - sequences }

  /// Creates an empty writer.
  package init() {}

  /// Creates an empty writer with room for `capacity` bytes (an element's text, written
  /// without growing its buffer step by step).
  init(capacity: Int) { bytes = JSONBytes(capacity: capacity) }

  /// The room each element's writer starts with in ``elements(_:chunk:written:_:)``: a finding
  /// of a report is about 1.5 KB.
  private static let elementCapacity = 2048

  /// Appends a newline and the indentation of nesting `level` (2 spaces a level).
  private mutating func newline(_ level: Int) {
    let count = 1 + 2 * level
    if count <= Self.indentation.count {
      Self.indentation.withUnsafeBufferPointer {
        bytes.append(UnsafeBufferPointer(rebasing: $0[..<count]))
      }
    } else {
      bytes.append(UInt8(ascii: "\n"))
      bytes.append(Array(repeating: UInt8(ascii: " "), count: 2 * level))
    }
  }

  /// A newline and the indentation of 32 levels: each line's start is a slice of it.
  private static let indentation: [UInt8] =
    [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

  /// Appends the UTF-8 bytes of `s`.
  private mutating func append(text s: String) { bytes.append(utf8: s) }

  /// Appends the UTF-8 bytes of a literal (brackets, separators, `null`): copied from the
  /// binary, without a `String`'s checks.
  private mutating func append(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append($0) }
  }

  /// Writes a value at the top level or as the next member (`key`) or element (`key == nil`) of
  /// the innermost open container; inside a compact container the value is compact too.
  package mutating func field(_ key: String?, _ value: Value) {
    begin(key)
    if open.last?.compact == true {
      compactValue(value)
    } else {
      emit(value, level: level)
    }
  }

  /// Writes the next element of the innermost open array.
  package mutating func element(_ value: Value) { field(nil, value) }

  /// Writes the value `render` gives for each of `items` as the next elements of the innermost
  /// open array: the text ``element(_:)`` for each item in turn writes, byte for byte. The
  /// values are built and encoded on every core (``ComponentWork``), `chunk` items at a time,
  /// then appended in order; `written` runs after each element is appended (to flush a stream,
  /// so pieces stay ``flushSize`` plus one element), and at most one chunk's encoded elements
  /// wait beside the text not yet flushed.
  package mutating func elements<Item: Sendable>(
    _ items: [Item], chunk: Int = 256, written: (inout JSONWriter) -> Void = { _ in },
    _ render: @Sendable (Item) -> Value
  ) {
    let compact = open.last?.compact == true
    let valueLevel = level
    var start = 0
    while start < items.count {
      let end = min(start + max(chunk, 1), items.count)
      let encoded = ComponentWork.map(Array(start..<end)) { index -> [UInt8] in
        var writer = JSONWriter(capacity: Self.elementCapacity)
        if compact {
          writer.compactValue(render(items[index]))
        } else {
          writer.emit(render(items[index]), level: valueLevel)
        }
        return writer.bytes.array
      }
      for text in encoded {
        begin(nil)
        bytes.append(text)
        written(&self)
      }
      start = end
    }
  }

  /// Writes the value `render` gives for each of `items` as the next elements of the innermost
  /// open array, streamed to `emit` in pieces of ``flushSize`` bytes plus at most one element,
  /// as ``elements(_:chunk:written:_:)`` with ``flush(to:minimum:)`` after each element gives
  /// them, byte for byte. Here each element's text, with the separator and indentation before
  /// it, is built, encoded and made a `String` (its UTF-8 checked) on every core, `chunk` items
  /// at a time, so the calling thread only joins texts and hands pieces on. At most one chunk's
  /// texts and one piece are held.
  package mutating func elements<Item: Sendable>(
    _ items: [Item], chunk: Int = 256, streamingTo emit: (String) -> Void,
    _ render: @Sendable (Item) -> Value
  ) {
    guard let last = open.indices.last else {
      // At the top level there is no container to separate elements in.
      elements(items, chunk: chunk, written: { $0.flush(to: emit) }, render)
      return
    }
    let compact = open[last].compact
    let valueLevel = level
    let before = open[last].count
    // The piece being filled: the text not yet flushed, then whole elements.
    var piece = text
    bytes.removeAll()
    var start = 0
    while start < items.count {
      let end = min(start + max(chunk, 1), items.count)
      // Indices, not a copy of the chunk's items (findings are large values).
      let texts = ComponentWork.map(Array(start..<end)) { index -> String in
        var writer = JSONWriter(capacity: Self.elementCapacity)
        if before + index > 0 { writer.append(",") }
        if compact {
          writer.compactValue(render(items[index]))
        } else {
          writer.newline(valueLevel)
          writer.emit(render(items[index]), level: valueLevel)
        }
        return writer.text
      }
      for text in texts {
        piece += text
        if piece.utf8.count >= Self.flushSize {
          emit(piece)
          piece = ""
        }
      }
      start = end
    }
    open[last].count += items.count
    // What is left goes back to the buffer, to be flushed with what follows.
    bytes.append(utf8: piece)
  }

  /// Opens an object (as member `key` of the enclosing object, or as an element), lets `body`
  /// write its members and closes it. A `compact` object (and everything in it) is written on
  /// one line.
  package mutating func object(
    _ key: String? = nil, compact: Bool = false, _ body: (inout JSONWriter) -> Void
  ) {
    container(key, isObject: true, compact: compact, body)
  }

  /// Opens an array (as member `key` of the enclosing object, or as an element), lets `body`
  /// write its elements and closes it. A `compact` array (and everything in it) is written on
  /// one line.
  package mutating func array(
    _ key: String? = nil, compact: Bool = false, _ body: (inout JSONWriter) -> Void
  ) {
    container(key, isObject: false, compact: compact, body)
  }

  /// Opens an array whose elements stand at the indentation of the array itself, one per line
  /// (`[\n{…},\n{…}\n]`), lets `body` write them and closes it: the form of several documents
  /// in one file, each element byte for byte as it would be written alone (the baseline of
  /// several audit specs).
  package mutating func sequence(_ body: (inout JSONWriter) -> Void) {
    container(nil, isObject: false, compact: false, flat: true, body)
  }

  /// Appends text as is (the trailing newline).
  package mutating func raw(_ s: String) { append(text: s) }

  /// Hands the text written so far to `emit` once it is at least `minimum` bytes long (pass 0 at
  /// the end); an empty text is never emitted.
  package mutating func flush(to emit: (String) -> Void, minimum: Int = flushSize) {
    guard !bytes.isEmpty, bytes.count >= minimum else { return }
    emit(text)
    bytes.removeAll()
  }

  private mutating func container(
    _ key: String?, isObject: Bool, compact: Bool, flat: Bool = false,
    _ body: (inout JSONWriter) -> Void
  ) {
    begin(key)
    if isObject { append("{") } else { append("[") }
    open.append((isObject, compact || open.last?.compact == true, flat, 0))
    if flat { sequences += 1 }
    body(&self)
    let closed = open.removeLast()
    if closed.flat { sequences -= 1 }
    if closed.count > 0, !closed.compact { newline(level) }
    if isObject { append("}") } else { append("]") }
  }

  /// The separator, indentation and key before the next item of the innermost container.
  private mutating func begin(_ key: String?) {
    guard let last = open.indices.last else { return }
    let first = open[last].count == 0
    open[last].count += 1
    if open[last].compact {
      if !first { append(",") }
      if let key {
        bytes.appendQuoted(key)
        append(":")
      }
      return
    }
    if !first { append(",") }
    newline(level)
    if let key {
      bytes.appendQuoted(key)
      append(": ")
    }
  }

  /// Writes a scalar; `false` for an array or object.
  private mutating func scalar(_ value: Value) -> Bool {
    switch value {
    case .null: append("null")
    case .bool(let b): if b { append("true") } else { append("false") }
    case .int(let i): append(text: String(i))
    case .number(let d):
      if d.isFinite { bytes.appendShortest(d) } else { append("null") }
    case .string(let s): bytes.appendQuoted(s)
    case .encoded(let json): append(text: json)
    case .array, .object: return false
    }
    return true
  }

  /// Writes `value` pretty-printed, its closing bracket indented `level` steps.
  private mutating func emit(_ value: Value, level: Int) {
    guard !scalar(value) else { return }
    switch value {
    case .array(let items):
      guard !items.isEmpty else {
        append("[]")
        return
      }
      append("[")
      for i in items.indices {
        if i > 0 { append(",") }
        newline(level + 1)
        emit(items[i], level: level + 1)
      }
      newline(level)
      append("]")
    case .object(let members):
      guard !members.isEmpty else {
        append("{}")
        return
      }
      append("{")
      for i in members.indices {
        if i > 0 { append(",") }
        newline(level + 1)
        bytes.appendQuoted(members[i].0)
        append(": ")
        emit(members[i].1, level: level + 1)
      }
      newline(level)
      append("}")
    default: break
    }
  }

  /// Writes `value` on one line, without spaces.
  private mutating func compactValue(_ value: Value) {
    guard !scalar(value) else { return }
    switch value {
    case .array(let items):
      append("[")
      for (i, item) in items.enumerated() {
        if i > 0 { append(",") }
        compactValue(item)
      }
      append("]")
    case .object(let members):
      append("{")
      for (i, (key, item)) in members.enumerated() {
        if i > 0 { append(",") }
        bytes.appendQuoted(key)
        append(":")
        compactValue(item)
      }
      append("}")
    default: break
    }
  }

  /// Appends `s` as a JSON string literal (RFC 8259 §7) with ``JSONValue/quote(_:into:)``'s
  /// escaping; a string with nothing to escape is copied whole.
  package static func quote(_ s: String, into out: inout String) {
    JSONValue.quote(s, into: &out)
  }

  /// Appends `s` as a JSON string literal to the UTF-8 bytes `out` (``JSONValue/quote(_:into:)``).
  package static func quote(_ s: String, into out: inout [UInt8]) {
    JSONValue.quote(s, into: &out)
  }
}
