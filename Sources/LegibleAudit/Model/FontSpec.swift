/// The label font of a component, as far as contrast thresholds care.
public struct FontSpec: Sendable, Hashable, Codable {
  /// Size in CSS px or platform points (iOS pt, Android sp/dp); `nil` = unknown (normal text).
  public var size: Double?
  /// Weight on the CSS 1…1000 scale (400 regular, 700 bold).
  public var weight: Double
  /// Where the font comes from when no file states it (`by legible.json:14:5`, a `facts.fonts`
  /// entry): said in every finding's text metrics; not part of the JSON form.
  public var source: String? = nil

  /// Creates a font description.
  public init(size: Double? = nil, weight: Double = 400) {
    self.size = size
    self.weight = weight
  }

  private enum CodingKeys: String, CodingKey { case size, weight }

  /// Decodes `{ "size": 17, "weight": 400 }`; both keys optional.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    size = try c.decodeIfPresent(Double.self, forKey: .size)
    weight = try c.decodeIfPresent(Double.self, forKey: .weight) ?? 400
  }
}
