extension DiscoveredComponents {
  /// Components of two discoveries together; the second's sit on their own page surface
  /// (`page (label)`) when both have one.
  package static func joining(
    _ first: DiscoveredComponents, _ second: DiscoveredComponents, label: String
  ) -> DiscoveredComponents {
    guard !first.components.isEmpty else {
      var joined = second
      joined.notes = first.notes + second.notes
      joined.systems = first.systems + second.systems
      return joined
    }
    guard !second.components.isEmpty else {
      var joined = first
      joined.notes += second.notes
      joined.systems += second.systems
      return joined
    }
    var joined = first
    joined.systems += second.systems
    var components = second.components
    let surface = "page (\(label))"
    for offset in components.indices where components[offset].surface == "page" {
      components[offset].surface = surface
      components[offset].themes = second.themes.isEmpty ? nil : second.themes
    }
    for (name, value) in second.surfaces {
      let target = name == "page" ? surface : name
      joined.surfaces[target] = value
      joined.surfaceSources[target] = second.surfaceSources[name]
    }
    joined.components += components
    for theme in second.themes where !joined.themes.contains(theme) { joined.themes.append(theme) }
    joined.notes += second.notes
    return joined
  }
}
