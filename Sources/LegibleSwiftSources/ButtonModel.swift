/// A UIKit button as code configures it: per-state title colours and background images, the
/// background colour, border and tint, as UIKit stores them.
///
/// UIKit's getters fall back to the normal state: `titleColor(for: .highlighted)` is the normal
/// title colour when none is set for highlighted (UIButton documentation), and so is
/// `backgroundImage(for:)`.
final class ButtonModel {
  /// A colour set on the button and the statement that set it.
  struct Setting {
    var color: SwiftColor
    var site: SwiftLocation
    var call: String
    /// Where code replaced the colour with one evaluation cannot read (it is still measured
    /// with this one, which its evidence says).
    var replacedAt: SwiftLocation?
  }

  /// The button's type (`UIButton`, `HighlightButton`).
  let type: String
  /// Title colour per state name (`normal`, `highlighted`, `selected`, `disabled`, `focused`).
  var titleColors: [String: Setting] = [:]
  /// Background image colour per state.
  var backgroundImages: [String: Setting] = [:]
  /// `backgroundColor` (all states).
  var backgroundColor: Setting?
  /// `layer.borderColor`, and whether a border width was set above 0.
  var borderColor: Setting?
  var borderWidth: Double?
  /// `tintColor`, and why it cannot be known when the code set a value evaluation cannot see.
  var tintColor: Setting?
  var tintUnreadable: SwiftValue.Opaque?
  /// `configuration` (iOS 15 and later), and the `configurationUpdateHandler` UIKit runs when
  /// the state changes.
  var configuration: ButtonConfigurationModel?
  var configurationUpdateHandler: SwiftClosure?
  /// Whether an `updateConfiguration()` override of the tree ran for the state.
  var updatesConfiguration = false
  /// View alpha (`alpha = 0.5`) per state, where code sets it in a state override.
  var alpha: [String: (value: Double, site: SwiftLocation)] = [:]
  /// Reasons a part of the look cannot be known.
  var reviews: [String] = []
  /// Reasons that concern one state only: a title colour set for `disabled` that cannot be
  /// read leaves the other states' title colours as they are (UIKit's lookup falls back to
  /// normal's, never to another state's).
  var stateReviews: [String: [String]] = [:]
  /// `system` or `custom` where the code that made the button says (`UIButton(type: .system)`;
  /// `UIButton()` and `UIButton(frame:)` make a custom one), with the place; `nil` when unknown
  /// (a nib load, another type).
  var buttonType: (name: String, site: SwiftLocation)?
  /// Whether the code gives the button a title (`setTitle`, `setAttributedTitle`): a button made
  /// only for its defaults (`UIButton().tintColor`) is not drawn with a title.
  var hasTitle = false
  /// Stored properties of a subclass in the tree (`normalBorderColor`…).
  var fields: [String: SwiftValue] = [:]
  /// While a button is loaded from a nib (InterfaceBuilderLink): what UIKit's
  /// `init(coder:)` decodes, the document's states, background and tint, run when the class
  /// chain's `init(coder:)` reaches UIKit's (`super.init(coder:)`), then cleared.
  var nibDecoding: SwiftClosure?
  /// The class whose initialiser body is running, so that `super.init(coder:)` runs the next
  /// one up the chain.
  var initializingOwner: String?

  init(type: String) {
    self.type = type
  }

  /// Records a reason about the title colour set for `state`: every state's for normal's (the
  /// states without their own fall back to it), the state's own otherwise.
  func reviewTitle(_ reason: String, state: String) {
    if state == "normal" {
      reviews.append(reason)
    } else {
      stateReviews[state, default: []].append(reason)
    }
  }

  /// Whether a colour set on it depends on the appearance (a dynamic provider, an asset
  /// colour with a dark variant).
  var usesAppearance: Bool {
    let settings =
      Array(titleColors.values) + Array(backgroundImages.values)
      + [backgroundColor, borderColor, tintColor].compactMap { $0 }
    return settings.contains { $0.color.isDynamic }
  }

  /// UIKit's lookup: the state's own title colour, else normal's.
  func titleColor(for state: String) -> Setting? {
    titleColors[state] ?? titleColors["normal"]
  }

  /// UIKit's lookup: the state's own background image, else normal's.
  func backgroundImage(for state: String) -> Setting? {
    backgroundImages[state] ?? backgroundImages["normal"]
  }

  /// A copy (to evaluate one state's overrides without touching the others).
  func copy() -> ButtonModel {
    let copy = ButtonModel(type: type)
    copy.titleColors = titleColors
    copy.backgroundImages = backgroundImages
    copy.backgroundColor = backgroundColor
    copy.borderColor = borderColor
    copy.borderWidth = borderWidth
    copy.tintColor = tintColor
    copy.tintUnreadable = tintUnreadable
    copy.configuration = configuration?.copy()
    copy.configurationUpdateHandler = configurationUpdateHandler
    copy.updatesConfiguration = updatesConfiguration
    copy.alpha = alpha
    copy.reviews = reviews
    copy.stateReviews = stateReviews
    copy.fields = fields
    copy.buttonType = buttonType
    copy.hasTitle = hasTitle
    return copy
  }
}
