import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens
import SwiftSyntax

/// Turns what the readers evaluated into audit components: a state per look, every colour with
/// its `ColorSource` (the Swift file and line that set it, stated pairing), per theme when the
/// tree uses dark mode, the page the buttons are assumed to sit on, and needs-review reasons.
struct SwiftSpecBuilder {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable
  let pages: [String: CSSColor]
  var result = DiscoveredComponents()
  var diagnostics: [ImportDiagnostic] = []
  /// Subclasses a storyboard or xib uses (audited there, not on their own).
  var usedByDocuments: Set<String> = []
  /// Whether the buttons are a document's (InterfaceBuilderLink): what a classic button draws
  /// when the code sets no colour (the tint of a system button, white for a custom one, UIKit's
  /// highlighted look) is the document's reading, by its `buttonType` and views, not assumed here.
  var documentDefaults = false
  /// The tint the app's code sets for every view (``AppTintSites``): a UIKit button without a
  /// tint of its own draws in it.
  var appTint: AppTint?
  /// The one appearance the app declares (`UIUserInterfaceStyle`), the only one audited.
  var declaredAppearance: String?

  init(index: SwiftDeclarationIndex, assets: AssetColorTable, pages: [String: CSSColor]) {
    self.index = index
    self.assets = assets
    self.pages = pages
  }

