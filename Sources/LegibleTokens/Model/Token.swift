import LegibleColor

/// One resolved colour token: a name, the theme it belongs to, its colour and where it was defined.
public struct Token: Sendable, Hashable, Codable {
  /// The token's name in the source's own notation, dotted for nested groups:
  /// `button.primary.background.hover`, `colorAccent`, `--color-primary`, `Buttons/Primary`.
  public var name: String
  /// The theme (`light`, `dark`, `high-contrast`, a Spectrum set, an Android qualifier…), or `nil`
  /// when the source defines a single value.
  public var theme: String?
  /// The resolved colour (aliases followed).
  public var color: CSSColor
  /// Where the value was written (for an alias: where the alias was written, see ``resolvedFrom``).
  public var location: FileLocation
  /// The alias chain followed to reach the colour, outermost first (empty for a literal).
  public var resolvedFrom: [String]
  /// Vendor extensions kept from the source, as JSON text (DTCG `$extensions`), if any.
  public var extensions: String?
  /// What the source says the token is for (Theo's `comment`), if it says; left out of the
  /// JSON encoding when `nil`.
  public var description: String?

  /// Creates a token.
  public init(
    name: String, theme: String? = nil, color: CSSColor, location: FileLocation,
    resolvedFrom: [String] = [], extensions: String? = nil, description: String? = nil
  ) {
    self.name = name
    self.theme = theme
    self.color = color
    self.location = location
    self.resolvedFrom = resolvedFrom
    self.extensions = extensions
    self.description = description
  }
}
