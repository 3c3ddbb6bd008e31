import LegibleColor

/// One state with every colour resolved for one theme.
struct ResolvedState: Sendable {
  var name: StateName
  var text: CSSColor?
  var background: CSSColor?
  var border: CSSColor?
  var focusRing: CSSColor?
  var opacity: Double = 1
  /// Where each colour comes from in this theme (the state's own source, else its base's).
  var sources: [ColorProperty: ColorSource] = [:]
  /// Why the state's pairing is in doubt (its own ``StateSpec/review``, else its base's).
  var review: String?
}

/// One component resolved for one theme.
struct ResolvedComponent: Sendable {
  var name: String
  var theme: String?
  var font: FontSpec?
  /// The surface; `nil` when unknown.
  var surface: CSSColor?
  /// Where the surface colour comes from in this theme.
  var surfaceSource: ColorSource?
  var states: [ResolvedState]
  /// The states the component's preset made or completed in this theme, by name, with the
  /// sources of the colours it made; empty without a preset.
  var presetStates: [String: StateSpec] = [:]
}

extension AuditSpec {
  /// Checks the spec's semantics: non-empty components, known surfaces, themes, `from`
  /// references without cycles, derivations with a base value, values in range, and state
  /// names that are not misspellings of known ones (`disbaled`; declare a deliberate one in
  /// ``customStates``).
  ///
  /// ``Auditor/audit(_:)`` runs the same checks; ``init(json:file:)`` runs them on load.
  ///
  /// - Throws: ``AuditSpecError`` with the JSON path of the problem.
  public func validate() throws(AuditSpecError) {
    _ = try SpecResolver(spec: self, blend: .encodedSRGB).resolveAll()
  }
}

/// Whether a resolution applied a derivation: the one step that reads the blend space, so a
/// component resolved without one resolves the same in every blend space.
final class DerivationLog: @unchecked Sendable {
  /// Set when ``SpecResolver/derive(_:base:path:theme:hasFrom:)`` applies a derivation; one
  /// log per resolution, written and read on the thread that resolves.
  var applied = false
}

/// Resolves themes, `from` chains and derivations.
struct SpecResolver {
  let spec: AuditSpec
  let blend: BlendSpace
  /// Told when a derivation is applied (``DerivationLog``); `nil` when nobody asks.
  var log: DerivationLog? = nil

  func resolveAll() throws(AuditSpecError) -> [ResolvedComponent] {
    try validateTop()
    var result: [ResolvedComponent] = []
    let themeList: [String?] = spec.themes.isEmpty ? [nil] : spec.themes.map { $0 }
    for theme in themeList {
      for (i, component) in spec.components.enumerated() where component.isAudited(in: theme) {
        result.append(try resolve(component, path: "components[\(i)]", theme: theme))
      }
    }
    return result
  }

  func validateTop() throws(AuditSpecError) {
    if spec.components.isEmpty {
      throw AuditSpecError(
        .invalidValue, "no components to audit: add at least one", path: "components")
    }
    for (i, theme) in spec.themes.enumerated() {
      if ColorDerivation.keys.contains(theme) {
        throw AuditSpecError(
          .invalidValue, "theme name \"\(theme)\" collides with a derivation key; rename the theme",
          path: "themes[\(i)]")
      }
      if theme.isEmpty || spec.themes[..<i].contains(theme) {
        throw AuditSpecError(
          .invalidValue, "theme names must be non-empty and unique", path: "themes[\(i)]")
      }
    }
    for (i, name) in spec.customStates.enumerated() {
      if InteractionState.isKnown(name) {
        throw AuditSpecError(
          .invalidValue,
          "\"\(name)\" is a known state, not a custom one: remove it from \"customStates\"",
          path: "customStates[\(i)]")
      }
      if name.isEmpty || spec.customStates[..<i].contains(name) {
        throw AuditSpecError(
          .invalidValue, "custom state names must be non-empty and unique",
          path: "customStates[\(i)]")
      }
    }
    for (i, c) in spec.components.enumerated() {
      for (k, theme) in (c.themes ?? []).enumerated() where !spec.themes.contains(theme) {
        throw AuditSpecError(
          .unresolvedReference,
          "unknown theme \"\(theme)\""
            + DidYouMean.hint(for: theme, in: spec.themes, listingOtherwise: true),
          path: "components[\(i)].themes[\(k)]")
      }
    }
    var names: [String: Int] = [:]
    for (i, c) in spec.components.enumerated() {
      if let first = names[c.name] {
        throw AuditSpecError(
          .invalidValue, "duplicate component name \"\(c.name)\" (also components[\(first)])",
          path: "components[\(i)].name")
      }
      names[c.name] = i
    }
  }

