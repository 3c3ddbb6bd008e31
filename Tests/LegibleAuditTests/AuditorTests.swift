import LegibleAudit
import LegibleColor
import TestSupport
import Testing

@Suite struct AuditorTests {}

// MARK: - Compositing vectors

extension AuditorTests {
  struct RatioCase: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: AuditSpec
    var check: CheckKind
    var coefficients: LuminanceCoefficients = .wcag
    var ratio: Double
    var maximum: Double?
    var tolerance: Double
    var verdict: Verdict
    var source: String
    var testDescription: String { name }
  }

  static let ratioCases: [RatioCase] = [
    RatioCase(
      name: "#0A84FF fill at group opacity 0.8 on white (fill vs surface)",
      spec: singleSpec(states: [
        "normal": StateSpec(text: .color(.white), background: rgb(10, 132, 255), opacity: 0.8)
      ]),
      check: .boundary, coefficients: .css4, ratio: 2.828, tolerance: 1e-3,
      verdict: .fail,
      source: "docs/reference/compositing.md §3: bg (59, 156.6, 255) → 2.828 vs the white label"),
    RatioCase(
      name: "white label on #0A84FF at group opacity 0.8 (text)",
      spec: singleSpec(states: [
        "normal": StateSpec(text: .color(.white), background: rgb(10, 132, 255), opacity: 0.8)
      ]),
      check: .text, coefficients: .css4, ratio: 2.828, tolerance: 1e-3, verdict: .fail,
      source: "docs/reference/compositing.md §3 table, group opacity 0.8"),
    RatioCase(
      name: "black label on #0A84FF at group opacity 0.8",
      spec: singleSpec(states: [
        "normal": StateSpec(text: .color(.black), background: rgb(10, 132, 255), opacity: 0.8)
      ]),
      check: .text, coefficients: .css4, ratio: 4.467, tolerance: 1e-3, verdict: .fail,
      source: "docs/reference/compositing.md §3 table, black label"),
    RatioCase(
      name: "white on rgba(0,0,0,0.5) over an unknown surface",
      spec: singleSpec(
        surface: .unknown,
        states: ["normal": StateSpec(text: .color(.white), background: rgb(0, 0, 0, 0.5))]),
      check: .text, ratio: 3.98, maximum: 21, tolerance: 5e-3, verdict: .needsReview,
      source: "docs/reference/compositing.md §5: 3.98 – 21"),
    RatioCase(
      name: "#767676 on rgba(0,0,0,0.5) over an unknown surface: min 1",
      spec: singleSpec(
        surface: .unknown,
        states: ["normal": StateSpec(text: rgb(118, 118, 118), background: rgb(0, 0, 0, 0.5))]),
      check: .text, ratio: 1, maximum: 4.62, tolerance: 5e-3, verdict: .needsReview,
      source: "docs/reference/compositing.md §5: 1.00 – 4.62 (text luminance inside the interval)"),
    RatioCase(
      name: "black on rgba(255,255,255,0.6) over an unknown surface",
      spec: singleSpec(
        surface: .unknown,
        states: ["normal": StateSpec(text: .color(.black), background: rgb(255, 255, 255, 0.6))]),
      check: .text, ratio: 7.37, maximum: 21, tolerance: 5e-3, verdict: .pass,
      source: "docs/reference/compositing.md §5: 7.37 – 21"),
    RatioCase(
      name: "white text on a translucent surface rgba(0,0,0,0.5) without own fill",
      spec: singleSpec(
        surface: rgb(0, 0, 0, 0.5), states: ["normal": StateSpec(text: .color(.white))]),
      check: .text, ratio: 3.98, maximum: 21, tolerance: 5e-3, verdict: .needsReview,
      source: "docs/reference/compositing.md §5 (same pair, the translucency in the surface)"),
  ]

  @Test(arguments: ratioCases)
  func ratios(_ c: RatioCase) throws {
    let report = try Auditor(policy: AuditPolicy(coefficients: c.coefficients)).audit(c.spec)
    let f = try #require(report.findings.first { $0.check == c.check && $0.state == .normal })
    #expect(isApproximatelyEqual(f.ratio, c.ratio, absoluteTolerance: c.tolerance), "\(f.ratio)")
    if let maximum = c.maximum {
      let range = try #require(f.range)
      #expect(isApproximatelyEqual(range.maximum, maximum, absoluteTolerance: c.tolerance))
    } else {
      #expect(f.range == nil)
    }
    #expect(f.verdict == c.verdict)
  }
}

