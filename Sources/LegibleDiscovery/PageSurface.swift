import LegibleAudit
import LegibleColor

/// The page surface of a discovered spec, per theme: a page token when one is recognisable,
/// else ``DiscoveryOptions/pages``, else an assumption said in its source (white for light and
/// theme-less themes, unknown, audited over black and white, for themes whose name contains
/// "dark").
struct PageSurface: Sendable {
  /// Page tokens by exact name, in preference order: Primer `bgColor.default`, Atlassian
  /// `--ds-surface`, Fluent `NeutralBackground1.Fill.Color.Rest` (and the flat
  /// `colorNeutralBackground1`), Pico `--pico-background-color`, Spectrum
  /// `background-base-color`, Carbon `background`, DuckDuckGo `attr/daxColorBackground`, Tari
  /// `DesignSystem/Background/primaryBackground`, then generic names.
  static let candidates = [
    "bgColor.default", "--ds-surface", "NeutralBackground1.Fill.Color.Rest",
    "colorNeutralBackground1", "--pico-background-color", "background-base-color",
    "attr/daxColorBackground", "DesignSystem/Background/primaryBackground", "background",
    "--background", "--color-background", "surface", "page", "color.background.default",
  ]

  /// The page colour.
  var value: ColorValue
  /// Where it comes from.
  var sources: ColorSources
  /// Whether some theme's page is assumed rather than read.
  var assumed: Bool

  /// Finds the page for `themes` (empty: theme-less).
  init(values: TokenValues, themes: [String], pages: [String: CSSColor]) {
    // A known system's page token, else the most page-like name (PageTokenName).
    let name =
      Self.candidates.first { values.isResolved($0) }
      ?? PageTokenName.best(values.resolvedNames)
    var colors: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    var assumed = false
    for theme in themes.isEmpty ? [""] : themes {
      if let name, let token = values.token(name, theme: theme) {
        colors[theme] = .color(token.color)
        sources[theme] = ColorSource(
          token: token.name, file: token.location.file, line: token.location.line,
          column: token.location.column, pairing: .inferred,
          evidence: "page token \(name) (a system's page colour)")
      } else if let page = pages[theme] {
        colors[theme] = .color(page)
        sources[theme] = ColorSource(
          rule: "DiscoveryOptions.pages[\"\(theme)\"]", pairing: .inferred,
          evidence: "page colour given by the caller")
      } else if theme.lowercased().contains("dark") {
        assumed = true
        colors[theme] = .unknown
        sources[theme] = ColorSource(
          rule: "assumed: unknown page in \"\(theme)\" (no page token, no"
            + " DiscoveryOptions.pages entry): audited over black and white", pairing: .inferred)
      } else {
        assumed = true
        colors[theme] = .color(CSSColor(rgb: 0xFFFFFF))
        sources[theme] = ColorSource(
          rule: "assumed: white page"
            + (theme.isEmpty ? "" : " in \"\(theme)\"")
            + " (no page token, no DiscoveryOptions.pages entry)", pairing: .inferred)
      }
    }
    if themes.isEmpty {
      value = colors[""] ?? .unknown
      self.sources = .all(sources[""] ?? ColorSource(pairing: .inferred))
    } else {
      value = .themed(colors)
      self.sources = .themed(sources)
    }
    self.assumed = assumed
  }
}