  mutating func build() {
    let styles = ButtonStyleReader(index: index, assets: assets)
    let uikit = UIKitButtonReader(index: index, assets: assets)
    // First in light (theme-less) to learn whether anything depends on the appearance.
    var usesDarkMode = assets.hasDarkAppearance
    // Styles, subclasses and call sites are independent units: each is evaluated on every core
    // (`ConcurrentResults`), and the results are taken in the sequential order.
    var lightStyles: [ButtonStyleReader.Result] = []
    let lightReads = ConcurrentResults<String, ButtonStyleReader.Result?>.map(styles.styleTypes()) {
      styles.read($0, appearance: nil)
    }
    for case let read? in lightReads {
      usesDarkMode = usesDarkMode || read.usedAppearance
      lightStyles.append(read)
    }
    // SwiftUI buttons made in views with SwiftUI's own styles, first in light too.
    let buttonSites = SwiftUIButtonSites(index: index, assets: assets)
    let madeButtons = buttonSites.sites()
    let lightButtons = ConcurrentResults<SwiftUIButtonSites.Site, SwiftUIButtonSites.Read>.map(
      madeButtons
    ) { buttonSites.read($0, appearance: Optional<String>.none) }
    for read in lightButtons { usesDarkMode = usesDarkMode || read.usedAppearance }
    // UIKit buttons made in code, first theme-less too: a colour that depends on the appearance
    // (`UIColor { traits in … }`) makes every component themed, as a style's does.
    // Subclasses' own looks likewise: those no call site or document uses are audited so.
    let lightSites = uikit.callSites(appearance: nil) + uikit.storedButtons(appearance: nil)
    let subclasses = uikit.subclasses()
    let used = usedByDocuments.union(lightSites.map(\.type))
    let unused = subclasses.filter { !used.contains($0) }
    let lightOwnLooks = ConcurrentResults<String, UIKitButtonReader.Found?>.map(unused) {
      uikit.ownLook(of: $0, appearance: nil)
    }
    usesDarkMode =
      usesDarkMode
      || (lightSites + lightOwnLooks.compactMap { $0 }).contains {
        $0.states.values.contains(where: \.usesAppearance)
      }
    // An app always drawn in one appearance: light as the theme-less reading, dark alone.
    let themes: [String?] =
      declaredAppearance.map { $0 == "dark" ? ["dark"] : [nil] }
      ?? (usesDarkMode ? ["light", "dark"] : [nil])
    result.themes = themes.compactMap { $0 }
    setPage(themes)
    let styleThemes = ConcurrentResults<
      ButtonStyleReader.Result, [String?: ButtonStyleReader.Result]
    >.map(lightStyles) {
      light in
      var perTheme: [String?: ButtonStyleReader.Result] = [:]
      for theme in themes {
        perTheme[theme] = theme == nil ? light : styles.read(light.type, appearance: theme)
      }
      return perTheme
    }
    // Where each style is applied: a use without arguments is the type's own component (its
    // colours' evidence says where); a use that makes the style with arguments is audited as a
    // component of its own, evaluated with them.
    let uses = ButtonStyleSites(index: index).uses(of: Set(lightStyles.map(\.type)))
    var applied: [String: [SwiftLocation]] = [:]
    for use in uses where !use.hasArguments && use.labelDoubts.isEmpty {
      applied[use.type, default: []] += use.sites
    }
    // Components are made from the looks on every core too (a look's parts resolve and
    // describe every colour), in style order.
    let builder = self
    let styleSpecs = ConcurrentResults<
      (String, [String?: ButtonStyleReader.Result]), ComponentSpec
    >.map(Array(zip(lightStyles.map(\.type), styleThemes))) { type, perTheme in
      builder.component(style: type, perTheme, themes: themes)
    }
    for (light, var spec) in zip(lightStyles, styleSpecs) {
      if let sites = applied[light.type] {
        spec.appendEvidence("applied by .buttonStyle at " + Self.places(sites))
      }
      // A site with the type's own look whose label may draw otherwise: the type's component
      // under the site's name, in review.
      for use in uses where use.type == light.type && !use.hasArguments && !use.labelDoubts.isEmpty
      {
        var site = spec
        site.name = "\(use.type) at \(Self.fileName(use.sites[0])):\(use.sites[0].line)"
        site.appendEvidence("applied by .buttonStyle at " + Self.places(use.sites))
        site.appendReview(labels: use.labelDoubts)
        result.components.append(site)
      }
      if applied[light.type] == nil,
        uses.contains(where: { $0.type == light.type && !$0.hasArguments })
      {
        continue
      }
      result.components.append(spec)
    }
    let argumentUses = uses.filter(\.hasArguments)
    let useReads = ConcurrentResults<ButtonStyleSites.Use, [String?: ButtonStyleReader.Result]>
      .map(argumentUses) { use in
        var perTheme: [String?: ButtonStyleReader.Result] = [:]
        for theme in themes {
          perTheme[theme] = styles.read(use.type, appearance: theme, use: use)
        }
        return perTheme
      }
    for (use, perTheme) in zip(argumentUses, useReads) {
      let first = use.sites[0]
      var spec = component(style: use.type, perTheme, themes: themes)
      spec.name = "\(use.type) at \(Self.fileName(first)):\(first.line)"
      spec.appendEvidence(
        "the style as `\(use.text)` applied by .buttonStyle at " + Self.places(use.sites))
      spec.appendReview(labels: use.labelDoubts)
      result.components.append(spec)
    }
    // Which views each tint set on views reaches (the environment passes it down).
    let tintReach = madeButtons.isEmpty ? [:] : SwiftUITintReach(index: index).reach()
    let buttonSpecs = ConcurrentResults<
      (SwiftUIButtonSites.Site, SwiftUIButtonSites.Read), (ComponentSpec, SiteSurface?)
    >.map(Array(zip(madeButtons, lightButtons))) { site, light in
      var perTheme: [String?: SwiftUIButtonSites.Read] = [:]
      for theme in themes {
        perTheme[theme] = theme == nil ? light : buttonSites.read(site, appearance: theme)
      }
      let surface = builder.surface(site: site, perTheme, themes: themes)
      return (
        builder.component(
          site: site, perTheme, themes: themes, appTintSites: tintReach[site.owner ?? ""] ?? [],
          surface: surface),
        surface
      )
    }
    for (spec, surface) in buttonSpecs {
      if let surface {
        result.surfaces[surface.name] = surface.value
        result.surfaceSources[surface.name] = surface.sources
      }
      result.components.append(spec)
    }
    var rules: [String: [String: [String: ColorDerivation]]] = [:]
    let subclassRules = ConcurrentResults<String, [String: [String: ColorDerivation]]>.map(
      subclasses
    ) {
      uikit.rules(of: $0, appearance: themes.first ?? nil)
    }
    for (type, derived) in zip(subclasses, subclassRules) { rules[type] = derived }
    var perTheme: [String?: [UIKitButtonReader.Found]] = [:]
    for theme in themes {
      perTheme[theme] =
        theme == nil
        ? lightSites : uikit.callSites(appearance: theme) + uikit.storedButtons(appearance: theme)
    }
    let sites = perTheme[themes.first ?? nil] ?? []
    // The buttons' models are only read from here on; each task reads its own site's.
    let siteInputs = sites.enumerated().map { offset, site in
      (
        site, themes.map { theme in (theme, perTheme[theme]?[offset] ?? site) },
        rules[site.type] ?? [:]
      )
    }
    let siteSpecs = ConcurrentResults<
      (
        UIKitButtonReader.Found, [(String?, UIKitButtonReader.Found)],
        [String: [String: ColorDerivation]]
      ), ComponentSpec
    >.map(siteInputs) { site, byTheme, rules in
      builder.component(button: site, byTheme, rules: rules)
    }
    for (site, var spec) in zip(sites, siteSpecs) {
      spec.definedAt = ComponentSpec.Anchor(file: site.site.file, line: site.site.line)
      // Where the button is made, when no colour's source says it (every colour set by its
      // class: `let button = LinkButton(title:)`), so each finding names the instance's place.
      if !spec.sourceFiles().contains(site.site.file) {
        spec.appendEvidence("the \(site.type) `\(site.name)` made at \(site.site)")
      }
      result.components.append(spec)
    }
    let tables = ConfigurationStyleReader(index: index, assets: assets)
    let (styleTables, tableNotes) = tables.tables()
    // Each case of each table is an independent unit too (a tenth of a project audit when read
    // one after another), taken in table and case order.
    let cases = styleTables.indices.flatMap { t in styleTables[t].cases.indices.map { (t, $0) } }
    let caseReads = ConcurrentResults<(Int, Int), [(String?, UIKitButtonReader.Found)]>.map(cases) {
      table, offset in
      themes.compactMap { theme in
        tables.read(styleTables[table], case: offset, appearance: theme).map { (theme, $0) }
      }
    }
    for byTheme in caseReads {
      guard let first = byTheme.first?.1 else { continue }
      result.components.append(component(button: first, byTheme, rules: [:]))
    }
    let notes =
      tableNotes + ButtonStylingNotes(index: index).notes(tables: styleTables) + ambiguityNotes()
    for note in notes {
      result.notes.append(note)
      // Printed by `legible audit` too (it prints diagnostics, not notes).
      let parts = (note.location ?? "").split(separator: ":")
      diagnostics.append(
        ImportDiagnostic(
          severity: .note, name: note.subject, message: note.message,
          location: FileLocation(
            file: parts.first.map(String.init) ?? "",
            line: parts.dropFirst().first.flatMap { Int($0) })))
    }
    // Theme-less: the looks read before; themed: each theme's read anew, on every core.
    let ownLooks: [[(String?, UIKitButtonReader.Found)]?] =
      themes == [nil]
      ? lightOwnLooks.map { look in look.map { [(nil, $0)] } }
      : ConcurrentResults<String, [(String?, UIKitButtonReader.Found)]?>.map(unused) { type in
        guard let own = uikit.ownLook(of: type, appearance: themes.first ?? nil) else {
          return nil
        }
        return themes.map { theme in
          (theme, theme == themes.first ? own : uikit.ownLook(of: type, appearance: theme) ?? own)
        }
      }
    for (type, byTheme) in zip(unused, ownLooks) {
      if let byTheme, let own = byTheme.first?.1 {
        result.components.append(component(button: own, byTheme, rules: rules[type] ?? [:]))
        continue
      }
      let described = (rules[type] ?? [:]).sorted { $0.key < $1.key }.map { state, properties in
        state + ": "
          + properties.sorted { $0.key < $1.key }.map { "\($0.key) \(Self.describe($0.value))" }
          .joined(separator: ", ")
      }
      let location = index.types[type]?.declaration.map {
        index.file($0.file).location(of: $0.node)
      }
      result.notes.append(
        DiscoveryNote(
          .unpaired,
          "UIButton subclass with no call site in the sources that sets its colours"
            + (described.isEmpty ? "" : "; it derives " + described.joined(separator: "; "))
            + "; audit it where it is used (a storyboard, or code that sets its normal colours)",
          subject: type, location: location.map { "\($0.file):\($0.line)" }))
    }
    // A translucent fill over a page the code does not state: decided only where every system
    // background gives the same verdict.
    let pages = self.pages
    let specThemes: [String?] = result.themes.isEmpty ? [nil] : result.themes.map { $0 }
    result.components = result.components.map { component in
      guard component.surface == "page" else { return component }
      return AssumedBackdropCheck.reviewed(component, themes: specThemes) { theme in
        pages[theme ?? ""] == nil && pages[""] == nil
      }
    }
  }