  func resolve(_ component: ComponentSpec, path: String, theme: String?)
    throws(AuditSpecError) -> ResolvedComponent
  {
    // The sorted names only for the message: sorting every surface name for every component
    // made auditing a discovered project quadratic (a surface per component: a third of the
    // CPU time of `legible audit` on 20 copies of the iOS corpus, issue 21's bench).
    guard let surfaceValue = spec.surfaces[component.surface] else {
      let surfaceNames = spec.surfaces.keys.sorted()
      throw AuditSpecError(
        .unresolvedReference,
        "unknown surface \"\(component.surface)\""
          + DidYouMean.hint(for: component.surface, in: surfaceNames, listingOtherwise: true),
        path: path + ".surface")
    }
    let surfacePath = "surfaces." + component.surface
    let surface = try literal(surfaceValue, path: surfacePath, theme: theme, allowUnknown: true)
    if let font = component.font {
      if let size = font.size, !(size > 0 && size < 10000) {
        throw AuditSpecError(
          .invalidValue, "font size must be a positive number of px or points",
          path: path + ".font.size")
      }
      if !(font.weight >= 1 && font.weight <= 1000) {
        throw AuditSpecError(
          .invalidValue, "font weight must be 1…1000 (400 regular, 700 bold)",
          path: path + ".font.weight")
      }
    }
    if component.states.isEmpty {
      throw AuditSpecError(
        .invalidValue, "no states: add at least \"normal\"", path: path + ".states")
    }
    for name in component.states.keys.sorted() {
      _ = try StateName(
        validating: name, customStates: spec.customStates, path: path + ".states." + name)
    }
    if component.states["pressed"] != nil, component.states["highlighted"] != nil {
      throw AuditSpecError(
        .invalidValue,
        "\"pressed\" is an alias of \"highlighted\": give only one of them",
        path: path + ".states.pressed")
    }
    let (component, presetStates) = try expandingPreset(component, path: path, theme: theme)
    var memo: [String: ResolvedState] = [:]
    var states: [ResolvedState] = []
    for name in component.states.keys.sorted() {
      states.append(
        try resolveState(name, in: component, path: path, theme: theme, memo: &memo, chain: []))
    }
    return ResolvedComponent(
      name: component.name, theme: theme, font: component.font, surface: surface,
      surfaceSource: spec.surfaceSources[component.surface]?.source(theme: theme), states: states,
      presetStates: presetStates)
  }

  /// Looks a state up by name, honouring the pressed/highlighted alias.
  func lookup(_ name: String, in component: ComponentSpec) -> String? {
    if component.states[name] != nil { return name }
    let canonical = InteractionState.canonicalName(name)
    for key in component.states.keys where InteractionState.canonicalName(key) == canonical {
      return key
    }
    return nil
  }

  func resolveState(
    _ name: String, in component: ComponentSpec, path: String, theme: String?,
    memo: inout [String: ResolvedState], chain: [String]
  ) throws(AuditSpecError) -> ResolvedState {
    if let done = memo[name] { return done }
    let statePath = path + ".states." + name
    if chain.contains(name) {
      let cycle = (chain.drop(while: { $0 != name }) + [name]).joined(separator: " → ")
      throw AuditSpecError(
        .cycle, "\"from\" references form a cycle: \(cycle)", path: statePath + ".from")
    }
    guard let spec = component.states[name] else {
      throw AuditSpecError(.unresolvedReference, "unknown state \"\(name)\"", path: statePath)
    }
    var base = ResolvedState(name: StateName(spelling: name))
    if let from = spec.from {
      guard let key = lookup(from, in: component) else {
        throw AuditSpecError(
          .unresolvedReference,
          "unknown base state \"\(from)\""
            + DidYouMean.hint(for: from, in: component.states.keys.sorted(), listingOtherwise: true),
          path: statePath + ".from")
      }
      base = try resolveState(
        key, in: component, path: path, theme: theme, memo: &memo, chain: chain + [name])
      base.name = StateName(spelling: name)
    }
    func apply(_ value: ColorValue?, _ inherited: CSSColor?, _ key: String)
      throws(AuditSpecError) -> CSSColor?
    {
      guard let value else { return inherited }
      return try derive(
        value, base: inherited, path: statePath + "." + key, theme: theme, hasFrom: spec.from != nil
      )
    }
    base.text = try apply(spec.text, base.text, "text")
    base.background = try apply(spec.background, base.background, "background")
    base.border = try apply(spec.border, base.border, "border")
    base.focusRing = try apply(spec.focusRing, base.focusRing, "focusRing")
    for property in ColorProperty.allCases {
      if let own = spec.sources[property.rawValue]?.source(theme: theme) {
        base.sources[property] = own
      }
    }
    if let review = spec.review { base.review = review }
    if let theme, let own = spec.themeReviews[theme] {
      base.review = base.review.map { $0 + "; " + own } ?? own
    }
    if let opacity = spec.opacity {
      guard opacity >= 0, opacity <= 1 else {
        throw AuditSpecError(
          .invalidValue, "opacity must be a number from 0 to 1, found \(opacity)",
          path: statePath + ".opacity")
      }
      base.opacity = opacity
    }
    if let scale = spec.scale, !(scale.isFinite && scale >= 0) {
      throw AuditSpecError(
        .invalidValue, "scale must be a non-negative number", path: statePath + ".scale")
    }
    memo[name] = base
    return base
  }

