import LegibleColor

/// The WCAG conformance level whose criteria gate the audit.
public enum ConformanceLevel: String, Sendable, Hashable, Codable, CaseIterable {
  /// 1.4.3, 1.4.11 (the default).
  case aa = "AA"
  /// Adds 1.4.6 (enhanced text contrast) and 2.4.13 (focus appearance).
  case aaa = "AAA"
}

/// Which text counts as large-scale (a reported policy; `docs/reference/contrast.md` §4).
public enum LargeTextPolicy: String, Sendable, Hashable, Codable, CaseIterable {
  /// WCAG with sizes in CSS px or platform points: large is ≥ 24, or ≥ 18.66 at weight ≥ 700
  /// (18 pt / 14 pt bold at 4/3 px per pt). The default.
  case wcagCSSPixels = "wcag"
  /// The mobile scanners' convention (Android ATF, commercial scanners): large is ≥ 18, or ≥ 14 at
  /// weight ≥ 700, in platform points/dp.
  case platformPoints18 = "platform"

  /// The size from which any weight is large.
  public var largeSize: Double {
    switch self {
    case .wcagCSSPixels: 24
    case .platformPoints18: 18
    }
  }

  /// The size from which bold (weight ≥ 700) text is large.
  public var largeBoldSize: Double {
    switch self {
    case .wcagCSSPixels: 18.66
    case .platformPoints18: 14
    }
  }

  /// The weight from which text is bold.
  public static let boldWeight = 700.0

  /// A description for reports.
  public var summary: String {
    switch self {
    case .wcagCSSPixels:
      "wcag: large = size ≥ 24, or ≥ 18.66 with weight ≥ 700 (CSS px = platform points)"
    case .platformPoints18:
      "platform: large = size ≥ 18, or ≥ 14 with weight ≥ 700 (mobile scanners' convention)"
    }
  }
}

/// Every option that influences an audit's numbers; reports print it.
public struct AuditPolicy: Sendable, Hashable, Codable {
  /// The conformance level (AA by default).
  public var level: ConformanceLevel
  /// The large-text rule.
  public var largeText: LargeTextPolicy
  /// Where translucent colours are composited.
  public var composite: BlendSpace
  /// The luminance coefficients of the WCAG ratio.
  public var coefficients: LuminanceCoefficients
  /// The APCA algorithm reported beside text findings (informational).
  public var apca: APCAContrast
  /// Whether failing findings get the nearest passing fix (``Finding/suggestion``); on by
  /// default.
  public var suggestions: Bool = true
  /// The colour-vision deficiencies to re-check findings under (informational: never changes a
  /// verdict); empty by default. See ``CVDReview``.
  public var cvd: [CVDType] = []

  /// Creates a policy; every parameter has the WCAG default.
  public init(
    level: ConformanceLevel = .aa, largeText: LargeTextPolicy = .wcagCSSPixels,
    composite: BlendSpace = .encodedSRGB, coefficients: LuminanceCoefficients = .wcag,
    apca: APCAContrast = APCAContrast(), suggestions: Bool = true, cvd: [CVDType] = []
  ) {
    self.suggestions = suggestions
    self.cvd = cvd
    self.level = level
    self.largeText = largeText
    self.composite = composite
    self.coefficients = coefficients
    self.apca = apca
  }

  /// Verdicts use the unrounded composite; 8-bit rounding is only a flip alternative.
  public static let quantization = "none (unrounded)"
  /// How surfaces that are unknown or translucent are treated.
  public static let backdropRule =
    "unknown or translucent surfaces are evaluated over black and over white; "
    + "min ≥ required → pass, max < required → fail, otherwise needs-review"
  /// How a missing font size is treated.
  public static let missingFontSizeRule = "missing font size → normal text (the strict choice)"
  /// The simulations of ``cvd``, at each type's default severity and model, with the policy's
  /// luminance coefficients.
  public var cvdSimulations: [CVDSimulation] {
    cvd.map { CVDSimulation($0, coefficients: coefficients) }
  }

  /// How distinguishability from the normal state is judged under a simulation.
  public static let distinguishabilityRule =
    "a state collapses when it differs from normal by ΔE OK ≥ 0.02 with normal vision and "
    + "< 0.02 simulated (the larger difference of the matched effective colours; CSS Color 4 JND)"

  /// How ratios are compared.
  public static let comparison = "unrounded ratio ≥ required"
}
