/// The digit order of a hexadecimal colour such as `#80ff0000`.
///
/// The dialect cannot be sniffed from the string: `#80ff0000` is half-opaque red on Android but
/// a fully transparent `rgb(128 255 0 / 0)` in CSS (docs/reference/color-spaces.md §7). Callers say
/// which one their source uses.
public enum HexDialect: String, Sendable, Hashable, Codable, CaseIterable {
  /// CSS Color 4: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; alpha comes **last**.
  case css
  /// Android resources and `CSSColor.parseColor`: `#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`; alpha
  /// comes **first**.
  case android
}