  /// A note for each simple name that two types are declared under when one of them is a
  /// button (a `ButtonStyle`, or a class deriving from `UIButton` or a button class of the
  /// sources): the tables by simple name leave it out, so it is not audited. Other collisions
  /// (`CodingKeys`, `Preview`, `Constants`: dozens in an app) need no note: a type's own nested
  /// type is found from inside it, and a use Legible cannot tell is needs-review naming both.
  func ambiguityNotes() -> [DiscoveryNote] {
    index.ambiguous.keys.sorted().compactMap { name in
      guard let reason = index.ambiguity(of: name), let declarations = index.ambiguous[name]
      else { return nil }
      let buttons = declarations.filter { isButtonDeclaration($0.at.node) }.map(\.qualified)
      guard let first = declarations.first, !buttons.isEmpty else { return nil }
      let location = index.file(first.at.file).location(of: first.at.node)
      return DiscoveryNote(
        .skipped,
        reason + ": " + buttons.joined(separator: ", ")
          + (buttons.count == 1 ? " is" : " are")
          + " not audited, and code that uses the bare name is needs-review; give the types different names to audit them",
        subject: name, location: "\(location.file):\(location.line)")
    }
  }

  /// Whether a type declaration is a SwiftUI button style or a UIButton (sub)class.
  private func isButtonDeclaration(_ node: Syntax) -> Bool {
    guard let group = node.asProtocol(DeclGroupSyntax.self) else { return false }
    return (group.inheritanceClause?.inheritedTypes ?? []).contains { inherited in
      let name = inherited.type.trimmedText
      return ["ButtonStyle", "PrimitiveButtonStyle", "UIButton"].contains(name)
        || index.isButton(name)
    }
  }

