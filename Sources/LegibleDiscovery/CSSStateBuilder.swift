import LegibleAudit
import LegibleColor
import LegibleTokens

/// Works out a component's states in every theme from the cascade: the text (`color`),
/// background and border colours with their sources and pairing, group opacity, a
/// `filter: brightness()`, and the review reasons and notes of the ambiguities met.
struct CSSStateBuilder {
  let rules: [CSSStyleRule]
  let entries: [CSSSelectorEntry]
  /// The entries by the class or type their subject needs (a component's candidates).
  let index: CSSSelectorIndex
  let collector: Collector
  let themes: [String?]
  /// The text colour a control inherits in each theme (`body { color }`), with its source.
  let pageText: [String?: (CSSColor, ColorSource)]
  var notes: [DiscoveryNote] = []

  /// One colour of a state in one theme.
  private struct Side {
    var color: CSSColor
    var source: ColorSource
    /// Set by a rule that needs the state to match (directly or through a custom property).
    var byState: Bool
    var property: String
  }

  /// What one state looks like in one theme.
  private struct Look {
    var sides: [String: Side] = [:]
    var opacity: Double?
    var reviews: [String] = []
  }

  /// The StateSpec property of each cascade slot, in report order.
  private static let properties = [
    ("color", "text"), ("background", "background"), ("border", "border"),
  ]

  mutating func states(of component: CSSComponentFinder.Found) throws(ImportError) -> [String:
    StateSpec]
  {
    let element = CSSElement(identity: component.identity)
    let candidates = index.candidates(for: element)
    // Where the component's rules use `:active`, that is its pressed state, and an `.active`
    // class is the selected (toggled, current) one, as CSS frameworks write it
    // (`.ui.primary.button:active` beside `.ui.primary.active.button`); a rule for both at once
    // (`.active.button:active`) is a selected button pressed. Without `:active`, `.active` is
    // read as pressed (and also selected: ambiguity 1).
    let pseudoActive = candidates.contains { e in
      entries[e].alternatives.contains { compound in
        compound.parts.contains { part in
          if case .pseudoClass("active") = part.selector { return true }
          return false
        }
      }
    }
    func stateElement(_ state: CSSControlState) -> CSSElement {
      var e = state.apply(to: element)
      if pseudoActive, state == .pressed { e.classes.remove("active") }
      if pseudoActive, state == .selected { e.classes.insert("active") }
      return e
    }
    var looks: [CSSControlState: [String?: Look]] = [:]
    var present: [CSSControlState] = [.normal]
    let rest = themes.map { theme in
      CSSCascade(
        element: stateElement(.normal), theme: theme, entries: entries,
        rules: rules, candidates: candidates)
    }
    // The `::before`/`::after` boxes' cascades (state layers), where the sheets style any.
    let boxNames = Set(candidates.compactMap { entries[$0].pseudoElement }).sorted()
    func boxes(_ state: CSSControlState, _ theme: String?) -> [CSSCascade] {
      boxNames.map {
        CSSCascade(
          element: stateElement(state), theme: theme, entries: entries, rules: rules,
          candidates: candidates, pseudoElement: $0)
      }
    }
    let restBoxes = themes.map { boxes(.normal, $0) }
    // The cascades computed to find the states present, kept for their looks (theme index).
    var known: [CSSControlState: [Int: CSSCascade]] = [:]
    for state in CSSControlState.allCases.dropFirst() {
      var computed: [Int: CSSCascade] = [:]
      for (t, theme) in themes.enumerated() {
        let cascade = CSSCascade(
          element: stateElement(state), theme: theme, entries: entries, rules: rules,
          candidates: candidates)
        computed[t] = cascade
        let boxChanged = zip(boxes(state, theme), restBoxes[t]).contains {
          !$0.matched.subtracting($1.matched).isEmpty
        }
        if boxChanged || !cascade.matched.subtracting(rest[t].matched).isEmpty {
          present.append(state)
          known[state] = computed
          break
        }
      }
    }
    for state in present {
      for (t, theme) in themes.enumerated() {
        let cascade =
          state == .normal
          ? rest[t]
          : known[state]?[t]
            ?? CSSCascade(
              element: stateElement(state), theme: theme, entries: entries, rules: rules,
              candidates: candidates)
        looks[state, default: [:]][theme] = try look(
          state, cascade: cascade, rest: rest[t], theme: theme, name: component.name,
          boxes: (boxes(state, theme), restBoxes[t]))
      }
    }
    var specs: [String: StateSpec] = [:]
    for state in present {
      specs[state.rawValue] = assemble(looks[state] ?? [:], state: state, name: component.name)
    }
    return specs
  }

