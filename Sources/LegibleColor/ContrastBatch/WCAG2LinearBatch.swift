// Batch WCAG 2.x contrast ratios for colours given as linear-light sRGB values (no table): the
// path for wide-gamut or high-precision inputs already converted to linear sRGB (for example
// `CSSColor.linearSRGB`, unclamped). Same definition as WCAG2Contrast (WCAG 2.2 "relative
// luminance", "contrast ratio"): luminance = R·wR + G·wG + B·wB, then (L1 + 0.05) / (L2 + 0.05).
// Four pairs per step with packed arithmetic and a branch-free max/min.
// Two layouts: `SIMD3<Double>` (32 bytes per colour: the type's stride includes a padding lane)
// and packed `Double` triples (24 bytes per colour). Above the caches the loop is bound by memory
// traffic, not arithmetic (README "Performance", `make bench`: from cache it outruns the table
// kernel, at 1 M pairs it runs at about half that), so the packed layout, a quarter less traffic,
// is the faster one for big batches. Both compute each luminance as `(c * w).sum()`, as
// `CSSColor.relativeLuminance` does.

extension WCAG2Contrast {
  /// Computes the ratio of every pair of linear sRGB colours into `results`.
  ///
  /// Components are linear-light sRGB (not gamma-encoded) and may lie outside 0…1 for wide-gamut
  /// colours; a luminance below 0 counts as 0, as in ``ratio(luminance:_:)``. Results agree with
  /// ``ratio(_:_:backdrop:blend:)`` on the corresponding colours within 1e-15 relative.
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
    // A luminance below 0 counts as 0 (ratio(luminance:_:)): the flared value at least 0.05.
    let floor4 = SIMD4<Double>(repeating: Self.flare)
    var i = 0
    while i &+ 4 <= n {
      let x = pointwiseMax(
        SIMD4(flared(f[i]), flared(f[i &+ 1]), flared(f[i &+ 2]), flared(f[i &+ 3])), floor4)
      let y = pointwiseMax(
        SIMD4(flared(b[i]), flared(b[i &+ 1]), flared(b[i &+ 2]), flared(b[i &+ 3])), floor4)
      let xDarker = x .< y
      let q = x.replacing(with: y, where: xDarker) / y.replacing(with: x, where: xDarker)
      UnsafeMutableRawPointer(out + i).storeBytes(of: q, as: SIMD4<Double>.self)
      i &+= 4
    }
    while i < n {
      let x = Swift.max(flared(f[i]), Self.flare)
      let y = Swift.max(flared(b[i]), Self.flare)
      out[i] = x < y ? y / x : x / y
      i &+= 1
    }
  }

  /// Computes the ratio of every pair of linear sRGB colours given as packed `Double` triples
  /// (`r0, g0, b0, r1, g1, b1, …`, 24 bytes per colour, no padding) into `results`.
  ///
  /// Same results, bit for bit, as ``ratios(linearForegrounds:linearBackgrounds:into:)`` on the
  /// same colours as `SIMD3<Double>`; a quarter less memory traffic, so faster on batches that do
  /// not fit in the caches.
  ///
  /// - Parameters:
  ///   - packedLinearForegrounds: Text colours, three linear sRGB components each.
  ///   - packedLinearBackgrounds: Background colours, three components each; as many as
  ///     `packedLinearForegrounds`.
  ///   - results: Receives the ratios; one per colour triple.
  /// - Precondition: Both inputs hold `3 × results.count` values.
  public func ratios(
    packedLinearForegrounds: UnsafeBufferPointer<Double>,
    packedLinearBackgrounds: UnsafeBufferPointer<Double>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      packedLinearForegrounds.count == 3 * results.count
        && packedLinearBackgrounds.count == 3 * results.count,
      "foregrounds and backgrounds must hold three values per result")
    let n = results.count
    guard n > 0, let f = packedLinearForegrounds.baseAddress,
      let b = packedLinearBackgrounds.baseAddress, let out = results.baseAddress
    else { return }
    let w = coefficients.weights
    @inline(__always) func flared(_ p: UnsafePointer<Double>, _ i: Int) -> Double {
      let c = p + 3 &* i
      return (SIMD3(c[0], c[1], c[2]) * w).sum() + Self.flare
    }
    // A luminance below 0 counts as 0 (ratio(luminance:_:)): the flared value at least 0.05.
    let floor4 = SIMD4<Double>(repeating: Self.flare)
    var i = 0
    while i &+ 4 <= n {
      let x = pointwiseMax(
        SIMD4(flared(f, i), flared(f, i &+ 1), flared(f, i &+ 2), flared(f, i &+ 3)), floor4)
      let y = pointwiseMax(
        SIMD4(flared(b, i), flared(b, i &+ 1), flared(b, i &+ 2), flared(b, i &+ 3)), floor4)
      let xDarker = x .< y
      let q = x.replacing(with: y, where: xDarker) / y.replacing(with: x, where: xDarker)
      UnsafeMutableRawPointer(out + i).storeBytes(of: q, as: SIMD4<Double>.self)
      i &+= 4
    }
    while i < n {
      let x = Swift.max(flared(f, i), Self.flare)
      let y = Swift.max(flared(b, i), Self.flare)
      out[i] = x < y ? y / x : x / y
      i &+= 1
    }
  }

  /// The ratios of every pair of linear sRGB colours given as packed `Double` triples (see
  /// ``ratios(packedLinearForegrounds:packedLinearBackgrounds:into:)``).
  ///
  /// - Precondition: Both arrays have the same count, a multiple of 3.
  public func ratios(
    packedLinearForegrounds: [Double], packedLinearBackgrounds: [Double]
  ) -> [Double] {
    precondition(
      packedLinearForegrounds.count == packedLinearBackgrounds.count
        && packedLinearForegrounds.count % 3 == 0,
      "foregrounds and backgrounds must have the same count, three values per colour")
    let n = packedLinearForegrounds.count / 3
    return [Double](unsafeUninitializedCapacity: n) { buffer, count in
      packedLinearForegrounds.withUnsafeBufferPointer { f in
        packedLinearBackgrounds.withUnsafeBufferPointer { b in
          ratios(packedLinearForegrounds: f, packedLinearBackgrounds: b, into: buffer)
        }
      }
      count = n
    }
  }

  /// The ratios of every pair of linear sRGB colours (see
  /// ``ratios(linearForegrounds:linearBackgrounds:into:)``).
  ///
  /// - Precondition: `linearForegrounds.count == linearBackgrounds.count`.
  public func ratios(
    linearForegrounds: [SIMD3<Double>], linearBackgrounds: [SIMD3<Double>]
  ) -> [Double] {
    return PairBuffers.results(linearForegrounds, linearBackgrounds, first: "foregrounds") {
      ratios(linearForegrounds: $0, linearBackgrounds: $1, into: $2)
    }
  }
}
