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
    let backslash = UInt8(ascii: "\\")
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for (i, byte) in bytes.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == backslash {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
        start = i + 1
        out.append(backslash)
        switch byte {
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
        case 0..<0x20:
          out.append(UInt8(ascii: "u"))
          out.append(UInt8(ascii: "0"))
          out.append(UInt8(ascii: "0"))
          out.append(hexDigits[Int(byte >> 4)])
          out.append(hexDigits[Int(byte & 15)])
        default: out.append(byte)
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether `text` has nothing to escape: no quote, backslash or control character.
  private static func isPlain(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
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
