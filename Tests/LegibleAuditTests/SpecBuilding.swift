import LegibleAudit
import LegibleColor

/// A colour value from 8-bit sRGB and alpha.
func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> ColorValue {
  .color(CSSColor(.sRGB, r / 255, g / 255, b / 255, alpha: a))
}

/// A one-component spec on one surface.
func singleSpec(
  surface: ColorValue = .color(.white), font: FontSpec? = nil, states: [String: StateSpec]
) -> AuditSpec {
  AuditSpec(
    name: "test", surfaces: ["page": surface],
    components: [ComponentSpec(name: "C", surface: "page", font: font, states: states)])
}
