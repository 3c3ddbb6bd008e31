import LegibleColor
import TestSupport
import Testing

/// Mutation fuzzing with a fixed seed: the parser must only return finite colours or throw
/// `ColorParseError` with a position inside the input; it must never trap.
@Suite struct CSSColorParserFuzzTests {
  static let seeds = [
    "#0061cd", "#f00a", "#80FF0000", "rgb(255 0 0 / 50%)", "rgba(255, 0, 0, 0.5)",
    "rgb(100%, 50%, 0%)", "hsl(120deg 100% 50%)", "hsla(0.5turn, 10%, 20%, 30%)",
    "hwb(90 10% 10% / 0.5)", "lab(54.3 80.8 69.9)", "lch(50% 100% 3.14rad)",
    "oklab(0.5 -0.1 0.1 / none)", "oklch(62.8% 0.2577 29.23)", "color(display-p3 1 0 0)",
    "color(srgb-linear 1e-05 -0.0 5e-324)", "color(xyz 1e+300 1 1)", "color(--brand 1 0 0)",
    "color(--rec2020-oetf 1 0 0 / 1)", "rebeccapurple", "transparent", "currentcolor",
    "var(--x)", "color-mix(in srgb, red, blue)", "rgb(from red r g b)", "  #fff  ",
    "color-mix(in oklch longer hue, 40% red, color-mix(blue, #0f08 25%))",
  ]

  static let alphabet = Array(
    "0123456789abcdefABCDEF#(),/%.+-eE noneturndegradlchokxyz-d5\t\n\\\"'*;:é😀\u{301}１∞")

  static func mutate(_ input: String, _ rng: inout SplitMix64) -> String {
    var chars = Array(input)
    let operations = 1 + Int(rng.next() % 4)
    for _ in 0..<operations {
      let position = chars.isEmpty ? 0 : Int(rng.next() % UInt64(chars.count + 1))
      let random = alphabet[Int(rng.next() % UInt64(alphabet.count))]
      switch rng.next() % 6 {
      case 0: chars.insert(random, at: position)
      case 1: if position < chars.count { chars.remove(at: position) }
      case 2: if position < chars.count { chars[position] = random }
      case 3: chars = Array(chars.prefix(position))
      case 4:
        let other = Array(seeds[Int(rng.next() % UInt64(seeds.count))])
        chars = Array(chars.prefix(position)) + other.suffix(other.count / 2)
      default:
        if position < chars.count {
          chars.insert(contentsOf: chars[position...].prefix(8), at: position)
        }
      }
    }
    return String(chars)
  }

  static let parsers = [
    CSSColorParser(),
    CSSColorParser(hexDialect: .android),
    CSSColorParser(customSpaces: ["brand": LinearTestSpace(), "rec2020-oetf": CMYKTestSpace()]),
  ]

  @Test func neverTraps() {
    var rng = SplitMix64(seed: 2025)
    var parsedCount = 0
    var failedCount = 0
    for i in 0..<6000 {
      let input: String
      if i % 10 == 9 {
        // Pure noise.
        let length = Int(rng.next() % 24)
        input = String(
          (0..<length).map { _ in Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))] })
      } else {
        input = Self.mutate(Self.seeds[i % Self.seeds.count], &rng)
      }
      let parser = Self.parsers[i % Self.parsers.count]
      do {
        let color = try parser.parse(input)
        parsedCount += 1
        #expect(color.isFinite, "\(input)")
        #expect(color.alpha >= 0 && color.alpha <= 1, "\(input)")
        // Whatever parses serialises back to the same colour.
        #expect(isBitIdentical(try CSSColor(css: color.cssString), color), "\(input)")
      } catch {
        failedCount += 1
        #expect(error.input == input)
        #expect(error.position >= 0 && error.position <= input.count, "\(error)")
        #expect(!error.message.isEmpty && !error.description.isEmpty)
      }
    }
    // Both outcomes are exercised.
    #expect(parsedCount > 200 && failedCount > 200, "parsed \(parsedCount), failed \(failedCount)")
  }
}
