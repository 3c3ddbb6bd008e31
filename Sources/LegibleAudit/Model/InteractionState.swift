/// The state names an audit knows, their aliases and their report order.
public enum InteractionState {
  /// The canonical order: normal, highlighted, selected, focused, disabled; custom names follow.
  public static let canonicalOrder = ["normal", "highlighted", "selected", "focused", "disabled"]

  /// Aliases: `pressed` means `highlighted`.
  public static let aliases = ["pressed": "highlighted"]

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
