/// The UTF-8 text a ``JSONWriter`` builds: a growable byte buffer appended to through a pointer,
/// so that each of the many small appends of a report (a bracket, an indentation, a key) is a
/// bounds check and a copy, without an array's per-call bookkeeping. A value type: copies share
/// the storage until one of them is changed.
struct JSONBytes: @unchecked Sendable {
  /// The bytes, `count` of them initialised, room for `capacity`.
  private final class Storage {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func copy() -> Storage {
      let other = Storage(capacity: capacity)
      other.base.update(from: base, count: count)
      other.count = count
      return other
    }

    /// Makes room for `extra` more bytes, at least doubling when it grows.
    @inline(__always) func reserve(_ extra: Int) {
      if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
      let newCapacity = max(capacity * 2, needed)
      let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      newBase.update(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }
  }

  private var storage: Storage

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 256) { storage = Storage(capacity: capacity) }

  /// How many bytes are written.
  var count: Int { storage.count }

  var isEmpty: Bool { storage.count == 0 }

  /// The bytes as text (UTF-8 checked, as `String(decoding:as:)` does).
  var string: String {
    String(decoding: UnsafeBufferPointer(start: storage.base, count: storage.count), as: UTF8.self)
  }

  /// A copy of the bytes.
  var array: [UInt8] { Array(UnsafeBufferPointer(start: storage.base, count: storage.count)) }

  /// The storage, copied first when another buffer shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// Forgets the bytes, keeping the room.
  mutating func removeAll() { unique().count = 0 }

  mutating func append(_ byte: UInt8) {
    let s = unique()
    s.reserve(1)
    s.base[s.count] = byte
    s.count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    let s = unique()
    s.reserve(bytes.count)
    (s.base + s.count).update(from: source, count: bytes.count)
    s.count += bytes.count
  }

  mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

  /// Appends the UTF-8 of `text`.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends `value` in shortest round-trip form (``ShortestDecimal``).
  mutating func appendShortest(_ value: Double) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.maximumLength) {
      buffer in
      guard let base = buffer.baseAddress else { return }
      append(UnsafeBufferPointer(start: base, count: ShortestDecimal.write(value, to: base)))
    }
  }

  /// Appends `text` as a JSON string literal, escaped as ``JSONValue/quote(_:into:)`` escapes:
  /// runs with nothing to escape copied whole (found eight bytes at a time).
  mutating func appendQuoted(_ text: String) {
    // A native string's bytes are read in place; another (bridged) one is copied first.
    guard text.utf8.withContiguousStorageIfAvailable({ appendQuoted(bytes: $0) }) != nil else {
      var copy = text
      copy.withUTF8 { appendQuoted(bytes: $0) }
      return
    }
  }

  private mutating func appendQuoted(bytes: UnsafeBufferPointer<UInt8>) {
    var start = 0
    var i = JSONValue.firstEscaped(in: bytes, from: 0)
    if i == bytes.count {
      // Nothing to escape (nearly always): the quotes and the bytes in one reservation.
      let s = unique()
      s.reserve(bytes.count + 2)
      s.base[s.count] = UInt8(ascii: "\"")
      if let source = bytes.baseAddress {
        (s.base + s.count + 1).update(from: source, count: bytes.count)
      }
      s.base[s.count + 1 + bytes.count] = UInt8(ascii: "\"")
      s.count += bytes.count + 2
      return
    }
    append(UInt8(ascii: "\""))
    while i < bytes.count {
      append(UnsafeBufferPointer(rebasing: bytes[start..<i]))
      start = i + 1
      for escaped in JSONValue.escape(bytes[i]) { append(escaped) }
      i = JSONValue.firstEscaped(in: bytes, from: i + 1)
    }
    append(UnsafeBufferPointer(rebasing: bytes[start...]))
    append(UInt8(ascii: "\""))
  }
}
