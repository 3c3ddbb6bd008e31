// Shortest round-trip decimal formatting of a Double, byte-identical to `Double.description`.
//
// A value v = m · 2^e (53-bit m) rounds back from any decimal in its rounding interval
// [(2m − 1) · 2^(e−1), (2m + 1) · 2^(e−1)] (the lower half-gap is half as wide when m = 2^52;
// the ends belong to the interval when m is even, as IEEE 754 round-half-even parsing sends them
// to v). Scaled by 10^F so that v · 10^F has 17 or 18 digits, the interval's integer end points
// fit in 64 bits and every product in 128 bits, so the arithmetic is exact. Dropping decimal
// digits while the interval still holds a multiple of 10 gives the fewest significant digits;
// among those candidates the one nearest to v is printed (ties to even). That is the contract
// of `Double.description` (shortest, then closest; Steele & White / Ryu / Schubfach), and
// ShortestDecimalTests compares the two on millions of random and edge values.
//
// The fast path covers 2^−6 ≤ |v| < 2^53, which `description` prints in plain positional
// notation (`4.809321620716277`, `21.0`, `-57.65678660150111`); other values (zero, tiny, huge,
// subnormal, infinite, NaN) use `description` itself.

/// Writes Doubles in shortest round-trip form without allocating.
package enum ShortestDecimal {
  /// The room ``write(_:to:)`` needs after `out`: it writes at most 32 bytes of text but may
  /// store scratch bytes up to this far (they are overwritten by whatever comes next).
  package static let maximumLength = 64

  /// Writes `value` as UTF-8, exactly as `value.description` spells it.
  ///
  /// - Parameters:
  ///   - value: Any Double.
  ///   - out: Room for at least ``maximumLength`` bytes.
  /// - Returns: The number of bytes written.
  @inlinable
  package static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let biased = Int(value.exponentBitPattern)
    // 2^−6 ≤ |v| < 2^53: unbiased exponent −6 … 52.
    if biased >= 1017, biased <= 1075 {
      return positional(value, biased: biased, to: out)
    }
    return fallback(value, to: out)
  }

  /// Appends `value` in shortest round-trip form to `text`.
  @inlinable
  package static func append(_ value: Double, to text: inout String) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = write(value, to: base)
      text += String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
  }

  /// Appends `value` in shortest round-trip form to the UTF-8 bytes `bytes`.
  @inlinable
  package static func append(_ value: Double, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = write(value, to: base)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
  }

  @usableFromInline
  static func fallback(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    for byte in value.description.utf8 where count < 32 {
      out[count] = byte
      count += 1
    }
    return count
  }

  /// Powers of ten 10^0 … 10^19 (literals, so the table is statically initialised).
  @usableFromInline
  static let powers: [UInt64] = [
    1, 10, 100, 1_000,
    10_000, 100_000, 1_000_000, 10_000_000,
    100_000_000, 1_000_000_000, 10_000_000_000, 100_000_000_000,
    1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
    10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
    10_000_000_000_000_000_000,
  ]

  /// 10^−2 … 10^17 as Doubles: `|v| >= tens[k + 2]` exactly when |v| ≥ 10^k (10^−1 and 10^−2 are
  /// rounded up, and no Double lies between them and the real power).
  @usableFromInline
  static let tens: [Double] = [
    1e-2, 1e-1, 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
    1e15, 1e16, 1e17,
  ]

  /// "00" … "99" as pairs of ASCII digits, first digit in the low byte (literals, statically
  /// initialised).
  @usableFromInline
  static let pairs: [UInt16] = [
    12_336, 12_592, 12_848, 13_104, 13_360, 13_616, 13_872, 14_128, 14_384, 14_640,
    12_337, 12_593, 12_849, 13_105, 13_361, 13_617, 13_873, 14_129, 14_385, 14_641,
    12_338, 12_594, 12_850, 13_106, 13_362, 13_618, 13_874, 14_130, 14_386, 14_642,
    12_339, 12_595, 12_851, 13_107, 13_363, 13_619, 13_875, 14_131, 14_387, 14_643,
    12_340, 12_596, 12_852, 13_108, 13_364, 13_620, 13_876, 14_132, 14_388, 14_644,
    12_341, 12_597, 12_853, 13_109, 13_365, 13_621, 13_877, 14_133, 14_389, 14_645,
    12_342, 12_598, 12_854, 13_110, 13_366, 13_622, 13_878, 14_134, 14_390, 14_646,
    12_343, 12_599, 12_855, 13_111, 13_367, 13_623, 13_879, 14_135, 14_391, 14_647,
    12_344, 12_600, 12_856, 13_112, 13_368, 13_624, 13_880, 14_136, 14_392, 14_648,
    12_345, 12_601, 12_857, 13_113, 13_369, 13_625, 13_881, 14_137, 14_393, 14_649,
  ]

  /// `floor(x / 2^k)` for a 128-bit `x` whose quotient fits in 64 bits, 1 ≤ k ≤ 63, and whether
  /// the division was exact.
  @inlinable @inline(__always)
  static func shift(_ high: UInt64, _ low: UInt64, _ k: Int) -> (UInt64, Bool) {
    let quotient = high &<< UInt64(64 - k) | low &>> UInt64(k)
    let exact = low & ((1 &<< UInt64(k)) &- 1) == 0
    return (quotient, exact)
  }

  @inlinable
  static func positional(_ value: Double, biased: Int, to out: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    // v = m · 2^e with 2^52 ≤ m < 2^53, −58 ≤ e ≤ 0.
    let m = value.significandBitPattern | (1 << 52)
    let e = biased - 1075
    let s = -e
    // The decimal exponent p, 10^p ≤ |v| < 10^(p+1): ⌊(e + 52) · log10 2⌋ or one more.
    var p = ((e + 52) &* 78_913) &>> 18
    if value.magnitude >= tens.withUnsafeBufferPointer({ $0[p + 3] }) { p += 1 }
    let f = 16 - p  // 0 … 18 fractional digits; 10^16 ≤ |v| · 10^f < 10^17
    let scale = powers.withUnsafeBufferPointer { $0[f] }
    // A = m · 10^f (< 2^117); the interval ends are (2A ± 10^f) / 2^(s+1), or with the narrow
    // lower gap (4A − 10^f) / 2^(s+2).
    let a = m.multipliedFullWidth(by: scale)
    let twiceHigh = a.high << 1 | a.low >> 63
    let twiceLow = a.low << 1
    let (upLow, upCarry) = twiceLow.addingReportingOverflow(scale)
    let upHigh = twiceHigh &+ (upCarry ? 1 : 0)
    let inclusive = m & 1 == 0
    var (high, exactHigh) = shift(upHigh, upLow, s + 1)
    if exactHigh && !inclusive { high -= 1 }
    var low: UInt64
    var exactLow: Bool
    if m == 1 << 52 {
      let fourHigh = twiceHigh << 1 | twiceLow >> 63
      let fourLow = twiceLow << 1
      let (downLow, borrow) = fourLow.subtractingReportingOverflow(scale)
      (low, exactLow) = shift(fourHigh &- (borrow ? 1 : 0), downLow, s + 2)
    } else {
      let (downLow, borrow) = twiceLow.subtractingReportingOverflow(scale)
      (low, exactLow) = shift(twiceHigh &- (borrow ? 1 : 0), downLow, s + 1)
    }
    // ⌈…⌉, and an end point that does not round to v is outside.
    if !exactLow || !inclusive { low += 1 }
    // Fewest digits: divide by 10 while the interval holds a multiple of 10.
    var dropped = 0
    while true {
      let nextLow = (low &+ 9) / 10
      let nextHigh = high / 10
      if nextLow > nextHigh { break }
      low = nextLow
      high = nextHigh
      dropped += 1
    }
    var digits = low
    if high > low {
      // Several candidates: the one nearest to v.
      let whole = s == 0 ? a.low : shift(a.high, a.low, s).0
      digits = nearest(a: a, s: s, dropped: dropped, low: low, high: high, whole: whole)
    }
    return render(
      digits, fractionDigits: f - dropped, negative: value.sign == .minus, to: out)
  }

  /// The integer in `low…high` nearest to A / (2^s · 10^dropped) (ties to even), where
  /// `whole` = ⌊A / 2^s⌋.
  @inlinable
  static func nearest(
    a: (high: UInt64, low: UInt64), s: Int, dropped: Int, low: UInt64, high: UInt64,
    whole: UInt64
  ) -> UInt64 {
    let divisor = powers.withUnsafeBufferPointer { $0[dropped] }
    let q = whole / divisor
    let r = whole % divisor
    // Compare the remainder r · 2^s + (A mod 2^s) with half the unit, 10^dropped · 2^s / 2, both
    // doubled (< 2^120).
    let fractionBits = a.low & ((1 &<< UInt64(s)) &- 1)
    let left = r.multipliedFullWidth(by: 1 &<< UInt64(s + 1))
    let (leftLow, carry) = left.low.addingReportingOverflow(fractionBits << 1)
    let leftHigh = left.high &+ (carry ? 1 : 0)
    let right = divisor.multipliedFullWidth(by: 1 &<< UInt64(s))
    var candidate = q
    if leftHigh > right.high || (leftHigh == right.high && leftLow > right.low) {
      candidate = q + 1
    } else if leftHigh == right.high && leftLow == right.low {
      candidate = q & 1 == 0 ? q : q + 1
    }
    return min(max(candidate, low), high)
  }

  /// Writes `digits` · 10^−fractionDigits positionally, with at least one fraction digit.
  @inlinable
  static func render(
    _ digits: UInt64, fractionDigits: Int, negative: Bool, to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // The number of decimal digits (digits ≥ 1): ⌊bits · log10 2⌋ or one more.
    var count = ((64 - digits.leadingZeroBitCount) &* 1233) &>> 12
    if digits >= powers.withUnsafeBufferPointer({ $0[count] }) { count += 1 }
    // The last 24 digits (leading zeros included) on the stack, in three runs of eight; 64
    // bytes, so that 32-byte copies from any digit stay inside.
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0, 0, 0, 0, 0, 0, 0, 0
    )
    return withUnsafeMutableBytes(of: &buffer) { raw -> Int in
      let text = raw.baseAddress.unsafelyUnwrapped
      let top = digits / 10_000_000_000_000_000
      let rest = digits &- top &* 10_000_000_000_000_000
      let middle = rest / 100_000_000
      pairs.withUnsafeBufferPointer { table in
        if count > 16 { eight(UInt32(truncatingIfNeeded: top), to: text, table) }
        if count > 8 { eight(UInt32(truncatingIfNeeded: middle), to: text + 8, table) }
        eight(UInt32(truncatingIfNeeded: rest &- middle &* 100_000_000), to: text + 16, table)
      }
      let source = text + (24 - count)
      var written = 0
      if negative {
        out[0] = UInt8(ascii: "-")
        written = 1
      }
      if fractionDigits > 0, count > fractionDigits {
        // The usual case: the whole part, ".", the fraction (32-byte copies, no calls).
        let whole = count - fractionDigits
        copy32(from: source, to: out + written)
        copy32(from: source + whole, to: out + written + whole + 1)
        out[written + whole] = UInt8(ascii: ".")
        return written + count + 1
      }
      let digitText = source.assumingMemoryBound(to: UInt8.self)
      if fractionDigits <= 0 {
        // An integer: the digits, −fractionDigits zeros, ".0".
        (out + written).update(from: digitText, count: count)
        written += count
        for _ in 0 ..< -fractionDigits {
          out[written] = UInt8(ascii: "0")
          written += 1
        }
        out[written] = UInt8(ascii: ".")
        out[written + 1] = UInt8(ascii: "0")
        return written + 2
      }
      out[written] = UInt8(ascii: "0")
      out[written + 1] = UInt8(ascii: ".")
      written += 2
      for _ in 0..<(fractionDigits - count) {
        out[written] = UInt8(ascii: "0")
        written += 1
      }
      (out + written).update(from: digitText, count: count)
      return written + count
    }
  }

  /// Copies 32 bytes in four unaligned 8-byte moves.
  @inlinable @inline(__always)
  static func copy32(from source: UnsafeMutableRawPointer, to target: UnsafeMutablePointer<UInt8>) {
    let raw = UnsafeMutableRawPointer(target)
    for k in stride(from: 0, to: 32, by: 8) {
      raw.storeBytes(
        of: source.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k,
        as: UInt64.self)
    }
  }

  /// Writes the 8 decimal digits of `x` < 10^8 (with leading zeros): x · ⌈2^48 / 10^6⌉ holds the
  /// first two digits above bit 48 and the rest as a binary fraction, exact to well under one
  /// unit of the last pair, so each pair is the integer part of the fraction times 100.
  @inlinable @inline(__always)
  static func eight(
    _ x: UInt32, to out: UnsafeMutableRawPointer, _ table: UnsafeBufferPointer<UInt16>
  ) {
    let mask: UInt64 = (1 &<< 48) &- 1
    var y = UInt64(x) &* 281_474_977
    for k in 0..<4 {
      let pair = Int(truncatingIfNeeded: y &>> 48)
      // `littleEndian`: the first digit's byte goes first on any platform.
      out.storeBytes(of: table[pair].littleEndian, toByteOffset: k &<< 1, as: UInt16.self)
      y = (y & mask) &* 100
    }
  }
}