// MARK: - Flips

extension AuditorTests {
  @Test func eightBitRoundingFlipsLargeText() throws {
    // docs/reference/compositing.md §7: white @ 0.35 on #000 → 89.25 → 3.0096 passes 3:1; rounded
    // 89 → 2.9980.
    let spec = singleSpec(
      font: FontSpec(size: 24),
      states: ["normal": StateSpec(text: rgb(255, 255, 255, 0.35), background: .color(.black))])
    let f = try #require(try Auditor().audit(spec).findings.first { $0.check == .text })
    #expect(isApproximatelyEqual(f.ratio, 3.0096, absoluteTolerance: 1e-4))
    #expect(f.required == 3)
    #expect(f.verdict == .pass)
    let flip = try #require(f.flips.first { $0.policy == .eightBitRounding })
    #expect(flip.verdict == .fail)
    #expect(isApproximatelyEqual(flip.ratio, 2.9980, absoluteTolerance: 1e-4))
  }

  @Test func coefficientsFlip() throws {
    // docs/reference/contrast.md §1: #2F8823 on white: css4 4.500000148 / 2126 4.499870326.
    let spec = singleSpec(states: ["normal": StateSpec(text: rgb(0x2F, 0x88, 0x23))])
    let f = try #require(try Auditor().audit(spec).findings.first { $0.check == .text })
    #expect(f.verdict == .fail)
    #expect(f.flips.map(\.policy) == [.css4Coefficients])
    #expect(f.flips.first?.verdict == .pass)
  }

  /// A derived colour is resolved again in the other blend space (the auditor resolves a
  /// component once when it has no derivation): black mixed with white at 0.45 is encoded
  /// sRGB 0.45 (Y = ((0.45 + 0.055) / 1.055)^2.4 = 0.17066, white text 4.7585:1, passes) but
  /// linear 0.45 in linear light (Y = 0.45, 1.05 / 0.5 = 2.1:1, fails). Hand-computed from
  /// docs/reference/contrast.md §1 and docs/reference/compositing.md's two spaces; tolerance
  /// 1e-3.
  @Test func derivedColourFlipsUnderLinearLightCompositing() throws {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.white), background: .color(.black)),
      "highlighted": StateSpec(
        from: "normal",
        background: .derived(ColorDerivation(mix: .white, amount: 0.45))),
    ])
    let f = try #require(
      try Auditor().audit(spec).findings.first { $0.check == .text && $0.state == .highlighted })
    #expect(isApproximatelyEqual(f.ratio, 4.7585, absoluteTolerance: 1e-3))
    #expect(f.verdict == .pass)
    let flip = try #require(f.flips.first { $0.policy == .linearLightCompositing })
    #expect(flip.verdict == .fail)
    #expect(isApproximatelyEqual(flip.ratio, 2.1, absoluteTolerance: 1e-3))
  }

  /// Components are audited in report order (by name), but the error thrown for a spec with
  /// several invalid components is the first in resolving order (theme, then the spec's
  /// component order), the one `AuditSpec.validate()` reports: here `Z` (components[0]), not
  /// `A`, which sorts first.
  @Test func firstInvalidComponentInSpecOrderIsTheErrorThrown() throws {
    let derivedWithoutBase = StateSpec(
      text: .derived(ColorDerivation(alpha: 0.5)), background: .color(.white))
    let spec = AuditSpec(
      name: "two invalid", surfaces: ["page": .color(.white)],
      components: [
        ComponentSpec(name: "Z", surface: "page", states: ["normal": derivedWithoutBase]),
        ComponentSpec(name: "A", surface: "page", states: ["normal": derivedWithoutBase]),
      ])
    let validated = #expect(throws: AuditSpecError.self) { try spec.validate() }
    let audited = #expect(throws: AuditSpecError.self) { try Auditor().audit(spec) }
    #expect(validated?.path?.hasPrefix("components[0]") == true)
    #expect(audited?.path == validated?.path)
    #expect(audited?.message == validated?.message)
  }

  @Test func robustFindingsHaveNoFlips() throws {
    let spec = singleSpec(states: ["normal": StateSpec(text: .color(.black))])
    let f = try #require(try Auditor().audit(spec).findings.first { $0.check == .text })
    #expect(f.flips.isEmpty)
  }
}

