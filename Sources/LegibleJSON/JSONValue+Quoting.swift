extension JSONValue {
  /// Appends `text` as a JSON string literal (RFC 8259 §7): quotes, backslashes and control
  /// characters escaped, everything else as is (UTF-8 output, no `\u` for non-ASCII).
  ///
  /// Every JSON writer in Legible (reports, grids, token listings, the CLI) uses this one
  /// function, so their escaping cannot drift apart.
  package static func quote(_ text: String, into out: inout String) {
    guard isPlain(text) else {
      var bytes: [UInt8] = []
      quote(text, into: &bytes)
      out += String(decoding: bytes, as: UTF8.self)
      return
    }
    out += "\""
    out += text
    out += "\""
  }

  /// Appends `text` as a JSON string literal to the UTF-8 bytes `out`, in one pass over its
  /// contiguous UTF-8: runs with nothing to escape copied whole; a quote, backslash, newline,
  /// return or tab as its two-character escape, another control character as `\u00xx`; every
  /// other byte (the UTF-8 of non-ASCII characters too) as is.
  package static func quote(_ text: String, into out: inout [UInt8]) {
    // One escaping implementation: the JSON writer's buffer's.
    var bytes = JSONBytes(capacity: text.utf8.count + 2)
    bytes.appendQuoted(text)
    out += bytes.array
  }

  /// The escape of a byte ``firstEscaped(in:from:)`` stops at: a quote, backslash, newline,
  /// return or tab as its two-character escape, another control character as `\u00xx`.
  static func escape(_ byte: UInt8) -> [UInt8] {
    let backslash = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\n"): return [backslash, UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): return [backslash, UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): return [backslash, UInt8(ascii: "t")]
    case 0..<0x20:
      return [
        backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
        hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)],
      ]
    default: return [backslash, byte]
    }
  }

  /// The index of the first byte at or after `start` that needs an escape (a quote, a
  /// backslash or a control character), or `bytes.count`. Eight bytes at a time while they
  /// last (a word with none of them is passed over in a few operations), then byte by byte.
  static func firstEscaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while i + 8 <= bytes.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
        // A byte below 0x20: (b − 0x20) borrows into its high bit while b's own high bit is
        // clear. A quote or backslash: b xor that byte is zero, found the same way below 1.
        let control = (word &- ones &* 0x20) & ~word & highs
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let quote = (quotes &- ones) & ~quotes & highs
        let backslash = (backslashes &- ones) & ~backslashes & highs
        // Borrows can mark a later byte falsely, never an earlier one: the lowest mark is exact.
        if control | quote | backslash != 0 { break }
        i += 8
      }
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return i }
      i += 1
    }
    return i
  }

  /// Whether `text` has nothing to escape: no quote, backslash or control character.
  private static func isPlain(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in firstEscaped(in: bytes, from: 0) == bytes.count }
  }

  /// Lower-case hexadecimal digits, for `\u00xx` escapes.
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `text` as a JSON string literal; see ``quote(_:into:)``.
  package static func quoted(_ text: String) -> String {
    var out = ""
    quote(text, into: &out)
    return out
  }
}
