import Foundation
import LegibleAudit
import LegibleColor
import TestSupport
import Testing

/// Issue 7: `AuditPolicy.cvd` — ratios under simulation and distinguishability flags.
@Suite struct AuditCVDTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var type: CVDType
    /// Machado 2009 severity 1 linear output for #FF0000 (docs/reference/cvd.md §8), before
    /// clamping.
    var linear: SIMD3<Double>
    var source: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "red text on white, protanopia", type: .protanopia,
      linear: SIMD3(0.152286, 0.114503, -0.003882), source: "docs/reference/cvd.md §8"),
    Case(
      name: "red text on white, deuteranopia", type: .deuteranopia,
      linear: SIMD3(0.367322, 0.280085, -0.011820), source: "docs/reference/cvd.md §8"),
  ]

  static func spec(_ states: [String: StateSpec]) -> AuditSpec {
    AuditSpec(
      name: "", surfaces: ["page": .color(.white)],
      components: [ComponentSpec(name: "C", surface: "page", states: states)])
  }

  /// A finding's ratio under simulation is the WCAG ratio of the clamped simulated colours: for
  /// #FF0000 text on white, 1.05 / (Y + 0.05) with Y from docs/reference/cvd.md §8's clamped linear
  /// output.
  @Test(arguments: cases) func ratioOfKnownPair(_ c: Case) throws {
    let report = try Auditor(policy: AuditPolicy(cvd: [c.type])).audit(
      Self.spec([
        "normal": StateSpec(text: .color(CSSColor(rgb: 0xFF0000)), background: .color(.white))
      ]))
    let f = try #require(finding(report, "C", .normal, .text))
    let r = try #require(f.cvd.first)
    #expect(f.cvd.count == 1)
    #expect(r.simulation.type == c.type)
    let clamped = SIMD3(max(c.linear.x, 0), max(c.linear.y, 0), max(c.linear.z, 0))
    let y = (clamped * LuminanceCoefficients.wcag.weights).sum()
    let expected = 1.05 / (y + 0.05)
    // Published to 6 decimals: ±5e-7 per component moves the ratio by < 1e-5.
    #expect(isApproximatelyEqual(r.ratio, expected, absoluteTolerance: 1e-5))
    #expect(r.passes == (expected >= 4.5))
    // The WCAG verdict is untouched (#FF0000 on white: 3.998:1, fails).
    #expect(f.verdict == .fail)
  }

  /// Off by default: no ratios, no flags.
  @Test func offByDefault() throws {
    let report = try loadSeed()
    #expect(report.findings.allSatisfy { $0.cvd.isEmpty })
    #expect(report.distinguishability.isEmpty)
  }

  /// A selected state that differs from normal by hue alone (#c03030 → #6f7725, chosen along
  /// the near-null direction of Machado's deuteranopia matrix) is distinct with normal vision
  /// (ΔE OK ≥ 0.02) and collapses under deuteranopia (< 0.02); a lightness change does not.
  @Test func hueOnlySelectionCollapses() throws {
    let white = ColorValue.color(.white)
    let report = try Auditor(policy: AuditPolicy(cvd: CVDType.allCases)).audit(
      Self.spec([
        "normal": StateSpec(text: white, background: .color(CSSColor(rgb: 0xC03030))),
        "selected": StateSpec(text: white, background: .color(CSSColor(rgb: 0x6F7725))),
        "highlighted": StateSpec(text: white, background: .color(CSSColor(rgb: 0x801010))),
      ]))
    let deutan = try #require(
      report.distinguishability.first { $0.state == .selected && $0.type == .deuteranopia })
    #expect(deutan.normalDistance >= CVDReview.threshold)
    #expect(deutan.deltaE < CVDReview.threshold)
    #expect(deutan.collapsed)
    let tritan = try #require(
      report.distinguishability.first { $0.state == .selected && $0.type == .tritanopia })
    #expect(!tritan.collapsed)
    #expect(!report.distinguishability.contains { $0.state == .highlighted && $0.collapsed })
    // One entry per state and deficiency, in simulation order.
    #expect(
      report.distinguishability.filter { $0.state == .selected }.map(\.type) == CVDType.allCases)
  }
}
