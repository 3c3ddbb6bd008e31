import LegibleAudit
import LegibleColor

/// One part's colour across the themes of a discovery (Swift sources, Interface Builder
/// documents): one colour where every theme agrees, a theme map where they differ, nothing when
/// a theme has none.
package enum ThemedColors {
  /// The spec value and sources of `picked` (a colour and its source per theme, in `themes`
  /// order; `[nil]` for a discovery without themes).
  package static func value(_ picked: [(theme: String?, entry: (CSSColor, ColorSource)?)])
    -> (ColorValue?, ColorSources?)
  {
    guard picked.allSatisfy({ $0.entry != nil }), let first = picked.first?.entry else {
      return (nil, nil)
    }
    if picked.map(\.theme) == [nil]
      || picked.allSatisfy({ $0.entry?.0 == first.0 && $0.entry?.1 == first.1 })
    {
      return (.color(first.0), .all(first.1))
    }
    var values: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    for (theme, entry) in picked {
      guard let theme, let entry else { continue }
      values[theme] = .color(entry.0)
      sources[theme] = entry.1
    }
    return (.themed(values), .themed(sources))
  }
}
