import Foundation
import LegibleColor
import LegibleICC
import TestSupport
import Testing

/// Apple Generic RGB and Generic Gray (Interface Builder `calibratedRGB` / `calibratedWhite`)
/// converted to sRGB by LittleCMS, against published before/after pairs and independent maths
/// (docs/reference/generic-rgb.md §4).
@Suite struct GenericRGBTests {
  let genericRGB = ICCProfile.builtIn(.genericRGB)
  let genericGray = ICCProfile.builtIn(.genericGray)

  /// 8-bit components as 0…1.
  static func unit(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
    [r / 255, g / 255, b / 255]
  }

  /// The clamped sRGB colour's components on the 0…255 scale, unrounded.
  func srgb255(_ profile: ICCProfile, _ components: [Double]) throws -> SIMD3<Double> {
    try profile.clampedSRGB(components: components, alpha: 1).color.components * 255
  }

  @Test func keyboardfuelColorPickerPair() throws {
    // keyboardfuel.com/2018/06/09/whats-up-with-colors-in-storyboards/: Xcode's colour picker
    // shows Generic RGB (84, 124, 224) as sRGB (102, 146, 230). Published as whole bytes, so the
    // tolerance is half a step: 0.5. Legible: (102.25, 145.70, 230.39).
    let c = try srgb255(genericRGB, Self.unit(84, 124, 224))
    #expect(isApproximatelyEqual(c, SIMD3(102, 146, 230), absoluteTolerance: 0.5), "\(c)")
    #expect(!(try genericRGB.clampedSRGB(components: Self.unit(84, 124, 224), alpha: 1).wasClamped))
  }

