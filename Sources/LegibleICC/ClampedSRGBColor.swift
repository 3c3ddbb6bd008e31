// A colour brought to gamma-encoded sRGB by clamping each component, as an sRGB display shows a
// colour from a wider space (Generic RGB, Display P3) when nothing maps the gamut: Interface
// Builder's `calibratedRGB` colours are converted on device and clipped
// (docs/reference/generic-rgb.md §5).

import LegibleColor

/// A colour in gamma-encoded sRGB, each component clamped to 0…1, with whether clamping changed it.
///
/// Clamping is the per-component clip a device applies, not CSS gamut mapping
/// (`CSSColor.gamutMapped(to:)`); a clamped colour is an approximation to be flagged, not a
/// measurement.
///
/// ```swift
/// let blue = try ICCProfile.builtIn(.genericRGB)
///   .clampedSRGB(components: [0, 153.0 / 255, 232.0 / 255], alpha: 1)
/// blue.color       // ≈ srgb(0, 0.6682, 0.9291); a device showed 00AAEC
/// blue.wasClamped  // true: the unclamped red is ≈ −0.0905 (linear ≈ −0.0086)
/// ```
public struct ClampedSRGBColor: Sendable, Hashable {
  /// How far outside 0…1 an encoded component may lie and still count as in gamut: 1e-5, a
  /// 400th of an 8-bit step, above LittleCMS's single-precision noise (~1e-7).
  public static let tolerance = 1e-5

  /// The colour in `.sRGB`, each component clamped to 0…1; alpha as given.
  public var color: CSSColor
  /// The colour in `.sRGB` before clamping: components may lie below 0 or above 1 (the sRGB
  /// curve extended by sign symmetry, as CSS does).
  public var unclamped: CSSColor
  /// Whether a component lay more than ``tolerance`` outside 0…1, so that `color` is not the
  /// colour itself.
  public var wasClamped: Bool

  /// Converts a colour to sRGB and clamps it.
  ///
  /// - Parameter color: Any colour; it is converted to `.sRGB` first.
  public init(_ color: CSSColor) {
    let encoded = color.converted(to: .sRGB)
    let c = encoded.components
    let zero = SIMD3<Double>(repeating: 0)
    let one = SIMD3<Double>(repeating: 1)
    let outside =
      any(c .< zero - Self.tolerance) || any(c .> one + Self.tolerance)
      || !(c.x.isFinite && c.y.isFinite && c.z.isFinite)
    unclamped = encoded
    self.color = CSSColor(.sRGB, c.clamped(lowerBound: zero, upperBound: one), alpha: color.alpha)
    wasClamped = outside
  }
}

extension ICCProfile {
  /// Converts components in this profile to gamma-encoded sRGB, clamped to the sRGB gamut.
  ///
  /// The conversion is ``color(components:alpha:)`` (relative colorimetric, unbounded), then
  /// ``ClampedSRGBColor/init(_:)``.
  ///
  /// - Parameters:
  ///   - components: Exactly ``componentCount`` values (0…1 for RGB, grey and CMYK).
  ///   - alpha: The alpha to give the result.
  /// - Returns: The clamped sRGB colour and whether clamping changed it.
  /// - Throws: ``ColorManagementError/Code/wrongComponentCount`` when the count is wrong.
  public func clampedSRGB(components: [Double], alpha: Double) throws(ColorManagementError)
    -> ClampedSRGBColor
  {
    ClampedSRGBColor(try color(components: components, alpha: alpha))
  }
}
