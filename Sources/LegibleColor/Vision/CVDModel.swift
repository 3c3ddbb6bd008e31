// The simulation models Legible implements, with their sources (docs/reference/cvd.md §2–5):
// - Machado, Oliveira & Fernandes 2009, IEEE TVCG 15(6), doi:10.1109/TVCG.2009.113 (matrices as
//   transcribed in njsmith/colorspacious `colorspacious/cvd.py`, MIT);
// - Viénot, Brettel & Mollon 1999, CSSColor Res. Appl. 24(4) (libDaltonLens `libDaltonLens.c`,
//   Unlicense);
// - Brettel, Viénot & Mollon 1997, JOSA A 14(10) (libDaltonLens `libDaltonLens.c`);
// - achromatopsia as the grey of equal relative luminance (docs/reference/cvd.md §5).

/// A CVD simulation model (a reported policy).
public enum CVDModel: String, Sendable, Hashable, Codable, CaseIterable {
  /// Machado et al. 2009: one matrix per deficiency and severity step 0.1…1.0, interpolated
  /// linearly between steps. Chrome and Firefox DevTools use it. Protan, deutan, tritan.
  case machado2009 = "machado-2009"
  /// Viénot et al. 1999: one projection in linear RGB. Protan and deutan only.
  case vienot1999 = "vienot-1999"
  /// Brettel et al. 1997: two half-plane projections. Protan, deutan, tritan.
  case brettel1997 = "brettel-1997"
  /// The grey of equal relative luminance. Achromatopsia only.
  case luminance

  /// The model used for a deficiency when none is chosen: Machado 2009 for protan and deutan
  /// (matches browser DevTools and supports every severity), Brettel 1997 for tritanopia (the
  /// model docs/reference/cvd.md recommends for tritan dichromacy), Machado 2009 for tritanomaly
  /// (its severity table), and luminance for achromatopsia.
  public static func `default`(for type: CVDType) -> CVDModel {
    switch type {
    case .protanopia, .deuteranopia, .protanomaly, .deuteranomaly, .tritanomaly: .machado2009
    case .tritanopia: .brettel1997
    case .achromatopsia: .luminance
    }
  }

  /// Whether the model can simulate the deficiency.
  public func supports(_ deficiency: CVDType.Deficiency) -> Bool {
    switch (self, deficiency) {
    case (.machado2009, .protan), (.machado2009, .deutan), (.machado2009, .tritan): true
    case (.vienot1999, .protan), (.vienot1999, .deutan): true
    case (.brettel1997, .protan), (.brettel1997, .deutan), (.brettel1997, .tritan): true
    case (.luminance, .achromat): true
    default: false
    }
  }

  /// A description for reports.
  public var summary: String {
    switch self {
    case .machado2009: "Machado, Oliveira & Fernandes 2009 (severity table, linear sRGB)"
    case .vienot1999: "Viénot, Brettel & Mollon 1999 (linear sRGB)"
    case .brettel1997: "Brettel, Viénot & Mollon 1997 (two half-planes, linear sRGB)"
    case .luminance: "grey of equal relative luminance"
    }
  }
}
