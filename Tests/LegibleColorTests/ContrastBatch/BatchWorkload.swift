// The shared benchmark workload (docs/reference/benchmarks.md §1): splitmix64, seed 42, one
// output per pair, fg = bits 63…40, bg = bits 39…16.

struct BatchWorkload {
  var foregrounds: [UInt32] = []
  var backgrounds: [UInt32] = []

  init(count: Int, seed: UInt64 = 42) {
    var state = seed
    foregrounds.reserveCapacity(count)
    backgrounds.reserveCapacity(count)
    for _ in 0..<count {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      foregrounds.append(UInt32(truncatingIfNeeded: z >> 40))
      backgrounds.append(UInt32(truncatingIfNeeded: (z >> 16) & 0xFF_FFFF))
    }
  }
}
