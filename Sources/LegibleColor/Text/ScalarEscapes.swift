// One table-driven escaper for the formats Legible writes and reads: HTML/XML character
// references (MarkupEscaping), JSON string escapes (JSONValue.quote) and JSON5's single-character
// escapes (JSON5Reader). Each format keeps only its table.

/// A per-format table of replacements for ASCII scalars, such as `&` → `&amp;` for markup or
/// `"` → `\"` for JSON.
package struct ScalarEscapes: Sendable {
  /// The replacement of each ASCII scalar, indexed by its value; `nil` where there is none.
  private let replacements: [String?]

  /// Creates a table; every key must be ASCII.
  package init(_ table: KeyValuePairs<Unicode.Scalar, String>) {
    var replacements = [String?](repeating: nil, count: 128)
    for (scalar, replacement) in table {
      precondition(scalar.isASCII, "ScalarEscapes takes ASCII keys only")
      replacements[Int(scalar.value)] = replacement
    }
    self.replacements = replacements
  }

  /// The replacement of `scalar`, or `nil` when the table has none.
  package subscript(_ scalar: Unicode.Scalar) -> String? {
    scalar.isASCII ? replacements[Int(scalar.value)] : nil
  }

  /// Appends the replacement of `scalar` to `out`, or `scalar` itself when it has none.
  package func append(_ scalar: Unicode.Scalar, to out: inout String) {
    if let replacement = self[scalar] {
      out += replacement
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
}
