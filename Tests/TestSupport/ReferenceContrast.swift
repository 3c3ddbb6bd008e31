import Foundation

/// The WCAG 2.2 contrast ratio of two opaque sRGB colours (components 0–1), computed here from
/// the definitions (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, the 0.04045 decoding
/// threshold; #dfn-contrast-ratio), independently of LegibleColor: the expected value tests
/// compare Legible's ratios with.
public func referenceContrastRatio(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
  func luminance(_ c: SIMD3<Double>) -> Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(c.x) + 0.7152 * linear(c.y) + 0.0722 * linear(c.z)
  }
  let (x, y) = (luminance(a), luminance(b))
  return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}
