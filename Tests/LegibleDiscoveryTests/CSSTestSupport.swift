import LegibleAudit
import LegibleColor
import LegibleDiscovery
import TestSupport

/// Helpers for the CSS discovery tests: colours by component, state, theme and property.
extension DiscoveredComponents {
  func component(_ name: String) -> ComponentSpec? {
    components.first { $0.name == name }
  }

  /// The hex (`#rrggbb`, or `#rrggbbaa` when translucent) of a property of a state, per theme.
  func hex(_ name: String, _ state: String, _ property: String, theme: String? = nil) -> String? {
    guard let spec = component(name)?.states[state] else { return nil }
    let value: ColorValue? =
      switch property {
      case "text": spec.text
      case "background": spec.background
      default: spec.border
      }
    switch value {
    case .color(let c): return cssHex(c)
    case .themed(let map):
      guard let theme, case .color(let c) = map[theme] else { return nil }
      return cssHex(c)
    default: return nil
    }
  }

  /// The source of a property of a state in a theme.
  func source(_ name: String, _ state: String, _ property: String, theme: String? = nil)
    -> ColorSource?
  {
    component(name)?.states[state]?.sources[property]?.source(theme: theme)
  }
}

/// `#rrggbb` (or `#rrggbbaa`) of an sRGB colour, rounded to bytes.
func cssHex(_ c: CSSColor) -> String {
  let s = c.converted(to: .sRGB)
  var bytes = [s.components.x, s.components.y, s.components.z]
  if s.alpha < 1 { bytes.append(s.alpha) }
  return "#"
    + bytes.map { b in
      let v = Int((min(max(b, 0), 1) * 255).rounded())
      return String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16)
    }.joined()
}
