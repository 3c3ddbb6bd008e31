import LegibleColor
import TestSupport
import Testing

/// A simulated colour from docs/reference/cvd.md §8: input, model, expected unclamped linear RGB
/// and hex.
struct CVDVectorCase: Sendable, CustomTestStringConvertible {
  var input: UInt32
  var type: CVDType
  var model: CVDModel
  var linear: SIMD3<Double>
  var hex: String
  var testDescription: String {
    "#\(String(input, radix: 16)) \(type.rawValue) \(model.rawValue) (docs/reference/cvd.md §8)"
  }
}

@Suite struct CVDSimulationTests {
  /// Matrices are printed to 6 decimals (Machado) or 5 (Viénot, Brettel): 1e-6 absolute covers
  /// the products the table prints to 6 decimals.
  static let tolerance = 1.5e-6

  // docs/reference/cvd.md §8 (computed there from the matrices of §2–4). P = protanopia, D =
  // deuteranopia, T = tritanopia; Machado at severity 1.
  static let vectors: [CVDVectorCase] = {
    let inputs: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0x0A84FF, 0xFFA500]
    let columns: [(CVDType, CVDModel)] = [
      (.protanopia, .machado2009), (.deuteranopia, .machado2009), (.tritanopia, .machado2009),
      (.protanopia, .vienot1999), (.deuteranopia, .vienot1999), (.tritanopia, .brettel1997),
    ]
    let table: [[(SIMD3<Double>, String)]] = [
      [
        (SIMD3(0.152286, 0.114503, -0.003882), "#6d5f00"),
        (SIMD3(0.367322, 0.280085, -0.011820), "#a39000"),
        (SIMD3(1.255528, -0.078411, 0.004733), "#ff000f"),
        (SIMD3(0.112380, 0.112380, 0.004010), "#5e5e0d"),
        (SIMD3(0.292750, 0.292750, -0.022340), "#939300"),
        (SIMD3(1.012770, -0.012430, 0.075890), "#ff004e"),
      ],
      [
        (SIMD3(1.052583, 0.786281, -0.048116), "#ffe500"),
        (SIMD3(0.860646, 0.672501, 0.042940), "#efd63a"),
        (SIMD3(-0.076749, 0.930809, 0.691367), "#00f7d9"),
        (SIMD3(0.887620, 0.887620, -0.004010), "#f2f200"),
        (SIMD3(0.707250, 0.707250, 0.022340), "#dbdb29"),
        (SIMD3(0.189790, 0.815260, 1.127670), "#79e9ff"),
      ],
      [
        (SIMD3(-0.204868, 0.099216, 1.051998), "#0059ff"),
        (SIMD3(-0.227968, 0.047413, 0.968881), "#003dfb"),
        (SIMD3(-0.178779, 0.147602, 0.303900), "#006b96"),
        (SIMD3(0, 0, 1), "#0000ff"),
        (SIMD3(0, 0, 1), "#0000ff"),
        (SIMD3(-0.126570, 0.123200, 0.247960), "#006288"),
      ],
      [
        (SIMD3(0.038467, 0.280990, 1.040884), "#3790ff"),
        (SIMD3(-0.028268, 0.203436, 0.978753), "#007dfd"),
        (SIMD3(-0.192677, 0.362139, 0.463440), "#00a2b5"),
        (SIMD3(0.205151, 0.205151, 0.999087), "#7d7dff"),
        (SIMD3(0.164079, 0.164079, 1.005087), "#7171ff"),
        (SIMD3(-0.079934, 0.311500, 0.507019), "#0097bd"),
      ],
      [
        (SIMD3(0.548333, 0.410351, -0.021986), "#c3ac00"),
        (SIMD3(0.691150, 0.533122, 0.004337), "#d9c10e"),
        (SIMD3(1.226650, 0.271817, 0.264868), "#ff8e8d"),
        (SIMD3(0.446358, 0.446358, 0.002501), "#b2b208"),
        (SIMD3(0.558861, 0.558861, -0.013934), "#c5c500"),
        (SIMD3(1.063746, 0.314211, 0.378781), "#ff98a5"),
      ],
    ]
    var cases: [CVDVectorCase] = []
    for (row, input) in inputs.enumerated() {
      for (column, (type, model)) in columns.enumerated() {
        let (linear, hex) = table[row][column]
        cases.append(
          CVDVectorCase(input: input, type: type, model: model, linear: linear, hex: hex))
      }
    }
    return cases
  }()

  @Test(arguments: vectors)
  func publishedVector(_ c: CVDVectorCase) {
    let sim = CVDSimulation(c.type, model: c.model)
    let color = CSSColor(rgb: c.input)
    let linear = sim.simulatedLinear(color.linearSRGB)
    #expect(isApproximatelyEqual(linear, c.linear, absoluteTolerance: Self.tolerance), "\(linear)")
    #expect(sim.simulate(color).hexString() == c.hex)
  }

  @Test(arguments: machadoCases)
  func machadoTableStep(_ c: MachadoCase) {
    let sim = CVDSimulation(c.type, severity: c.severity, model: .machado2009)
    // Column j of the matrix is the image of the j-th unit vector.
    for j in 0..<3 {
      var unit = SIMD3<Double>(0, 0, 0)
      unit[j] = 1
      let column = sim.simulatedLinear(unit)
      for i in 0..<3 {
        #expect(
          isApproximatelyEqual(column[i], c.matrix[3 * i + j], absoluteTolerance: 1e-12),
          "row \(i) column \(j)")
      }
    }
  }

  @Test(arguments: machadoCases)
  func machadoRowsSumToOne(_ c: MachadoCase) {
    let sim = CVDSimulation(c.type, severity: c.severity)
    let white = sim.simulatedLinear(SIMD3(1, 1, 1))
    // docs/reference/cvd.md §1: rows sum to 1 ± 1e-5, so white maps to white.
    #expect(isApproximatelyEqual(white, SIMD3(1, 1, 1), absoluteTolerance: 1e-5))
  }

  /// docs/reference/cvd.md §2 "Interpolation rule": deuteranomaly 0.5 is tabulated; 0.531 =
  /// 0.31·M(0.6) + 0.69·M(0.5), not a blend between the identity and the 1.0 matrix.
  @Test func machadoInterpolatesBetweenNeighbouringSteps() {
    let m05: [Double] = [
      0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136,
    ]
    let m06: [Double] = [
      0.498864, 0.674741, -0.173604, 0.205199, 0.754872, 0.039929, -0.011131, 0.030969, 0.980162,
    ]
    let sim = CVDSimulation(.deuteranomaly, severity: 0.531)
    for j in 0..<3 {
      var unit = SIMD3<Double>(0, 0, 0)
      unit[j] = 1
      let column = sim.simulatedLinear(unit)
      for i in 0..<3 {
        let expected = 0.31 * m06[3 * i + j] + 0.69 * m05[3 * i + j]
        #expect(isApproximatelyEqual(column[i], expected, absoluteTolerance: 1e-12))
      }
    }
    // Not the naive identity ↔ M(1.0) blend: that would give 0.469·1 + 0.531·0.367322 = 0.664
    // for the top-left entry, against 0.532 from the table.
    let topLeft = sim.simulatedLinear(SIMD3(1, 0, 0)).x
    #expect(
      isApproximatelyEqual(topLeft, 0.31 * 0.498864 + 0.69 * 0.547494, absoluteTolerance: 1e-12))
  }

  @Test func severityZeroIsIdentity() {
    let input = CSSColor(rgb: 0x0A84FF)
    for type in CVDType.allCases {
      let sim = CVDSimulation(type, severity: 0)
      #expect(sim.simulate(input).hexString() == "#0a84ff", "\(type)")
    }
  }

  /// Viénot/Brettel severity mixes linearly in linear RGB (docs/reference/cvd.md §3).
  @Test func vienotSeverityMixesInLinearRGB() {
    let sim = CVDSimulation(.protanopia, severity: 0.25, model: .vienot1999)
    let out = sim.simulatedLinear(SIMD3(1, 0, 0))
    let expected = 0.25 * SIMD3(0.11238, 0.11238, 0.00401) + 0.75 * SIMD3(1, 0, 0)
    #expect(isApproximatelyEqual(out, expected, absoluteTolerance: 1e-12))
  }

  @Test func defaultsFollowTheIssue() {
    #expect(CVDSimulation(.protanopia).model == .machado2009)
    #expect(CVDSimulation(.deuteranopia).model == .machado2009)
    #expect(CVDSimulation(.tritanopia).model == .brettel1997)
    #expect(CVDSimulation(.tritanomaly).model == .machado2009)
    #expect(CVDSimulation(.achromatopsia).model == .luminance)
    #expect(CVDSimulation(.protanopia).severity == 1)
    #expect(CVDSimulation(.deuteranomaly).severity == CVDSimulation.defaultAnomalySeverity)
    #expect(!CVDModel.vienot1999.supports(.tritan))
  }

  /// docs/reference/cvd.md §5: the grey of equal relative luminance leaves the WCAG ratio
  /// unchanged.
  @Test func achromatopsiaKeepsLuminance() {
    let sim = CVDSimulation(.achromatopsia)
    for rgb: UInt32 in [0xFF0000, 0x0A84FF, 0xFFA500, 0x2F8823] {
      let c = CSSColor(rgb: rgb)
      let grey = sim.simulate(c)
      #expect(
        isApproximatelyEqual(
          grey.relativeLuminance(), c.relativeLuminance(), absoluteTolerance: 1e-12))
      let g = grey.components
      #expect(isApproximatelyEqual(g.x, g.y, absoluteTolerance: 1e-12))
      #expect(isApproximatelyEqual(g.y, g.z, absoluteTolerance: 1e-12))
    }
  }

  /// docs/reference/cvd.md §1: Machado protanopia of pure blue has R = −0.205, clamped for display.
  @Test func clampsOnlyForDisplay() {
    let sim = CVDSimulation(.protanopia)
    let blue = CSSColor(rgb: 0x0000FF)
    #expect(sim.clips(blue))
    #expect(sim.simulatedLinear(blue.linearSRGB).x < -0.2)
    #expect(sim.simulate(blue).components.x == 0)
    #expect(!sim.clips(CSSColor(rgb: 0x808080)))
  }

  @Test func alphaIsKept() {
    let sim = CVDSimulation(.deuteranopia)
    #expect(sim.simulate(CSSColor(rgb: 0xFF0000).withAlpha(0.4)).alpha == 0.4)
  }
}
