/// The value of one ``PresetParameter``: a number (an opacity, a filter amount) or a colour (a
/// literal, a `"{token}"`, or a theme map).
///
/// In JSON: a number, or anything a state colour may be except a derivation.
public enum PresetValue: Sendable, Hashable {
  /// A number.
  case number(Double)
  /// A colour.
  case color(ColorValue)
}

extension PresetValue: Codable {
  /// Decodes a number, else a colour.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else {
      self = .color(try container.decode(ColorValue.self))
    }
  }

  /// Encodes the number or the colour.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let n): try container.encode(n)
    case .color(let c): try container.encode(c)
    }
  }
}
