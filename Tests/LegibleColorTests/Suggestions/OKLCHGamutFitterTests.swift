import TestSupport
import Testing

@testable import LegibleColor

/// The fitter's shortcut must answer exactly as `CSSColor.converted(to:)` + `isInGamut` do, or
/// the suggester's output would change (the golden reports check that end to end; these
/// cases check it where it is hardest: at the gamut's edge).
@Suite struct OKLCHGamutFitterTests {
  static let spaces: [ColorSpace] = [.sRGB, .displayP3]

  /// The generic path the fitter replaces.
  static func generic(_ l: Double, _ c: Double, _ h: Double, _ space: ColorSpace) -> CSSColor {
    CSSColor(.oklch, l, c, h).converted(to: space)
  }

  /// The largest chroma in gamut by the generic test (60 halvings).
  static func edge(_ l: Double, _ h: Double, _ space: ColorSpace, _ tolerance: Double) -> Double {
    var lo = 0.0
    var hi = 0.5
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if generic(l, mid, h, space).isInGamut(space, tolerance: tolerance) {
        lo = mid
      } else {
        hi = mid
      }
    }
    return lo
  }

  /// Random points and points at, just inside and just outside the edge (ulps to 1e-4 away):
  /// the decision agrees with the generic one for both tolerances the suggester uses, and the
  /// colour is bit for bit the generic one.
  @Test(arguments: spaces)
  func agreesWithTheGenericPath(space: ColorSpace) {
    var rng = SplitMix64(seed: 0x0C1C_4)
    var checked = 0
    var disagreements: [String] = []
    for _ in 0..<400 {
      let l = Double.random(in: 0...1, using: &rng)
      let h = Double.random(in: 0..<360, using: &rng)
      let fitters = [1e-9, 1e-6].map { OKLCHGamutFitter(hue: h, space: space, tolerance: $0) }
      var chromas = [Double.random(in: 0...0.5, using: &rng), 0]
      for e in [Self.edge(l, h, space, 1e-9), Self.edge(l, h, space, 1e-6)] {
        chromas += [e, e.nextUp, e.nextDown]
        for d in [1e-15, 1e-14, 1e-13, 1e-12, 1e-11, 1e-10, 1e-9, 1e-7, 1e-6, 1e-5, 1e-4] {
          chromas += [e - d, e + d]
        }
      }
      for c in chromas where c >= 0 {
        let g = Self.generic(l, c, h, space)
        for fitter in fitters {
          checked += 1
          if fitter.isInGamut(lightness: l, chroma: c)
            != g.isInGamut(space, tolerance: fitter.tolerance)
          {
            disagreements.append("l \(l) c \(c) h \(h) tolerance \(fitter.tolerance)")
          }
        }
        let f = fitters[0].color(lightness: l, chroma: c, alpha: 1)
        let sameBits =
          f.space == g.space && f.components.x.bitPattern == g.components.x.bitPattern
          && f.components.y.bitPattern == g.components.y.bitPattern
          && f.components.z.bitPattern == g.components.z.bitPattern
        if !sameBits {
          disagreements.append("colour differs at l \(l) c \(c) h \(h)")
        }
      }
    }
    #expect(checked > 40_000)
    #expect(disagreements.count == 0, "first: \(disagreements.prefix(5))")
  }

  /// Only D65 spaces with the sRGB transfer are served; the others would need their own band.
  @Test func servesTheSuggesterGamuts() {
    #expect(OKLCHGamutFitter(hue: 30, space: .sRGB, tolerance: 1e-9).space == .sRGB)
    #expect(OKLCHGamutFitter(hue: 30, space: .displayP3, tolerance: 1e-9).space == .displayP3)
  }
}
