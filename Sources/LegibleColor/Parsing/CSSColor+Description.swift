// How a colour prints for people (`print`, string interpolation, test failures): its exact CSS
// form (Color+CSS.swift), `#0061cd` for the 8-bit sRGB colours most designs use, and a lossless
// `color(…)` string where a hex string would round.

extension CSSColor: CustomStringConvertible, CustomDebugStringConvertible {
  /// The colour as CSS that parses back to exactly this value.
  ///
  /// `#0061cd` for an opaque sRGB colour whose components are bytes, `#0061cd80` when its alpha
  /// is a byte too, `rgb(0 97 205 / 0.5)` when only the alpha is not, and otherwise
  /// ``cssString``, the `color()`, `lab()`, … form in the colour's own space
  /// (`color(display-p3 1 0 0)`, `color(srgb 0.5 0.5 0.5)`), so nothing prints rounded.
  public var description: String {
    let exact = cssString
    guard space == .sRGB, !exact.hasPrefix("#"), (0...1).contains(alpha) else { return exact }
    guard let r = Self.exactByte(components.x), let g = Self.exactByte(components.y),
      let b = Self.exactByte(components.z)
    else { return exact }
    return "rgb(\(r) \(g) \(b) / \(alpha.plainDescription))"
  }

  /// ``description`` in `CSSColor(…)`, with the nearest 8-bit sRGB hex when that is not already
  /// the exact form: `CSSColor(#0061cd)`, `CSSColor(color(srgb 0.5 0.5 0.5) ≈ #808080)`.
  public var debugDescription: String {
    let exact = cssString
    guard !exact.hasPrefix("#"), let hex = hexString() else { return "CSSColor(\(exact))" }
    return "CSSColor(\(exact) ≈ \(hex))"
  }
}
