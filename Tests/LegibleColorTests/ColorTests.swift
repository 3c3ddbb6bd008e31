import Foundation
import LegibleColor
import TestSupport
import Testing

@Suite struct ColorTests {
  @Test func equalityIsExactAndHashConsistent() {
    let a = Color(.sRGB, 0.1, 0.2, 0.3)
    let b = Color(.sRGB, 0.1, 0.2, 0.3)
    let c = Color(.sRGB, 0.1, 0.2, 0.30000000000000004)
    let d = Color(.displayP3, 0.1, 0.2, 0.3)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(a != d)
    #expect(a.isApproximatelyEqual(to: c, tolerance: 1e-12))
    #expect(!a.isApproximatelyEqual(to: d, tolerance: 1e-3))
    #expect(Color(.sRGB, 0, 0, 0) == Color(.sRGB, -0.0, 0, 0))
    #expect(Color(.sRGB, 0, 0, 0).hashValue == Color(.sRGB, -0.0, 0, 0).hashValue)
  }

  @Test func codableRoundTripIsExact() throws {
    let colors = [
      Color(.displayP3, 1, -0.25, 1.5, alpha: 0.5), Color(rgb: 0x0061CD),
      Color(.oklch, 0.627955, 0.257683, 29.2339),
      Color(.xyzD50, 0.1, 1e-300, .leastNonzeroMagnitude),
    ]
    let data = try JSONEncoder().encode(colors)
    let back = try JSONDecoder().decode([Color].self, from: data)
    #expect(back == colors)
    let json = String(decoding: try JSONEncoder().encode(Color(rgb: 0xFFFFFF)), as: UTF8.self)
    #expect(json.contains("\"space\":\"srgb\""))
  }

  @Test func packedRGBUsesTheLowTwentyFourBits() {
    let c = Color(rgb: 0xFF_0A84FF)
    #expect(c == Color(red: 10, green: 132, blue: 255))
    #expect(c.components.x == 10.0 / 255.0)
  }

  @Test func alphaOperations() {
    let c = Color(rgb: 0x007AFF).withAlpha(0.5)
    #expect(c.alpha == 0.5)
    #expect(c.withAlpha(0.4).alpha == 0.4)  // replaced, as withAlphaComponent does
    #expect(c.multiplyingAlpha(by: 0.4).alpha == 0.2)
    #expect(!c.isOpaque)
    #expect(Color(.sRGB, .nan, 0, 0).isFinite == false)
  }

  @Test func groupOpacityEqualsMultipliedAlpha() {
    let fill = Color(red: 0, green: 97, blue: 205)
    let a = fill.composited(over: .white, opacity: 0.8)
    #expect(isApproximatelyEqual(a.components * 255, [51, 128.6, 215], absoluteTolerance: 1e-9))
  }
}