  @Test func mo4techOutOfGamutPairIsClampedAndFlagged() throws {
    // mo4tech.com/xib-storyboard-colorspace-colorspace.html: a xib's Generic RGB 0099E8 read back
    // on device with FLEX as 00AAEC. Bytes from an on-device reading whose rounding is unknown:
    // tolerance one step, 1.0. Legible: (0, 170.39, 236.91) after clamping.
    let components = Self.unit(0, 153, 232)
    let clamped = try genericRGB.clampedSRGB(components: components, alpha: 1)
    #expect(clamped.wasClamped, "Generic RGB 0099E8 lies outside sRGB")
    #expect(
      isApproximatelyEqual(
        clamped.color.components * 255, SIMD3(0, 170, 236), absoluteTolerance: 1),
      "\(clamped.color.components * 255)")
    #expect(clamped.color.components.x == 0)
    // Before clamping the red is negative. The lcms2 run in docs/reference/generic-rgb.md §4 gives
    // −28.38/255 encoded with the sRGB curve's linear toe (12.92·linear); that is linear
    // −0.0086148, which Legible encodes by sign symmetry as −23.08/255 (computed, 1e-4 / 0.01).
    let linear = genericRGB.linearSRGB(components)
    #expect(isApproximatelyEqual(linear.x, -0.0086148, absoluteTolerance: 1e-6), "\(linear)")
    #expect(isApproximatelyEqual(linear.x * 12.92 * 255, -28.38, absoluteTolerance: 0.01))
    #expect(
      isApproximatelyEqual(clamped.unclamped.components.x * 255, -23.08, absoluteTolerance: 0.01),
      "\(clamped.unclamped.components * 255)")
    #expect(clamped.unclamped.components.y == clamped.color.components.y)
  }

  @Test func manongdaoDarkGrayCalibratedWhite() throws {
    // manongdao.com/q-328900.html: IB's "Dark Gray Color" (calibratedWhite 1/3, shown as 85 in
    // Generic RGB) reads back as (104, 104, 104). Whole bytes: tolerance 0.5. The storyboard
    // spelling 0.333 lands there too. Legible: 103.99 and 103.91.
    for white in [1.0 / 3, 0.333] {
      let c = try srgb255(genericGray, [white])
      #expect(isApproximatelyEqual(c, SIMD3(repeating: 104), absoluteTolerance: 0.5), "\(c)")
      // Neutral to LittleCMS's float32 noise, 1e-6 (× 255 here).
      #expect(
        isApproximatelyEqual(c, SIMD3(repeating: c.x), absoluteTolerance: 255e-6), "neutral \(c)")
    }
    let third = try srgb255(genericGray, [1.0 / 3]).x
    #expect(isApproximatelyEqual(third, 103.994, absoluteTolerance: 1e-3))
  }

  @Test func stackOverflowLegacyGrayIsSRGB06() throws {
    // stackoverflow.com/questions/29922921 (mirrored at wiki.gubat.org): #999999 typed into an
    // Xcode 6 colour picker was stored as Generic RGB (0.529648, 0.529632, 0.529641), which
    // converts back to sRGB 0.6. Quoted to 6 digits and the three differ by 1.6e-5 (the real
    // profile's last digits): tolerance 5e-5. Legible: (0.600003, 0.599988, 0.599996).
    let c = try genericRGB.clampedSRGB(components: [0.529648, 0.529632, 0.529641], alpha: 1)
    #expect(
      isApproximatelyEqual(c.color.components, SIMD3(repeating: 0.6), absoluteTolerance: 5e-5),
      "\(c.color.components)")
  }

  @Test func betterDummyColorantsFromGenericRGBProfile() throws {
    // BetterDummy (waydabber/BetterDummy BetterDummy/Model/Dummy.swift, read in the fork
    // seekdoor/BetterDummy) quotes the X, Y
    // of the colorants "Taken from Generic RGB Profile.icc" to 3 decimals: red (0.454, 0.242),
    // green (0.353, 0.674), blue (0.157, 0.084). The built profile's rXYZ/gXYZ/bXYZ tags (D50,
    // Bradford-adapted by LittleCMS, s15Fixed16) agree within 1e-3, the quoted precision plus
    // its unknown rounding. Legible: (0.4546, 0.2428), (0.3530, 0.6738), (0.1566, 0.0834).
    let bytes = genericRGB.data()
    let expected: [(String, Double, Double)] = [
      ("rXYZ", 0.454, 0.242), ("gXYZ", 0.353, 0.674), ("bXYZ", 0.157, 0.084),
    ]
    for (tag, x, y) in expected {
      let xyz = try #require(Self.xyzTag(tag, in: bytes), "\(tag) present")
      #expect(isApproximatelyEqual(xyz.x, x, absoluteTolerance: 1e-3), "\(tag) X \(xyz.x)")
      #expect(isApproximatelyEqual(xyz.y, y, absoluteTolerance: 1e-3), "\(tag) Y \(xyz.y)")
    }
  }

  @Test func grayGamma22HalfIs128point49() throws {
    // docs/reference/generic-rgb.md §4 (lcms2): Generic Gray Gamma 2.2 white 0.5 → sRGB
    // 128.49/255, quoted to 2 decimals: tolerance 0.005 + 1e-4. Legible: 128.486.
    let c = try srgb255(ICCProfile.builtIn(.grayGamma22), [0.5])
    #expect(isApproximatelyEqual(c.x, 128.49, absoluteTolerance: 0.0051), "\(c)")
  }

  @Test func whiteAndBlackRoundTrip() throws {
    // White and black are the same in every space with the same white: 1e-6 (LittleCMS float32),
    // and neither is flagged as clamped.
    for profile in [genericRGB, genericGray] {
      for v in [0.0, 1.0] {
        let components = Array(repeating: v, count: profile.componentCount)
        let c = try profile.clampedSRGB(components: components, alpha: 0.5)
        #expect(
          isApproximatelyEqual(
            c.unclamped.components, SIMD3(repeating: v), absoluteTolerance: 1e-6),
          "\(profile.name) \(v): \(c.unclamped)")
        #expect(!c.wasClamped)
        #expect(c.color.alpha == 0.5)
      }
    }
  }

  @Test func genericGrayIsNeutralGamma18() {
    // Generic Gray by definition: linear r = g = b = v^1.8 (1e-6, LittleCMS float32).
    for v in [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0] {
      let rgb = genericGray.linearSRGB([v])
      #expect(
        isApproximatelyEqual(rgb, SIMD3(repeating: pow(v, 1.8)), absoluteTolerance: 1e-6),
        "grey \(v) → \(rgb)")
    }
  }

  @Test func matchesIndependentMatrixMaths() {
    // docs/reference/generic-rgb.md §3: RGB→XYZ matrices from the primaries and the D65 white, each
    // adapted to D50 with Bradford as LittleCMS does, composed in double precision: 1e-6.
    let generic = Self.matrixD50(
      [(0.6294, 0.3408), (0.2949, 0.6055), (0.1551, 0.0762)], white: (0.3127, 0.3290))
    let sRGB = Self.matrixD50(
      [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)], white: (0.3127, 0.3290))
    let toSRGB = Self.multiply(Self.inverse(sRGB), generic)
    var inputs: [SIMD3<Double>] = [
      SIMD3(0, 0, 0), SIMD3(1, 1, 1), SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1),
      SIMD3(0.5, 0.5, 0.5), SIMD3(0.01, 0.02, 0.03),
    ]
    var generator = SplitMix64(seed: 1430)
    for _ in 0..<200 {
      inputs.append(
        SIMD3(
          Double.random(in: 0...1, using: &generator), Double.random(in: 0...1, using: &generator),
          Double.random(in: 0...1, using: &generator)))
    }
    for input in inputs {
      let encoded = [input.x, input.y, input.z].map { pow($0, 1.8) }
      let expected = Self.apply(toSRGB, SIMD3(encoded[0], encoded[1], encoded[2]))
      let lcms = genericRGB.linearSRGB([input.x, input.y, input.z])
      #expect(
        isApproximatelyEqual(lcms, expected, absoluteTolerance: 1e-6),
        "\(input): lcms \(lcms) vs matrix \(expected)")
    }
  }

  @Test func rawValuesAndNames() {
    // The identifiers callers pass around; not CSS predefined spaces.
    #expect(BuiltInProfile.genericRGB.rawValue == "apple-generic-rgb")
    #expect(BuiltInProfile.genericGray.rawValue == "apple-generic-gray")
    #expect(genericRGB.name == "apple-generic-rgb" && genericRGB.colorSpace == .rgb)
    #expect(genericGray.name == "apple-generic-gray" && genericGray.componentCount == 1)
    #expect(genericRGB.description.contains("Generic RGB"))
  }

  // MARK: - Independent maths

  typealias Matrix = [[Double]]

  static func xyz(_ x: Double, _ y: Double) -> SIMD3<Double> { SIMD3(x / y, 1, (1 - x - y) / y) }

  /// The RGB→XYZ matrix of primaries and a white, adapted to LittleCMS's D50 with Bradford.
  static func matrixD50(_ primaries: [(Double, Double)], white: (Double, Double)) -> Matrix {
    let columns = primaries.map { xyz($0.0, $0.1) }
    let p: Matrix = (0..<3).map { row in columns.map { $0[row] } }
    let w = xyz(white.0, white.1)
    let s = apply(inverse(p), w)
    let scaled: Matrix = p.map { row in [row[0] * s.x, row[1] * s.y, row[2] * s.z] }
    let bradford: Matrix = [
      [0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296],
    ]
    let d50 = SIMD3(0.9642, 1.0, 0.8249)
    let ratio = apply(bradford, d50) / apply(bradford, w)
    let diagonal: Matrix = [[ratio.x, 0, 0], [0, ratio.y, 0], [0, 0, ratio.z]]
    let adapt = multiply(inverse(bradford), multiply(diagonal, bradford))
    return multiply(adapt, scaled)
  }

  static func apply(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      m[0][0] * v.x + m[0][1] * v.y + m[0][2] * v.z, m[1][0] * v.x + m[1][1] * v.y + m[1][2] * v.z,
      m[2][0] * v.x + m[2][1] * v.y + m[2][2] * v.z)
  }

  static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
    (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
  }

  static func inverse(_ m: Matrix) -> Matrix {
    let (a, b, c) = (m[0][0], m[0][1], m[0][2])
    let (d, e, f) = (m[1][0], m[1][1], m[1][2])
    let (g, h, i) = (m[2][0], m[2][1], m[2][2])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
      [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
      [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]
  }

  /// The XYZ of an ICC `XYZ ` tag (s15Fixed16, big-endian) found through the tag table.
  static func xyzTag(_ signature: String, in bytes: [UInt8]) -> SIMD3<Double>? {
    func uint32(_ at: Int) -> UInt32 {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    func s15Fixed16(_ at: Int) -> Double { Double(Int32(bitPattern: uint32(at))) / 65536 }
    let wanted = signature.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    for index in 0..<Int(uint32(128)) {
      let entry = 132 + 12 * index
      guard uint32(entry) == wanted else { continue }
      let offset = Int(uint32(entry + 4))
      return SIMD3(s15Fixed16(offset + 8), s15Fixed16(offset + 12), s15Fixed16(offset + 16))
    }
    return nil
  }
}
