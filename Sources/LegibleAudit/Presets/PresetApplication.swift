import LegibleColor

/// One component's preset applied in one theme: the states the preset makes from the component's
/// resolved base states, each preset-made colour with its ``ColorSource``.
///
/// The states are specs, not resolved colours, so that the resolver resolves them as it resolves
/// the component's own: `from` the base state, with derivations (`mix`, `alpha`,
/// `multiplyAlpha`) applied in the audit's blend space and group opacity over the surface.
struct PresetApplication {
  let preset: StatePreset
  let reference: PresetReference
  let resolver: SpecResolver
  let component: ComponentSpec
  /// The component's JSON path (`components[2]`).
  let path: String
  let theme: String?
  /// The base states resolved so far.
  var memo: [String: ResolvedState] = [:]

  init(
    preset: StatePreset, reference: PresetReference, resolver: SpecResolver,
    component: ComponentSpec, path: String, theme: String?
  ) {
    self.preset = preset
    self.reference = reference
    self.resolver = resolver
    self.component = component
    self.path = path
    self.theme = theme
  }

  var id: String { preset.id }

  /// The key of the component's state named `name` (through the pressed/highlighted alias).
  func defined(_ name: String) -> String? { resolver.lookup(name, in: component) }

  /// The component's state `key`, resolved in the theme.
  mutating func base(_ key: String) throws(AuditSpecError) -> ResolvedState {
    try resolver.resolveState(
      key, in: component, path: path, theme: theme, memo: &memo, chain: [])
  }

  /// A number parameter: the component's value, else the default for the theme.
  func number(_ name: String) -> Double {
    if case .number(let x) = reference.arguments[name] { return x }
    guard case .number(let x) = preset.parameter(named: name)?.defaultValue(theme: theme) else {
      preconditionFailure("preset \(id) has no number parameter \(name) with a default")
    }
    return x
  }

  /// Where a parameter's value comes from, for evidence: the component or the preset.
  func origin(_ name: String) -> String {
    reference.arguments[name] != nil
      ? "the component's \"\(name)\" parameter" : "\(id)'s default"
  }

  /// A colour parameter in the theme: the component's value, else the default for the theme;
  /// `nil` when neither is given.
  func color(_ name: String) throws(AuditSpecError) -> CSSColor? {
    let value: ColorValue
    let valuePath: String
    if case .color(let v) = reference.arguments[name] {
      value = v
      valuePath = path + ".preset." + name
    } else if case .color(let v) = preset.parameter(named: name)?.defaultValue(theme: theme) {
      value = v
      valuePath = path + ".preset"
    } else {
      return nil
    }
    return try resolver.entry(value, path: valuePath, theme: theme, allowUnknown: false) {
      (_: ColorDerivation, entryPath: String) throws(AuditSpecError) -> CSSColor? in
      throw AuditSpecError(
        .wrongType, "\(name) is a colour of its own, not a derivation", path: entryPath)
    }
  }

  /// A source for a preset-made colour.
  func source(_ rule: String, _ evidence: String, _ pairing: Pairing = .inferred) -> ColorSources {
    .all(ColorSource(rule: "\(id): \(rule)", pairing: pairing, evidence: evidence))
  }

  /// The states the preset makes or completes, by state name.
  mutating func states() throws(AuditSpecError) -> [String: StateSpec] {
    switch preset.recipe {
    case .stateLayers(let layers): return try stateLayers(layers)
    case .opacityModifier(let state, let parameter):
      return try opacityModifier(state, parameter)
    case .cssFilter(let steps): return try cssFilter(steps)
    case .stateImages(let names): return try stateImages(names)
    case .groupOpacity(let state, let parameter, let scale):
      return try groupOpacity(state, parameter, scale)
    case .derivedHighlight(let state): return try derivedHighlight(state)
    }
  }

