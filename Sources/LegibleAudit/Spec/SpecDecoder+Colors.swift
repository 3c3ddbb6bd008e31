import LegibleColor
import LegibleJSON

/// Colours: CSS literals, derivations, theme maps and token references.
extension SpecDecoder {
  mutating func literal(_ v: JSONValue, _ path: String) throws(AuditSpecError) -> CSSColor {
    let text = try string(v, path)
    do {
      return try parseColor(text)
    } catch {
      throw self.error(.invalidColor, colorMessage(text, error), path, v)
    }
  }

  mutating func color(
    _ v: JSONValue, _ path: String, allowUnknown: Bool = false, inTheme: Bool = false,
    theme: String? = nil
  ) throws(AuditSpecError) -> ColorValue {
    positions[path] = (v.line, v.column)
    switch v.kind {
    case .string(let text):
      if let name = tokenName(text) {
        tokenReferences[path] = name
        return try tokenColor(name, v, path, theme: inTheme ? theme : nil, inTheme: inTheme)
      }
      return .color(try literal(v, path))
    case .null:
      guard allowUnknown else {
        throw error(.wrongType, "null (unknown colour) is only allowed for surfaces", path, v)
      }
      return .unknown
    case .object(let list):
      let keys = list.map(\.key)
      if !inTheme, !themes.isEmpty, keys.contains(where: themes.contains) {
        let m = try members(v, path, allowed: themes, what: "a theme map")
        var map: [String: ColorValue] = [:]
        for (key, value) in m {
          map[key] = try color(
            value, join(path, key), allowUnknown: allowUnknown, inTheme: true, theme: key)
        }
        return .themed(map)
      }
      let m = try members(
        v, path, allowed: ColorDerivation.keys + (inTheme ? [] : themes),
        what: themes.isEmpty || inTheme ? "a derivation" : "a derivation or theme map")
      if m.isEmpty {
        throw error(.invalidValue, "empty object: give a colour string or a derivation", path, v)
      }
      var d = ColorDerivation()
      func num(_ key: String) throws(AuditSpecError) -> Double? {
        guard let x = m[key] else { return nil }
        return try number(x, join(path, key))
      }
      d.alpha = try num("alpha")
      d.multiplyAlpha = try num("multiplyAlpha")
      d.amount = try num("amount")
      d.lightness = try num("lightness")
      d.chroma = try num("chroma")
      if let mix = m["mix"] { d.mix = try literal(mix, join(path, "mix")) }
      return .derived(d)
    default:
      throw error(
        .wrongType,
        "expected a colour (a CSS string, a derivation object\(themes.isEmpty ? "" : " or a theme map")), found \(v.typeName)",
        path, v)
    }
  }
}