  static func describe(_ rule: ColorDerivation) -> String {
    var parts: [String] = []
    if let alpha = rule.alpha { parts.append("alpha \(SwiftColor.number(alpha))") }
    if let factor = rule.multiplyAlpha { parts.append("alpha × \(SwiftColor.number(factor))") }
    if let mix = rule.mix {
      parts.append("mixed with \(mix.cssString) at \(SwiftColor.number(rule.amount ?? 0))")
    }
    return parts.joined(separator: " ")
  }

  // MARK: - Page

  private mutating func setPage(_ themes: [String?]) {
    var values: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    for theme in themes {
      let key = theme ?? ""
      if let page = pages[key] ?? pages[""] {
        values[key] = .color(page)
        sources[key] = ColorSource(
          rule: "legible.json discovery.page", pairing: .inferred,
          evidence: "the page colour set in legible.json")
      } else if theme == "dark" {
        values[key] = .color(CSSColor(.sRGB, 0, 0, 0))
        sources[key] = ColorSource(
          token: "systemBackground", pairing: .inferred,
          evidence:
            "assumed: the code does not say what the button sits on; UIKit's systemBackground in dark appearance (black)"
        )
      } else {
        values[key] = .color(CSSColor.white)
        sources[key] = ColorSource(
          token: theme == nil ? nil : "systemBackground", pairing: .inferred,
          evidence: "assumed: the code does not say what the button sits on; white, as WCAG assumes"
            + (theme == nil ? "" : " (systemBackground in light appearance)"))
      }
    }
    if themes == [nil] {
      result.surfaces["page"] = values[""]
      result.surfaceSources["page"] = sources[""].map(ColorSources.all)
    } else {
      result.surfaces["page"] = .themed(values)
      result.surfaceSources["page"] = .themed(sources)
    }
  }

  func page(_ theme: String?) -> CSSColor {
    guard
      case .color(let color)? =
        (theme.map { t -> ColorValue? in
          if case .themed(let map)? = result.surfaces["page"] { return map[t] }
          return nil
        } ?? result.surfaces["page"])
    else { return CSSColor.white }
    return color
  }