  /// Material 3: the state layers over the container, and disabled from on-surface.
  mutating func stateLayers(_ layers: [StatePreset.Layer]) throws(AuditSpecError)
    -> [String: StateSpec]
  {
    let normal = try base("normal")
    let ownLayer = try color("stateLayer")
    let layerName = ownLayer == nil ? "text" : "stateLayer"
    var made: [String: StateSpec] = [:]
    for layer in layers where defined(layer.state) == nil {
      guard let layerColor = ownLayer ?? normal.text else {
        throw AuditSpecError(
          .missingKey,
          "preset \"\(id)\" draws the \(layer.state) state layer in the normal state's text"
            + " colour: give \"normal\" a text colour, or the preset a \"stateLayer\" colour",
          path: path + ".states.normal")
      }
      let o = number(layer.parameter)
      let amount = o.plainDescription
      let why = "(\(layer.token) = \(amount), \(origin(layer.parameter)))"
      var s = StateSpec(from: "normal")
      if let background = normal.background {
        s.background = .derived(ColorDerivation(mix: layerColor, amount: o))
        s.sources["background"] = source(
          "\(layer.state) = \(layerName) at \(amount) over background",
          "state layer \(layerColor.displayString) at \(amount) drawn over the normal background"
            + " \(background.displayString), source-over in the audit's blend space \(why)")
      } else {
        s.background = .color(layerColor.multiplyingAlpha(by: o))
        s.sources["background"] = source(
          "\(layer.state) = \(layerName) at \(amount) over the surface",
          "state layer \(layerColor.displayString) at \(amount); the normal state has no"
            + " background, so the layer is drawn over the surface \(why)")
      }
      if layer.state == "focused", let ring = try color("focusIndicator") {
        s.focusRing = .color(ring)
        s.sources["focusRing"] = source(
          "focused = focusIndicator",
          "the focus indicator \(ring.displayString) (the component's"
            + " \"focusIndicator\" parameter)")
      }
      made[layer.state] = s
    }
    if defined("disabled") == nil, let onSurface = try color("onSurface") {
      let content = number("disabledContent")
      let container = number("disabledContainer")
      let why = "on-surface \(onSurface.displayString) from \(origin("onSurface"))"
      var s = StateSpec()
      if normal.text != nil {
        s.text = .color(onSurface.multiplyingAlpha(by: content))
        s.sources["text"] = source(
          "disabled = onSurface at \(content.plainDescription)",
          "\(why) at \(content.plainDescription) (disabledContent, \(origin("disabledContent")))"
            + ", drawn over the disabled container")
      }
      for (key, present) in [("background", normal.background), ("border", normal.border)]
      where present != nil {
        let c = ColorValue.color(onSurface.multiplyingAlpha(by: container))
        if key == "background" { s.background = c } else { s.border = c }
        s.sources[key] = source(
          "disabled = onSurface at \(container.plainDescription) over the surface",
          "\(why) at \(container.plainDescription) (disabledContainer,"
            + " \(origin("disabledContainer"))), drawn over the surface")
      }
      made["disabled"] = s
    }
    return made
  }

  /// The state's background is the normal one at a fraction of its alpha.
  mutating func opacityModifier(_ state: String, _ parameter: String) throws(AuditSpecError)
    -> [String: StateSpec]
  {
    guard defined(state) == nil else { return [:] }
    let normal = try base("normal")
    let a = number(parameter)
    var s = StateSpec(from: "normal")
    if let background = normal.background {
      s.background = .derived(ColorDerivation(multiplyAlpha: a))
      s.sources["background"] = source(
        "\(state) = background at alpha × \(a.plainDescription)",
        "the normal background \(background.displayString) at \(a.plainDescription) of its"
          + " alpha, drawn over the surface (\(parameter) from \(origin(parameter)))")
    }
    return [state: s]
  }

  /// Each step: the first base state the component has, under the step's filter.
  mutating func cssFilter(_ steps: [StatePreset.FilterStep]) throws(AuditSpecError)
    -> [String: StateSpec]
  {
    var made: [String: StateSpec] = [:]
    for step in steps where defined(step.state) == nil {
      guard let key = step.bases.compactMap({ resolver.lookup($0, in: component) }).first else {
        continue
      }
      let b = try base(key)
      let functions = step.functions.map { $0.kind.function(number($0.parameter)) }
      let css = functions.map(\.css).joined(separator: " ")
      let origins = step.functions.map { "\($0.parameter) from \(origin($0.parameter))" }
        .joined(separator: ", ")
      var s = StateSpec(from: key)
      for (property, value) in [
        ("text", b.text), ("background", b.background), ("border", b.border),
      ] {
        guard let c = value else { continue }
        let filtered = ColorValue.color(CSSFilterFunction.apply(functions, to: c))
        switch property {
        case "text": s.text = filtered
        case "background": s.background = filtered
        default: s.border = filtered
        }
        s.sources[property] = source(
          "\(step.state) = \(key) under \(css)",
          "\(step.rule): \(key) \(property) \(c.displayString) under filter: \(css), per channel"
            + " in gamma-encoded sRGB, where Filter Effects 1 says filter functions operate;"
            + " \(origins)")
      }
      made[step.state] = s
    }
    return made
  }

