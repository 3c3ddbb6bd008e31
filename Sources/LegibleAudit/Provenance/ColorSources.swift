/// The source of one property of a state: one for every theme, or one per theme.
///
/// In JSON: a ``ColorSource`` object, or an object keyed by theme names whose values are
/// ``ColorSource`` objects (told apart by the `pairing` key every source has).
public enum ColorSources: Sendable, Hashable {
  /// The same source in every theme.
  case all(ColorSource)
  /// One source per theme, keyed by theme name.
  case themed([String: ColorSource])

  /// Every source transformed alike (one, or each theme's).
  package func map(_ transform: (ColorSource) -> ColorSource) -> ColorSources {
    switch self {
    case .all(let source): .all(transform(source))
    case .themed(let map): .themed(map.mapValues(transform))
    }
  }

  /// The source in `theme`: the theme's own, else the theme-less one.
  public func source(theme: String?) -> ColorSource? {
    switch self {
    case .all(let source): return source
    case .themed(let map):
      guard let theme else { return nil }
      return map[theme]
    }
  }
}

extension ColorSources: Codable {
  private struct PairingProbe: Decodable {
    var pairing: Pairing
  }

  /// Decodes a source object or a theme map of them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if (try? container.decode(PairingProbe.self)) != nil {
      self = .all(try container.decode(ColorSource.self))
    } else {
      self = .themed(try container.decode([String: ColorSource].self))
    }
  }

  /// Encodes a source object or a theme map.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .all(let source): try container.encode(source)
    case .themed(let map): try container.encode(map)
    }
  }
}
