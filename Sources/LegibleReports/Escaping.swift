// Escaping for every text format a report writes. Each function makes user-supplied strings
// (component, state and theme names, spec titles) inert in its target syntax.

/// Escapers for the report formats.
enum Escaping {
  /// Replaces C0/C1 control characters (except tab, line feed and carriage return) with U+FFFD:
  /// XML 1.0 forbids them and HTML treats them as parse errors.
  static func withoutControls(_ s: String) -> String {
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

  /// HTML and XML text and attribute values: `& < > " '` as character references.
  static func markup(_ s: String) -> String {
    guard s.utf8.contains(where: needsMarkupEscape) else { return s }
    var out = ""
    for ch in withoutControls(s) {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(ch)
      }
    }
    return out
  }

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

  /// XML attribute values: ``markup(_:)`` plus line breaks and tabs as character references, so
  /// attribute-value normalisation keeps them.
  static func xmlAttribute(_ s: String) -> String {
    xmlBreaks.apply(to: markup(s))
  }

  /// One GitHub-flavoured Markdown table cell or inline text: backslash-escapes the ASCII
  /// punctuation that starts emphasis, code, links, images, headings, strikethrough, math or a
  /// new table cell, turns `<` `>` `&` into entities and line breaks into
  /// spaces, so a name renders literally and cannot end the table cell or start markup.
  static func markdown(_ s: String) -> String {
    var out = ""
    for ch in withoutControls(s) {
      switch ch {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n", "\r": out += " "
      case "\\", "`", "*", "_", "[", "]", "#", "!", "|", "~", "$":
        out += "\\" + String(ch)
      default: out.append(ch)
      }
    }
    return out
  }

  /// GitHub workflow-command message data (actions/toolkit `command.ts` `escapeData`).
  static func workflowData(_ s: String) -> String {
    workflowDataEscapes.apply(to: s)
  }

  /// GitHub workflow-command property values (`escapeProperty`): data escaping plus `:` and `,`.
  static func workflowProperty(_ s: String) -> String {
    workflowPropertyEscapes.apply(to: s)
  }

  /// One line of compiler-style diagnostics: line breaks become spaces.
  static func singleLine(_ s: String) -> String {
    lineBreaks.apply(to: s)
  }

  /// A relative path or absolute file URI for SARIF `artifactLocation.uri` (RFC 3986): each
  /// byte outside the unreserved set and `/` percent-encoded.
  static func uri(_ path: String) -> String {
    var out = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }

  private static let xmlBreaks = Replacements(["\n": "&#10;", "\r": "&#13;", "\t": "&#9;"])
  private static let workflowDataEscapes = Replacements(["%": "%25", "\r": "%0D", "\n": "%0A"])
  private static let workflowPropertyEscapes = Replacements([
    "%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C",
  ])
  private static let lineBreaks = Replacements(["\r\n": " ", "\n": " ", "\r": " "])
}
