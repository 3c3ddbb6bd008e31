// The colour-vision deficiencies Legible simulates (docs/reference/cvd.md). Names follow the
// usual clinical terms and the modes of Colour Contrast Analyser and Chrome DevTools.

/// A colour-vision deficiency.
///
/// The `-opia` cases are dichromacies (one cone type missing; default severity 1); the `-anomaly`
/// cases are anomalous trichromacies (one cone type shifted; default severity
/// ``CVDSimulation/defaultAnomalySeverity``). Achromatopsia is total colour blindness (luminance
/// only). Raw values are the CLI names.
public enum CVDType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Red (L) cones missing.
  case protanopia
  /// Green (M) cones missing.
  case deuteranopia
  /// Blue (S) cones missing.
  case tritanopia
  /// Red (L) cones shifted toward green.
  case protanomaly
  /// Green (M) cones shifted toward red.
  case deuteranomaly
  /// Blue (S) cones shifted.
  case tritanomaly
  /// No cone vision: only luminance is seen.
  case achromatopsia

  /// Which cone class the deficiency affects.
  public var deficiency: Deficiency {
    switch self {
    case .protanopia, .protanomaly: .protan
    case .deuteranopia, .deuteranomaly: .deutan
    case .tritanopia, .tritanomaly: .tritan
    case .achromatopsia: .achromat
    }
  }

  /// Whether this is a dichromacy or achromatopsia (default severity 1) rather than an anomaly.
  public var isComplete: Bool {
    switch self {
    case .protanopia, .deuteranopia, .tritanopia, .achromatopsia: true
    case .protanomaly, .deuteranomaly, .tritanomaly: false
    }
  }

  /// The affected cone class.
  public enum Deficiency: String, Sendable, Hashable, Codable, CaseIterable {
    /// Long-wavelength (red) cones.
    case protan
    /// Medium-wavelength (green) cones.
    case deutan
    /// Short-wavelength (blue) cones.
    case tritan
    /// All cones (rod monochromacy).
    case achromat
  }
}
