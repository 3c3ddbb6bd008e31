import Testing

@testable import LegibleColor

/// The one hex encoder and decoder. Colours are real palette values from the Examples (Primer's
/// dark-mode pressed green #2e9a40, Carbon's danger pressed #750e13 and primary hover #0050e6,
/// Fluent's #106ebe); each round-trips through the CSS parser and `hexString`.
@Suite struct HexTests {
  static let palette = ["#2e9a40", "#750e13", "#0050e6", "#106ebe", "#ffffff", "#000000"]

  @Test(arguments: palette) func paletteColoursRoundTrip(hex: String) throws {
    let color = try CSSColor(css: hex)
    #expect(color.hexString() == hex)
    // Upper-case digits decode to the same colour.
    #expect(try CSSColor(css: hex.uppercased()) == color)
  }

  @Test func digitsAndValues() {
    #expect(Hex.string(0x2e) == "2e")
    #expect(Hex.string(0x0f, uppercase: true) == "0F")
    #expect(Hex.value(UInt8(ascii: "a")) == 10)
    #expect(Hex.value(UInt8(ascii: "F")) == 15)
    #expect(Hex.value(UInt8(ascii: "9")) == 9)
    #expect(Hex.value(UInt8(ascii: "g")) == nil)
    #expect(Hex.value(UInt8(ascii: "#")) == nil)
    for byte in UInt8.min...UInt8.max {
      #expect(Hex.byte(Hex.string(byte).utf8) == byte)
      #expect(Hex.byte(Hex.string(byte, uppercase: true).utf8) == byte)
    }
  }

  @Test func bytesFromAssetCatalogComponents() {
    #expect(Hex.byte("7F".utf8) == 127)
    #expect(Hex.byte("7".utf8) == 7)
    #expect(Hex.byte("".utf8) == nil)
    #expect(Hex.byte("100".utf8) == nil)
    #expect(Hex.byte("0x".utf8) == nil)
  }

  /// The suggester's fast path read lower-case digits only; it now reads both, as the parser does.
  @Test func theSuggestersHexReaderAcceptsUpperCase() throws {
    let parsed = try #require(ContrastSuggester.parsedHex("#2E9A40"))
    #expect(parsed == (try CSSColor(css: "#2e9a40")))
  }
}
