import LegibleColor

/// A colour as an audit spec gives it: a literal, a derivation from the base state's value, a
/// per-theme map, or (for surfaces only) unknown.
///
/// In JSON: a CSS colour string, an object of derivation keys (`alpha`, `multiplyAlpha`, `mix` +
/// `amount`, `lightness`, `chroma`), an object keyed by theme names, or `null` (an unknown
/// surface). See `docs/audit-spec.md`.
public indirect enum ColorValue: Sendable, Hashable {
  /// A literal colour.
  case color(CSSColor)
  /// A change applied to the base state's value of the same property.
  case derived(ColorDerivation)
  /// One value per theme, keyed by theme name.
  case themed([String: ColorValue])
  /// An unknown colour (surfaces only): the audit uses black and white backdrops.
  case unknown
}

extension ColorValue: Codable {
  /// Decodes a CSS string, `null`, a derivation object or a theme map.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .unknown
    } else if let text = try? container.decode(String.self) {
      do {
        self = .color(try parseColor(text))
      } catch {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: colorMessage(text, error))
      }
    } else if let derivation = try? container.decode(ColorDerivation.self) {
      self = .derived(derivation)
    } else {
      self = .themed(try container.decode([String: ColorValue].self))
    }
  }

  /// Encodes literals as exact CSS strings (`color(srgb …)`, `oklch(…)`), derivations and theme
  /// maps as objects, unknown as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .color(let c): try container.encode(exactCSS(c))
    case .derived(let d): try container.encode(d)
    case .themed(let map): try container.encode(map)
    case .unknown: try container.encodeNil()
    }
  }
}
