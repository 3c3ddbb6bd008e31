/// A `UIButton.Configuration` as code builds it: the base style (`.filled()`, `.plain()`, …),
/// the base colours, the background's fill and stroke, the attributed title's foreground and
/// the title text attributes transformer, each with the statement that set it.
///
/// `UIButton.Configuration` is a value type: a configuration bound to a variable or set on a
/// button is a copy (``copy()``), and `button.configuration?.x = …` writes the button's own.
final class ButtonConfigurationModel {
  /// A colour the code set, or why its value cannot be known.
  enum Slot {
    case color(ButtonModel.Setting)
    /// The reason and position (`` `Colors` is not declared in the sources read at f:1:2 ``).
    case unreadable(String)
  }

  /// The style the code made it with (`filled`, `borderedProminent`), as written.
  let style: String
  /// Where the style was made.
  let site: SwiftLocation
  var baseForegroundColor: Slot?
  var baseBackgroundColor: Slot?
  /// `background.backgroundColor`.
  var backgroundColor: Slot?
  /// `background.strokeColor` and `background.strokeWidth`.
  var strokeColor: Slot?
  var strokeWidth: Double?
  /// The `foregroundColor` of `attributedTitle`.
  var attributedTitleColor: Slot?
  /// `titleTextAttributesTransformer`: the closure, run per state for the title's foreground.
  var titleTransformer: (closure: SwiftClosure, site: SwiftLocation)?
  /// The foreground the transformer gave in the state being evaluated.
  var transformedForeground: Slot?
  /// `background.backgroundColorTransformer`, which is not evaluated (a review reason).
  var backgroundTransformer: SwiftLocation?

  init(style: String, site: SwiftLocation) {
    self.style = style
    self.site = site
  }

  /// The family of a base style, by Apple's documented aliases: `borderless()` is `plain()`,
  /// `bordered()` is `gray()`, `borderedTinted()` is `tinted()`, `borderedProminent()` is
  /// `filled()` (UIButtonConfiguration's class methods, "This style provides an alternative
  /// name for …"); the glass styles of iOS 26 are their own. `nil` for a name that is not one.
  static func family(of style: String) -> String? {
    switch style {
    case "plain", "borderless": "plain"
    case "filled", "borderedProminent": "filled"
    case "tinted", "borderedTinted": "tinted"
    case "gray", "bordered": "gray"
    case "glass", "prominentGlass", "tintedGlass", "clearGlass", "prominentClearGlass": "glass"
    default: nil
    }
  }

  /// A copy (a value bound elsewhere, or one state's evaluation).
  func copy() -> ButtonConfigurationModel {
    let copy = ButtonConfigurationModel(style: style, site: site)
    copy.baseForegroundColor = baseForegroundColor
    copy.baseBackgroundColor = baseBackgroundColor
    copy.backgroundColor = backgroundColor
    copy.strokeColor = strokeColor
    copy.strokeWidth = strokeWidth
    copy.attributedTitleColor = attributedTitleColor
    copy.titleTransformer = titleTransformer
    copy.transformedForeground = transformedForeground
    copy.backgroundTransformer = backgroundTransformer
    return copy
  }
}