  private mutating func assemble(_ looks: [String?: Look], state: CSSControlState, name: String)
    -> StateSpec
  {
    var spec = StateSpec()
    spec.setReviews(themes.map { ($0, looks[$0]?.reviews ?? []) })
    let opacities = themes.compactMap { looks[$0]?.opacity }
    spec.opacity = opacities.first
    if Set(opacities).count > 1 || (!opacities.isEmpty && opacities.count < themes.count) {
      notes.append(
        DiscoveryNote(
          .ambiguous, "the opacity differs between themes; \(opacities[0]) is used",
          subject: "\(name) \(state.rawValue)"))
    }
    for (_, property) in Self.properties {
      let sides = themes.compactMap { theme in
        looks[theme]?.sides[property].map { (theme ?? "", $0) }
      }
      guard !sides.isEmpty else { continue }
      guard sides.count == themes.count else {
        notes.append(
          DiscoveryNote(
            .skipped, "\(property) is known in some themes only; left out",
            subject: "\(name) \(state.rawValue)"))
        continue
      }
      if themes == [nil] {
        spec[keyPath: Self.keyPath(property)] = .color(sides[0].1.color)
        spec.sources[property] = .all(sides[0].1.source)
      } else {
        spec[keyPath: Self.keyPath(property)] = .themed(
          Dictionary(uniqueKeysWithValues: sides.map { ($0.0, ColorValue.color($0.1.color)) }))
        spec.sources[property] = .themed(
          Dictionary(uniqueKeysWithValues: sides.map { ($0.0, $0.1.source) }))
      }
    }
    return spec
  }

  private static func keyPath(_ property: String) -> WritableKeyPath<StateSpec, ColorValue?> {
    switch property {
    case "text": \.text
    case "background": \.background
    default: \.border
    }
  }

  // MARK: One state in one theme

