import LegibleColor

/// The state names an audit knows, their aliases and their report order.
///
/// Findings carry a state's name as a ``StateName``, whose constants are these names.
public enum InteractionState {
  /// The canonical order: normal, highlighted, selected, focused, disabled; custom names follow.
  public static let canonicalOrder = ["normal", "highlighted", "selected", "focused", "disabled"]

  /// Aliases: `pressed` means `highlighted`.
  public static let aliases = ["pressed": "highlighted"]

  /// Every state name an audit knows: the canonical names, then the aliases.
  public static let knownNames = canonicalOrder + aliases.keys.sorted()

  /// Whether `name` is a known state name or alias (case-sensitive: `Disabled` is not).
  public static func isKnown(_ name: String) -> Bool { knownNames.contains(name) }

  /// The known state name a custom name is probably a misspelling of (`disbaled` → `disabled`,
  /// `Focused` → `focused`), or `nil` for a known name or one that is close to none.
  public static func likelyMisspelling(of name: String) -> String? {
    guard !isKnown(name) else { return nil }
    return DidYouMean.closest(to: name, in: knownNames.sorted())
  }

  /// The canonical name of a state (`pressed` → `highlighted`; others unchanged).
  public static func canonicalName(_ name: String) -> String { aliases[name] ?? name }

  /// Whether the state is the inactive (disabled) state, which WCAG exempts.
  public static func isDisabled(_ name: String) -> Bool { name == "disabled" }

  /// A sort key: the canonical rank, then custom names alphabetically.
  static func sortKey(_ name: String) -> (Int, String) {
    let canonical = canonicalName(name)
    if let rank = canonicalOrder.firstIndex(of: canonical) { return (rank, "") }
    return (canonicalOrder.count, name)
  }
}
