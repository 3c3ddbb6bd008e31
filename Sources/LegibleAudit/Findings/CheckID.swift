/// The stable identifier of a check (a SARIF `ruleId`), one per ``CheckDescription``.
///
/// The raw value is what reports print and JSON carries: `wcag2.sc1-4-3.text`.
public enum CheckID: String, Sendable, Hashable, Codable, CaseIterable, DescribedByRawValue {
  /// Text against the fill, SC 1.4.3 Contrast (Minimum), AA.
  case textMinimum = "wcag2.sc1-4-3.text"
  /// Text against the fill, SC 1.4.6 Contrast (Enhanced), AAA.
  case textEnhanced = "wcag2.sc1-4-6.text"
  /// The fill or border against the surface, SC 1.4.11 Non-text Contrast, AA.
  case nonText = "wcag2.sc1-4-11.non-text"
  /// The focus ring against the surface, SC 1.4.11 Non-text Contrast, AA.
  case focusSurface = "wcag2.sc1-4-11.focus"
  /// The focus ring against the fill, SC 2.4.13 Focus Appearance, AAA.
  case focusFill = "wcag2.sc2-4-13.focus"
}
