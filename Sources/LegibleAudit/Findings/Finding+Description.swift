import LegibleColor

// One line per finding for people (`print`, string interpolation, test failures): the subject,
// the criterion and the measured ratio floored against the requirement
// (docs/reference/contrast.md §5: a displayed ratio never rounds up).

extension Finding: CustomStringConvertible {
  /// One line: component, state, theme (when the spec has themes), criterion, check, the ratio
  /// floored to two places (a range over unknown backdrops as `min–max`), the requirement and
  /// the verdict.
  ///
  /// `FilledButton pressed 1.4.3 text 4.00:1 < 4.5:1 fail`,
  /// `Chip selected (dark) 1.4.11 boundary 3.20:1 ≥ 3:1 pass`. The comparison is `≥` or `<`
  /// on the unrounded ratio, and `vs` for a range that straddles the requirement.
  public var description: String {
    let subject = component + " " + state.rawValue + (theme.map { " (\($0))" } ?? "")
    return "\(subject) \(criterion) \(check.rawValue) \(ratioDisplay) \(comparison) "
      + "\(requiredDisplay) \(verdict.rawValue)"
  }

  /// The ratio floored to two places with `:1`, or the range over the backdrops: `4.00:1`,
  /// `1.71–3.05:1`.
  public var ratioDisplay: String {
    guard let range else { return RatioFormatting.floored(ratio) + ":1" }
    return RatioFormatting.floored(range.minimum) + "–" + RatioFormatting.floored(range.maximum)
      + ":1"
  }

  /// The requirement without a needless `.0`: `4.5:1`, `3:1`.
  public var requiredDisplay: String { FindingBuilder.number(required) + ":1" }

  /// `≥` when the (smallest) ratio meets the requirement, `<` when the (largest) falls short,
  /// `vs` when a range straddles it.
  private var comparison: String {
    if ratio >= required { return "≥" }
    if let range, range.maximum >= required { return "vs" }
    return "<"
  }
}
