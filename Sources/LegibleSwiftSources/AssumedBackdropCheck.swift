import LegibleAudit
import LegibleColor

/// A translucent fill, no fill at all, or a whole button drawn at an opacity, over a backdrop the
/// code does not state, is measured over the assumed page (white, or black in dark appearance).
/// Real screens put buttons on grouped lists, cells, sheets and the app's own panels, and a
/// verdict on the assumed page can be false there (issue 43: Home Assistant's text button,
/// #009ac7 on its own colour at 12 %, passed at 5.84:1 over black and fails at 4.48:1 over a list
/// row's #1c1c1e; DuckDuckGo's ghost button passed at 7.40:1 over black and fails at 4.15:1 over
/// its #333333 panel). So such a state needs review, with its range over UIKit's system
/// backgrounds and the fact that decides it.
enum AssumedBackdropCheck {
  /// UIKit's system backgrounds (systemBackground, secondarySystemBackground,
  /// tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground,
  /// tertiarySystemGroupedBackground) in one appearance, from Apple's published values; in dark
  /// appearance also their elevated values (sheets, popovers and split views: #1c1c1e, #2c2c2e,
  /// #3a3a3c), where much of an app's UI sits.
  static func backgrounds(dark: Bool) -> [(name: String, color: CSSColor)] {
    func rgb(_ r: Double, _ g: Double, _ b: Double) -> CSSColor {
      CSSColor(.sRGB, r / 255, g / 255, b / 255)
    }
    return dark
      ? [
        ("systemBackground", rgb(0, 0, 0)), ("secondarySystemBackground", rgb(28, 28, 30)),
        ("tertiarySystemBackground", rgb(44, 44, 46)),
        ("tertiarySystemBackground (elevated)", rgb(58, 58, 60)),
      ]
      : [
        ("systemBackground", rgb(255, 255, 255)),
        ("secondarySystemBackground", rgb(242, 242, 247)),
      ]
  }

  /// `component` with a review added to each state whose colours depend on the backdrop (a
  /// translucent fill, no fill of its own, or the whole button at an opacity, over a page the
  /// code does not state) and whose verdict at 4.5:1 (or 3:1 for large text) differs between the system
  /// backgrounds of its appearance. The review gives the range, and a `facts.backdrops` entry
  /// decides it. `themes` are the spec's (`[nil]` for none); `assumed`
  /// says, per theme, whether the page is Legible's assumption.
  static func reviewed(
    _ component: ComponentSpec, themes: [String?], assumed: (String?) -> Bool
  ) -> ComponentSpec {
    var component = component
    // The label's requirement: 4.5:1, and 3:1 for text large under either large-text policy
    // (≥ 18 pt, or ≥ 14 pt bold); a normal-size label crossing only 3:1 changes no verdict.
    let thresholds = LayeredContrast.thresholds(
      size: component.font?.size, weight: component.font?.weight)
    for (name, state) in component.states {
      var state = state
      for theme in themes where assumed(theme) {
        guard case .color(let text)? = value(state.text, theme) else { continue }
        let fill: CSSColor
        switch value(state.background, theme) {
        case .color(let color)?: fill = color
        case nil: fill = .transparent
        default: continue
        }
        let opacity = state.opacity ?? 1
        guard !fill.isOpaque || opacity < 1 else { continue }
        let ratios = backgrounds(dark: theme == "dark").map { backdrop in
          ratio(text: text, fill: fill, opacity: opacity, over: backdrop.color)
        }
        guard let low = ratios.min(), let high = ratios.max(),
          thresholds.contains(where: { low < $0 && high >= $0 })
        else { continue }
        // One "; "-free segment: a backdrop fact removes the segments about an unknown
        // backdrop. A theme's doubt is that theme's alone: the others stay decided.
        let reason =
          (fill.alpha == 0 ? "no fill of its own" : "translucent fill")
          + " over an unknown backdrop: over UIKit's system backgrounds"
          + (theme.map { " in the \($0) appearance" } ?? "") + " the ratio runs from "
          + "\(RatioFormatting.floored(low)):1 to \(RatioFormatting.floored(high)):1"
          + ", across the threshold, and the code does not say"
          + " which the button sits on (facts.backdrops[\"\(component.name)\"] in legible.json"
          + " would decide it)"
        if let theme {
          state.themeReviews[theme] = state.themeReviews[theme].map { $0 + "; " + reason } ?? reason
        } else {
          state.review = state.review.map { $0 + "; " + reason } ?? reason
        }
      }
      component.states[name] = state
    }
    return component
  }

  /// The ratio of the text to the fill, both drawn over `backdrop` (``LayeredContrast``).
  static func ratio(text: CSSColor, fill: CSSColor, opacity: Double, over backdrop: CSSColor)
    -> Double
  {
    LayeredContrast.ratio(text: text, fill: fill, opacity: opacity, over: backdrop)
  }

  private static func value(_ value: ColorValue?, _ theme: String?) -> ColorValue? {
    if case .themed(let map)? = value { return theme.flatMap { map[$0] } ?? map[""] }
    return value
  }
}
