/// A rarely set part of a ``Finding`` (its suggestion, its sources) on the heap, shared between
/// copies (immutable, so copies never observe each other's changes: a change stores a new box).
/// Inline, each would grow every finding, and a 20,000-component audit holds them all.
final class FindingBox<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
  let value: Value

  init(_ value: Value) { self.value = value }

  static func == (a: FindingBox, b: FindingBox) -> Bool { a.value == b.value }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(Value.self)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(value)
  }
}

/// Where a finding's two colours come from, and why its pairing is in doubt.
struct FindingProvenance: Sendable, Hashable, Codable {
  var foreground: ColorSource?
  var background: ColorSource?
  var review: String?
  var ignore: FindingIgnore?

  var isEmpty: Bool { foreground == nil && background == nil && review == nil && ignore == nil }
}
