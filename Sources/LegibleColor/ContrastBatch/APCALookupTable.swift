// Batch APCA Lc (0.0.98G-4g by default) for 8-bit sRGB colours. Same algorithm as APCAContrast
// (apca-w3 v0.1.9 formula and constants; see APCAContrast.swift for the pedigree): the simple
// power linearisation (c/255)^mainTRC times each coefficient is precomputed per code value in
// three 256-entry tables; per pair only the soft black clamp (near black, libm `pow`) and the
// two exponentiations of the pair's polarity remain. The single-pair `lc(_:_:)` goes through
// the very `APCAContrast.lc(textY:backgroundY:)` of the scalar path (bit-identical). The batch
// `lcs` runs four pairs per step: both polarities are evaluated branch-free (each lane picks its
// exponents, scale and offset) and the exponentiations use `VectorPow` (fdlibm exp/log in four
// lanes) instead of libm `pow`, which makes it the faster kernel (README "Performance"). Measured
// against the scalar path on 100,000 workload pairs: max difference 4.3e-14 Lc (3.5e-15
// relative), two thirds bit-identical; the noise gate and the low clip give the same exact zeros
// (APCAVectorBatchTests states the bounds, 1e-13 absolute and 1e-14 relative). Each lane
// depends only on its own pair, so a pair's result does not depend on its position in the batch
// or on the number of threads. Polarity-dependent: text first. Checksums match
// docs/reference/benchmarks.md §1 within 1e-12 relative.

/// Precomputed APCA screen luminances for packed 8-bit sRGB colours (`0xRRGGBB`), with batch Lc.
///
/// ```swift
/// let table = APCALookupTable()
/// table.lc(0x000000, 0xFFFFFF)  // 106.04067321268862
/// ```
public struct APCALookupTable: Sendable {
  /// The algorithm (and its constants) the table was built for.
  public let algorithm: APCAContrast

  /// 768 pre-weighted values: red at 0..<256, green at 256..<512, blue at 512..<768.
  @usableFromInline let table: [Double]

  /// Builds the table.
  ///
  /// - Parameter algorithm: The APCA constants; 0.0.98G-4g by default.
  public init(algorithm: APCAContrast = APCAContrast()) {
    self.algorithm = algorithm
    let k = algorithm.constants
    var t = [Double](repeating: 0, count: 768)
    for v in 0..<256 {
      let linear = _signedPow(Double(v) / 255, k.mainTRC)
      t[v] = linear * k.coefficients.x
      t[256 + v] = linear * k.coefficients.y
      t[512 + v] = linear * k.coefficients.z
    }
    table = t
  }

  /// APCA's screen luminance Y of a packed `0xRRGGBB` colour (the upper 8 bits are ignored).
  public func luminance(_ rgb: UInt32) -> Double {
    table.withUnsafeBufferPointer { Self.luminance(rgb, $0) }
  }

  /// The signed Lc of text on a background, both packed `0xRRGGBB`.
  ///
  /// - Parameters:
  ///   - text: The text colour.
  ///   - background: The background colour.
  /// - Returns: Positive for dark text on light, negative for light on dark, 0 below the clips.
  public func lc(_ text: UInt32, _ background: UInt32) -> Double {
    table.withUnsafeBufferPointer { t in
      algorithm.lc(textY: Self.luminance(text, t), backgroundY: Self.luminance(background, t))
    }
  }

  /// Computes the Lc of every pair `(texts[i], backgrounds[i])` into `results[i]`.
  ///
  /// - Parameters:
  ///   - texts: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `texts`.
  ///   - results: Receives the signed Lc values; as many as `texts`.
  /// - Precondition: The three buffers have the same count.
  /// Four pairs per step with a vector `exp(y · log x)` instead of libm `pow`: results are within
  /// 1e-13 Lc (1e-14 relative) of ``lc(_:_:)``, not always bit-identical; exact zeros (noise
  /// gate, low clip) are the same.
  ///
  /// - Complexity: O(n), with two vector exponentiations per pair (libm `pow` only for the soft
  ///   black clamp of near-black colours).
  public func lcs(
    texts: UnsafeBufferPointer<UInt32>, backgrounds: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    PairBuffers.run(texts, backgrounds, into: results, first: "texts", table: table) {
      Self.kernel($0, $1, $2, $3, $4, algorithm)
    }
  }

