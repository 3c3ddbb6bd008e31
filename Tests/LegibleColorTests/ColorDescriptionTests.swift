import LegibleColor
import Testing

/// `CSSColor` prints its lossless CSS form (`cssString`, Color+CSS.swift): hex for byte-exact
/// sRGB, `color(…)` where hex would round.
@Suite struct ColorDescriptionTests {
  @Test func description() throws {
    #expect("\(CSSColor(redByte: 0, greenByte: 0x61, blueByte: 0xcd))" == "#0061cd")
    #expect(
      CSSColor(redByte: 0, greenByte: 0x61, blueByte: 0xcd, alpha: 128.0 / 255).description
        == "#0061cd80")
    // 0.5 is not k/255: hex would round to #808080, so the exact CSS string prints.
    #expect(CSSColor(red: 0.5, green: 0.5, blue: 0.5).description == "color(srgb 0.5 0.5 0.5)")
    #expect(CSSColor(.displayP3, 1, 0, 0).description == "color(display-p3 1 0 0)")
    #expect(
      try CSSColor(css: "rgb(0 97 205 / 0.5)").description
        == "rgb(0 97 205 / 0.5)")
    // Lossless: the printed form parses back to the same value, bit for bit.
    let translucent = try CSSColor(css: "rgb(255 255 255 / 0.7)")
    #expect(translucent.description == "rgb(255 255 255 / 0.7)")
    #expect(try CSSColor(css: translucent.description) == translucent)
  }

  @Test func debugDescription() {
    #expect(CSSColor(rgb: 0x0061cd).debugDescription == "CSSColor(#0061cd)")
    #expect(
      CSSColor(red: 0.5, green: 0.5, blue: 0.5).debugDescription
        == "CSSColor(color(srgb 0.5 0.5 0.5) ≈ #808080)")
    // Display P3 red lies outside sRGB: no hex approximation.
    #expect(CSSColor(.displayP3, 1, 0, 0).debugDescription == "CSSColor(color(display-p3 1 0 0))")
  }
}
