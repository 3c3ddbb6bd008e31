import LegibleColor
import LegibleICC

/// Turns command-line colour strings into colours, with the options that affect parsing
/// (`--hex`, `--color-profile`).
struct ColorReader {
  /// Whether 4- and 8-digit hex colours put alpha last (CSS) or first (Android, `--hex argb`).
  var alphaFirst = false
  /// Custom spaces for `color(--name …)`, keyed without the `--`.
  var customSpaces: [String: any CustomColorSpace] = [:]

  /// Parses one colour.
  ///
  /// - Throws: A message saying what is wrong with the string and how to write it instead.
  func color(_ text: String) throws(ColorReadError) -> Color {
    let trimmed = text.trimmingASCIIWhitespace
    switch trimmed.lowercased() {
    case "white": return .white
    case "black": return .black
    case "transparent": return .transparent
    default: break
    }
    var digits = Substring(trimmed)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    let values = digits.utf8.map { hexValue($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 != nil }), [3, 4, 6, 8].contains(values.count)
    else {
      throw ColorReadError(
        message: "invalid colour '\(text)': expected a hex colour such as #0061cd")
    }
    var v = values.map { UInt32($0 ?? 0) }
    if v.count <= 4 { v = v.flatMap { [$0, $0] } }
    var channels = stride(from: 0, to: v.count, by: 2).map { Double(v[$0] << 4 | v[$0 + 1]) / 255 }
    var alpha = 1.0
    if channels.count == 4 { alpha = alphaFirst ? channels.removeFirst() : channels.removeLast() }
    return Color(.sRGB, channels[0], channels[1], channels[2], alpha: alpha)
  }
}

/// A colour string the CLI could not read.
struct ColorReadError: Error, Sendable {
  /// What is wrong, quoting the input.
  var message: String
}

/// The value of an ASCII hex digit, or `nil`.
@inline(__always)
func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
  default: nil
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs, CR and LF.
  var trimmingASCIIWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension Color {
  /// `#rrggbb` when the colour is inside sRGB, else a CSS `color(srgb …)` string (CLI display).
  var cliDisplayString: String {
    let srgb = converted(to: .sRGB)
    guard isInGamut(.sRGB) else {
      let c = srgb.components
      return "color(srgb \(c.x) \(c.y) \(c.z))"
    }
    let digits = "0123456789abcdef".map { $0 }
    var out = "#"
    for c in [srgb.components.x, srgb.components.y, srgb.components.z] {
      let v = Int((min(max(c, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
      out.append(digits[v >> 4])
      out.append(digits[v & 15])
    }
    return out
  }
}

extension ColorReader {
  /// Adds a profile from `--color-profile NAME=PATH.icc` (NAME with or without the leading `--`).
  ///
  /// - Throws: ``CommandError`` when the value is malformed or the profile cannot be loaded.
  mutating func addProfile(_ value: String) throws(CommandError) {
    guard let equals = value.firstIndex(of: "=") else {
      throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
    }
    var name = Substring(value[..<equals])
    if name.hasPrefix("--") { name = name.dropFirst(2) }
    let path = String(value[value.index(after: equals)...])
    guard !name.isEmpty, !path.isEmpty else {
      throw .usage(.invalidValue(value, option: "--color-profile <name=path>", allowed: nil))
    }
    do {
      customSpaces[String(name)] = try ICCProfile(contentsOf: path)
    } catch {
      throw .input("--color-profile \(name): \(error)")
    }
  }
}
