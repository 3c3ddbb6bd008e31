/// Helpers for reading positioned `JSONValue` trees and writing them back as text.
package enum JSONSupport {
  /// The members of an object, or `nil`.
  package static func members(_ v: JSONValue) -> [JSONMember]? {
    if case .object(let list) = v.kind { return list }
    return nil
  }

  /// The last member called `key` (later duplicates win, as in JavaScript).
  package static func member(_ v: JSONValue, _ key: String) -> JSONValue? {
    members(v)?.last { $0.key == key }?.value
  }

  /// The string, or `nil` for any other value.
  package static func string(_ v: JSONValue?) -> String? {
    if case .string(let s)? = v?.kind { return s }
    return nil
  }

  /// Compact JSON text of a value (members in document order, integers without `.0`).
  package static func text(_ v: JSONValue) -> String {
    JSONWriter.Value(v).compactText
  }

  /// Appends `s` as a JSON string literal (see ``JSONWriter/quote(_:into:)``).
  package static func quote(_ s: String, into out: inout String) {
    JSONWriter.quote(s, into: &out)
  }

  /// A JSON pointer segment (RFC 6901 escaping: `~` as `~0`, `/` as `~1`).
  package static func pointerSegment(_ key: String) -> String {
    // Most keys need no escaping.
    guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
      return key
    }
    var out = ""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "~": out += "~0"
      case "/": out += "~1"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
