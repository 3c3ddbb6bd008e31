import LegibleColor

/// What ``TokenComponentDiscovery`` cannot read from token names: the page colour, values of
/// references outside the token files, and a state-model preset.
public struct DiscoveryOptions: Sendable, Hashable {
  /// The page colour per theme (`""` for theme-less tokens), used when no page token is
  /// recognisable (`bgColor.default`, `--ds-surface`, `NeutralBackground1` at rest…).
  public var pages: [String: CSSColor]
  /// Values for references the token files point to but do not define, keyed by the reference
  /// as written without braces (`"fgColor.white"` for Primer's `{fgColor.white}`). A token whose
  /// import failed only for such a reference gets this value, with a source that names the
  /// reference and says the value came from here (not a `"{token}"` that would resolve).
  public var references: [String: CSSColor]
  /// The state-model preset the caller names (`material3-34`, `opacity-modifier`…), recorded
  /// in the evidence of states it could derive; `nil` leaves presets to the notes.
  public var preset: String?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - pages: The page colour per theme (`""` for theme-less).
  ///   - references: Values for references outside the token files.
  ///   - preset: A preset name, if any.
  public init(
    pages: [String: CSSColor] = [:], references: [String: CSSColor] = [:], preset: String? = nil
  ) {
    self.pages = pages
    self.references = references
    self.preset = preset
  }
}
