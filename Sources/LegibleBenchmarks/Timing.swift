/// Timings of repeated runs of one kernel, in seconds.
struct Samples {
  var name: String
  var api: String
  var pairs: Int
  var seconds: [Double] = []
  var checksum: Double = 0
  var family: String

  var median: Double {
    let s = seconds.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
  var fastest: Double { seconds.min() ?? .nan }
  var slowest: Double { seconds.max() ?? .nan }

  /// Pairs per second at the median time.
  var rate: Double { Double(pairs) / median }
}

/// Seconds elapsed while running `body` (monotonic clock).
@inline(never)
func time(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let elapsed = clock.measure(body)
  let parts = elapsed.components
  return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// Runs each kernel interleaved (a, b, a, b, …) until every one has ≥ `minimumRuns` runs and
/// ≥ `minimumSeconds` of total time, so that kernels compared side by side share the machine's
/// state.
func interleave(
  _ kernels: [(name: String, run: () -> Void)], minimumRuns: Int = 5, minimumSeconds: Double = 1,
  maximumRuns: Int = 400
) -> [[Double]] {
  var results = [[Double]](repeating: [], count: kernels.count)
  for kernel in kernels { kernel.run() }  // warm-up
  var total = 0.0
  var runs = 0
  while runs < maximumRuns && (runs < minimumRuns || total < minimumSeconds * Double(kernels.count))
  {
    for (i, kernel) in kernels.enumerated() {
      let t = time(kernel.run)
      results[i].append(t)
      total += t
    }
    runs += 1
  }
  return results
}
