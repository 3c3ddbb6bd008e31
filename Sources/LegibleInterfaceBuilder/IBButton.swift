// A `<button>` of a storyboard or xib as the XML states it (docs/interface-builder.md §1, §3).

/// A button as Interface Builder stores it: per-state title colours, its own background and
/// tint, type, initial state, configuration, runtime attributes, class, font, and the views
/// behind it.
package struct IBButton: Sendable {
  /// One `<state key="…">`.
  package struct State: Sendable {
    package var title: String?
    package var titleColor: IBColor?
    /// `backgroundImage="…"`, `image="…"`: colours inside a bitmap.
    package var backgroundImage: String?
    package var image: String?
    /// The `NSColor`s of an attributed title's fragments.
    package var attributedColors: [IBColor] = []
    /// Whether the state has an attributed title (`<attributedString key="attributedTitle">`
    /// with fragments), whatever its colours.
    package var hasAttributedTitle = false
    package var line: Int
  }

  /// `<buttonConfiguration>` (iOS 15 and later).
  package struct Configuration: Sendable {
    package var style: String
    package var title: String?
    package var baseForeground: IBColor?
    package var baseBackground: IBColor?
    package var font: IBFont?
    /// `<backgroundConfiguration key="background">`: UIButton.Configuration's `background`.
    package var background: Background?
    package var line: Int
  }

  /// `<backgroundConfiguration>` inside a `<buttonConfiguration>` (UIBackgroundConfiguration):
  /// the fill and the stroke that replace the style's.
  package struct Background: Sendable {
    /// `<color key="backgroundColor">`: the fill, drawn as it is (custom values are kept by
    /// the configuration's update).
    package var backgroundColor: IBColor?
    /// `<color key="strokeColor">` and `strokeWidth="…"` (0 when absent: no stroke).
    package var strokeColor: IBColor?
    package var strokeWidth: Double
    /// Children whose look Legible does not read (an image, a custom view, a visual effect,
    /// a colour under another key), by element name and key.
    package var unread: [String] = []
    package var line: Int
  }

  /// A `<userDefinedRuntimeAttribute>`: its key path, type, and colour or number.
  package struct RuntimeAttribute: Sendable {
    package var keyPath: String
    package var type: String
    package var color: IBColor?
    package var number: Double?
    package var boolean: Bool?
    package var string: String?
    package var line: Int
  }

  /// An ancestor view (innermost first) or an earlier sibling: what may be behind the button.
  package struct View: Sendable {
    /// The element name (`view`, `tableViewCell`, `imageView`…).
    package var element: String
    package var id: String?
    package var customClass: String?
    package var backgroundColor: IBColor?
    /// Why ``backgroundColor`` is UIKit's default rather than the document's (a table view
    /// cell that sets none), `nil` when the document states it.
    package var defaultBackground: String? = nil
    /// `<color key="tintColor">` of the view: the tint its subviews inherit.
    package var tintColor: IBColor?
    /// `alpha="…"` of the view, 1 when absent.
    package var alpha: Double
    package var frame: IBRect?
    package var line: Int
  }

  package var id: String
  package var line: Int
  /// `buttonType` (`custom` when absent, as UIKit's default).
  package var buttonType: String
  package var customClass: String?
  package var customModule: String?
  package var accessibilityLabel: String?
  package var enabled: Bool
  package var selected: Bool
  package var highlighted: Bool
  package var alpha: Double
  package var states: [String: State] = [:]
  /// `adjustsImageWhenHighlighted` and `adjustsImageWhenDisabled` (UIKit's default `YES`): the
  /// normal image, drawn in a state that has none, adjusted by an undocumented factor.
  package var adjustsImageWhenHighlighted = true
  package var adjustsImageWhenDisabled = true
  package var backgroundColor: IBColor?
  package var tintColor: IBColor?
  package var configuration: Configuration?
  package var runtimeAttributes: [RuntimeAttribute] = []
  package var font: IBFont?
  package var frame: IBRect?
  /// Ancestors, innermost first, to the root view of the scene or the xib's top-level view.
  package var ancestors: [View] = []
  /// Earlier siblings in the same `<subviews>` whose frame overlaps the button's.
  package var overlappingSiblings: [View] = []
  /// The scene (storyboard) or top-level object (xib) the button is in.
  package var scene: String
  /// The id of the view controller of the button's storyboard scene.
  package var sceneController: String?
  /// The outlets that hold the button (`<outlet property="loginButton" destination="…">` in the
  /// `<connections>` of File's Owner or a view controller): code of the owner's class can set
  /// its colours after the document is loaded (`viewDidLoad`, the outlet's `didSet`).
  package var outlets: [Outlet] = []

  /// An outlet (or outlet collection) of another object of the document that holds the button.
  package struct Outlet: Sendable, Equatable {
    /// The property (`loginButton`).
    package var property: String
    /// The `customClass` of the object that has the outlet (File's Owner, a view controller, a
    /// cell): the class whose code reads the property; `nil` when the document names none.
    package var owner: String?
    /// The line of the `<outlet>` element.
    package var line: Int
  }

  /// Whether UIKit treats the button as a system button (`system`, and `roundedRect`, the same
  /// type since iOS 7).
  package var isSystemType: Bool { buttonType == "system" || buttonType == "roundedRect" }

  /// The title of the normal state or the configuration.
  package var title: String? {
    configuration?.title ?? states["normal"]?.title
  }

  /// Whether the document gives the button a title to draw: a non-empty title or an attributed
  /// title in any state, or a configuration's title. Without one, UIKit draws no title label,
  /// whatever its title colours.
  package var hasTitle: Bool {
    !(configuration?.title ?? "").isEmpty
      || states.values.contains { !($0.title ?? "").isEmpty || $0.hasAttributedTitle }
  }

  /// Whether the document gives the button an image or a background image in any state.
  package var hasImage: Bool {
    states.values.contains { $0.image != nil || $0.backgroundImage != nil }
  }

  /// Whether any state sets a title colour (plain or in an attributed title).
  package var setsTitleColor: Bool {
    states.values.contains { $0.titleColor != nil || !$0.attributedColors.isEmpty }
  }
}
