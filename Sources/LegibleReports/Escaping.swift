// Escaping for every text format a report writes. Each function makes user-supplied strings
// (component, state and theme names, spec titles) inert in its target syntax.

import LegibleColor

/// Escapers for the report formats.
enum Escaping {
  /// Control characters as U+FFFD (`MarkupEscaping/withoutControls(_:)`).
  static func withoutControls(_ s: String) -> String { MarkupEscaping.withoutControls(s) }

  /// HTML and XML text and attribute values (`MarkupEscaping/markup(_:)`).
  static func markup(_ s: String) -> String { MarkupEscaping.markup(s) }

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
        out += "%" + Hex.string(byte, uppercase: true)
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
