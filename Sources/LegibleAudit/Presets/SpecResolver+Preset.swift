/// Applying a component's preset where the resolver resolves its states.
extension SpecResolver {
  /// The component with the states its preset makes in `theme` (the states the component does
  /// not define, derived from its resolved `normal` state; for UIKit's fallback, also its own
  /// states completed with normal's colours), and those states by name. A component without a
  /// preset comes back unchanged, with no states.
  ///
  /// - Throws: ``AuditSpecError`` for an unknown preset or parameter (with hints), a parameter of
  ///   the wrong kind or out of range, a component without `normal`, or a preset whose rule
  ///   needs a colour the component lacks.
  func expandingPreset(_ component: ComponentSpec, path: String, theme: String?)
    throws(AuditSpecError) -> (component: ComponentSpec, made: [String: StateSpec])
  {
    guard let reference = component.preset else { return (component, [:]) }
    let presetPath = path + ".preset"
    let preset = try StatePreset.lookup(reference.id, path: presetPath)
    try preset.check(reference.arguments, path: presetPath)
    guard component.states["normal"] != nil else {
      throw AuditSpecError(
        .missingKey,
        "preset \"\(preset.id)\" derives its states from \"normal\": add a \"normal\" state",
        path: path + ".states")
    }
    var application = PresetApplication(
      preset: preset, reference: reference, resolver: self, component: component, path: path,
      theme: theme)
    let made = try application.states()
    var expanded = component
    for (name, state) in made { expanded.states[name] = state }
    return (expanded, made)
  }
}
