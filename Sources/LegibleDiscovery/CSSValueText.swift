import LegibleColor
import LegibleTokens

/// Reading declaration values after `var()` substitution: the names a value reads, opacity
/// numbers, colour words and `filter: brightness()`.
enum CSSValueText {
  /// The custom property names a value reads through `var()`, in order.
  static func variables(in value: String) -> [String] {
    var names: [String] = []
    var index = value.startIndex
    while let range = value[index...].rangeOfBytes("var(", caseInsensitive: true) {
      let rest = value[range.upperBound...]
      let end =
        rest.utf8.firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") }
        ?? rest.endIndex
      names.append(String(rest[..<end]).trimmingASCIIWhitespace())
      index = range.upperBound
    }
    return names
  }

  /// `0.5`, `.65`, `50%` as a number 0…1; `nil` otherwise.
  static func opacity(_ text: String) -> Double? {
    number(text).map { min($0, 1) }
  }

  /// Keywords that name no colour of their own.
  static let keywords: Set<String> = [
    "currentcolor", "inherit", "initial", "unset", "revert", "revert-layer", "none",
  ]

  /// The colour of a single-colour value, a keyword (lower-cased) or a parse error's message.
  static func color(_ text: String) -> Result<CSSColor, ColorParseError>? {
    let t = text.trimmingASCIIWhitespace()
    if keywords.contains(t.lowercased()) { return nil }
    do {
      return .success(try CSSColorParser().parse(t))
    } catch {
      return .failure(error)
    }
  }

  /// The colours of the inset box-shadows that cover the whole box, bottom first: no offset, no
  /// blur and a spread no button is large enough to escape (≥ 10em, 10rem, 100px, 50vw, 50vh or
  /// 50vmax/vmin), as in Picnic CSS's `box-shadow: inset 0 0 0 99em rgba(255, 255, 255, .2)`,
  /// which tints the fill on hover. A thinner inset shadow is a ring, not a layer.
  static func coveringInsetShadows(_ text: String) -> [CSSColor] {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var covering: [CSSColor] = []
    for shadow in Collector.splitTopLevel(flat, on: ",") {
      let tokens = Collector.splitTopLevel(
        shadow.trimmingASCIIWhitespace(), on: " "
      ).filter { !$0.isEmpty }
      guard tokens.contains(where: { $0.lowercased() == "inset" }) else { continue }
      var lengths: [(Double, String)] = []
      var color: CSSColor?
      for token in tokens where token.lowercased() != "inset" {
        if let length = Self.length(token) {
          lengths.append(length)
        } else if case .success(let c)? = Self.color(token) {
          color = c
        }
      }
      guard lengths.count == 4, let color,
        lengths[0].0 == 0, lengths[1].0 == 0, lengths[2].0 == 0
      else { continue }
      let (spread, unit) = lengths[3]
      let large: Bool
      switch unit {
      case "em", "rem": large = spread >= 10
      case "px": large = spread >= 100
      case "vw", "vh", "vmax", "vmin", "%": large = spread >= 50
      default: large = false
      }
      if large { covering.append(color) }
    }
    return covering.reversed()
  }

  /// A length token: its number and unit (`0` has none).
  private static func length(_ token: String) -> (Double, String)? {
    let lower = token.lowercased()
    let unitStart = lower.firstIndex {
      !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+"
    }
    let number = unitStart.map { String(lower[..<$0]) } ?? lower
    let unit = unitStart.map { String(lower[$0...]) } ?? ""
    guard let value = Double(number), unit.allSatisfy(\.isLetter) || unit == "%" else {
      return nil
    }
    return (value, unit)
  }

  /// The colour token of a shorthand (`1px solid #ccc`, `#fff url(x.png)`): the last token that
  /// is a colour, and whether an image or gradient is there too.
  static func shorthandColor(_ text: String) -> (color: CSSColor?, image: Bool) {
    var color: CSSColor?
    var image = false
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for token in Collector.splitTopLevel(flat, on: " ") {
      let lower = token.lowercased()
      if lower.hasPrefix("url(") || lower.contains("gradient(") || lower.hasPrefix("image(")
        || lower.hasPrefix("image-set(") || lower.hasPrefix("cross-fade(")
      {
        image = true
      } else if mayBeColor(token), case .success(let c) = Self.color(token) {
        color = c
      }
    }
    return (color, image)
  }

  /// Whether a shorthand token can parse as a colour. The parser's error for a token that
  /// cannot is not used, and building it costs a search for the closest colour name, so the
  /// tokens the parser is sure to refuse are not given to it: a number or dimension (`1px`,
  /// `0`) and an identifier without escapes that names no colour (`solid`, `none`). Anything
  /// else (`#…`, functions, escapes, colour names) goes to the parser.
  static func mayBeColor(_ token: String) -> Bool {
    let bytes = token.utf8
    guard let first = bytes.first else { return false }
    let plain = bytes.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "%")
    }
    guard plain else { return true }
    if (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: ".") { return false }
    let isIdentifier = bytes.allSatisfy { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "%") }
    guard isIdentifier else { return true }
    return NamedColors.isColorKeyword(token.lowercased())
  }

  /// The factor of a `filter` made of `brightness()` functions (`brightness(96%)` → 0.96), and
  /// the other functions found (not applied).
  static func brightness(_ text: String) -> (factor: Double, others: [String])? {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard flat.lowercased() != "none" else { return nil }
    var factor = 1.0
    var others: [String] = []
    for token in Collector.splitTopLevel(flat, on: " ") where !token.isEmpty {
      let lower = token.lowercased()
      guard lower.hasPrefix("brightness("), lower.hasSuffix(")") else {
        others.append(token)
        continue
      }
      let argument = String(lower.dropFirst("brightness(".count).dropLast())
      guard let x = argument.isEmpty ? 1 : number(argument) else {
        others.append(token)
        continue
      }
      factor *= x
    }
    return (factor, others)
  }

  /// A non-negative number or percentage (`0.96`, `96%`).
  private static func number(_ text: String) -> Double? {
    let t = text.trimmingASCIIWhitespace()
    let value = t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
  }

  /// `c` with each gamma-encoded sRGB channel multiplied by `factor` and clamped, alpha kept:
  /// the `brightness()` filter function (Filter Effects 1, the `filter` property: "Filter
  /// Functions must operate in the sRGB color space"; `color-interpolation-filters`, whose
  /// initial value is linearRGB, applies to SVG filter primitives, not to filter functions).
  static func brightened(_ c: CSSColor, by factor: Double) -> CSSColor {
    let s = c.converted(to: .sRGB)
    let v = s.components * factor
    return CSSColor(
      .sRGB, min(max(v.x, 0), 1), min(max(v.y, 0), 1), min(max(v.z, 0), 1), alpha: s.alpha)
  }
}
