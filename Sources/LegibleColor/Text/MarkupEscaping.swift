// HTML and XML escaping for user-supplied strings (component, state, theme and token names,
// titles): one escaper for the report writers and the contrast grid.

/// Makes text inert in HTML and XML text and attribute values.
package enum MarkupEscaping {
  /// Replaces C0/C1 control characters (except tab, line feed and carriage return), U+FFFE and
  /// U+FFFF with U+FFFD: XML 1.0 forbids them and HTML treats them as parse errors.
  package static func withoutControls(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      let v = scalar.value
      let allowed = v == 0x09 || v == 0x0A || v == 0x0D
      if !allowed, v < 0x20 || (0x7F...0x9F).contains(v) || v == 0xFFFE || v == 0xFFFF {
        out.append("\u{FFFD}")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// HTML and XML text and attribute values: `& < > " '` as character references, control
  /// characters as U+FFFD (``withoutControls(_:)``).
  package static func markup(_ s: String) -> String {
    guard s.utf8.contains(where: needsMarkupEscape) else { return s }
    var out = ""
    for ch in withoutControls(s).unicodeScalars { markupEscapes.append(ch, to: &out) }
    return out
  }

  /// The character references ``markup(_:)`` writes.
  private static let markupEscapes = ScalarEscapes([
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ])

  /// Whether a UTF-8 byte may need ``markup(_:)``'s work: one of `& < > " '`, a control
  /// character other than tab, line feed and carriage return, DEL, or any non-ASCII byte (C1
  /// controls, U+FFFE, U+FFFF). Strings without such a byte are returned as they are.
  private static func needsMarkupEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x09, 0x0A, 0x0D: false
    case ..<0x20, 0x7F...: true
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }
}
