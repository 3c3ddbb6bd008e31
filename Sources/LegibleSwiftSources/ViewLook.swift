/// A SwiftUI view's colours as its modifiers build it, innermost first: the label's foreground,
/// the backgrounds behind it, a border, overlays over it, the group opacity and scale.
struct ViewLook {
  /// A colour and the modifier that set it.
  struct Layer {
    var color: SwiftColor
    /// Where the modifier is (`.background(…)` at file:line), and its name.
    var site: SwiftLocation
    var modifier: String
  }

  /// The text colour (the innermost `foregroundColor`/`foregroundStyle`/`tint` wins).
  var text: Layer?
  /// Whether the innermost `foregroundColor`/`foregroundStyle` has a colour evaluation could not
  /// know (its reason is in ``reviews``): the text colour is the style's, but unknown, and an
  /// outer one does not replace it.
  var textUnknown = false
  /// Backgrounds, innermost (nearest the label) first.
  var fills: [Layer] = []
  /// The boundary: an `overlay` stroke or `border`.
  var border: Layer?
  /// Colours laid over text and fill alike (`overlay(Color.black.opacity(0.35))`).
  var overlays: [Layer] = []
  /// Group opacity of the whole button (`.opacity(x)` after its backgrounds).
  var opacity: (value: Double, site: SwiftLocation)?
  /// `scaleEffect`.
  var scale: Double?
  /// Why a part of the look cannot be known (a modifier evaluation cannot see into).
  var reviews: [String] = []
  /// The label's font where a `.font(…)`, `.fontWeight(…)` or `.bold()` states it (the
  /// innermost, applied first, wins, as SwiftUI's environment does): size in points, weight
  /// on the CSS scale, and the modifiers that said so.
  var font: (size: Double?, weight: Double?, site: String)?
  /// Whether it is a button's label (`configuration.label`) or a view made of one.
  var hasLabel = false
  /// The innermost `.tint(…)`/`.accentColor(…)` set on the view: what a button of SwiftUI's own
  /// styles draws in where its label has no colour of its own.
  var tint: Layer?
}
