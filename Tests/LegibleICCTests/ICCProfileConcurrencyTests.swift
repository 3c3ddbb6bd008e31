import LegibleICC
import TestSupport
import Testing

@Suite struct ICCProfileConcurrencyTests {
  /// One profile shared by 8 tasks gives bit-identical results to a serial run
  /// (cmsDoTransform is thread-safe since lcms 2.3; docs/reference/color-spaces.md §9 "Thread
  /// safety").
  @Test func concurrentTasksAgreeWithSerial() async {
    let profile = ICCProfile.builtIn(.displayP3)
    var generator = SplitMix64(seed: 8)
    let inputs = (0..<2_000).map { _ in
      [
        Double.random(in: -0.2...1.2, using: &generator),
        Double.random(in: -0.2...1.2, using: &generator),
        Double.random(in: -0.2...1.2, using: &generator),
      ]
    }
    let serial = inputs.map { profile.linearSRGB($0) }
    let results = await withTaskGroup(of: [SIMD3<Double>].self) { group in
      for _ in 0..<8 {
        group.addTask { inputs.map { profile.linearSRGB($0) } }
      }
      var all: [[SIMD3<Double>]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results {
      #expect(result == serial)
    }
  }
}
