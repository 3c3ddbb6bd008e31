/// The state a control is evaluated in: the flags its code reads and the appearance.
struct StateEnvironment: Hashable {
  /// SwiftUI `configuration.isPressed`, UIKit `isHighlighted`.
  var pressed = false
  /// `@Environment(\.isEnabled)`, UIKit `isEnabled`, or a style's `disabled` parameter inverted.
  var enabled = true
  /// `@Environment(\.isFocused)`, `@FocusState`, UIKit `isFocused`.
  var focused = false
  /// UIKit `isSelected` (SwiftUI has no selected state of its own).
  var selected = false
  /// The pointer over the control: a SwiftUI style's property that `.onHover` sets
  /// (``HoverBinding``).
  var hovered = false
  /// `"light"`, `"dark"`, or `nil` for an audit without themes (light values).
  var appearance: String?

  /// The audit state name (`normal`, `pressed`, `highlighted`, `disabled`, `focused`,
  /// `selected`, `hover`).
  static func named(_ state: String, appearance: String?) -> StateEnvironment {
    var environment = StateEnvironment(appearance: appearance)
    switch state {
    case "pressed", "highlighted": environment.pressed = true
    case "disabled": environment.enabled = false
    case "focused": environment.focused = true
    case "selected": environment.selected = true
    case "hover": environment.hovered = true
    default: break
    }
    return environment
  }
}
