// Batch WCAG 2.x contrast ratios for colours given as linear-light sRGB values (no table): the
// path for wide-gamut or high-precision inputs already converted to linear sRGB (for example
// `Color.linearSRGB`, unclamped). Same definition as WCAG2Contrast (WCAG 2.2 "relative
// luminance", "contrast ratio"): luminance = R·wR + G·wG + B·wB, then (L1 + 0.05) / (L2 + 0.05).
// Four pairs per step with packed arithmetic and a branch-free max/min.

extension WCAG2Contrast {
  /// Computes the ratio of every pair of linear sRGB colours into `results`.
  ///
  /// Components are linear-light sRGB (not gamma-encoded) and may lie outside 0…1 for wide-gamut
  /// colours. Results agree with ``ratio(_:_:)`` on the corresponding colours within 1e-15 relative.
  ///
  /// - Parameters:
  ///   - linearForegrounds: Text colours as linear sRGB.
  ///   - linearBackgrounds: Background colours as linear sRGB; as many as `linearForegrounds`.
  ///   - results: Receives the ratios; as many as `linearForegrounds`.
  /// - Precondition: The three buffers have the same count.
  public func ratios(
    linearForegrounds: UnsafeBufferPointer<SIMD3<Double>>,
    linearBackgrounds: UnsafeBufferPointer<SIMD3<Double>>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      linearForegrounds.count == linearBackgrounds.count
        && linearForegrounds.count == results.count,
      "foregrounds, backgrounds and results must have the same count")
    let n = linearForegrounds.count
    guard n > 0, let f = linearForegrounds.baseAddress, let b = linearBackgrounds.baseAddress,
      let out = results.baseAddress
    else { return }
    let w = coefficients.weights
    @inline(__always) func flared(_ c: SIMD3<Double>) -> Double {
      (c * w).sum() + Self.flare
    }
    var i = 0
    while i &+ 4 <= n {
      let x = SIMD4(flared(f[i]), flared(f[i &+ 1]), flared(f[i &+ 2]), flared(f[i &+ 3]))
      let y = SIMD4(flared(b[i]), flared(b[i &+ 1]), flared(b[i &+ 2]), flared(b[i &+ 3]))
      let xDarker = x .< y
      let q = x.replacing(with: y, where: xDarker) / y.replacing(with: x, where: xDarker)
      UnsafeMutableRawPointer(out + i).storeBytes(of: q, as: SIMD4<Double>.self)
      i &+= 4
    }
    while i < n {
      let x = flared(f[i])
      let y = flared(b[i])
      out[i] = x < y ? y / x : x / y
      i &+= 1
    }
  }

  /// The ratios of every pair of linear sRGB colours (see
  /// ``ratios(linearForegrounds:linearBackgrounds:into:)``).
  ///
  /// - Precondition: `linearForegrounds.count == linearBackgrounds.count`.
  public func ratios(
    linearForegrounds: [SIMD3<Double>], linearBackgrounds: [SIMD3<Double>]
  ) -> [Double] {
    precondition(
      linearForegrounds.count == linearBackgrounds.count,
      "foregrounds and backgrounds must have the same count")
    return [Double](unsafeUninitializedCapacity: linearForegrounds.count) { buffer, count in
      linearForegrounds.withUnsafeBufferPointer { f in
        linearBackgrounds.withUnsafeBufferPointer { b in
          ratios(linearForegrounds: f, linearBackgrounds: b, into: buffer)
        }
      }
      count = linearForegrounds.count
    }
  }
}
