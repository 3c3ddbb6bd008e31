// Batch WCAG 2.x contrast ratios for 8-bit sRGB colours. Same definition as WCAG2Contrast
// (WCAG 2.2 "relative luminance" and "contrast ratio", https://www.w3.org/TR/WCAG22/): each 8-bit
// channel is linearised with the piecewise sRGB EOTF and weighted, here once per code value into
// three pre-weighted 256-entry tables, so that a pair costs six loads, four additions, a max, a
// min and one division. Symmetric; range 1…21. The table entries are the very products the scalar
// path computes, so results agree with `WCAG2Contrast.ratio(_:_:)` on `CSSColor(rgb:)` to the last
// bit or two (summation order), well within 1e-12 relative (docs/reference/benchmarks.md §1).
// The batch loop works on four pairs at a time: twelve scalar table loads per side fill two
// `SIMD4<Double>`, then packed flare additions, a branch-free select (max/min) and packed
// divisions. The luminance is summed in the scalar path's order and the flare added after, so
// every batch result is bit-for-bit `WCAG2Contrast.ratio(luminance:_:)` of the same pair.

/// Precomputed WCAG 2.x contrast ratios for packed 8-bit sRGB colours (`0xRRGGBB`).
///
/// Build one table per coefficient family and reuse it; it is an immutable value, safe to share
/// between threads.
///
/// ```swift
/// let table = WCAG2LookupTable()
/// table.ratio(0x767676, 0xFFFFFF)  // 4.542224959605253
/// ```
public struct WCAG2LookupTable: Sendable {
  /// The luminance coefficients the table was built with.
  public let coefficients: LuminanceCoefficients

  /// 768 pre-weighted linear values: red at 0..<256, green at 256..<512, blue at 512..<768.
  @usableFromInline let table: [Double]

  /// Builds the table.
  ///
  /// - Parameter coefficients: The luminance weights; ``LuminanceCoefficients/wcag`` by default.
  public init(coefficients: LuminanceCoefficients = .wcag) {
    self.coefficients = coefficients
    let w = coefficients.weights
    var t = [Double](repeating: 0, count: 768)
    for v in 0..<256 {
      let linear = TransferFunction.sRGB.decode(Double(v) / 255)
      t[v] = linear * w.x
      t[256 + v] = linear * w.y
      t[512 + v] = linear * w.z
    }
    table = t
  }

  /// The relative luminance of a packed `0xRRGGBB` colour (the upper 8 bits are ignored).
  public func luminance(_ rgb: UInt32) -> Double {
    table.withUnsafeBufferPointer { Self.luminance(rgb, $0) }
  }

  /// The contrast ratio of two packed `0xRRGGBB` colours (symmetric; 1…21).
  ///
  /// - Parameters:
  ///   - foreground: The text colour, `0xRRGGBB`.
  ///   - background: The background colour, `0xRRGGBB`.
  /// - Returns: The unrounded ratio.
  public func ratio(_ foreground: UInt32, _ background: UInt32) -> Double {
    table.withUnsafeBufferPointer { t in
      WCAG2Contrast.ratio(
        luminance: Self.luminance(foreground, t), Self.luminance(background, t))
    }
  }

  /// Computes the ratio of every pair `(foregrounds[i], backgrounds[i])` into `results[i]`.
  ///
  /// The hot loop has no bounds checks and no branches; this is the fastest single-core entry
  /// point (see ``concurrentRatios(foregrounds:backgrounds:into:)`` for both cores).
  ///
  /// - Parameters:
  ///   - foregrounds: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `foregrounds`.
  ///   - results: Receives the ratios; as many as `foregrounds`.
  /// - Precondition: The three buffers have the same count.
  /// - Complexity: O(n).
  public func ratios(
    foregrounds: UnsafeBufferPointer<UInt32>, backgrounds: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    PairBuffers.run(foregrounds, backgrounds, into: results, first: "foregrounds", table: table) {
      Self.kernel($0, $1, $2, $3, $4)
    }
  }

  /// The ratios of every pair `(foregrounds[i], backgrounds[i])`.
  ///
  /// - Parameters:
  ///   - foregrounds: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `foregrounds`.
  /// - Returns: One ratio per pair, in order.
  /// - Precondition: `foregrounds.count == backgrounds.count`.
  public func ratios(foregrounds: [UInt32], backgrounds: [UInt32]) -> [Double] {
    return PairBuffers.results(foregrounds, backgrounds, first: "foregrounds") {
      ratios(foregrounds: $0, backgrounds: $1, into: $2)
    }
  }

  /// The batch loop: four pairs per step, then the remainder one by one.
  static func kernel(
    _ f: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<Double>,
    _ n: Int, _ base: UnsafePointer<Double>
  ) {
    let red = base
    let green = base + 256
    let blue = base + 512
    // Relative luminance of one colour: three loads, two additions (the scalar path's order).
    @inline(__always) func luminance(_ c: UInt32) -> Double {
      red[Int((c >> 16) & 0xFF)] + green[Int((c >> 8) & 0xFF)] + blue[Int(c & 0xFF)]
    }
    let flare = SIMD4(repeating: WCAG2Contrast.flare)
    var i = 0
    while i &+ 4 <= n {
      let x =
        SIMD4(luminance(f[i]), luminance(f[i &+ 1]), luminance(f[i &+ 2]), luminance(f[i &+ 3]))
        + flare
      let y =
        SIMD4(luminance(b[i]), luminance(b[i &+ 1]), luminance(b[i &+ 2]), luminance(b[i &+ 3]))
        + flare
      let xDarker = x .< y
      let q = x.replacing(with: y, where: xDarker) / y.replacing(with: x, where: xDarker)
      UnsafeMutableRawPointer(out + i).storeBytes(of: q, as: SIMD4<Double>.self)
      i &+= 4
    }
    while i < n {
      let x = luminance(f[i]) + WCAG2Contrast.flare
      let y = luminance(b[i]) + WCAG2Contrast.flare
      out[i] = x < y ? y / x : x / y
      i &+= 1
    }
  }

  @inline(__always)
  static func luminance(_ rgb: UInt32, _ t: UnsafeBufferPointer<Double>) -> Double {
    t[Int((rgb >> 16) & 0xFF)] + t[256 + Int((rgb >> 8) & 0xFF)] + t[512 + Int(rgb & 0xFF)]
  }
}
