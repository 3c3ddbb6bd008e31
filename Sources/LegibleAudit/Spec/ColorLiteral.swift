// The one door between the audit spec and the CSS colour parser.
// TEMPORARY FALLBACK: until `Color(css:hexDialect:)` and `Color.displayString` land in
// LegibleColor, this file parses only `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` and
// `rgb()`/`rgba()` (space or comma syntax, optional `/ alpha`, numbers or percentages), the exact
// `color(space a b c / alpha)`, `lab()`, `lch()`, `oklab()`, `oklch()` forms `exactCSS` writes, and prints
// `#rrggbb` for in-gamut opaque sRGB and a CSS `color(srgb …)` string otherwise.

import LegibleColor

/// A colour string that does not parse (fallback error; the real parser throws ColorParseError).
struct ColorLiteralError: Error, CustomStringConvertible {
  var description: String
}

/// Parses a CSS colour string.
func parseColor(_ text: String) throws -> Color {
  let s = text.trimmingWhitespace().lowercased()
  if s.hasPrefix("#") { return try parseHex(String(s.dropFirst()), original: text) }
  for prefix in ["rgba(", "rgb("] where s.hasPrefix(prefix) && s.hasSuffix(")") {
    return try parseRGB(String(s.dropFirst(prefix.count).dropLast()), original: text)
  }
  if s.hasPrefix("color("), s.hasSuffix(")") {
    var words = s.dropFirst(6).dropLast().split(separator: " ").map(String.init)
    guard let first = words.first, let space = ColorSpace(rawValue: first) else {
      throw ColorLiteralError(description: "unknown colour \"\(text)\"")
    }
    words.removeFirst()
    return try parseFunction(space, words, original: text)
  }
  for space in [ColorSpace.oklch, .oklab, .lch, .lab] where s.hasPrefix(space.rawValue + "(") {
    let words = s.dropFirst(space.rawValue.count + 1).dropLast().split(separator: " ")
    return try parseFunction(space, words.map(String.init), original: text)
  }
  switch s {
  case "white": return .white
  case "black": return .black
  case "transparent": return .transparent
  default: throw ColorLiteralError(description: "unknown colour \"\(text)\"")
  }
}

private func parseHex(_ hex: String, original: String) throws -> Color {
  var values: [Double] = []
  for c in hex {
    guard let v = c.hexDigitValue else {
      throw ColorLiteralError(description: "unknown colour \"\(original)\": '\(c)' is not a hex digit")
    }
    values.append(Double(v))
  }
  switch values.count {
  case 3, 4:
    let a = values.count == 4 ? values[3] * 17 / 255 : 1
    return Color(.sRGB, values[0] * 17 / 255, values[1] * 17 / 255, values[2] * 17 / 255, alpha: a)
  case 6, 8:
    func byte(_ i: Int) -> Double { (values[2 * i] * 16 + values[2 * i + 1]) / 255 }
    return Color(.sRGB, byte(0), byte(1), byte(2), alpha: values.count == 8 ? byte(3) : 1)
  default:
    throw ColorLiteralError(
      description: "unknown colour \"\(original)\": a hex colour has 3, 4, 6 or 8 digits")
  }
}

/// Plain numbers `a b c` or `a b c / alpha` (the exact form `exactCSS` writes).
private func parseFunction(_ space: ColorSpace, _ words: [String], original: String) throws -> Color {
  let values = words.filter { $0 != "/" }.compactMap(Double.init)
  guard values.count == words.filter({ $0 != "/" }).count, values.count == 3 || values.count == 4,
    values.allSatisfy(\.isFinite)
  else { throw ColorLiteralError(description: "unknown colour \"\(original)\"") }
  return Color(space, values[0], values[1], values[2], alpha: values.count == 4 ? values[3] : 1)
}

private func parseRGB(_ body: String, original: String) throws -> Color {
  let bad = ColorLiteralError(description: "unknown colour \"\(original)\"")
  let normalized = body.replacingAll(",", with: " ").replacingAll("/", with: " / ")
  var parts = normalized.split(separator: " ").map(String.init)
  var alphaPart: String?
  if let slash = parts.firstIndex(of: "/") {
    guard slash == parts.count - 2 else { throw bad }
    alphaPart = parts[slash + 1]
    parts.removeSubrange(slash...)
  } else if parts.count == 4 {
    alphaPart = parts.removeLast()
  }
  guard parts.count == 3 else { throw bad }
  func channel(_ p: String) throws -> Double {
    if p.hasSuffix("%"), let v = Double(p.dropLast()), v.isFinite { return v / 100 }
    guard let v = Double(p), v.isFinite else { throw bad }
    return v / 255
  }
  var alpha = 1.0
  if let a = alphaPart {
    if a.hasSuffix("%"), let v = Double(a.dropLast()), v.isFinite {
      alpha = v / 100
    } else if let v = Double(a), v.isFinite {
      alpha = v
    } else {
      throw bad
    }
  }
  return Color(
    .sRGB, try channel(parts[0]), try channel(parts[1]), try channel(parts[2]),
    alpha: min(max(alpha, 0), 1))
}

/// The colour as CSS: `#rrggbb` inside sRGB, otherwise `color(srgb r g b)`; alpha is ignored
/// (effective colours are opaque).
func cssString(_ color: Color) -> String {
  let c = color.converted(to: .sRGB).components
  if color.isInGamut(.sRGB, tolerance: 1e-7) {
    func hex(_ x: Double) -> String {
      let v = Int((min(max(x, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex(c.x) + hex(c.y) + hex(c.z)
  }
  return "color(srgb \(c.x) \(c.y) \(c.z))"
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }

  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for c in self { if c == target { result += replacement } else { result.append(c) } }
    return result
  }
}
