import LegibleColor
import SwiftSyntax

/// What evaluating a Swift expression gives.
///
/// The large payloads (a view's look, 761 bytes; a colour with its provenance, 288) are
/// `indirect`: every value is copied many times as it is returned and bound, and an enum is as
/// large as its largest case, so a number was copied as 761 bytes (6% of a project's extraction
/// in `memcpy`).
enum SwiftValue {
  /// A number (integer and floating-point literals fold to `Double`, as `CGFloat` arithmetic).
  case number(Double)
  case bool(Bool)
  case string(String)
  indirect case color(SwiftColor)
  /// An implicit member or enum case (`.normal`, `.dark`, `.highlighted`), by name.
  case member(String)
  /// An option set of members (`[.selected, .highlighted]`).
  case members([String])
  /// A one-colour image (a 1×1 fill, or drawings of one colour over another).
  indirect case image(SwiftColor)
  /// A SwiftUI view's look so far.
  indirect case view(ViewLook)
  /// A UIKit button being configured.
  case button(ButtonModel)
  /// A button's `layer`.
  case layer(ButtonModel)
  /// A `UIButton.Configuration`, and its `background` (a `UIBackgroundConfiguration`).
  case configuration(ButtonConfigurationModel)
  case configurationBackground(ButtonConfigurationModel)
  /// A value of a type in the tree, with the stored properties it was made with.
  case instance(SwiftInstance)
  /// A drawing context (UIGraphics or a renderer's).
  case context(DrawingContext)
  /// A closure and the scope it captured.
  case closure(SwiftClosure)
  /// A shape (`RoundedRectangle`, `Capsule`) not yet filled or stroked.
  case shape(String)
  case nothing
  /// Something evaluation cannot see into: why, and where.
  case opaque(Opaque)

  /// A value evaluation cannot see into.
  struct Opaque: Error {
    /// What it is, in words, with the expression (`` `theme.tint` is a runtime value ``).
    var reason: String
    /// Where.
    var location: SwiftLocation
    /// The outermost expression of the same source text that evaluated to this (the key a
    /// `legible.json` `facts.colors` entry would take: `Colors.Text.primary.adaptive()`),
    /// with its file and byte span for the containment test.
    var expression: String? = nil
    var span: (file: Int, start: Int, end: Int)? = nil

    /// The same reason from a condition (`if`, `switch`, `?:`): a condition is not a colour, so
    /// it names no fact key; the expression that evaluated to it will.
    var fromCondition: Opaque {
      var copy = self
      copy.expression = nil
      copy.span = nil
      return copy
    }

    /// `; facts.colors["…"] in legible.json would decide it`, for reasons about a colour.
    var factHint: String {
      guard let expression else { return "" }
      return "; facts.colors[\"\(expression)\"] in legible.json would decide it"
    }
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var color: SwiftColor? {
    switch self {
    case .color(let color): color
    case .image(let color): color
    default: nil
    }
  }
}