  private mutating func look(
    _ state: CSSControlState, cascade: CSSCascade, rest: CSSCascade, theme: String?,
    name: String, boxes: (state: [CSSCascade], rest: [CSSCascade])
  ) throws(ImportError) -> Look {
    // The component's custom properties, the last in cascade order winning, over the shared
    // ones: a scope on a copy that is asked about this theme only.
    var scoped = collector
    for winner in cascade.customs {
      let d = winner.declaration
      scoped.scope[d.name] = Declaration(
        value: d.value,
        location: SassStylesheet.location(
          file: rules[entries[winner.entry].rule].file, line: d.line, column: d.column,
          path: d.name))
    }
    let restRules = Set(rest.matched.map { entries[$0].rule })
    let stateRules = Set(cascade.matched.map { entries[$0].rule }).subtracting(restRules)
    let subject = state == .normal ? name : "\(name) \(state.rawValue)"
    var look = Look()
    var text: CSSColor?
    for (slot, property) in Self.properties {
      guard
        let side = try side(
          slot, property: property, cascade: cascade, scoped: scoped, theme: theme,
          text: text, stateRules: stateRules, subject: subject, look: &look)
      else { continue }
      if slot == "color" { text = side.color }
      look.sides[property] = side
    }
    for (box, restBox) in zip(boxes.state, boxes.rest) {
      try applyLayer(box, restBox, scoped: scoped, theme: theme, to: &look, state: state)
    }
    // An inset box-shadow that covers the box is a layer over the fill, under the label.
    if let winner = cascade.properties["shadow"], var fill = look.sides["background"],
      let value = try Self.substituted(winner, scoped, theme)
    {
      let layers = CSSValueText.coveringInsetShadows(value)
      if !layers.isEmpty {
        for layer in layers { fill.color = layer.composited(over: fill.color) }
        fill.source.evidence =
          "\(entries[winner.entry].selector.text) { box-shadow } at \(location(winner)) lays "
          + layers.map(\.displayString).joined(separator: ", ")
          + " over the whole fill (an inset shadow with a spread no button escapes)"
          + (fill.source.evidence.map { "; \($0)" } ?? "")
        fill.byState = fill.byState || stateRules.contains(entries[winner.entry].rule)
        look.sides["background"] = fill
      }
    }
    let stateName = state.rawValue
    if state != .normal {
      for (property, side) in look.sides where !side.byState && side.source.pairing == .stated {
        look.sides[property]?.source.pairing = .inherited
        look.sides[property]?.source.evidence =
          "the \(stateName) rules set no \(side.property): the rest value"
          + (side.source.evidence.map { "; \($0)" } ?? "")
      }
      let setting = look.sides.values.filter(\.byState).map(\.property)
      if state == .focused, setting.isEmpty {
        notes.append(
          DiscoveryNote(
            .ambiguous,
            "focus changes no colour (only outline or box-shadow): the text pair is the rest"
              + " pair; the ring is a non-text contrast question (ambiguity 14)",
            subject: subject))
      }
      if state == .pressed,
        stateRules.contains(where: { r in pressedOnlyByActiveClass(r, cascade) })
      {
        look.reviews.append(
          "'.active'/'[aria-pressed]' in the pressed rule also means selected or current"
            + " (ambiguity 1)")
      }
    }
    if let winner = cascade.properties["opacity"],
      let value = try Self.substituted(winner, scoped, theme),
      let opacity = CSSValueText.opacity(value), opacity < 1
    {
      look.opacity = opacity
      for (property, side) in look.sides where !side.byState {
        look.sides[property]?.source.evidence =
          (side.source.evidence ?? "") + "; the control is drawn at opacity \(opacity)"
          + " (\(entries[winner.entry].selector.text))"
      }
    }
    // `background-image` (a gradient, a picture) over the fill: what the label sits on is not
    // one colour. The shorthand's own image is reviewed where its colour layer is read.
    if let winner = cascade.properties["image"], winner.declaration.name == "background-image",
      let value = try Self.substituted(winner, scoped, theme)?.lowercased(),
      ["gradient(", "url(", "image(", "image-set(", "element(", "paint("].contains(where: {
        value.contains($0)
      })
    {
      // `none`, and a value that is no image (Fomantic-UI's `background-image: ""`, which
      // browsers drop), leave the fill alone. A linear gradient over an opaque result is read
      // under the label's centre (`CSSLinearGradient`).
      let rule = "\(entries[winner.entry].selector.text) { background-image }"
      if var fill = look.sides["background"],
        let gradient = CSSLinearGradient.parse(value, currentColor: look.sides["text"]?.color),
        let read = Self.underLabel(
          gradient, fill: fill.color, text: look.sides["text"]?.color,
          described: "\(rule) at \(location(winner))")
      {
        fill.color = read.color
        fill.source.evidence = read.evidence + (fill.source.evidence.map { "; \($0)" } ?? "")
        fill.byState = fill.byState || stateRules.contains(entries[winner.entry].rule)
        look.sides["background"] = fill
        if let review = read.review, !look.reviews.contains(review) {
          look.reviews.append(review)
        }
      } else {
        notes.append(
          DiscoveryNote(
            .skipped, "a background image or gradient is not audited; its colour layer is",
            subject: rule, location: location(winner)))
        let reason = "the background has an image or gradient"
        if !look.reviews.contains(reason) { look.reviews.append(reason) }
      }
    }
    if let winner = cascade.properties["filter"],
      let value = try Self.substituted(winner, scoped, theme),
      let (factor, others) = CSSValueText.brightness(value)
    {
      let rule = "\(entries[winner.entry].selector.text) { filter }"
      if !others.isEmpty {
        notes.append(
          DiscoveryNote(
            .skipped,
            "filter functions other than brightness() are not applied: "
              + others.joined(separator: " "), subject: subject, location: location(winner)))
        look.reviews.append("filter \(others.joined(separator: " ")) is not applied")
      }
      if factor != 1 {
        for (property, side) in look.sides {
          look.sides[property]?.color = CSSValueText.brightened(side.color, by: factor)
          look.sides[property]?.source.pairing = .inferred
          look.sides[property]?.source.evidence =
            "the colour with \(rule) (brightness \(factor)) applied per channel in"
            + " gamma-encoded sRGB, where Filter Effects 1 says filter functions operate"
            + (side.source.evidence.map { "; \($0)" } ?? "")
        }
      }
    }
    return look
  }

