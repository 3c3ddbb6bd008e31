import LegibleColor
import Testing

@Suite struct RatioFormattingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var value: Double
    var expected: String
    var testDescription: String { "\(value) → \(expected)" }
  }

  // docs/reference/contrast.md §5: display floors to 2 decimals (axe: 4.499 → "4.49"; #777/white
  // prints 4.47).
  static let cases: [Case] = [
    .init(value: 4.499, expected: "4.49"),
    .init(value: 4.4999995, expected: "4.49"),
    .init(value: 4.5, expected: "4.50"),
    .init(value: 4.478089453577214, expected: "4.47"),
    .init(value: 21, expected: "21.00"),
    .init(value: 1, expected: "1.00"),
    .init(value: 4.53, expected: "4.53"),
    .init(value: 2.9999999, expected: "2.99"),
    .init(value: 1.005, expected: "1.00"),
    .init(value: 0.07, expected: "0.07"),
  ]

  @Test(arguments: cases)
  func floorsNeverRoundsUp(_ c: Case) {
    #expect(RatioFormatting.floored(c.value) == c.expected)
  }

  @Test func otherPlaces() {
    #expect(RatioFormatting.floored(3.0096, places: 3) == "3.009")
    #expect(RatioFormatting.floored(7.9, places: 0) == "7")
    #expect(RatioFormatting.floored(.nan) == "nan")
  }

  @Test func lcKeepsSign() {
    #expect(RatioFormatting.lc(-57.01383842604974) == "-57.0")
    #expect(RatioFormatting.lc(63.056469930209424) == "63.1")
    #expect(RatioFormatting.lc(0) == "0.0")
  }
}
