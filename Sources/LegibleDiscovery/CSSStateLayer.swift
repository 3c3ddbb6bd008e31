import LegibleColor

/// A `::before`/`::after` box that covers the whole control with a colour at an opacity: the
/// "state layer" of hover and press feedback (Material's state layers, Vaadin Lumo's
/// `:host(:hover)::before { opacity: 0.02 }` over `background-color: currentColor`).
///
/// The box is drawn when its `content` is not `none`/`normal`, its `display` is not `none`, it
/// is absolutely positioned (`absolute`/`fixed`) and it covers the control (`inset: 0`, or
/// `top`/`left` 0 with `right`/`bottom` 0 or `width`/`height` 100 %). A positioned box paints
/// after the control's in-flow content (CSS 2.2 Appendix E, step 8), so it covers the label too
/// unless its `z-index` is negative (then it lies under the label, over the fill).
struct CSSStateLayer: Sendable {
  /// The layer's colour with the box's `opacity` folded into its alpha.
  var color: CSSColor
  /// Whether the box is painted over the label (a `z-index` that is not negative).
  var coversText: Bool
  /// The declaration the colour came from and the one the opacity came from (for evidence).
  var colorRule: String
  var opacityRule: String?

  /// The layer the box's resolved declarations draw, or `nil` when they draw none.
  ///
  /// - Parameters:
  ///   - box: Each property's winning value, `var()`s substituted, with its rule's spelling.
  ///   - text: The control's text colour (`currentColor`).
  init?(box: [String: (value: String, rule: String)], text: CSSColor?) {
    func value(_ name: String) -> String? {
      box[name].map { CSSStateBuilder.collapsingWhitespace($0.value).lowercased() }
    }
    guard let content = value("content"), content != "none", content != "normal",
      value("display") != "none", value("visibility") != "hidden",
      !Self.scaledAway(value("transform")),
      let position = value("position"), position == "absolute" || position == "fixed",
      Self.covers(value)
    else { return nil }
    let colorName = box["background-color"] != nil ? "background-color" : "background"
    guard let written = box[colorName] else { return nil }
    let color: CSSColor
    if written.value.lowercased().trimmingASCIIWhitespace() == "currentcolor" {
      guard let text else { return nil }
      color = text
    } else {
      guard case .success(let parsed)? = CSSValueText.color(written.value) else { return nil }
      color = parsed
    }
    let opacity = value("opacity").flatMap(CSSValueText.opacity) ?? 1
    let alpha = color.alpha * opacity
    guard alpha > 0 else { return nil }
    self.color = color.multiplyingAlpha(by: opacity)
    let zIndex = value("z-index").flatMap { Int($0) } ?? 0
    coversText = zIndex >= 0
    colorRule = "\(written.rule) { \(colorName) }"
    opacityRule = box["opacity"].map { "\($0.rule) { opacity }" }
  }

  /// Whether a `transform` shrinks the box to nothing (`scale(0)`, `scaleX(0)`): Lumo's
  /// `:host([active])::after { transform: scale(0) }` hides its flash while pressed.
  static func scaledAway(_ transform: String?) -> Bool {
    guard let transform else { return false }
    for function in ["scale(", "scalex(", "scaley(", "scale3d("] {
      var rest = Substring(transform)
      while let range = rest.range(of: function) {
        let after = rest[range.upperBound...]
        let first = after.prefix { $0 != "," && $0 != ")" && $0 != " " }
        if let factor = Double(first), factor == 0 { return true }
        rest = after
      }
    }
    return false
  }

  /// Whether the box's offsets make it cover the control's border box.
  private static func covers(_ value: (String) -> String?) -> Bool {
    func zero(_ v: String?) -> Bool {
      guard let v else { return false }
      return v.split(separator: " ").allSatisfy { ["0", "0px", "0%", "0rem", "0em"].contains($0) }
    }
    if zero(value("inset")) { return true }
    guard zero(value("top")), zero(value("left")) else { return false }
    if zero(value("right")), zero(value("bottom")) { return true }
    return value("width") == "100%" && value("height") == "100%"
  }

  /// A description for the evidence of a colour the layer changed.
  var evidence: String {
    return "under the \(colorRule) layer \(color.displayString)"
      + (opacityRule.map { " at the opacity of \($0)" } ?? "")
  }
}
