import LegibleColor

extension JSONValue {
  /// Appends `text` as a JSON string literal (RFC 8259 §7): quotes, backslashes and control
  /// characters escaped, everything else as is (UTF-8 output, no `\u` for non-ASCII).
  ///
  /// Every JSON writer in Legible (reports, grids, token listings, the CLI) uses this one
  /// function, so their escaping cannot drift apart.
  package static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      if let escape = stringEscapes[scalar] {
        out += escape
      } else if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// The two-character escapes ``quote(_:into:)`` writes; other control characters become `\uXXXX`.
  private static let stringEscapes = ScalarEscapes([
    "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
  ])

  /// `text` as a JSON string literal; see ``quote(_:into:)``.
  package static func quoted(_ text: String) -> String {
    var out = ""
    quote(text, into: &out)
    return out
  }
}
