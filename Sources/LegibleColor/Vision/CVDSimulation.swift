// Colour-vision-deficiency simulation in linear sRGB (docs/reference/cvd.md §1):
// decode sRGB with the piecewise curve, apply the model, clamp to 0…1 for display and contrast.
// Models and sources: see ``CVDModel`` (Machado 2009, Viénot 1999, Brettel 1997, luminance).
//
// Severity semantics (docs/reference/cvd.md §2–4):
// - Machado 2009: the tabulated matrices at 0.1 steps, interpolated linearly between neighbouring
//   steps (never between the identity and the 1.0 matrix).
// - Viénot 1999, Brettel 1997 and the luminance model: `s·simulated + (1 − s)·original` in linear RGB.
// Clamping: ``simulatedLinear(_:)`` is unclamped (Machado protanopia of pure blue has R = −0.205);
// ``simulate(_:)`` clamps each linear component to 0…1 before encoding, as displays do; contrast
// under CVD is taken from the clamped colour.

/// A simulation of how a colour looks to someone with a colour-vision deficiency.
///
/// ```swift
/// let sim = CVDSimulation(.protanopia)
/// sim.simulate(CSSColor(rgb: 0xFF0000)).hexString()  // "#6d5f00" (Machado 2009, severity 1)
/// ```
public struct CVDSimulation: Sendable, Hashable, Codable {
  /// The default severity of the anomalous trichromacies (`-anomaly` types): 0.6, a moderate
  /// anomaly on the Machado scale. Dichromacies and achromatopsia default to 1.
  public static let defaultAnomalySeverity = 0.6

  /// The deficiency simulated.
  public var type: CVDType
  /// How strong the deficiency is, 0 (normal vision) … 1 (complete); see the file header.
  public var severity: Double
  /// The model in use.
  public var model: CVDModel
  /// The weights used by the achromatopsia (luminance) model.
  public var coefficients: LuminanceCoefficients

  /// Creates a simulation.
  ///
  /// - Parameters:
  ///   - type: The deficiency.
  ///   - severity: 0…1 (values outside are clamped); 1 for dichromacies and achromatopsia and
  ///     ``defaultAnomalySeverity`` for anomalies when omitted.
  ///   - model: The model; ``CVDModel/default(for:)`` when omitted. Must support the type's
  ///     deficiency (``CVDModel/supports(_:)``); use ``init(_:severity:model:coefficients:)``
  ///     only with a supported pair, or check first.
  ///   - coefficients: Luminance weights for achromatopsia; WCAG's by default.
  public init(
    _ type: CVDType, severity: Double? = nil, model: CVDModel? = nil,
    coefficients: LuminanceCoefficients = .wcag
  ) {
    let chosen = model ?? CVDModel.default(for: type)
    precondition(chosen.supports(type.deficiency), "\(chosen) cannot simulate \(type)")
    self.type = type
    self.severity = min(max(severity ?? (type.isComplete ? 1 : Self.defaultAnomalySeverity), 0), 1)
    self.model = chosen
    self.coefficients = coefficients
  }

