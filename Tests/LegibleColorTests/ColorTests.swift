import Foundation
import LegibleColor
import TestSupport
import Testing

@Suite struct ColorTests {
  @Test func equalityIsExactAndHashConsistent() {
    let a = CSSColor(.sRGB, 0.1, 0.2, 0.3)
    let b = CSSColor(.sRGB, 0.1, 0.2, 0.3)
    let c = CSSColor(.sRGB, 0.1, 0.2, 0.30000000000000004)
    let d = CSSColor(.displayP3, 0.1, 0.2, 0.3)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(a != d)
    #expect(a.isApproximatelyEqual(to: c, tolerance: 1e-12))
    #expect(!a.isApproximatelyEqual(to: d, tolerance: 1e-3))
    #expect(CSSColor(.sRGB, 0, 0, 0) == CSSColor(.sRGB, -0.0, 0, 0))
    #expect(CSSColor(.sRGB, 0, 0, 0).hashValue == CSSColor(.sRGB, -0.0, 0, 0).hashValue)
  }

  @Test func codableRoundTripIsExact() throws {
    let colors = [
      CSSColor(.displayP3, 1, -0.25, 1.5, alpha: 0.5), CSSColor(rgb: 0x0061CD),
      CSSColor(.oklch, 0.627955, 0.257683, 29.2339),
      CSSColor(.xyzD50, 0.1, 1e-300, .leastNonzeroMagnitude),
    ]
    let data = try JSONEncoder().encode(colors)
    let back = try JSONDecoder().decode([CSSColor].self, from: data)
    #expect(back == colors)
    let json = String(decoding: try JSONEncoder().encode(CSSColor(rgb: 0xFFFFFF)), as: UTF8.self)
    #expect(json.contains("\"space\":\"srgb\""))
  }

  @Test func packedRGBUsesTheLowTwentyFourBits() {
    let c = CSSColor(rgb: 0xFF_0A84FF)
    #expect(c == CSSColor(redByte: 10, greenByte: 132, blueByte: 255))
    #expect(c.components.x == 10.0 / 255.0)
  }

  @Test func alphaOperations() {
    let c = CSSColor(rgb: 0x007AFF).withAlpha(0.5)
    #expect(c.alpha == 0.5)
    #expect(c.withAlpha(0.4).alpha == 0.4)  // replaced, as withAlphaComponent does
    #expect(c.multiplyingAlpha(by: 0.4).alpha == 0.2)
    #expect(!c.isOpaque)
    #expect(CSSColor(.sRGB, .nan, 0, 0).isFinite == false)
  }

  @Test func groupOpacityEqualsMultipliedAlpha() {
    let fill = CSSColor(redByte: 0, greenByte: 97, blueByte: 205)
    let a = fill.composited(over: .white, opacity: 0.8)
    #expect(isApproximatelyEqual(a.components * 255, [51, 128.6, 215], absoluteTolerance: 1e-9))
  }
}
