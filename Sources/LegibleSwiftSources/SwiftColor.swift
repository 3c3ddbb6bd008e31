import LegibleAudit
import LegibleColor

/// A colour evaluated from Swift code: its value in the appearance being evaluated, what it
/// derives from (for UIKit states derived from normal), where it was written and under what name.
struct SwiftColor {
  /// The colour's value. For a colour derived from a slot of the button (``derivation``), the
  /// value of that derivation applied to the slot's value when known, else a placeholder.
  var value: CSSColor
  /// A colour that is a rule over another state's colour of the same button: `base` names the
  /// slot (`"normal.text"`), `rule` what was done to it.
  var derivation: (base: String, rule: ColorDerivation)?
  /// Where the colour's value was written (the initialiser or literal).
  var origin: SwiftLocation
  /// How the code names it (`Color.defaultBlue`, `systemBlue`, `"BrandBlue"` asset), if named.
  var name: String?
  /// Whether the value depends on light or dark appearance (system and asset colours).
  var isDynamic = false
  /// A doubt about the value (a system colour's OS version, a P3 colour out of sRGB).
  var note: String?

  /// A placeholder slot colour: the value of another state's colour, not known here.
  static func slot(_ base: String, at origin: SwiftLocation) -> SwiftColor {
    SwiftColor(
      value: CSSColor(.sRGB, 0, 0, 0), derivation: (base, ColorDerivation()), origin: origin,
      name: base)
  }

  /// The same colour with `alpha` replacing its alpha (`withAlphaComponent`).
  func replacingAlpha(_ alpha: Double, at site: SwiftLocation) -> SwiftColor {
    var copy = self
    copy.value = value.withAlpha(alpha)
    if let derivation {
      var rule = derivation.rule
      rule.alpha = alpha
      rule.multiplyAlpha = nil
      copy.derivation = (derivation.base, rule)
    }
    copy.name = name.map { "\($0).withAlphaComponent(\(Self.number(alpha)))" }
    return copy
  }

  /// The same colour with its alpha multiplied by `factor` (SwiftUI `Color.opacity`).
  func multiplyingAlpha(_ factor: Double) -> SwiftColor {
    var copy = self
    copy.value = value.multiplyingAlpha(by: factor)
    if let derivation {
      var rule = derivation.rule
      if let alpha = rule.alpha {
        rule.alpha = alpha * factor
      } else {
        rule.multiplyAlpha = (rule.multiplyAlpha ?? 1) * factor
      }
      copy.derivation = (derivation.base, rule)
    }
    copy.name = name.map { "\($0).opacity(\(Self.number(factor)))" }
    return copy
  }

  /// `top` drawn over this colour (source-over in gamma-encoded sRGB, as Core Graphics and
  /// UIKit draw). Over a slot colour, an opaque colour with alpha `a` is the `mix` rule.
  func under(_ top: SwiftColor) -> SwiftColor? {
    if top.value.alpha >= 1, top.derivation == nil { return top }
    if let derivation {
      guard top.derivation == nil, derivation.rule == ColorDerivation() else { return nil }
      var rule = ColorDerivation()
      rule.mix = top.value.withAlpha(1)
      rule.amount = top.value.alpha
      var copy = self
      copy.derivation = (derivation.base, rule)
      copy.name = nil
      copy.origin = top.origin
      return copy
    }
    guard top.derivation == nil else { return nil }
    var copy = top
    copy.value = top.value.composited(over: value)
    copy.isDynamic = isDynamic || top.isDynamic
    copy.name = nil
    return copy
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
