import LegibleColor
import TestSupport
import Testing

@Suite struct ConversionTests {
  struct MatrixCase: Sendable, CustomTestStringConvertible {
    var space: ColorSpace
    var toXYZ: [[Double]]
    var fromXYZ: [[Double]]
    var testDescription: String { space.rawValue }
  }

  // docs/reference/color-spaces.md §4: decimal forms computed from the exact rationals (agree with
  // CSS Color 4, Color.js, ColorAide to ≤ 1e-16). Tolerance 2e-16 per entry.
  static let matrices: [MatrixCase] = [
    .init(
      space: .sRGB,
      toXYZ: [
        [0.4123907992659595, 0.35758433938387796, 0.1804807884018343],
        [0.21263900587151036, 0.7151686787677559, 0.07219231536073371],
        [0.01933081871559185, 0.11919477979462599, 0.9505321522496606],
      ],
      fromXYZ: [
        [3.2409699419045213, -1.5373831775700935, -0.4986107602930033],
        [-0.9692436362808798, 1.8759675015077206, 0.04155505740717561],
        [0.05563007969699361, -0.20397695888897657, 1.0569715142428786],
      ]),
    .init(
      space: .displayP3,
      toXYZ: [
        [0.48657094864821626, 0.26566769316909294, 0.1982172852343625],
        [0.22897456406974884, 0.6917385218365062, 0.079286914093745],
        [0, 0.045113381858902575, 1.0439443689009757],
      ],
      fromXYZ: [
        [2.4934969119414245, -0.9313836179191236, -0.40271078445071684],
        [-0.829488969561575, 1.7626640603183468, 0.02362468584194359],
        [0.035845830243784335, -0.07617238926804171, 0.9568845240076873],
      ]),
    .init(
      space: .rec2020,
      toXYZ: [
        [0.6369580483012913, 0.14461690358620838, 0.16888097516417205],
        [0.26270021201126703, 0.677998071518871, 0.059301716469861945],
        [0, 0.028072693049087508, 1.0609850577107909],
      ],
      fromXYZ: [
        [1.7166511879712676, -0.3556707837763924, -0.2533662813736598],
        [-0.666684351832489, 1.616481236634939, 0.01576854581391113],
        [0.017639857445310915, -0.042770613257808655, 0.942103121235474],
      ]),
    .init(
      space: .a98RGB,
      toXYZ: [
        [0.5766690429101308, 0.18555823790654627, 0.18822864623499472],
        [0.29734497525053616, 0.627363566255466, 0.07529145849399789],
        [0.027031361386412378, 0.07068885253582714, 0.9913375368376389],
      ],
      fromXYZ: [
        [2.041587903810746, -0.5650069742788596, -0.3447313507783295],
        [-0.9692436362808798, 1.8759675015077206, 0.04155505740717561],
        [0.013444280632031024, -0.11836239223101824, 1.0151749943912054],
      ]),
  ]