  /// The simulated linear-sRGB components, unclamped.
  ///
  /// - Parameter rgb: Linear-light sRGB components (extended range allowed).
  /// - Returns: The simulated components; may leave 0…1.
  public func simulatedLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
    let s = severity
    switch model {
    case .machado2009:
      return MachadoTable.matrix(type.deficiency, severity: s)(rgb)
    case .vienot1999:
      return mix(Self.vienot(type.deficiency)(rgb), rgb, s)
    case .brettel1997:
      let planes = Self.brettel(type.deficiency)
      let d = (rgb * planes.normal).sum()
      return mix((d >= 0 ? planes.first : planes.second)(rgb), rgb, s)
    case .luminance:
      let y = (rgb * coefficients.weights).sum()
      return mix(SIMD3(repeating: y), rgb, s)
    }
  }

  /// The colour as seen with the deficiency: an sRGB colour (alpha kept) whose linear components
  /// are clamped to 0…1, so ``CSSColor/hexString(includeAlpha:)`` always succeeds.
  ///
  /// Translucent colours are simulated as they are; composite first (``CSSColor/composited(over:in:)``)
  /// to simulate what is seen on screen.
  public func simulate(_ color: CSSColor) -> CSSColor {
    let lin = simulatedLinear(color.linearSRGB)
    let clamped = SIMD3(clamp01(lin.x), clamp01(lin.y), clamp01(lin.z))
    return CSSColor(.sRGB, TransferFunction.sRGB.encode(clamped), alpha: color.alpha)
  }

  /// Whether the unclamped simulation of `color` leaves the sRGB gamut (so ``simulate(_:)``
  /// clamped it), within `tolerance`.
  public func clips(_ color: CSSColor, tolerance: Double = 1e-7) -> Bool {
    let lin = simulatedLinear(color.linearSRGB)
    return [lin.x, lin.y, lin.z].contains { $0 < -tolerance || $0 > 1 + tolerance }
  }

  /// A description for reports, e.g. "protanopia, severity 1, Machado, … ; clamped to sRGB".
  public var summary: String {
    "\(type.rawValue), severity \(severity.plainDescription), \(model.summary); "
      + "linear-sRGB result clamped to 0…1"
  }

  // MARK: Model data

  /// Viénot 1999 projections (libDaltonLens `libDaltonLens.c`; docs/reference/cvd.md §3).
  static func vienot(_ deficiency: CVDType.Deficiency) -> Matrix3 {
    switch deficiency {
    case .protan:
      Matrix3(
        SIMD3(0.11238, 0.88762, 0), SIMD3(0.11238, 0.88762, 0), SIMD3(0.00401, -0.00401, 1))
    case .deutan:
      Matrix3(
        SIMD3(0.29275, 0.70725, 0), SIMD3(0.29275, 0.70725, 0), SIMD3(-0.02234, 0.02234, 1))
    case .tritan, .achromat:
      preconditionFailure("Viénot 1999 covers protan and deutan only")
    }
  }

  /// Brettel 1997 half-plane projections and separation normal (libDaltonLens;
  /// docs/reference/cvd.md §4).
  static func brettel(
    _ deficiency: CVDType.Deficiency
  ) -> (first: Matrix3, second: Matrix3, normal: SIMD3<Double>) {
    switch deficiency {
    case .tritan:
      (
        Matrix3(
          SIMD3(1.01277, 0.13548, -0.14826), SIMD3(-0.01243, 0.86812, 0.14431),
          SIMD3(0.07589, 0.80500, 0.11911)),
        Matrix3(
          SIMD3(0.93678, 0.18979, -0.12657), SIMD3(0.06154, 0.81526, 0.12320),
          SIMD3(-0.37562, 1.12767, 0.24796)),
        SIMD3(0.03901, -0.02788, -0.01113)
      )
    case .protan:
      (
        Matrix3(
          SIMD3(0.14980, 1.19548, -0.34528), SIMD3(0.10764, 0.84864, 0.04372),
          SIMD3(0.00384, -0.00540, 1.00156)),
        Matrix3(
          SIMD3(0.14570, 1.16172, -0.30742), SIMD3(0.10816, 0.85291, 0.03892),
          SIMD3(0.00386, -0.00524, 1.00139)),
        SIMD3(0.00048, 0.00393, -0.00441)
      )
    case .deutan:
      (
        Matrix3(
          SIMD3(0.36477, 0.86381, -0.22858), SIMD3(0.26294, 0.64245, 0.09462),
          SIMD3(-0.02006, 0.02728, 0.99278)),
        Matrix3(
          SIMD3(0.37298, 0.88166, -0.25464), SIMD3(0.25954, 0.63506, 0.10540),
          SIMD3(-0.01980, 0.02784, 0.99196)),
        SIMD3(-0.00281, -0.00611, 0.00892)
      )
    case .achromat:
      preconditionFailure("Brettel 1997 has no achromatopsia projection")
    }
  }
}

private func mix(_ simulated: SIMD3<Double>, _ original: SIMD3<Double>, _ s: Double) -> SIMD3<
  Double
> {
  s * simulated + (1 - s) * original
}

private func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }
