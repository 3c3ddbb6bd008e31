// The shared benchmark workload (docs/reference/benchmarks.md §1): splitmix64 with seed 42, one
// output per pair, fg = bits 63…40, bg = bits 39…16; text lines "%06X %06X\n".

/// The splitmix64 generator, wrapping arithmetic on `UInt64`.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// N pairs of packed `0xRRGGBB` colours, text first.
struct Workload {
  let foregrounds: [UInt32]
  let backgrounds: [UInt32]

  var count: Int { foregrounds.count }

  init(count: Int, seed: UInt64 = 42) {
    var rng = SplitMix64(state: seed)
    var f = [UInt32]()
    var b = [UInt32]()
    f.reserveCapacity(count)
    b.reserveCapacity(count)
    for _ in 0..<count {
      let z = rng.next()
      f.append(UInt32(truncatingIfNeeded: z >> 40))
      b.append(UInt32(truncatingIfNeeded: (z >> 16) & 0xFF_FFFF))
    }
    foregrounds = f
    backgrounds = b
  }

  /// The text form: 14 bytes per pair, uppercase hex, one space, LF; no trailing blank line.
  var text: [UInt8] {
    let digits = Array("0123456789ABCDEF".utf8)
    var out = [UInt8](repeating: 0, count: count * 14)
    out.withUnsafeMutableBufferPointer { p in
      for i in 0..<count {
        let o = i * 14
        for (k, value) in [foregrounds[i], backgrounds[i]].enumerated() {
          let start = o + k * 7
          for d in 0..<6 { p[start + d] = digits[Int((value >> UInt32(20 - 4 * d)) & 0xF)] }
        }
        p[o + 6] = UInt8(ascii: " ")
        p[o + 13] = UInt8(ascii: "\n")
      }
    }
    return out
  }
}

/// The published sha256 of the text form per N (docs/reference/benchmarks.md §1).
let publishedSHA256: [Int: String] = [
  1000: "909bd5e45550ceccd13e39d18f622b689542a8406affe3d6f4905d64117bfb7f",
  100_000: "24cde2b0fe220cc0a7d8cbd578851e08d2ce1687c353b07f1541467d15ccffc5",
  1_000_000: "e2cbc9b866e773af22c348dfd7ca1ad38996f275a667e7d2621476a0db740215",
]

/// The published checksums per N: WCAG css4, WCAG 2126, APCA 0.0.98G-4g
/// (docs/reference/benchmarks.md §1).
let publishedChecksums: [Int: (css4: Double, wcag: Double, apca: Double)] = [
  1000: (2568.689687447497, 2568.732411638226, -1130.0081113250053),
  100_000: (256788.07155277886, 256792.45022835358, -59862.9163912685),
  1_000_000: (2581259.3021007744, 2581303.5983595266, -699043.6557826408),
]