  @Test(arguments: matrices)
  func matricesMatchReference(_ c: MatrixCase) throws {
    let def = try #require(RGBSpaceDefinition.of(c.space))
    let to = [def.toXYZ.rows.0, def.toXYZ.rows.1, def.toXYZ.rows.2]
    let from = [def.fromXYZ.rows.0, def.fromXYZ.rows.1, def.fromXYZ.rows.2]
    for i in 0..<3 {
      let expectedTo = SIMD3(c.toXYZ[i][0], c.toXYZ[i][1], c.toXYZ[i][2])
      let expectedFrom = SIMD3(c.fromXYZ[i][0], c.fromXYZ[i][1], c.fromXYZ[i][2])
      #expect(isApproximatelyEqual(to[i], expectedTo, absoluteTolerance: 2e-16), "to row \(i)")
      #expect(
        isApproximatelyEqual(from[i], expectedFrom, absoluteTolerance: 2e-15), "from row \(i)")
    }
  }

  @Test(arguments: [ColorSpace.sRGB, .displayP3, .a98RGB, .proPhotoRGB, .rec2020, .rec2020OETF])
  func matrixTimesInverseIsIdentity(_ space: ColorSpace) throws {
    let def = try #require(RGBSpaceDefinition.of(space))
    let p = def.fromXYZ.multiplied(by: def.toXYZ)
    #expect(isApproximatelyEqual(p.rows.0, [1, 0, 0], absoluteTolerance: 1e-14))
    #expect(isApproximatelyEqual(p.rows.1, [0, 1, 0], absoluteTolerance: 1e-14))
    #expect(isApproximatelyEqual(p.rows.2, [0, 0, 1], absoluteTolerance: 1e-14))
  }

  @Test func whitePointsMatchReference() {
    // docs/reference/color-spaces.md §2.
    #expect(
      isApproximatelyEqual(
        WhitePoint.d65.xyz, [0.9504559270516717, 1, 1.0890577507598784], absoluteTolerance: 1e-15))
    #expect(
      isApproximatelyEqual(
        WhitePoint.d50.xyz, [0.9642956764295676, 1, 0.8251046025104602], absoluteTolerance: 1e-15))
  }

  @Test func whiteMapsToWhiteInEveryRGBSpace() {
    for space in ColorSpace.allCases where space.isRGB {
      let white = CSSColor(space, 1, 1, 1).converted(to: .sRGB)
      #expect(
        isApproximatelyEqual(white.components, [1, 1, 1], absoluteTolerance: 1e-4), "\(space)")
    }
  }

  @Test func mirroredTransferForNegativeValues() {
    // docs/reference/color-spaces.md §8: decode −0.1 is −0.01002 (mirrored), not LittleCMS's
    // −0.00774.
    #expect(
      isApproximatelyEqual(TransferFunction.sRGB.decode(-0.1), -0.01002, absoluteTolerance: 1e-5))
    for x in stride(from: -2.0, through: 2.0, by: 0.01) {
      for f in TransferFunction.allCases {
        #expect(
          isApproximatelyEqual(f.encode(f.decode(x)), x, absoluteTolerance: 1e-12), "\(f) \(x)")
      }
    }
  }

  @Test func p3RedInSRGB() {
    // docs/reference/color-spaces.md §8: P3 (1,0,0) → encoded sRGB (1.093066, −0.226742, −0.150135)
    // mirrored, linear sRGB (1.224940, −0.042057, −0.019638).
    let red = CSSColor(.displayP3, 1, 0, 0)
    #expect(
      isApproximatelyEqual(
        red.converted(to: .sRGB).components, [1.093066, -0.226742, -0.150135],
        absoluteTolerance: 1e-6))
    #expect(
      isApproximatelyEqual(
        red.linearSRGB, [1.224940, -0.042057, -0.019638], absoluteTolerance: 1e-6))
    #expect(!red.isInGamut(.sRGB))
    #expect(red.isInGamut(.displayP3))
  }

  struct VectorCase: Sendable, CustomTestStringConvertible {
    var color: CSSColor
    var target: ColorSpace
    var expected: SIMD3<Double>
    var tolerance: Double
    var source: String
    var testDescription: String { "\(source) → \(target.rawValue)" }
  }

  static let vectors: [VectorCase] = [
    // docs/reference/color-spaces.md §5 (6 decimals).
    .init(
      color: CSSColor(rgb: 0xFF0000), target: .oklab, expected: [0.627955, 0.224863, 0.125846],
      tolerance: 1e-6, source: "#ff0000 oklab"),
    .init(
      color: CSSColor(rgb: 0xFF0000), target: .oklch, expected: [0.627955, 0.257683, 29.2339],
      tolerance: 1e-4, source: "#ff0000 oklch"),
    .init(
      color: CSSColor(rgb: 0x00FF00), target: .oklch, expected: [0.866440, 0.294827, 142.4953],
      tolerance: 1e-4, source: "#00ff00 oklch"),
    .init(
      color: CSSColor(rgb: 0x0000FF), target: .oklch, expected: [0.452014, 0.313214, 264.052],
      tolerance: 1e-3, source: "#0000ff oklch"),
    // docs/reference/color-spaces.md §6 (4 decimals).
    .init(
      color: CSSColor(rgb: 0xFF0000), target: .lab, expected: [54.2905, 80.8049, 69.8910],
      tolerance: 1e-4, source: "#ff0000 lab"),
  ]

  @Test(arguments: vectors)
  func conversionMatchesVector(_ c: VectorCase) {
    let out = c.color.converted(to: c.target).components
    #expect(isApproximatelyEqual(out, c.expected, absoluteTolerance: c.tolerance), "\(out)")
  }

  @Test func greyLabLightness() {
    // docs/reference/color-spaces.md §6: #777777 L = 50.034.
    let l = CSSColor(rgb: 0x777777).converted(to: .lab).components.x
    #expect(isApproximatelyEqual(l, 50.034, absoluteTolerance: 5e-4))
    // White and black in OKLab.
    #expect(
      isApproximatelyEqual(
        CSSColor.white.converted(to: .oklab).components.x, 1, absoluteTolerance: 1e-7))
    #expect(CSSColor.black.converted(to: .oklab).components.x == 0)
  }

  @Test func roundTripsThroughEverySpace() {
    // Deterministic pseudo-random colours, including out-of-gamut components.
    var state: UInt64 = 42
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53) * 1.4 - 0.2
    }
    for _ in 0..<500 {
      let c = CSSColor(.sRGB, next(), next(), next())
      for space in ColorSpace.allCases {
        let back = c.converted(to: space).converted(to: .sRGB)
        #expect(
          isApproximatelyEqual(back.components, c.components, absoluteTolerance: 1e-9),
          "\(space): \(c.components) → \(back.components)")
      }
    }
  }

  @Test func proPhotoLuminanceAdaptsFromD50() {
    // A neutral in ProPhoto (D50 white) is a neutral after Bradford adaptation to D65.
    let grey = CSSColor(.proPhotoRGB, 0.5, 0.5, 0.5).converted(to: .sRGB).components
    #expect(isApproximatelyEqual(grey.x, grey.y, absoluteTolerance: 1e-4))
    #expect(isApproximatelyEqual(grey.y, grey.z, absoluteTolerance: 1e-4))
  }
}
