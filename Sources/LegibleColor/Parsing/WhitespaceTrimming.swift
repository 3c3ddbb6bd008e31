// Whitespace trimming without Foundation. `trimmingCharacters(in:)` with a CharacterSet costs
// thousands of instructions per call on Linux (and copies the string), and the importers call
// it for every value they read. The sets are Foundation's, by definition:
// `.whitespaces` is Unicode General Category Zs plus CHARACTER TABULATION (U+0009);
// `.whitespacesAndNewlines` adds U+000A–U+000D, U+0085 and categories Zl/Zp (U+2028, U+2029),
// which makes it the Unicode White_Space property. Foundation's tables also count U+200B ZERO
// WIDTH SPACE (category Zs before Unicode 4.0.1) in both, and so does this type, so that the
// importers' results do not change. WhitespaceTrimmingTests compares both sets with Foundation's
// over the whole Basic Multilingual Plane.

/// A set of characters that `trimmingWhitespace(_:)` removes.
package enum WhitespaceSet: Sendable {
  /// Foundation's `CharacterSet.whitespaces`: spaces (Zs) and tab.
  case whitespaces
  /// Foundation's `CharacterSet.whitespacesAndNewlines`: the Unicode White_Space property.
  case whitespacesAndNewlines

  /// Whether the set holds `scalar`.
  @inline(__always)
  package func contains(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x80 {
      switch v {
      case 0x20, 0x09: return true
      case 0x0A...0x0D: return self == .whitespacesAndNewlines
      default: return false
      }
    }
    if v == 0x200B { return true }
    guard scalar.properties.isWhitespace else { return false }
    if self == .whitespacesAndNewlines { return true }
    return !(v == 0x85 || v == 0x2028 || v == 0x2029)
  }
}

extension Substring {
  /// The text without leading and trailing characters of `set`, as Foundation's
  /// `trimmingCharacters(in:)` gives it for the same set (scalar by scalar, so a combining mark
  /// after a leading space stays).
  package func trimmingWhitespace(_ set: WhitespaceSet = .whitespaces) -> String {
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
    while start < end {
      let before = scalars.index(before: end)
      guard set.contains(scalars[before]) else { break }
      end = before
    }
    return String(Substring(scalars[start..<end]))
  }
}

extension String {
  /// The text without leading and trailing characters of `set`, as Foundation's
  /// `trimmingCharacters(in:)` gives it for the same set.
  package func trimmingWhitespace(_ set: WhitespaceSet = .whitespaces) -> String {
    self[...].trimmingWhitespace(set)
  }
}

extension StringProtocol {
  /// Whether every character is in `set` (true for empty text): the same as
  /// `trimmingWhitespace(set).isEmpty`, without building a string.
  package func isAllWhitespace(_ set: WhitespaceSet = .whitespaces) -> Bool {
    unicodeScalars.allSatisfy { set.contains($0) }
  }
}
