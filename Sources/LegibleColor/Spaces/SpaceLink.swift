// How each colour space is defined on another, one link at a time towards XYZ-D65 (the hub of
// CSS Color 4 §17): CSSColor converts to XYZ-D65 by following a space's links and back by undoing
// them in reverse order, so every conversion formula is written once, with its inverse beside it.

/// The definition of one colour space on the space it is built on.
enum SpaceLink {
  /// XYZ-D50 on XYZ-D65: linear Bradford adaptation.
  case adaptation
  /// CIE Lab on XYZ-D50.
  case lab
  /// A polar form (LCh, OKLCh) on its rectangular space.
  case polar
  /// OKLab on XYZ-D65.
  case oklab
  /// An RGB space on the XYZ of its white: transfer function, then matrix.
  case rgb(RGBSpaceDefinition)

  /// The link of `space` and the space it is built on; `nil` for XYZ-D65, the hub.
  static func of(_ space: ColorSpace) -> (link: SpaceLink, base: ColorSpace)? {
    switch space {
    case .xyzD65: return nil
    case .xyzD50: return (.adaptation, .xyzD65)
    case .lab: return (.lab, .xyzD50)
    case .lch: return (.polar, .lab)
    case .oklab: return (.oklab, .xyzD65)
    case .oklch: return (.polar, .oklab)
    case .sRGB, .sRGBLinear, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .rec2020OETF:
      // Every RGB space has a definition.
      guard let def = RGBSpaceDefinition.of(space) else { return nil }
      return (.rgb(def), def.white == .d65 ? .xyzD65 : .xyzD50)
    }
  }

  /// `c` converted from the linked space to its base, or from the base when `inverse`.
  func apply(_ c: SIMD3<Double>, inverse: Bool) -> SIMD3<Double> {
    switch self {
    case .adaptation:
      inverse ? ChromaticAdaptation.d65ToD50(c) : ChromaticAdaptation.d50ToD65(c)
    case .lab: inverse ? CIELab.fromXYZD50(c) : CIELab.toXYZD50(c)
    case .polar: inverse ? PolarForm.toPolar(c) : PolarForm.fromPolar(c)
    case .oklab: inverse ? OKLab.fromXYZD65(c) : OKLab.toXYZD65(c)
    case .rgb(let def):
      inverse ? def.transfer.encode(def.fromXYZ(c)) : def.toXYZ(def.transfer.decode(c))
    }
  }
}
