// Relative luminance coefficients. Sources: WCAG 2.2 "relative luminance"
// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance) prints 0.2126 / 0.7152 / 0.0722;
// CSS Color 4's linear-sRGB → XYZ-D65 matrix has the exact middle row 87098/409605,
// 175762/245763, 12673/175545 (Color.js and ColorAide use it). Both rows sum to 1, so greys agree.

/// Which weights turn linear sRGB into relative luminance (a reported policy).
public enum LuminanceCoefficients: String, Sendable, Hashable, Codable, CaseIterable {
  /// The WCAG 2.x text: 0.2126, 0.7152, 0.0722 (also axe-core, WebAIM, MCU). The default.
  case wcag
  /// The exact Y row of CSS Color 4's sRGB matrix (Color.js, ColorAide).
  case css4

  /// The red, green and blue weights.
  public var weights: SIMD3<Double> {
    switch self {
    case .wcag: SIMD3(0.2126, 0.7152, 0.0722)
    case .css4: RGBSpaceDefinition.sRGBToXYZ.rows.1
    }
  }

  /// A human-readable description for reports.
  public var summary: String {
    switch self {
    case .wcag: "WCAG 2.x text coefficients 0.2126/0.7152/0.0722"
    case .css4: "CSS Color 4 exact sRGB Y row (87098/409605, 175762/245763, 12673/175545)"
    }
  }
}

extension CSSColor {
  /// Relative luminance (WCAG 2.x): the weighted sum of the linear sRGB components.
  ///
  /// Wide-gamut colours go through linear sRGB unclamped (no gamut mapping). A translucent colour
  /// is composited over `backdrop` first (white, as WCAG assumes), never read as if opaque:
  /// `rgb(0 0 0 / 0.5)` has the luminance of the grey it draws on white.
  ///
  /// - Parameters:
  ///   - coefficients: The luminance weights; ``LuminanceCoefficients/wcag`` by default.
  ///   - backdrop: What a translucent colour is drawn on; white by default (itself composited
  ///     over white when translucent).
  ///   - blend: The compositing space for a translucent colour; encoded sRGB by default.
  /// - Returns: The luminance, 0 for black and 1 for white; outside 0…1 for out-of-gamut colours.
  public func relativeLuminance(
    _ coefficients: LuminanceCoefficients = .wcag, over backdrop: CSSColor = .white,
    blend: BlendSpace = .encodedSRGB
  ) -> Double {
    if isOpaque { return opaqueLuminance(coefficients) }
    let base = backdrop.isOpaque ? backdrop : backdrop.composited(over: .white, in: blend)
    return composited(over: base, in: blend).opaqueLuminance(coefficients)
  }

  /// The luminance of the components alone, for colours the caller has already flattened.
  @inlinable
  package func opaqueLuminance(_ coefficients: LuminanceCoefficients) -> Double {
    (linearSRGB * coefficients.weights).sum()
  }
}
