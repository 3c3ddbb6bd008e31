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

  /// Appends `text` as a JSON string literal to the UTF-8 bytes `out`, byte by byte: a quote,
  /// backslash, newline, return or tab as its two-character escape, another control character
  /// as `\u00xx`, every other byte (the UTF-8 of non-ASCII characters too) as is.
  package static func quote(_ text: String, into out: inout [UInt8]) {
    let backslash = UInt8(ascii: "\\")
    out.append(UInt8(ascii: "\""))
    guard !isPlain(text) else {
      out.append(contentsOf: text.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), backslash:
        out.append(backslash)
        out.append(byte)
      case UInt8(ascii: "\n"):
        out.append(backslash)
        out.append(UInt8(ascii: "n"))
      case UInt8(ascii: "\r"):
        out.append(backslash)
        out.append(UInt8(ascii: "r"))
      case UInt8(ascii: "\t"):
        out.append(backslash)
        out.append(UInt8(ascii: "t"))
      case 0..<0x20:
        out.append(backslash)
        out.append(UInt8(ascii: "u"))
        out.append(UInt8(ascii: "0"))
        out.append(UInt8(ascii: "0"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 15)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether `text` has nothing to escape: no quote, backslash or control character.
  private static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy {
      $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
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