  /// UIKit: a state without colours of its own, or a colour a state leaves unset, is normal's.
  mutating func stateImages(_ names: [String]) throws(AuditSpecError) -> [String: StateSpec] {
    let normal = try base("normal")
    let properties: [(String, CSSColor?, String)] = [
      ("text", normal.text, "title colour: UIKit uses the normal value (setTitleColor(_:for:))"),
      (
        "background", normal.background,
        "background image: UIKit draws the normal one (adjustsImageWhenHighlighted and"
          + " adjustsImageWhenDisabled tint it by an undocumented amount, not modelled)"
      ),
      ("border", normal.border, "border: a layer border is the same in every state"),
    ]
    var made: [String: StateSpec] = [:]
    for name in names {
      if let key = defined(name) {
        guard let own = component.states[key], own.from == nil else { continue }
        var s = own
        for (property, color, why) in properties {
          guard let color else { continue }
          switch property {
          case "text" where own.text == nil: s.text = .color(color)
          case "background" where own.background == nil: s.background = .color(color)
          case "border" where own.border == nil: s.border = .color(color)
          default: continue
          }
          s.sources[property] = source(
            "\(key) = normal's \(property)",
            "no \(key) \(why); normal's is \(color.displayString)", .inherited)
        }
        if s != own { made[key] = s }
      } else {
        var s = StateSpec(from: "normal")
        for (property, color, why) in properties {
          guard let color else { continue }
          s.sources[property] = source(
            "\(name) = normal's \(property)",
            "no \(name) \(why); normal's is \(color.displayString)", .inherited)
        }
        made[name] = s
      }
    }
    return made
  }

  /// The whole normal control at a group opacity.
  mutating func groupOpacity(_ state: String, _ parameter: String, _ scale: Double)
    throws(AuditSpecError) -> [String: StateSpec]
  {
    guard defined(state) == nil else { return [:] }
    let normal = try base("normal")
    let o = number(parameter)
    var s = StateSpec(from: "normal", opacity: o, scale: scale)
    for (property, color) in [("text", normal.text), ("background", normal.background)] {
      guard let color else { continue }
      s.sources[property] = source(
        "\(state) = normal at opacity \(o.plainDescription)",
        "normal's \(property) \(color.displayString), the whole control drawn at opacity"
          + " \(o.plainDescription) over the surface (\(parameter) from \(origin(parameter)))")
    }
    return [state: s]
  }

  /// Text and border alpha replaced, white drawn over the background.
  mutating func derivedHighlight(_ state: String) throws(AuditSpecError) -> [String: StateSpec] {
    guard defined(state) == nil else { return [:] }
    let normal = try base("normal")
    let alpha = number("alpha")
    let amount = number("amount")
    let a = alpha.plainDescription
    var s = StateSpec(from: "normal")
    if let text = normal.text {
      s.text = .derived(ColorDerivation(alpha: alpha))
      s.sources["text"] = source(
        "\(state) = text with alpha \(a)",
        "normal's text \(text.displayString) withAlphaComponent(\(a)) (alpha from"
          + " \(origin("alpha")))")
    }
    if let border = normal.border {
      s.border = .derived(ColorDerivation(alpha: alpha))
      s.sources["border"] = source(
        "\(state) = border with alpha \(a)",
        "normal's border \(border.displayString) withAlphaComponent(\(a)) (alpha from"
          + " \(origin("alpha")))")
    }
    if let background = normal.background {
      s.background = .derived(ColorDerivation(mix: .white, amount: amount))
      s.sources["background"] = source(
        "\(state) = white at \(amount.plainDescription) over background",
        "white at \(amount.plainDescription) blended over normal's background"
          + " \(background.displayString), source-over in the audit's blend space (amount from"
          + " \(origin("amount")))")
    }
    return [state: s]
  }
}
