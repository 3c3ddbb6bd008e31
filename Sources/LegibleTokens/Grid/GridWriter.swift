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
  /// HTML text and attribute escaping (`& < > " '`).
  static func html(_ s: String) -> String {
    guard
      s.utf8.contains(where: {
        $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
          || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
      })
    else { return s }
    var out = ""
    for ch in s.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }

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
