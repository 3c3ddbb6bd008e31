/// A ``FindingSuggestion`` on the heap, shared between copies of a ``Finding`` (immutable, so
/// copies never observe each other's changes: setting a suggestion stores a new box).
final class SuggestionBox: Sendable, Hashable, Codable {
  let value: FindingSuggestion

  init(_ value: FindingSuggestion) { self.value = value }

  static func == (a: SuggestionBox, b: SuggestionBox) -> Bool { a.value == b.value }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  init(from decoder: any Decoder) throws {
    value = try decoder.singleValueContainer().decode(FindingSuggestion.self)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(value)
  }
}
