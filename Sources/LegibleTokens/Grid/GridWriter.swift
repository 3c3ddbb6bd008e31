import LegibleColor
import LegibleJSON

/// Where grid writers put their text, chunk by chunk (so large grids are never held in memory).
public protocol GridOutput {
  /// Appends text.
  mutating func write(_ text: String)
}

/// Collects output in a string (tests, small grids).
public struct StringGridOutput: GridOutput, Sendable {
  /// Everything written so far.
  public var text = ""
  /// Creates an empty output.
  public init() {}
  /// Appends text.
  public mutating func write(_ text: String) { self.text += text }
}

/// Escaping shared by the grid writers.
enum GridEscaping {
  /// HTML text and attribute escaping (`& < > " '`, control characters as U+FFFD).
  static func html(_ s: String) -> String { MarkupEscaping.markup(s) }

  /// Markdown table cell escaping (`|`, backslash, backtick, `<`, line breaks).
  static func markdown(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "|": out += "\\|"
      case "\\": out += "\\\\"
      case "`": out += "\\`"
      case "<": out += "&lt;"
      case "\n", "\r": out += " "
      default: out.append(ch)
      }
    }
    return out
  }

  static func json(_ s: String) -> String {
    var out = ""
    JSONSupport.quote(s, into: &out)
    return out
  }
}
