/// What a ``FindingSuggestion`` changes (issue 15, "no silent wrong answers").
///
/// A state whose colour comes from a derivation rule (`"text": {"alpha": 0.4}` with `from`) is
/// fixed by preference through its base colour, keeping the rule; when no base colour passes under
/// the rule, the rule's parameter changes instead, and the report says so.
public enum FixKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A new colour for the property itself (the property is a literal, or inherited unchanged).
  case color
  /// A new colour for the base state's property; the derived state keeps its rule.
  case baseColor = "base-color"
  /// A new value of the rule's parameter (`alpha`, `multiplyAlpha`), with the base colour as it is
  /// or, when even that cannot pass, changed too.
  case ruleParameter = "rule-parameter"
}