// MARK: - Checks

extension AuditorTests {
  @Test func everyCheckHasPassingAndFailingExamples() throws {
    for check in Auditor.allChecks {
      #expect(!check.passingExamples.isEmpty && !check.failingExamples.isEmpty, "\(check.id)")
      for (examples, expected) in [
        (check.passingExamples, Verdict.pass), (check.failingExamples, .fail),
      ] {
        for example in examples {
          let report = try Auditor(policy: AuditPolicy(level: .aaa)).audit(example.spec)
          let f = report.findings.first { $0.checkID == check.id }
          #expect(
            f?.verdict == expected,
            "\(check.id): \(example.name) → \(String(describing: f?.verdict))")
        }
      }
    }
  }

  @Test func textOnlyControlsAreExemptFromBoundary() throws {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: rgb(0, 0x66, 0xCC)),
      "highlighted": StateSpec(from: "normal", text: .derived(ColorDerivation(alpha: 0.4))),
    ])
    let report = try Auditor().audit(spec)
    let boundaries = report.findings.filter { $0.check == .boundary }
    #expect(boundaries.count == 2)
    #expect(
      boundaries.allSatisfy { $0.verdict == .exempt && $0.message.hasPrefix("text-only control") })
  }

  /// A storyboard button whose title colour could not be read (an unknown named colour) has no
  /// label to measure; on a text-only control the boundary row was exempt and the doubt vanished
  /// from the report (0 needs-review). The review must surface; a disabled state stays exempt.
  @Test func reviewWithoutLabelColourSurfacesOnTextOnlyControl() throws {
    let reason = "title colour named \"Brand\" is in no asset catalog"
    let spec = singleSpec(states: [
      "normal": StateSpec(text: rgb(0, 0x66, 0xCC)),
      "highlighted": StateSpec(review: reason),
      "disabled": StateSpec(review: reason),
    ])
    let report = try Auditor().audit(spec)
    let highlighted = report.findings.filter { $0.state.rawValue == "highlighted" }
    #expect(highlighted.count == 1)
    #expect(highlighted.first?.verdict == .needsReview)
    #expect(highlighted.first?.review == reason)
    #expect(highlighted.first?.message.hasPrefix("text-only control") == true)
    #expect(report.findings.first { $0.state.rawValue == "disabled" }?.verdict == .exempt)
    // A state in doubt that has its label keeps its review on the text row only: the text-only
    // boundary row stays exempt rather than counting the same doubt twice.
    let labelled = try Auditor().audit(
      singleSpec(states: ["normal": StateSpec(text: rgb(0, 0x66, 0xCC), review: reason)]))
    #expect(labelled.findings.first { $0.check == .text }?.verdict == .needsReview)
    #expect(labelled.findings.first { $0.check == .boundary }?.verdict == .exempt)
  }

  @Test func disabledIsExemptButComputed() throws {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.black)),
      "disabled": StateSpec(text: rgb(0xEE, 0xEE, 0xEE), focusRing: rgb(0xEE, 0xEE, 0xEE)),
    ])
    let disabled = try Auditor().audit(spec).findings.filter { $0.state == .disabled }
    #expect(disabled.map(\.check) == [.text, .boundary, .focus])
    #expect(disabled.allSatisfy { $0.verdict == .exempt && $0.flips.isEmpty })
    #expect(disabled[0].apca != nil)
    #expect(disabled[0].ratio > 1)
  }

  @Test func focusRingAgainstFillOnlyAtAAA() throws {
    let spec = singleSpec(states: [
      "normal": StateSpec(text: .color(.white), background: rgb(0, 0x66, 0xCC)),
      "focused": StateSpec(from: "normal", focusRing: rgb(0, 0x66, 0xCC)),
    ])
    let aa = try Auditor().audit(spec).findings.filter { $0.check == .focus }
    #expect(aa.map(\.criterion) == [.nonTextContrast])
    let aaa = try Auditor(policy: AuditPolicy(level: .aaa)).audit(spec).findings.filter {
      $0.check == .focus
    }
    #expect(aaa.map(\.criterion) == [.nonTextContrast, .focusAppearance])
    #expect(aaa[1].verdict == .fail)  // same colour as the fill: 1:1
  }

  @Test func apcaOnlyOnText() throws {
    let spec = singleSpec(states: ["normal": StateSpec(text: rgb(0x88, 0x88, 0x88))])
    let report = try Auditor().audit(spec)
    let text = try #require(report.findings.first { $0.check == .text })
    // docs/reference/contrast.md §8: #888 on #fff → Lc 63.056469930209424.
    #expect(
      isApproximatelyEqual(try #require(text.apca), 63.056469930209424, absoluteTolerance: 1e-9))
    #expect(report.findings.filter { $0.check != .text }.allSatisfy { $0.apca == nil })
  }
}