  // MARK: - SwiftUI

  /// The colour a label without a foreground of its own is measured with: the app's tint a
  /// team states (`facts.tint`, which the hosting window's tint gives SwiftUI too), else the
  /// tree's accent colour asset (``AccentColorSetting``), else UIKit's default tint
  /// (systemBlue), as an assumption.
  func defaultTint(_ theme: String?) -> (CSSColor, ColorSource)? {
    if let choice = appTint?.colors[theme] ?? appTint?.colors[nil],
      choice.source.rule == "facts.tint"
    {
      return (choice.color, choice.source)
    }
    if let accent = assets.accentColor(appearance: theme) {
      return (
        accent.color,
        ColorSource(
          token: assets.accent.setName, file: accent.location.file, line: accent.location.line,
          column: accent.location.column, pairing: .inferred,
          evidence:
            "assumed: the app's accent colour, which SwiftUI gives a label with no foreground style"
            + (accent.note.map { "; \($0)" } ?? "")
        )
      )
    }
    guard let tint = AppleSystemColors.named(AppleSystemColors.defaultTint, framework: .uiKit),
      let value = tint.value(appearance: theme) ?? tint.value(appearance: nil)
    else { return nil }
    return (
      value,
      ColorSource(
        token: AppleSystemColors.defaultTint, pairing: .inferred,
        evidence:
          "assumed: "
          + (assets.accentConflict.map {
            "the app's accent colour is unknown, " + $0
          }
            ?? "no \(assets.accent.setName) asset in the sources")
          + "; the system default tint (\(tint.source))")
    )
  }

  /// The tint a UIKit button without one of its own draws in: the app's, set in code
  /// (``appTint``), else ``defaultTint(_:)``.
  func uikitTint(_ theme: String?) -> (CSSColor, ColorSource)? {
    if let choice = appTint?.colors[theme] ?? appTint?.colors[nil] {
      return (choice.color, choice.source)
    }
    return defaultTint(theme)
  }

  /// `a.swift:3, b.swift:9 and 4 more places` (the first three sites, then a count).
  static func places(_ sites: [SwiftLocation]) -> String {
    let shown = sites.prefix(3).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
    return sites.count > 3 ? shown + " and \(sites.count - 3) more places" : shown
  }

  /// The file name of a place, for component names.
  static func fileName(_ place: SwiftLocation) -> String {
    place.file.split(separator: "/").last.map(String.init) ?? place.file
  }

  func component(
    style type: String, _ perTheme: [String?: ButtonStyleReader.Result], themes: [String?]
  ) -> ComponentSpec {
    guard let first = perTheme[themes.first ?? nil] else {
      return ComponentSpec(name: type, surface: "page", states: [:])
    }
    var states: [String: StateSpec] = [:]
    for state in first.states {
      var parts: [String?: Parts] = [:]
      for theme in themes {
        guard let look = perTheme[theme]?.looks[state] else { continue }
        parts[theme] = Parts(
          look: look, page: page(theme), owner: type, defaultTint: defaultTint(theme))
      }
      states[state] = Self.state(parts, themes: themes)
    }
    var spec = ComponentSpec(name: type, surface: "page", states: states)
    if let declaration = index.types[type]?.declaration {
      let place = index.file(declaration.file).location(of: declaration.node)
      spec.definedAt = ComponentSpec.Anchor(file: place.file, line: place.line)
    }
    // The label's font, where the style states it (the large-text rule): normal's.
    if let font = first.looks["normal"]?.font, font.size != nil {
      var stated = FontSpec(size: font.size, weight: font.weight ?? 400)
      stated.source = font.site
      spec.font = stated
    }
    return spec
  }

  // MARK: - UIKit

