// The one door between the audit spec and LegibleColor's CSS Color 4 parser and serialiser
// (Sources/LegibleColor/Parsing): spec strings are parsed with `CSSColor(css:)`, literals are
// written back with the exact round-trip `CSSColor.cssString`.

import LegibleColor

/// Parses a CSS colour string as it appears in a spec (any syntax the core parser accepts), except
/// that an alpha outside 0…1 is an error rather than clamped as in CSS.
///
/// - Throws: `ColorParseError` naming the position and what was expected.
package func parseColor(_ text: String) throws(ColorParseError) -> CSSColor {
  var parser = CSSColorParser()
  parser.rejectsOutOfRangeAlpha = true
  return try parser.parse(text)
}

/// The message for a spec colour that does not parse, e.g.
/// `unknown colour "#12345" (character 1): a hex colour has 3, 4, 6 or 8 digits`.
package func colorMessage(_ text: String, _ error: ColorParseError) -> String {
  "unknown colour \"\(text)\" (character \(error.position + 1)): \(error.message)"
}

/// An exact CSS serialisation of a colour that parses back bit for bit.
func exactCSS(_ c: CSSColor) -> String { c.cssString }
