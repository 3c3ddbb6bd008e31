// CSS serialisation of colours (CSS Color Module Level 4 §15, https://www.w3.org/TR/css-color-4/
// #serializing-color-values), chosen for exact round trips rather than the spec's canonical
// rounding: numbers are written with Swift's shortest round-trip representation
// (`Double.description`, which the parser reads back bit for bit).

extension CSSColor {
  /// Parses a CSS colour string.
  ///
  /// - Parameters:
  ///   - text: A CSS Color 4 colour, e.g. `#0061cd`, `oklch(62.8% 0.2577 29.23)`.
  ///   - hexDialect: The digit order of hex colours; `.css` (alpha last) by default.
  /// - Throws: ``ColorParseError`` naming the position and what was expected.
  /// - SeeAlso: ``CSSColorParser`` for custom `color(--name …)` spaces and the exact rules.
  public init(css text: String, hexDialect: HexDialect = .css) throws(ColorParseError) {
    self = try CSSColorParser(hexDialect: hexDialect).parse(text)
  }

  /// A CSS string that parses back to exactly this colour.
  ///
  /// `CSSColor(css: c.cssString) == c` holds bit for bit (components, alpha, and the sign of zero)
  /// for every colour with finite components and alpha in 0…1, in every ``ColorSpace``:
  /// - sRGB whose components are exactly `k/255` and whose alpha is 1 or exactly `j/255`:
  ///   `#rrggbb` or `#rrggbbaa`;
  /// - other sRGB and the RGB and XYZ spaces: `color(srgb r g b)`, `color(display-p3 …)`, …,
  ///   `color(xyz-d65 …)`; Rec. 2020 with the camera OETF is `color(--rec2020-oetf …)` (the
  ///   Color.js name, which the parser maps back unless a custom space takes that name);
  /// - `lab(…)`, `lch(…)`, `oklab(…)`, `oklch(…)` with plain numbers (the parser keeps values
  ///   outside CSS's ranges; see ``CSSColorParser``);
  /// - alpha other than 1 as ` / a`.
  ///
  /// Numbers use the shortest decimal that round-trips (`0.1`, `1e-05`, `-0`, `5e-324`).
  /// Non-finite values are written as `nan`/`inf`, which do not parse.
  public var cssString: String {
    if space == .sRGB, let hex = exactHexString() { return hex }
    let numbers = [components.x, components.y, components.z].map(\.plainDescription)
      .joined(separator: " ")
    let alphaPart = alpha == 1 ? "" : " / " + alpha.plainDescription
    switch space {
    case .lab, .lch, .oklab, .oklch:
      return "\(space.rawValue)(\(numbers)\(alphaPart))"
    case .rec2020OETF:
      return "color(--rec2020-oetf \(numbers)\(alphaPart))"
    case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
      return "color(\(space.rawValue) \(numbers)\(alphaPart))"
    }
  }

  /// `#rrggbb` (lower case), or `#rrggbbaa` when alpha is included.
  ///
  /// The colour is converted to sRGB, each component clamped to 0…1 and rounded to the nearest
  /// 8-bit value.
  ///
  /// - Parameter includeAlpha: `true` always writes alpha, `false` never does, `nil` (the
  ///   default) writes it when alpha < 1.
  /// - Returns: The hex string, or `nil` when the colour is not finite or lies outside the sRGB
  ///   gamut (``isInGamut(_:tolerance:)`` with its default tolerance).
  public func hexString(includeAlpha: Bool? = nil) -> String? {
    guard isFinite, isInGamut(.sRGB) else { return nil }
    let rgb = converted(to: .sRGB).components
    guard rgb.x.isFinite, rgb.y.isFinite, rgb.z.isFinite else { return nil }
    let withAlpha = includeAlpha ?? (alpha < 1)
    return Self.hex([
      Self.byte(rgb.x), Self.byte(rgb.y), Self.byte(rgb.z), withAlpha ? Self.byte(alpha) : nil,
    ])
  }

  /// A short string for people: ``hexString(includeAlpha:)`` when the colour is inside the
  /// sRGB gamut, otherwise ``cssString`` in the colour's own space (e.g.
  /// `color(display-p3 1 0 0)`, or `color(srgb …)` for out-of-gamut sRGB values).
  public var displayString: String { hexString() ?? cssString }

  // MARK: Helpers

  /// The hex form when it reproduces the colour bit for bit.
  private func exactHexString() -> String? {
    guard let r = Self.exactByte(components.x), let g = Self.exactByte(components.y),
      let b = Self.exactByte(components.z)
    else { return nil }
    if alpha == 1 { return Self.hex([r, g, b, nil]) }
    guard let a = Self.exactByte(alpha) else { return nil }
    return Self.hex([r, g, b, a])
  }

  /// `k` when `x` is bit for bit `Double(k) / 255` (so `-0.0` is not `0`).
  static func exactByte(_ x: Double) -> UInt8? {
    guard x >= 0, x <= 1 else { return nil }
    let k = UInt8((x * 255).rounded())
    guard (Double(k) / 255).bitPattern == x.bitPattern else { return nil }
    return k
  }

  /// `x` clamped to 0…1 and rounded to the nearest of 0…255 (`x` must not be NaN).
  private static func byte(_ x: Double) -> UInt8 {
    UInt8((min(max(x, 0), 1) * 255).rounded())
  }

  /// `#` and two lower-case hex digits per byte (the last one only when present), built from
  /// ASCII bytes (no `Character` arrays: this runs once per suggestion candidate).
  private static func hex(_ bytes: [UInt8?]) -> String {
    var ascii: [UInt8] = [UInt8(ascii: "#")]
    ascii.reserveCapacity(9)
    for case let b? in bytes { Hex.append(b, to: &ascii) }
    return String(decoding: ascii, as: UTF8.self)
  }
}