  func component(
    button site: UIKitButtonReader.Found, _ byTheme: [(String?, UIKitButtonReader.Found)],
    rules: [String: [String: ColorDerivation]]
  ) -> ComponentSpec {
    var states: [String: StateSpec] = [:]
    for state in site.stateNames {
      var parts: [String?: Parts] = [:]
      for (theme, found) in byTheme {
        guard let model = found.states[state] else { continue }
        let tint = uikitTint(theme)
        if let configuration = model.configuration {
          parts[theme] = Parts(
            configured: model, configuration, state: state, defaultTint: tint)
        } else {
          parts[theme] = Parts(
            button: model, state: state, defined: found.definedStates, page: page(theme),
            defaultTint: documentDefaults ? nil : tint, ownHighlightedLook: !documentDefaults)
        }
        if let review = appTint?.review, let tint, var made = parts[theme],
          [made.text, made.background, made.border].contains(where: {
            AppTint.isTint($0?.1, tint.1)
          })
        {
          made.reviews.append(review)
          parts[theme] = made
        }
      }
      var spec = Self.state(parts, themes: byTheme.map(\.0))
      if state != "normal", let derived = rules[state] {
        spec.from = "normal"
        for (property, rule) in derived {
          let value = ColorValue.derived(rule)
          switch property {
          case "text": spec.text = value
          case "background": spec.background = value
          case "border": spec.border = value
          default: break
          }
          if var source = spec.sources[property]?.source(theme: byTheme.first?.0 ?? nil) {
            source.evidence =
              "derived from normal by the subclass \(site.type): \(Self.describe(rule))"
            spec.sources[property] = .all(source)
          }
        }
      }
      states[state] = spec
    }
    return ComponentSpec(name: site.name, surface: "page", states: states)
  }

  // MARK: - States

  /// One state's colours in one theme, with sources and doubts.
  struct Parts {
    var text: (CSSColor, ColorSource)?
    var background: (CSSColor, ColorSource)?
    var border: (CSSColor, ColorSource)?
    var opacity: Double?
    var scale: Double?
    var reviews: [String] = []

    init(look: ViewLook, page: CSSColor, owner: String, defaultTint: (CSSColor, ColorSource)?) {
      var fill: SwiftColor?
      var fillSite: ViewLook.Layer?
      for layer in look.fills.reversed() {
        if let current = fill {
          fill = current.under(layer.color) ?? layer.color
        } else {
          fill = layer.color
        }
        fillSite = layer
      }
      var textColor = look.text?.color.value
      var fillColor = fill?.value
      if !look.overlays.isEmpty {
        let base = fillColor.map { $0.composited(over: page) } ?? page
        var top = base
        var text = textColor.map { $0.composited(over: base) }
        for overlay in look.overlays {
          top = overlay.color.value.composited(over: top)
          text = text.map { overlay.color.value.composited(over: $0) }
        }
        fillColor = top
        textColor = text
      }
      if let layer = look.text, let textColor {
        text = (textColor, Self.source(layer, owner: owner))
      } else if let tint = defaultTint {
        // Measured, never passed: the label's colour is the accent colour unless the button's
        // environment sets another foreground style.
        text = tint
        if look.textUnknown {
          reviews.append(
            "the style sets a text colour Legible cannot evaluate (why follows); measured with "
              + (tint.1.token ?? "the accent colour") + " in its place, which may not be what draws"
          )
        } else {
          reviews.append(
            "the style sets no text colour: SwiftUI draws the label in the environment's "
              + "foreground style or accent colour, set where the button is used; measured with "
              + (tint.1.token ?? "the accent colour"))
        }
      }
      if let fillColor, let fillSite {
        background = (fillColor, Self.source(fillSite, owner: owner))
      }
      if let layer = look.border { border = (layer.color.value, Self.source(layer, owner: owner)) }
      opacity = look.opacity?.value
      scale = look.scale
      reviews.append(contentsOf: look.reviews)
    }