  /// Picks the theme's entry of a theme map (or the value itself).
  func pick(_ value: ColorValue, path: String, theme: String?) throws(AuditSpecError)
    -> (ColorValue, String)
  {
    guard case .themed(let map) = value else { return (value, path) }
    guard let theme else {
      throw AuditSpecError(
        .unresolvedReference,
        "per-theme colours need a top-level \"themes\" list naming "
          + map.keys.sorted().joined(separator: ", "),
        path: path)
    }
    for key in map.keys.sorted() where !spec.themes.contains(key) {
      throw AuditSpecError(
        .unresolvedReference,
        "unknown theme \"\(key)\""
          + DidYouMean.hint(for: key, in: spec.themes, listingOtherwise: true),
        path: path + "." + key)
    }
    guard let entry = map[theme] else {
      throw AuditSpecError(
        .missingKey, "no value for theme \"\(theme)\": every declared theme needs one", path: path)
    }
    if case .themed = entry {
      throw AuditSpecError(.wrongType, "theme maps cannot be nested", path: path + "." + theme)
    }
    return (entry, path + "." + theme)
  }

  func literal(_ value: ColorValue, path: String, theme: String?, allowUnknown: Bool)
    throws(AuditSpecError) -> CSSColor?
  {
    try entry(value, path: path, theme: theme, allowUnknown: allowUnknown) {
      (_: ColorDerivation, entryPath: String) throws(AuditSpecError) -> CSSColor? in
      throw AuditSpecError(
        .invalidValue, "a surface cannot be derived: give a colour string or null", path: entryPath)
    }
  }

  /// The colour `value` gives in `theme`: a literal (checked finite), `nil` for an unknown colour
  /// when `allowUnknown`, or what `derived` makes of a derivation; nested theme maps are errors.
  func entry(
    _ value: ColorValue, path: String, theme: String?, allowUnknown: Bool,
    derived: (ColorDerivation, String) throws(AuditSpecError) -> CSSColor?
  ) throws(AuditSpecError) -> CSSColor? {
    let (entry, entryPath) = try pick(value, path: path, theme: theme)
    switch entry {
    case .color(let c):
      try checkFinite(c, entryPath)
      return c
    case .unknown:
      if allowUnknown { return nil }
      throw AuditSpecError(
        .wrongType, "null (unknown colour) is only allowed for surfaces", path: entryPath)
    case .derived(let d):
      return try derived(d, entryPath)
    case .themed:
      throw AuditSpecError(.wrongType, "theme maps cannot be nested", path: entryPath)
    }
  }

  func checkFinite(_ c: CSSColor, _ path: String) throws(AuditSpecError) {
    guard c.isFinite else {
      throw AuditSpecError(.invalidColor, "colour has non-finite components", path: path)
    }
  }

  func derive(_ value: ColorValue, base: CSSColor?, path: String, theme: String?, hasFrom: Bool)
    throws(AuditSpecError) -> CSSColor?
  {
    try entry(value, path: path, theme: theme, allowUnknown: false) {
      (d: ColorDerivation, entryPath: String) throws(AuditSpecError) -> CSSColor? in
      guard let base else {
        let why =
          hasFrom
          ? "the base state has no such colour to derive from"
          : "a derivation needs a base state: add \"from\" to this state"
        throw AuditSpecError(.unresolvedReference, why, path: entryPath)
      }
      try checkDerivation(d, path: entryPath)
      log?.applied = true
      return d.apply(to: base, blend: blend)
    }
  }

  func checkDerivation(_ d: ColorDerivation, path: String) throws(AuditSpecError) {
    func unit(_ x: Double?, _ key: String) throws(AuditSpecError) {
      if let x, !(x >= 0 && x <= 1) {
        throw AuditSpecError(
          .invalidValue, "\(key) must be a number from 0 to 1, found \(x)", path: path + "." + key)
      }
    }
    try unit(d.alpha, "alpha")
    try unit(d.multiplyAlpha, "multiplyAlpha")
    try unit(d.amount, "amount")
    if let l = d.lightness, !(l >= -1 && l <= 1) {
      throw AuditSpecError(
        .invalidValue, "lightness must be a number from -1 to 1 (OKLCH L change)",
        path: path + ".lightness")
    }
    if let c = d.chroma, !(c >= 0 && c.isFinite) {
      throw AuditSpecError(
        .invalidValue, "chroma must be a non-negative factor", path: path + ".chroma")
    }
    if d.mix != nil, d.amount == nil {
      throw AuditSpecError(
        .missingKey, "\"mix\" needs \"amount\" (the alpha the colour is drawn at)", path: path)
    }
    if d.mix == nil, d.amount != nil {
      throw AuditSpecError(.missingKey, "\"amount\" needs \"mix\" (the colour to draw)", path: path)
    }
    if let mix = d.mix { try checkFinite(mix, path + ".mix") }
  }
}