  /// The Lc of every pair `(texts[i], backgrounds[i])`.
  ///
  /// - Parameters:
  ///   - texts: Text colours, `0xRRGGBB`.
  ///   - backgrounds: Background colours, `0xRRGGBB`; as many as `texts`.
  /// - Returns: One signed Lc per pair, in order.
  /// - Precondition: `texts.count == backgrounds.count`.
  public func lcs(texts: [UInt32], backgrounds: [UInt32]) -> [Double] {
    return PairBuffers.results(texts, backgrounds, first: "texts") {
      lcs(texts: $0, backgrounds: $1, into: $2)
    }
  }

  /// The batch loop: four pairs per step with the vector `pow`, then the remainder one by one
  /// through the scalar formula.
  static func kernel(
    _ f: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<Double>,
    _ n: Int, _ base: UnsafePointer<Double>, _ algorithm: APCAContrast
  ) {
    let k = algorithm.constants
    let red = base
    let green = base + 256
    let blue = base + 512
    // Screen luminance with the soft black clamp applied (scalar, as in `lc(textY:backgroundY:)`:
    // the clamp is rare and keeps its libm `pow`).
    @inline(__always) func clamped(_ c: UInt32) -> Double {
      let y = red[Int((c >> 16) & 0xFF)] + green[Int((c >> 8) & 0xFF)] + blue[Int(c & 0xFF)]
      return y <= k.blackThreshold ? y + _pow(k.blackThreshold - y, k.blackClamp) : y
    }
    var i = 0
    while i &+ 4 <= n {
      let txt = SIMD4(clamped(f[i]), clamped(f[i &+ 1]), clamped(f[i &+ 2]), clamped(f[i &+ 3]))
      let bg = SIMD4(clamped(b[i]), clamped(b[i &+ 1]), clamped(b[i &+ 2]), clamped(b[i &+ 3]))
      let lc = lcs(textY: txt, backgroundY: bg, k)
      UnsafeMutableRawPointer(out + i).storeBytes(of: lc, as: SIMD4<Double>.self)
      i &+= 4
    }
    // The last one to three pairs: the same lanes, padded with the last pair.
    if i < n {
      var txt = SIMD4(repeating: clamped(f[n &- 1]))
      var bg = SIMD4(repeating: clamped(b[n &- 1]))
      for j in i..<n {
        txt[j &- i] = clamped(f[j])
        bg[j &- i] = clamped(b[j])
      }
      let lc = lcs(textY: txt, backgroundY: bg, k)
      for j in i..<n { out[j] = lc[j &- i] }
    }
  }

  /// Lc of four pairs of soft-clamped luminances: ``APCAContrast/lc(textY:backgroundY:)`` lane by
  /// lane with ``VectorPow`` for the two exponentiations. Each lane depends on its own pair
  /// only, so a pair's result does not depend on where it sits in the batch.
  @inline(__always)
  static func lcs(
    textY txt: SIMD4<Double>, backgroundY bg: SIMD4<Double>, _ k: APCAContrast.Constants
  ) -> SIMD4<Double> {
    let zero = SIMD4<Double>(repeating: 0)
    // Both polarities in one pass: the lane's polarity picks its exponents and scale.
    let normal = bg .> txt
    let pbg = VectorPow.pow(
      bg, SIMD4(repeating: k.revBG).replacing(with: k.normBG, where: normal))
    let ptxt = VectorPow.pow(
      txt, SIMD4(repeating: k.revTXT).replacing(with: k.normTXT, where: normal))
    let s = (pbg - ptxt) * SIMD4(repeating: k.scaleWoB).replacing(with: k.scaleBoW, where: normal)
    let bow = ((s - k.offsetBoW) * 100).replacing(with: zero, where: s .< k.lowClip)
    let wob = ((s + k.offsetWoB) * 100).replacing(with: zero, where: s .> -k.lowClip)
    let d = bg - txt
    var lc = wob.replacing(with: bow, where: normal)
      .replacing(with: zero, where: (d .< k.deltaYMin) .& (-d .< k.deltaYMin))
    // Luminances outside the vector range (custom constants only) go through libm.
    let inRange =
      (txt .>= VectorPow.minimumInput) .& (txt .<= VectorPow.maximumInput)
      .& (bg .>= VectorPow.minimumInput) .& (bg .<= VectorPow.maximumInput)
    if !all(inRange) {
      for j in 0..<4 where !inRange[j] {
        lc[j] = APCAContrast.lc(clampedTextY: txt[j], clampedBackgroundY: bg[j], k)
      }
    }
    return lc
  }

  @inline(__always)
  static func luminance(_ rgb: UInt32, _ t: UnsafeBufferPointer<Double>) -> Double {
    t[Int((rgb >> 16) & 0xFF)] + t[256 + Int((rgb >> 8) & 0xFF)] + t[512 + Int(rgb & 0xFF)]
  }
}
