import LegibleColor
import Testing

/// The WCAG 2.2 threshold table (https://www.w3.org/TR/WCAG22/: SC 1.4.3, 1.4.6, 1.4.11,
/// 2.4.13) and its ≥ comparison on unrounded ratios (Understanding 1.4.3).
@Suite struct ContrastRequirementTests {
  /// Minimum ratios and criteria as WCAG 2.2 states them (exact, no tolerance).
  @Test(arguments: [
    (ContrastRequirement.aaNormalText, "1.4.3", ContrastRequirement.Level.aa, 4.5),
    (.aaLargeText, "1.4.3", .aa, 3),
    (.aaaNormalText, "1.4.6", .aaa, 7),
    (.aaaLargeText, "1.4.6", .aaa, 4.5),
    (.nonText, "1.4.11", .aa, 3),
    (.focusAppearance, "2.4.13", .aaa, 3),
  ])
  func table(
    requirement: ContrastRequirement, criterion: String, level: ContrastRequirement.Level,
    minimum: Double
  ) {
    #expect(requirement.criterion == criterion)
    #expect(requirement.level == level)
    #expect(requirement.minimumRatio == minimum)
  }

  /// Content × level picks SC 1.4.3 at AA, 1.4.6 at AAA, 1.4.11 for non-text at both (WCAG 2.2
  /// has no enhanced non-text criterion).
  @Test func lookup() {
    #expect(ContrastRequirement(.normalText) == .aaNormalText)
    #expect(ContrastRequirement(.largeText, level: .aa) == .aaLargeText)
    #expect(ContrastRequirement(.normalText, level: .aaa) == .aaaNormalText)
    #expect(ContrastRequirement(.largeText, level: .aaa) == .aaaLargeText)
    #expect(ContrastRequirement(.nonText, level: .aaa) == .nonText)
    #expect(ContrastRequirement.all.count == 6)
  }

  /// Understanding 1.4.3: 4.499:1 does not meet 4.5:1; equality meets; NaN meets nothing.
  @Test func comparesUnroundedWithGreaterOrEqual() {
    #expect(!ContrastRequirement.aaNormalText.isMet(by: 4.499))
    #expect(!ContrastRequirement.aaNormalText.isMet(by: 4.4999999))
    #expect(ContrastRequirement.aaNormalText.isMet(by: 4.5))
    #expect(!ContrastRequirement.nonText.isMet(by: 2.995))
    #expect(!ContrastRequirement.nonText.isMet(by: .nan))
  }

  /// Pairs from the checks' own examples (TextContrast.swift): #767676 on white is 4.54 (passes
  /// AA), #777777 on white 4.478 (fails); white on #0061cd is 5.84 (the CLI's contrast output).
  @Test func pairs() {
    let white = CSSColor.white
    #expect(
      ContrastRequirement.aaNormalText.isMet(text: CSSColor(rgb: 0x767676), background: white))
    #expect(
      !ContrastRequirement.aaNormalText.isMet(text: CSSColor(rgb: 0x777777), background: white))
    #expect(
      ContrastRequirement.aaNormalText.isMet(text: white, background: CSSColor(rgb: 0x0061cd)))
    #expect(
      !ContrastRequirement.aaaNormalText.isMet(text: white, background: CSSColor(rgb: 0x0061cd)))
  }

  /// The display forms the CLI prints ("AA normal text 4.5:1", "Non-text (UI, graphics) 3:1").
  @Test func description() {
    #expect(ContrastRequirement.aaNormalText.ratioString == "4.5:1")
    #expect(ContrastRequirement.nonText.ratioString == "3:1")
    #expect(ContrastRequirement.aaNormalText.description == "AA normal text (1.4.3) 4.5:1")
    #expect(ContrastRequirement.nonText.description == "Non-text (UI, graphics) (1.4.11) 3:1")
  }
}