  /// `value`'s words joined by one space (whitespace runs collapsed, none at the ends): over
  /// bytes for ASCII text, by `Character.isWhitespace` otherwise.
  static func collapsingWhitespace(_ value: String) -> String {
    guard value.utf8.allSatisfy({ $0 < 0x80 }) else {
      return value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    // ASCII whitespace as Character.isWhitespace has it: tab to carriage return, and space
    // (a CR LF pair is one Character, both bytes whitespace).
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count)
    var pendingSpace = false
    for byte in value.utf8 {
      if isSpace(byte) {
        pendingSpace = !bytes.isEmpty
      } else {
        if pendingSpace { bytes.append(UInt8(ascii: " ")) }
        pendingSpace = false
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func substituted(
    _ winner: CSSCascade.Winner, _ scoped: Collector, _ theme: String?
  )
    throws(ImportError) -> String?
  {
    var followed: [String] = []
    var undefined: String?
    return try scoped.substitute(
      winner.declaration.value, theme: theme, chain: [], followed: &followed,
      undefined: &undefined)
  }

  private func location(_ winner: CSSCascade.Winner) -> String {
    let at = SassStylesheet.location(
      file: rules[entries[winner.entry].rule].file, line: winner.declaration.line)
    return "\(at.file):\(at.line ?? winner.declaration.line)"
  }

  /// Whether rule `r` matches through `.active` or `[aria-pressed]` (Bootstrap's `.btn.active`).
  /// Whether rule `r` reaches the pressed state only through `.active` or `[aria-pressed]`: a
  /// rule that also lists `:active` states the pressed colours (Bootstrap's `.btn:active,
  /// .btn.active` is one pair for both meanings), so only a rule without it is in doubt.
  /// Draws a `::before`/`::after` state layer (``CSSStateLayer``) over the fill, and over the
  /// label when it covers it; the colours it changes count as set by the state when a rule of
  /// the state styles the box.
  private func applyLayer(
    _ box: CSSCascade, _ restBox: CSSCascade, scoped: Collector, theme: String?,
    to look: inout Look, state: CSSControlState
  ) throws(ImportError) {
    guard !box.box.isEmpty else { return }
    var resolved: [String: (value: String, rule: String)] = [:]
    for (name, winner) in box.box {
      guard let value = try Self.substituted(winner, scoped, theme) else { continue }
      resolved[name] = (value, entries[winner.entry].selector.text)
    }
    guard let layer = CSSStateLayer(box: resolved, text: look.sides["text"]?.color) else { return }
    let byState = state != .normal && !box.matched.subtracting(restBox.matched).isEmpty
    let fill = look.sides["background"]?.color
    if var fill = look.sides["background"] {
      fill.color = layer.color.composited(over: fill.color)
      fill.source.evidence = layer.evidence + (fill.source.evidence.map { "; \($0)" } ?? "")
      fill.byState = fill.byState || byState
      look.sides["background"] = fill
    }
    guard layer.coversText, var text = look.sides["text"] else { return }
    // Over the label's pixels the layer lies on the label drawn on the fill: a translucent
    // label is flattened on the (opaque) fill first.
    var glyph = text.color
    if glyph.alpha < 1 {
      guard let under = fill, under.alpha >= 1 else {
        look.reviews.append(
          "the \(layer.colorRule) layer covers a translucent label on a translucent fill: the"
            + " label is measured without it")
        return
      }
      glyph = glyph.composited(over: under)
    }
    text.color = layer.color.composited(over: glyph)
    text.source.evidence = layer.evidence + (text.source.evidence.map { "; \($0)" } ?? "")
    text.byState = text.byState || byState
    look.sides["text"] = text
  }

  private func pressedOnlyByActiveClass(_ r: Int, _ cascade: CSSCascade) -> Bool {
    var byClass = false
    for e in cascade.matched where entries[e].rule == r {
      for compound in entries[e].alternatives {
        for part in compound.parts {
          switch part.selector {
          case .pseudoClass("active"): return false
          case .className("active"), .attribute("aria-pressed", _, _, _): byClass = true
          default: break
          }
        }
      }
    }
    return byClass
  }

  private mutating func side(
    _ slot: String, property: String, cascade: CSSCascade, scoped: Collector, theme: String?,
    text: CSSColor?, stateRules: Set<Int>, subject: String, look: inout Look
  ) throws(ImportError) -> Side? {
    guard let winner = cascade.properties[slot] else {
      switch slot {
      case "color":
        guard let (color, source) = pageText[theme] else { return nil }
        var s = source
        s.pairing = .inferred
        s.evidence = "no color rule for the control: inherited from the page"
        return Side(color: color, source: s, byState: false, property: "color")
      case "background":
        return Side(
          color: .transparent,
          source: ColorSource(
            pairing: .inferred, evidence: "no background rule: transparent, the page shows through"),
          byState: false, property: "background-color")
      default: return nil
      }
    }
    let d = winner.declaration
    let entry = entries[winner.entry]
    let at = location(winner)
    var followed: [String] = []
    var undefined: String?
    var color: CSSColor?
    var image = false
    var shorthandValue = ""
    let shorthand = d.name == "border" || d.name == "background"
    if shorthand {
      let flat = Self.collapsingWhitespace(d.value)
      var tokens: [String] = []
      for token in Collector.splitTopLevel(flat, on: " ") {
        if let t = try scoped.substitute(
          token, theme: theme, chain: [], followed: &followed, undefined: &undefined)
        {
          tokens.append(t)
        }
      }
      shorthandValue = tokens.joined(separator: " ")
      (color, image) = CSSValueText.shorthandColor(shorthandValue)
      if color == nil, d.name == "background", !tokens.isEmpty || undefined != nil {
        color = .transparent
      }
    } else if let value = try scoped.substitute(
      d.value, theme: theme, chain: [], followed: &followed, undefined: &undefined)
    {
      switch CSSValueText.color(value) {
      case .success(let c): color = c
      case .failure(let error):
        guard let first = CSSValueText.shorthandColor(value).color else {
          notes.append(
            DiscoveryNote(
              .skipped, "\(d.name) '\(value)' is not one colour: \(error.message)",
              subject: subject, location: at))
          // The state sets its label or fill colour, but not one Legible reads: what shows is
          // unknown, never the rest colour or the page. (An unreadable border leaves the label's
          // pair alone.)
          guard slot == "color" || slot == "background" else { return nil }
          let reason =
            "\(d.name) at \(at) is '\(value)', which Legible cannot read as one colour"
          if !look.reviews.contains(reason) { look.reviews.append(reason) }
          return nil
        }
        color = first
      case nil: break
      }
    }
    if let undefined {
      let fallback =
        slot == "background"
        ? "the background is transparent (ambiguity 13: not the rest colour)"
        : slot == "color" ? "the text colour is inherited from the page" : "its colour is kept"
      notes.append(
        DiscoveryNote(
          .ambiguous, "var(\(undefined)) is not defined and has no fallback: " + fallback,
          subject: "\(entry.selector.text) { \(d.name) }", location: at))
      if !shorthand, slot == "background" { color = .transparent }
    }
    var gradientEvidence: String?
    if image, slot == "background",
      let gradient = CSSLinearGradient.parse(shorthandValue, currentColor: text),
      let read = Self.underLabel(
        gradient, fill: color ?? .transparent, text: text,
        described: "\(entry.selector.text) { \(d.name) } at \(at)")
    {
      color = read.color
      gradientEvidence = read.evidence
      if let review = read.review, !look.reviews.contains(review) { look.reviews.append(review) }
    } else if image {
      notes.append(
        DiscoveryNote(
          .skipped, "a background image or gradient is not audited; its colour layer is",
          subject: "\(entry.selector.text) { \(d.name) }", location: at))
      look.reviews.append("the background has an image or gradient")
    }
    // currentcolor, inherit and the like, or an undefined var(): the inherited or text colour.
    guard let color = color ?? (slot == "color" ? pageText[theme]?.0 : text) else { return nil }
    var setters = [entry.rule]
    var chain: [String] = []
    for name in followed {
      guard let declaration = scoped.lookup(name, theme: theme) else { continue }
      let key =
        "\(declaration.location.file):\(declaration.location.line ?? 0):\(declaration.location.column ?? 0)"
      if let r = ruleAt[key], let e = cascade.matched.filter({ entries[$0].rule == r }).min() {
        setters.append(r)
        let selector = entries[e].selector
        chain.append("\(name) from \(selector.text) at line \(declaration.location.line ?? 0)")
      } else {
        chain.append("\(name) at line \(declaration.location.line ?? 0)")
      }
    }
    let vars = CSSValueText.variables(in: d.value)
    let byState = setters.contains { stateRules.contains($0) }
    let how = byState ? "set by a rule of the state" : "set for the control"
    let evidence = chain.isEmpty ? how : how + ", via " + chain.joined(separator: " → ")
    let place = SassStylesheet.location(
      file: rules[entry.rule].file, line: d.line, column: d.column)
    let source = ColorSource(
      token: vars.count == 1 ? vars[0] : nil, rule: "\(entry.selector.text) { \(d.name) }",
      file: place.file, line: place.line ?? d.line, column: place.column, pairing: .stated,
      evidence: gradientEvidence.map { "\($0); \(evidence)" } ?? evidence)
    return Side(color: color, source: source, byState: byState, property: d.name)
  }

  /// What a label sits on where `gradient` is painted over `fill`: the gradient's colour under
  /// the label's centre composited over the fill, how it was read, and a review when the ratio
  /// with `text` crosses 3:1 or 4.5:1 over the label's extent (`CSSLinearGradient`); nil when the
  /// result is not opaque (what shows through is the page's, read elsewhere).
  static func underLabel(
    _ gradient: CSSLinearGradient, fill: CSSColor, text: CSSColor?, described: String
  ) -> (color: CSSColor, evidence: String, review: String?)? {
    let centre = gradient.color(at: 0.5).composited(over: fill)
    guard centre.isOpaque else { return nil }
    let uniform = Set(gradient.stops.map { $0.color.displayString }).count == 1
    let extent = gradient.labelExtent
    let span =
      "\(Int((extent.lowerBound * 100).rounded())) % to \(Int((extent.upperBound * 100).rounded())) %"
    var evidence =
      uniform
      ? "\(described) paints one colour, \(centre.displayString), over the fill"
      : "\(described) paints a linear gradient over the fill: under the label's centre (50 % of"
        + " the gradient line) it is \(centre.displayString), stops interpolated in"
        + " \(gradient.space.rawValue)"
    guard !uniform, let text else { return (centre, evidence, nil) }
    let contrast = WCAG2Contrast()
    let ratios = gradient.colours(over: fill).map { contrast.ratio(text, $0) }
    guard let low = ratios.min(), let high = ratios.max() else { return (centre, evidence, nil) }
    evidence +=
      "; from \(span) of the line (the label's extent\(gradient.isVertical ? ", the middle half of the height" : "")) the ratio runs "
      + "\(RatioFormatting.floored(low)) to \(RatioFormatting.floored(high)):1"
    for threshold in [3.0, 4.5] where low < threshold && high >= threshold {
      return (
        centre, evidence,
        "the gradient behind the label (\(described)) gives \(RatioFormatting.floored(low)) to"
          + " \(RatioFormatting.floored(high)):1 from \(span) of its line, across"
          + " \(RatioFormatting.floored(threshold)):1: where the label sits decides"
      )
    }
    return (centre, evidence, nil)
  }

  /// The rule holding each custom property declaration, by `file:line:column`.
  var ruleAt: [String: Int] = [:]
}