// MARK: - Large text

extension AuditorTests {
  struct LargeCase: Sendable, CustomTestStringConvertible {
    var size: Double?
    var weight: Double
    var policy: LargeTextPolicy
    var large: Bool
    var testDescription: String {
      "\(size.map { String($0) } ?? "nil")/\(weight) \(policy.rawValue) → \(large ? "large" : "normal")"
    }
  }

  // docs/reference/contrast.md §4.
  static let largeCases: [LargeCase] = [
    LargeCase(size: nil, weight: 700, policy: .wcagCSSPixels, large: false),
    LargeCase(size: 17, weight: 400, policy: .wcagCSSPixels, large: false),
    LargeCase(size: 24, weight: 400, policy: .wcagCSSPixels, large: true),
    LargeCase(size: 23.9, weight: 400, policy: .wcagCSSPixels, large: false),
    LargeCase(size: 18.66, weight: 700, policy: .wcagCSSPixels, large: true),
    LargeCase(size: 18.65, weight: 700, policy: .wcagCSSPixels, large: false),
    LargeCase(size: 18, weight: 400, policy: .platformPoints18, large: true),
    LargeCase(size: 17.9, weight: 400, policy: .platformPoints18, large: false),
    LargeCase(size: 14, weight: 700, policy: .platformPoints18, large: true),
    LargeCase(size: 14, weight: 600, policy: .platformPoints18, large: false),
  ]

  @Test(arguments: largeCases)
  func largeText(_ c: LargeCase) throws {
    let spec = singleSpec(
      font: FontSpec(size: c.size, weight: c.weight),
      states: ["normal": StateSpec(text: .color(.black))])
    let f = try #require(
      try Auditor(policy: AuditPolicy(largeText: c.policy)).audit(spec).findings.first)
    #expect(f.text?.isLarge == c.large)
    #expect(f.required == (c.large ? 3 : 4.5))
    if c.size == nil { #expect(f.text?.reason.contains("strict") == true) }
  }
}
