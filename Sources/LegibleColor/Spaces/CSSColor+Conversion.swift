// Conversions between colour spaces through XYZ-D65 (the hub), as CSS Color 4 §17 describes,
// along the links of SpaceLink. RGB spaces with a D50 white (ProPhoto) and Lab/LCh adapt with
// linear Bradford.

extension CSSColor {
  /// The colour as CIE XYZ relative to D65 (Y = 1 for the white), unclamped.
  public var xyzD65: SIMD3<Double> { Self.xyzD65(space, components) }

  /// The colour as linear-light sRGB components (unclamped, so out-of-gamut colours keep
  /// components below 0 or above 1). This is where relative luminance is taken.
  public var linearSRGB: SIMD3<Double> {
    switch space {
    case .sRGB: SRGBByteDecoding.decode(components)
    case .sRGBLinear: components
    default: RGBSpaceDefinition.sRGBFromXYZ(xyzD65)
    }
  }

  /// The same colour expressed in another space; alpha is kept.
  ///
  /// Conversion is exact up to rounding: no clamping or gamut mapping happens. Polar results
  /// (`lch`, `oklch`) of achromatic colours have a hue of 0.
  public func converted(to target: ColorSpace) -> CSSColor {
    if target == space { return self }
    if target == .sRGB, space == .sRGBLinear {
      return CSSColor(.sRGB, TransferFunction.sRGB.encode(components), alpha: alpha)
    }
    if target == .sRGBLinear, space == .sRGB {
      return CSSColor(.sRGBLinear, TransferFunction.sRGB.decode(components), alpha: alpha)
    }
    if target == .lch, space == .lab {
      return CSSColor(.lch, PolarForm.toPolar(components), alpha: alpha)
    }
    if target == .lab, space == .lch {
      return CSSColor(.lab, PolarForm.fromPolar(components), alpha: alpha)
    }
    if target == .oklch, space == .oklab {
      return CSSColor(.oklch, PolarForm.toPolar(components), alpha: alpha)
    }
    if target == .oklab, space == .oklch {
      return CSSColor(.oklab, PolarForm.fromPolar(components), alpha: alpha)
    }
    return CSSColor(target, Self.fromXYZD65(target, xyzD65), alpha: alpha)
  }

  /// `c`, in `space`, as XYZ-D65: the space's links (``SpaceLink``) followed to the hub.
  static func xyzD65(_ space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
    guard let (link, base) = SpaceLink.of(space) else { return c }
    return xyzD65(base, link.apply(c, inverse: false))
  }

  /// XYZ-D65 `xyz` in `space`: the space's links undone from the hub outwards.
  static func fromXYZD65(_ space: ColorSpace, _ xyz: SIMD3<Double>) -> SIMD3<Double> {
    guard let (link, base) = SpaceLink.of(space) else { return xyz }
    return link.apply(fromXYZD65(base, xyz), inverse: true)
  }

  /// Whether the colour lies inside the gamut of an RGB space, within `tolerance` per component
  /// (default 1e-7, absorbing round-off from the matrices).
  ///
  /// - Parameters:
  ///   - space: An RGB space; `.sRGB` when omitted. Non-RGB spaces have no gamut and return `true`.
  ///   - tolerance: How far outside 0…1 a component may lie.
  public func isInGamut(_ space: ColorSpace = .sRGB, tolerance: Double = 1e-7) -> Bool {
    guard space.isRGB else { return true }
    let c = converted(to: space).components
    let lo = -tolerance
    let hi = 1 + tolerance
    return c.x >= lo && c.x <= hi && c.y >= lo && c.y <= hi && c.z >= lo && c.z <= hi
  }
}