    init(
      button: ButtonModel, state: String, defined: Set<String>, page: CSSColor,
      defaultTint: (CSSColor, ColorSource)?, ownHighlightedLook: Bool = true
    ) {
      if let title = button.titleColor(for: state) {
        var source = Self.source(title)
        if button.titleColors[state] == nil, state != "normal" {
          source.pairing = .inherited
          source.evidence = "UIKit draws the normal title colour when none is set for \(state)"
        }
        text = (title.color.value, source)
      } else if let made = button.buttonType, made.name == "custom", button.hasTitle {
        // A custom button's title with no colour set is white (UIKit's default for
        // `UIButton(type: .custom)`, which `UIButton()` and `init(frame:)` make).
        text = (
          CSSColor.white,
          ColorSource(
            token: "white", rule: "UIButton(type: .custom)", file: made.site.file,
            line: made.site.line, column: made.site.column, pairing: .inferred,
            evidence:
              "no title colour is set: UIKit draws a custom button's title in white; the button is made custom at \(made.site)"
          )
        )
      } else if let tint = defaultTint {
        text = tint
        if let made = button.buttonType, made.name == "system", button.hasTitle {
          text.map { value in
            text = (
              value.0,
              value.1.appendingEvidence(
                "no title colour is set: a system button (made at \(made.site)) draws its title in the tint colour"
              )
            )
          }
        } else {
          reviews.append(
            "no title colour is set: UIKit draws the title in the tint colour for a system button "
              + "and in white for a custom one; measured with " + (tint.1.token ?? "the tint"))
        }
      }
      let image = button.backgroundImage(for: state)
      let color = button.backgroundColor
      if let image {
        var source = Self.source(image)
        var value = image.color.value
        if let color, value.alpha < 1 { value = value.composited(over: color.color.value) }
        if button.backgroundImages[state] == nil, state != "normal" {
          source.pairing = .inherited
          let flag =
            state == "disabled" ? "adjustsImageWhenDisabled" : "adjustsImageWhenHighlighted"
          if state == "highlighted" || state == "disabled",
            button.fields[flag].map({
              if case .bool(false) = $0 { return false } else { return true }
            }) ?? true
          {
            reviews.append(
              "\(state): no background image is set for it, so UIKit draws the normal one adjusted (\(flag)) by an amount it does not document"
            )
          }
          source.evidence = "UIKit draws the normal background image when none is set for \(state)"
        }
        background = (value, source)
      } else if let color {
        background = (color.color.value, Self.source(color))
      }
      if let border = button.borderColor, (button.borderWidth ?? 0) > 0 {
        self.border = (border.color.value, Self.source(border))
      }
      if let alpha = button.alpha[state], alpha.value < 1 { opacity = alpha.value }
      reviews.append(contentsOf: button.reviews)
      reviews.append(contentsOf: button.stateReviews[state] ?? [])
      if ownHighlightedLook, state != "normal", !defined.contains(state),
        button.titleColors[state] == nil,
        button.backgroundImages[state] == nil,
        state == "highlighted"
      {
        reviews.append(
          "highlighted: the code sets no colour for it; UIKit draws its own highlighted look, which it does not document"
        )
      }
    }

    static func source(_ layer: ViewLook.Layer, owner: String) -> ColorSource {
      ColorSource(
        token: layer.color.name, rule: ".\(layer.modifier)(…) in \(owner)", file: layer.site.file,
        line: layer.site.line, column: layer.site.column, pairing: .stated,
        evidence: evidence(layer.color))
    }

    static func source(_ setting: ButtonModel.Setting) -> ColorSource {
      ColorSource(
        token: setting.color.name, rule: setting.call, file: setting.site.file,
        line: setting.site.line,
        column: setting.site.column, pairing: .stated, evidence: evidence(setting.color))
    }

    static func evidence(_ color: SwiftColor) -> String {
      var text = "value written at \(color.origin)"
      if let note = color.note { text += "; " + note }
      return text
    }
  }

  /// A state from its parts per theme: one colour where the themes agree, themed otherwise.
  static func state(_ parts: [String?: Parts], themes: [String?]) -> StateSpec {
    var spec = StateSpec()
    func value(_ pick: (Parts) -> (CSSColor, ColorSource)?) -> (ColorValue?, ColorSources?) {
      ThemedColors.value(themes.map { theme in (theme, parts[theme].flatMap(pick)) })
    }
    let text = value { $0.text }
    let background = value { $0.background }
    let border = value { $0.border }
    spec.text = text.0
    spec.background = background.0
    spec.border = border.0
    if let source = text.1 { spec.sources["text"] = source }
    if let source = background.1 { spec.sources["background"] = source }
    if let source = border.1 { spec.sources["border"] = source }
    let first = parts[themes.first ?? nil]
    spec.opacity = first?.opacity
    spec.scale = first?.scale
    spec.setReviews(themes.map { ($0, parts[$0]?.reviews ?? []) })
    return spec
  }
}
