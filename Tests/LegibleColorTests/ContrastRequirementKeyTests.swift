import LegibleColor
import Testing

/// The stable keys of the WCAG 2.2 thresholds (WCAG 2.2 SC 1.4.3, 1.4.6, 1.4.11, 2.4.13).
@Suite struct ContrastRequirementKeyTests {
  @Test func everyThresholdHasADistinctKey() {
    #expect(
      ContrastRequirement.all.map(\.key) == [
        "aa", "aa-large", "aaa", "aaa-large", "non-text", "focus-appearance",
      ])
    #expect(
      ContrastRequirement.pairThresholds.map(\.minimumRatio) == [4.5, 3, 7, 4.5, 3])
  }

  @Test(arguments: ContrastRequirement.all)
  func parsingAKeyGivesTheThresholdBack(_ requirement: ContrastRequirement) {
    #expect(ContrastRequirement(key: requirement.key) == requirement)
    #expect(ContrastRequirement(key: requirement.key.uppercased()) == requirement)
  }

  @Test func unknownNamesAreNilWithAHint() {
    #expect(ContrastRequirement(key: "aa-lrge") == nil)
    #expect(ContrastRequirement.closestKey(to: "aa-lrge") == "aa-large")
    #expect(ContrastRequirement.closestKey(to: "AAA-Larg") == "aaa-large")
    #expect(ContrastRequirement.closestKey(to: "nontext") == "non-text")
    #expect(ContrastRequirement.closestKey(to: "bogus-name") == nil)
  }
}
