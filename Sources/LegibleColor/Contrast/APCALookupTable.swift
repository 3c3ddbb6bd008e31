// Batch APCA Lc (0.0.98G-4g by default) for 8-bit sRGB colours. Same algorithm as APCAContrast
// (apca-w3 v0.1.9 formula and constants; see APCAContrast.swift for the pedigree): the simple
// power linearisation (c/255)^mainTRC times each coefficient is precomputed per code value in
// three 256-entry tables; per pair only the soft black clamp (near black) and the two `pow`
// calls of the pair's polarity remain, through the very `APCAContrast.lc(textY:backgroundY:)`
// the scalar path uses. Polarity-dependent: text first. Results agree with
// `APCAContrast.lc(_:_:)` on `Color(rgb:)` within 1e-12 relative (benchmarks.md §1).

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
  /// - Complexity: O(n), with two or four `pow` calls per pair.
  public func lcs(
    texts: UnsafeBufferPointer<UInt32>, backgrounds: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      texts.count == backgrounds.count && texts.count == results.count,
      "texts, backgrounds and results must have the same count")
    let n = texts.count
    guard n > 0, let f = texts.baseAddress, let b = backgrounds.baseAddress,
      let out = results.baseAddress
    else { return }
    let algorithm = algorithm
    table.withUnsafeBufferPointer { t in
      for i in 0..<n {
        out[i] = algorithm.lc(
          textY: Self.luminance(f[i], t), backgroundY: Self.luminance(b[i], t))
      }
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
    precondition(texts.count == backgrounds.count, "texts and backgrounds must have the same count")
    return [Double](unsafeUninitializedCapacity: texts.count) { buffer, count in
      texts.withUnsafeBufferPointer { f in
        backgrounds.withUnsafeBufferPointer { b in
          lcs(texts: f, backgrounds: b, into: buffer)
        }
      }
      count = texts.count
    }
  }

  @inline(__always)
  static func luminance(_ rgb: UInt32, _ t: UnsafeBufferPointer<Double>) -> Double {
    t[Int((rgb >> 16) & 0xFF)] + t[256 + Int((rgb >> 8) & 0xFF)] + t[512 + Int(rgb & 0xFF)]
  }
}
