/// The WCAG 2.2 success criterion a finding is measured for.
///
/// The raw value is the criterion's number as reports print it and JSON carries it: `1.4.3`.
/// `allCases` is in criterion order, the order findings are sorted in.
public enum SuccessCriterion: String, Sendable, Hashable, Codable, CaseIterable,
  DescribedByRawValue
{
  /// SC 1.4.3 Contrast (Minimum), AA.
  case contrastMinimum = "1.4.3"
  /// SC 1.4.6 Contrast (Enhanced), AAA.
  case contrastEnhanced = "1.4.6"
  /// SC 1.4.11 Non-text Contrast, AA.
  case nonTextContrast = "1.4.11"
  /// SC 2.4.13 Focus Appearance, AAA.
  case focusAppearance = "2.4.13"
}
