// Turns the buttons of Interface Builder documents into audit components (docs/interface-builder.md
// §3, §5):
// - States: IB's four (normal, highlighted, selected, disabled). A state with no title colour
//   of its own takes normal's, as UIKit does (stated as inherited); with none at all, a custom
//   button's title is white (inferred) and a system button's is the tint: its own, else the
//   nearest ancestor view's (stated), else AccentColor or systemBlue (inferred).
// - A configuration's `<backgroundConfiguration>`: its backgroundColor is the fill, its
//   strokeColor (strokeWidth > 0) the boundary, the tint when nil.
// - Background images: the fill when the image is one flat colour (IBImageFills, LegiblePNG),
//   drawn over the button's backgroundColor; otherwise needs review, saying what was seen.
// - Needs review, never guessed: a system button's highlighted and disabled looks and a
//   configuration's derived states (undocumented), background images that are not one flat
//   colour, a custom class or runtime attributes whose code was not read, legacy (not colour-matched) documents,
//   colours clamped into sRGB, named colours found only in the document's snapshot,
//   attributed titles of several colours, and earlier sibling views behind the button.
// - Backdrop: the nearest ancestor with an opaque background, composited through translucent
//   ones; none → the page colour of legible.json (white by default), printed as assumed.

import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens

/// Builds components from read documents.
package struct IBSpecBuilder {
  /// The states of buttons as their Swift code makes them (a custom class, the properties the
  /// runtime attributes set), per theme of the documents, one result per button in order: what
  /// the Swift-source reader links in (all at once, so that it can evaluate them on every core);
  /// `nil` for a button none of whose code is in the sources read. The parts the code changed
  /// replace the document's reading; the rest is the document's (``IBLinkedStates``).
  package typealias Link = (
    _ buttons: [(button: IBButton, document: IBDocument)], _ themes: [String?]
  ) -> [IBLinkedStates?]

  let assets: AssetColorTable
  /// Page colours by theme (`""` for all), from legible.json.
  let pages: [String: CSSColor]
  /// The background images of the documents' buttons, measured per name and theme.
  var images: IBImageFills
  var result = DiscoveredComponents()
  var link: Link?
  /// The tint the app's Swift code sets for every view (``AppTint``), when the sources were read.
  var appTint: AppTint?
  /// The one appearance the app declares (`UIUserInterfaceStyle`: `light` or `dark`), which is
  /// then the only one audited.
  var declaredAppearance: String?
  private var names: Set<String> = []
  /// How each storyboard scene is presented, where the segues read say (``IBPresentation``).
  private var levels: [String: [String: IBPresentation.Level]] = [:]
  /// What `link` gave, by ``key(_:_:)``.
  private var linked: [String: IBLinkedStates] = [:]

  static let states = ["normal", "highlighted", "selected", "disabled"]

  init(
    assets: AssetColorTable, pages: [String: CSSColor],
    images: IBImageTable = IBImageTable(folders: [], catalogs: [])
  ) {
    self.assets = assets
    self.pages = pages
    self.images = IBImageFills(table: images)
  }

  /// The themes the documents need: light and dark when a colour or background image they use
  /// differs between them.
  static func themes(
    _ documents: [IBDocument], assets: AssetColorTable,
    images: IBImageTable = IBImageTable(folders: [], catalogs: [])
  ) -> [String?] {
    for document in documents {
      let resolver = IBColorResolver(document: document, assets: assets)
      for button in document.buttons {
        if button.allColors.contains(where: resolver.isDynamic) { return ["light", "dark"] }
        if button.states.values.contains(where: { $0.backgroundImage.map(images.isDynamic) == true }
        ) {
          return ["light", "dark"]
        }
      }
    }
    return [nil]
  }

  mutating func add(_ documents: [IBDocument]) {
    // An app tint that differs between light and dark makes every document themed.
    let themes: [String?] =
      if let declaredAppearance {
        // Light: the documents as drawn without a theme (light); dark: the dark theme only.
        declaredAppearance == "dark" ? ["dark"] : [nil]
      } else if appTint?.isDynamic == true && !documents.isEmpty {
        ["light", "dark"]
      } else {
        Self.themes(documents, assets: assets, images: images.table)
      }
    result.themes = themes.compactMap { $0 }
    levels = IBPresentation.levels(documents)
    // Every background image is decoded and measured here, once per file, before the
    // (non-mutating) state readers look the outcomes up.
    var named: [(name: String, theme: String?)] = []
    for document in documents {
      for button in document.buttons where button.configuration == nil {
        for state in button.states.values {
          guard let image = state.backgroundImage else { continue }
          for theme in themes { named.append((image, theme)) }
        }
      }
    }
    images.decode(named)
    for (image, theme) in named { _ = images.outcome(image, theme: theme) }
    if let link {
      let buttons = documents.flatMap { document in
        document.buttons.filter { !Self.isSkipped($0) }.map { (button: $0, document: document) }
      }
      for (entry, states) in zip(buttons, link(buttons, themes)) {
        if let states { linked[Self.key(entry.button, entry.document)] = states }
      }
    }
    // Each button's states (every colour resolved and converted, per state and theme, joined
    // to what its code changes) are read on every core; names, surfaces and notes are then
    // added in document and button order.
    let resolvers = documents.map { IBColorResolver(document: $0, assets: assets) }
    var work: [(button: IBButton, document: IBDocument, resolver: IBColorResolver)] = []
    for (document, resolver) in zip(documents, resolvers) {
      for button in document.buttons where !Self.isSkipped(button) {
        work.append((button, document, resolver))
      }
    }
    // A copy of this builder, only read by the tasks (`states` is not mutating; `link`, the one
    // member that is not a value, is not called from it).
    let builder = ReadOnly(self)
    var read = ComponentWork.map(work) { item in
      builder.value.states(
        item.button, in: item.document, resolver: item.resolver, themes: themes)
    }.makeIterator()
    for (document, resolver) in zip(documents, resolvers) {
      // Two buttons of one document with one name are told apart by their IB ids; the same
      // button in two documents is `makeNamesUnique`'s (`name (2)`).
      names = []
      for button in document.buttons {
        let states = Self.isSkipped(button) ? [:] : read.next() ?? [:]
        add(button, in: document, resolver: resolver, themes: themes, states: states)
      }
    }
  }

  /// A button's states: as the document says them, with the parts its code changes (the
  /// Swift-source reader's, when it read the button's class or attributes).
  private func states(
    _ button: IBButton, in document: IBDocument, resolver: IBColorResolver, themes: [String?]
  ) -> [String: StateSpec] {
    if let linked = linked[Self.key(button, document)] {
      // What the class's code does not change is what the document says without it. Code that
      // sets a title colour means the button has a title.
      let codeColorsTitle = linked.changed.values.contains { $0.contains("text") }
      return linked.joined(
        to: ibStates(
          button, document: document, resolver: resolver, themes: themes,
          linkedType: linked.type, untitled: !codeColorsTitle))
    }
    return ibStates(button, document: document, resolver: resolver, themes: themes)
  }

  // MARK: - One button

  private mutating func add(
    _ button: IBButton, in document: IBDocument, resolver: IBColorResolver, themes: [String?],
    states: [String: StateSpec]
  ) {
    let location = "\(document.path):\(button.line)"
    let label = button.title ?? button.accessibilityLabel
    let subject = "button \(button.id)" + (label.map { " (\"\($0)\")" } ?? "")
    if Self.isImageOnly(button) {
      result.notes.append(
        DiscoveryNote(
          .skipped,
          Self.imageOnlyMessage
            + ": its content is a bitmap or symbol, whose contrast (WCAG 1.4.11) Legible does not measure",
          subject: subject, location: location))
      return
    }
    if Self.drawsNothing(button) {
      result.notes.append(
        DiscoveryNote(
          .skipped,
          Self.drawsNothingMessage
            + " in the document, and no outlet or custom class through which code could give it any: UIKit draws no title for it ("
            + (button.backgroundColor == nil
              ? "a tap area over other views" : "a shape of its background colour, with no text")
            + "), so there is no text to measure",
          subject: subject, location: location))
      return
    }
    var name = "\(label ?? "button \(button.id)") (\(button.scene))"
    if names.contains(name) { name += " #\(button.id)" }
    names.insert(name)
    let level = button.sceneController.flatMap { levels[document.path]?[$0] }
    let (surface, elevated) = backdrop(
      button, document: document, resolver: resolver, themes: themes, level: level)
    var states = states
    if let elevated {
      let font = (button.configuration?.font ?? button.font)?.spec
      for (state, spec) in states {
        states[state] = Self.elevationReviewed(spec, surface: elevated, font: font)
      }
    }
    var component = ComponentSpec(
      name: name, surface: surface,
      font: (button.configuration?.font ?? button.font)?.spec, states: states)
    if themes != [nil] { component.themes = themes.compactMap { $0 } }
    component.definedAt = ComponentSpec.Anchor(file: document.path, line: button.line)
    result.components.append(component)
  }

  /// The states as the XML alone says them; with `linkedType` (the class the Swift-source reader
  /// evaluated the button as), without the reviews for code not read: the custom class when it
  /// is that class, and the runtime attributes (the reader says which no code it read applies).
  private func ibStates(
    _ button: IBButton, document: IBDocument, resolver: IBColorResolver, themes: [String?],
    linkedType: String? = nil, untitled: Bool = true
  ) -> [String: StateSpec] {
    var states: [String: StateSpec] = [:]
    for state in Self.states {
      var perTheme: [String?: Parts] = [:]
      for theme in themes {
        perTheme[theme] = parts(
          button, state: state, document: document, resolver: resolver, theme: theme,
          linkedType: linkedType, untitled: untitled)
      }
      states[state] = Self.state(perTheme, themes: themes)
    }
    return states
  }

  /// How the notes of buttons left out begin (``InterfaceBuilderDiscovery`` counts them).
  static let imageOnlyMessage = "image-only button (no title)"
  static let drawsNothingMessage = "button with no title, title colour or image"

  /// A button that is a note rather than a component: ``isImageOnly(_:)`` or
  /// ``drawsNothing(_:)``.
  static func isSkipped(_ button: IBButton) -> Bool {
    isImageOnly(button) || drawsNothing(button)
  }

  /// A button with no title whose content is an image, a configuration's symbol or the glyph
  /// of its type (ⓘ, ⊕, ✕; an accessibility label names it for VoiceOver; it draws no text).
  static func isImageOnly(_ button: IBButton) -> Bool {
    !button.hasTitle
      && (button.states.values.contains { $0.image != nil } || button.configuration != nil
        || glyphTypes.contains(button.buttonType))
  }

  /// The button types that draw a system glyph (UIButton.ButtonType `.detailDisclosure`,
  /// `.infoLight`, `.infoDark`, `.contactAdd`, `.close`, as IB writes them).
  static let glyphTypes: Set<String> = [
    "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close",
  ]

  /// A button the document gives no title, title colour, image or configuration, that neither
  /// an outlet nor a custom class lets code change: it draws no title (an invisible tap area,
  /// or a background colour alone).
  static func drawsNothing(_ button: IBButton) -> Bool {
    !button.hasTitle && !button.hasImage && button.configuration == nil
      && !button.setsTitleColor && button.outlets.isEmpty && button.customClass == nil
  }

  /// Why the title colour measured may draw no text: the document gives the button no title
  /// and no title colour (the colour is UIKit's default), but code can give it a title through
  /// an outlet or its class. `nil` when the document's button has a title or a title colour.
  static func untitledReview(_ button: IBButton) -> String? {
    guard !button.hasTitle, !button.setsTitleColor, button.configuration == nil else {
      return nil
    }
    var through: [String] = button.outlets.map { outlet in
      "outlet `\(outlet.property)`" + (outlet.owner.map { " of \($0)" } ?? "")
    }
    if let customClass = button.customClass { through.append("class \(customClass)") }
    return
      "the document gives the button no title and no title colour: it shows text only if code sets a title (through "
      + through.joined(separator: ", ")
      + "), and the colour measured is UIKit's default for one; Legible does not follow titles set in code"
  }

  static func key(_ button: IBButton, _ document: IBDocument) -> String {
    "\(document.path)\n\(button.line)\n\(button.id)"
  }

  /// One state's colours in one theme.
  struct Parts {
    var text: (CSSColor, ColorSource)?
    var background: (CSSColor, ColorSource)?
    var border: (CSSColor, ColorSource)?
    var opacity: Double?
    var reviews: [String] = []
  }

  private func parts(
    _ button: IBButton, state: String, document: IBDocument, resolver: IBColorResolver,
    theme: String?, linkedType: String?, untitled: Bool
  ) -> Parts {
    var parts = Parts()
    // Reasons met while resolving, kept apart from `parts` (which the state readers change).
    var resolving: [String] = []
    func resolve(_ color: IBColor, _ rule: String) -> (CSSColor, ColorSource)? {
      guard let resolved = resolver.resolve(color, appearance: theme, rule: rule) else {
        resolving.append(resolver.unresolvedReason(color))
        return nil
      }
      resolving += resolved.reviews
      return (resolved.color, resolved.source)
    }
    let tint = self.tint(button, resolver: resolver, theme: theme, resolve: resolve)
    if let configuration = button.configuration {
      configured(
        configuration, button: button, state: state, tint: tint, into: &parts, resolve: resolve)
    } else {
      classic(
        button, state: state, document: document.path, tint: tint, theme: theme, into: &parts,
        resolve: resolve)
    }
    if let color = button.backgroundColor,
      button.configuration == nil || parts.background == nil
    {
      if let background = resolve(color, "<color key=\"backgroundColor\"> of the button") {
        if var own = parts.background {
          if own.0.alpha < 1, background.0.alpha > 0 {
            own.1.evidence =
              (own.1.evidence ?? "")
              + "; drawn over the button's backgroundColor (line \(color.line)), composited"
          }
          parts.background = (own.0.composited(over: background.0), own.1)
        } else {
          parts.background = background
        }
      }
    }
    for reason in resolving where !parts.reviews.contains(reason) { parts.reviews.append(reason) }
    // The app's tint, set in code to something Legible cannot know, is what a part drawn in
    // the inherited tint draws in.
    if let review = appTint?.review, let tint, button.tintColor == nil,
      !button.ancestors.contains(where: { $0.tintColor != nil }),
      [parts.text, parts.background, parts.border].contains(where: {
        AppTint.isTint($0?.1, tint.1)
      })
    {
      parts.reviews.append(review)
    }
    if untitled, let reason = Self.untitledReview(button) { parts.reviews.append(reason) }
    if button.alpha < 1 { parts.opacity = button.alpha }
    if let customClass = button.customClass, customClass != linkedType {
      parts.reviews.append(
        "custom class \(customClass)\(button.customModule.map { " (module \($0))" } ?? ""): its code may set or derive these colours, and was not read; pass its Swift sources with the document"
      )
    }
    let runtimeColors = button.runtimeAttributes.filter { $0.color != nil }.map(\.keyPath)
    if !runtimeColors.isEmpty, linkedType == nil {
      parts.reviews.append(
        "runtime attributes \(runtimeColors.joined(separator: ", ")) are applied by the class's code (key-value coding), which was not read"
      )
    }
    return parts
  }

  private func classic(
    _ button: IBButton, state: String, document: String, tint: (CSSColor, ColorSource)?,
    theme: String?, into parts: inout Parts,
    resolve: (IBColor, String) -> (CSSColor, ColorSource)?
  ) {
    let own = button.states[state]
    let normal = button.states["normal"]
    if let colors = own?.attributedColors, !colors.isEmpty {
      parts.text = resolve(colors[0], "attributed title of state \(state), NSColor")
      if Set(colors.map(\.encoding)).count > 1 {
        parts.reviews.append(
          "state \(state): the attributed title has fragments of \(colors.count) colours; measured with the first"
        )
      }
    } else if let color = own?.titleColor {
      parts.text = resolve(color, "<state key=\"\(state)\"> titleColor")
    } else if let color = normal?.titleColor {
      if var inherited = resolve(color, "<state key=\"normal\"> titleColor") {
        if state != "normal" {
          inherited.1.pairing = .inherited
          inherited.1.evidence =
            "UIKit draws the normal title colour when none is set for \(state); "
            + (inherited.1.evidence ?? "")
        }
        parts.text = inherited
      }
    } else if button.isSystemType, let tint {
      parts.text = tint
    } else if !button.isSystemType {
      parts.text = (
        CSSColor.white,
        ColorSource(
          rule: "UIButton default title colour", file: nil, line: nil, pairing: .inferred,
          evidence:
            "no title colour is set: a custom-type button draws its title in white (UIButton currentTitleColor: \"The default value is white\")"
        )
      )
    }
    if button.isSystemType, state == "highlighted" || state == "disabled" {
      parts.reviews.append(
        "a system button (buttonType \(button.buttonType)) draws its own \(state) look, which Apple does not document"
      )
    }
    // A background image (own, else normal's: UIKit's backgroundImage(for:) fallback) is the
    // fill when it is one flat colour; drawn over the button's backgroundColor (parts()).
    let image = own?.backgroundImage ?? normal?.backgroundImage
    if let image {
      let inherited = own?.backgroundImage == nil && state != "normal"
      let from = inherited ? normal : own
      switch images.measured(image, theme: theme) {
      case .flat(let color, let evidence, let reviews):
        parts.background = (
          color,
          ColorSource(
            rule: "<state key=\"\(inherited ? "normal" : state)\"> backgroundImage=\"\(image)\"",
            file: document, line: from?.line, pairing: inherited ? .inherited : .inferred,
            evidence: (inherited
              ? "UIKit draws the normal background image when none is set for \(state); " : "")
              + evidence)
        )
        // UIKit adjusts (darkens or lightens) the normal image it falls back to when highlighted
        // or disabled (adjustsImageWhen…, on unless the XML says NO) by factors it does not
        // document (../shared/reference/ios/interface-builder.md §1): measured as the image is,
        // and reviewed.
        if inherited, state == "highlighted", button.adjustsImageWhenHighlighted {
          parts.reviews.append(
            "state highlighted: UIKit adjusts normal's background image \"\(image)\" (adjustsImageWhenHighlighted, on by default) by a factor Apple does not document; measured as the image is"
          )
        }
        if inherited, state == "disabled", button.adjustsImageWhenDisabled {
          parts.reviews.append(
            "state disabled: UIKit adjusts normal's background image \"\(image)\" (adjustsImageWhenDisabled, on by default) by a factor Apple does not document; measured as the image is"
          )
        }
        for reason in reviews {
          parts.reviews.append("state \(state): background image \"\(image)\": \(reason)")
        }
      case .review(let reason):
        parts.reviews.append(
          "state \(state): background image \"\(image)\"\(inherited ? " (normal's)" : ""): \(reason)"
        )
      case nil:
        parts.reviews.append(
          "state \(state): background image \"\(image)\": the colour is inside a bitmap, which was not measured"
        )
      }
    }
  }

  private func configured(
    _ configuration: IBButton.Configuration, button: IBButton, state: String,
    tint: (CSSColor, ColorSource)?, into parts: inout Parts,
    resolve: (IBColor, String) -> (CSSColor, ColorSource)?
  ) {
    let style = configuration.style
    if let color = configuration.baseForeground {
      parts.text = resolve(color, "<buttonConfiguration style=\"\(style)\"> baseForegroundColor")
    } else if style == "filled" {
      parts.text = (
        CSSColor.white,
        ColorSource(
          rule: "UIButton.Configuration.filled() default foreground", pairing: .inferred,
          evidence: "no baseForegroundColor: a filled configuration draws its title in white")
      )
      parts.reviews.append(
        "the filled configuration's default foreground is taken as white; Apple documents the style, not the colour"
      )
    } else {
      parts.text = tint
    }
    let background = configuration.background
    let backgroundRule = "<backgroundConfiguration> of <buttonConfiguration style=\"\(style)\">"
    if let color = background?.backgroundColor {
      // A custom background colour is drawn as it is: the style's update applies "the
      // configuration's default values for that button's state to any properties that have not
      // been customized" (updatedConfigurationForButton:), and with no backgroundColorTransformer
      // "the configuration uses backgroundColor without any transformations".
      parts.background = resolve(color, "\(backgroundRule) backgroundColor")
    } else if let color = configuration.baseBackground, style != "plain" {
      parts.background = resolve(
        color, "<buttonConfiguration style=\"\(style)\"> baseBackgroundColor")
      if style != "filled" {
        parts.reviews.append(
          "the \(style) configuration may transform its baseBackgroundColor before drawing it (\"The button configuration may transform the base color\", UIButtonConfiguration documentation)"
        )
      }
    } else if style == "filled" {
      parts.background = tint
    } else if style != "plain" {
      parts.reviews.append(
        "the \(style) configuration draws a background derived from the tint by an amount Apple does not document"
      )
    }
    if let background, background.strokeWidth > 0 {
      if let color = background.strokeColor {
        parts.border = resolve(color, "\(backgroundRule) strokeColor")
      } else if var stroke = tint {
        // "If the value is nil, the stroke color is the view's tint color" (strokeColor).
        stroke.1.pairing = .inferred
        stroke.1.evidence =
          "no strokeColor (strokeWidth \(IBColor.format(background.strokeWidth))): UIBackgroundConfiguration strokes in the view's tint colour; "
          + (stroke.1.evidence ?? "")
        parts.border = stroke
      }
    }
    if let background, !background.unread.isEmpty {
      parts.reviews.append(
        "line \(background.line): the <backgroundConfiguration> also holds \(background.unread.joined(separator: ", ")), which Legible does not read"
      )
    }
    if state != "normal" {
      parts.reviews.append(
        "a UIButton.Configuration (style \(style)) updates its colours for \(state) in a way Apple does not document"
      )
    }
  }

  /// The tint a system button or configuration draws in, as UIView's `tintColor` finds it
  /// ("The first nondefault tint color value in the view's hierarchy, ascending from and
  /// starting with the view itself"): the button's own, else the nearest ancestor view's in the
  /// document (stated, at its line); with none in the document, the AccentColor asset, else
  /// systemBlue (inferred: the window or code may set another).
  private func tint(
    _ button: IBButton, resolver: IBColorResolver, theme: String?,
    resolve: (IBColor, String) -> (CSSColor, ColorSource)?
  ) -> (CSSColor, ColorSource)? {
    if let color = button.tintColor, let own = resolve(color, "<color key=\"tintColor\">") {
      return own
    }
    if let view = button.ancestors.first(where: { $0.tintColor != nil }),
      let color = view.tintColor,
      var inherited = resolve(
        color, "<color key=\"tintColor\"> of <\(view.element) id=\"\(view.id ?? "")\">")
    {
      inherited.1.evidence =
        "no tintColor on the button; the nearest ancestor view with one, <\(view.element) id=\"\(view.id ?? "")\"> (line \(view.line)), whose tint UIView's tintColor inherits; "
        + (inherited.1.evidence ?? "")
      return inherited
    }
    if let appTint, let choice = appTint.colors[theme] ?? appTint.colors[nil] {
      var source = choice.source
      source.evidence =
        "no tintColor on the button or the views around it in the document; "
        + (source.evidence ?? "")
      return (choice.color, source)
    }
    if let accent = assets.accentColor(appearance: theme) {
      return (
        accent.color,
        ColorSource(
          token: assets.accent.setName, file: accent.location.file, line: accent.location.line,
          pairing: .inferred,
          evidence:
            "assumed: no tintColor on the button or the views around it in the document; the app's accent colour asset, unless the window or code sets another tint"
            + (accent.note.map { "; \($0)" } ?? "")
        )
      )
    }
    guard let blue = AppleSystemColors.named(AppleSystemColors.defaultTint, framework: .uiKit),
      let value = blue.value(appearance: theme) ?? blue.value(appearance: nil)
    else { return nil }
    return (
      value,
      ColorSource(
        token: AppleSystemColors.defaultTint, pairing: .inferred,
        evidence:
          "assumed: no tintColor on the button or the views around it in the document, and "
          + (assets.accentConflict.map {
            "the app's accent colour unknown (" + $0 + ")"
          }
            ?? "no \(assets.accent.setName) asset read")
          + "; UIKit's default tint, unless the window or code sets another (\(blue.source))"
      )
    )
  }

  // MARK: - Backdrop

  /// The dark surface at UIKit's two levels, where the scene's presentation is unknown and the
  /// surface is a system background whose elevated value differs.
  struct ElevatedSurface {
    var base: CSSColor
    var elevated: CSSColor
    /// The system colour and the source of its elevated value.
    var name: String
    var source: String
  }

  /// The surface the button sits on: a view of the document, or the page; and, in the dark
  /// appearance, the same surface at the elevated level when the scene's presentation (`level`)
  /// is unknown and the two differ.
  private mutating func backdrop(
    _ button: IBButton, document: IBDocument, resolver: IBColorResolver, themes: [String?],
    level: IBPresentation.Level?
  ) -> (String, ElevatedSurface?) {
    // An earlier sibling that covers the button with an opaque colour is what is behind it;
    // one with other content (an image, a video) leaves the backdrop unknown.
    var chain = button.ancestors
    if let frame = button.frame {
      for sibling in button.overlappingSiblings.reversed() {
        let opaqueCover =
          sibling.element == "view" && sibling.alpha == 1
          && (sibling.frame.map(frame.isCovered) ?? false)
          && sibling.backgroundColor.map {
            resolver.resolve($0, appearance: nil, rule: "")?.color.alpha == 1
          } == true
        if opaqueCover {
          chain.insert(sibling, at: 0)
          break
        }
        if ["imageView", "view", "mtkView", "glkView", "wkWebView", "mapView"].contains(
          sibling.element)
        {
          let name = "behind button \(button.id) (\(document.path):\(button.line))"
          result.surfaces[name] = .unknown
          result.surfaceSources[name] = .all(
            ColorSource(
              rule:
                "<\(sibling.element) id=\"\(sibling.id ?? "")\"> drawn before the button and overlapping it",
              file: document.path, line: sibling.line, pairing: .inferred,
              evidence: "an earlier sibling view overlaps the button: what it draws is unknown"))
          return (name, nil)
        }
      }
    }
    var perTheme: [String?: (CSSColor, ColorSource)] = [:]
    var alternative: ElevatedSurface?
    var opaqueView: IBButton.View?
    var translucent = false
    for theme in themes {
      var layers: [(CSSColor, IBButton.View)] = []
      var found: IBButton.View?
      for view in chain {
        guard let color = view.backgroundColor,
          let resolved = resolver.resolve(
            color, appearance: theme, rule: "<color key=\"backgroundColor\"> of <\(view.element)>")
        else { continue }
        var value = resolved.color
        if view.alpha < 1 { value.alpha *= view.alpha }
        guard value.alpha > 0 else { continue }
        layers.append((value, view))
        if value.alpha >= 1 {
          found = view
          break
        }
      }
      var base: (CSSColor, ColorSource)
      if let found, let last = layers.last {
        base = (
          last.0,
          ColorSource(
            rule: found.defaultBackground != nil
              ? "<\(found.element) id=\"\(found.id ?? "")\">"
              : "<color key=\"backgroundColor\"> of <\(found.element) id=\"\(found.id ?? "")\">",
            file: document.path, line: found.line, pairing: .inferred,
            evidence: "the nearest ancestor view with an opaque background"
              + (found.defaultBackground.map { ": \($0)" } ?? ""))
        )
        layers.removeLast()
        opaqueView = found
      } else {
        base = page(theme)
      }
      // In the dark appearance a system background has another value at the elevated level
      // (sheets, popovers): the scene's presentation picks one; unknown, both are measured.
      var elevatedBase: (CSSColor, String, String)?
      if theme == "dark" {
        let system: String?
        if let found {
          if case .system(let name)? = found.backgroundColor?.encoding {
            system = name
          } else {
            system = nil
          }
        } else {
          system = pages["dark"] ?? pages[""] == nil ? "systemBackground" : nil
        }
        if let system, let elevated = AppleSystemColors.elevatedDark(system) {
          let short = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
          switch level {
          case .elevated(let why)?:
            base.0 = elevated.color
            base.1.evidence =
              (base.1.evidence ?? "")
              + "; at UIKit's elevated level, \(elevated.color.displayString): the scene is "
              + why + " (" + elevated.source + ")"
          case .base(let why)?:
            base.1.evidence =
              (base.1.evidence ?? "") + "; at UIKit's base level: the scene is " + why
          case nil:
            elevatedBase = (elevated.color, short, elevated.source)
          }
        }
      }
      var color = base.0
      if !layers.isEmpty { translucent = true }
      for layer in layers.reversed() { color = layer.0.composited(over: color) }
      if let (elevated, short, source) = elevatedBase {
        var raised = elevated
        for layer in layers.reversed() { raised = layer.0.composited(over: raised) }
        alternative = ElevatedSurface(base: color, elevated: raised, name: short, source: source)
      }
      var source = base.1
      if !layers.isEmpty {
        source.evidence =
          (source.evidence ?? "") + "; under "
          + layers.map { "<\($0.1.element) id=\"\($0.1.id ?? "")\"> (line \($0.1.line))" }.joined(
            separator: ", ") + ", translucent, composited over it"
      }
      perTheme[theme] = (color, source)
    }
    let first = perTheme[themes.first ?? nil] ?? page(themes.first ?? nil)
    let allSame = themes.allSatisfy { perTheme[$0]?.0 == first.0 }
    let name: String
    if let opaqueView {
      name = "\(opaqueView.element) \(opaqueView.id ?? "") (\(document.path):\(opaqueView.line))"
    } else if !translucent {
      name = "page"
    } else {
      name = "behind button \(button.id) (\(document.path):\(button.line))"
    }
    if themes == [nil] || allSame {
      result.surfaces[name] = .color(first.0)
      result.surfaceSources[name] = .all(first.1)
    } else {
      var values: [String: ColorValue] = [:]
      var sources: [String: ColorSource] = [:]
      for theme in themes {
        guard let theme, let entry = perTheme[theme] else { continue }
        values[theme] = .color(entry.0)
        sources[theme] = entry.1
      }
      result.surfaces[name] = .themed(values)
      result.surfaceSources[name] = .themed(sources)
    }
    return (name, alternative)
  }

  /// `spec` with a review where its dark verdict differs between the surface's base and
  /// elevated values (a fill that is itself a system background takes its elevated value too).
  static func elevationReviewed(_ spec: StateSpec, surface: ElevatedSurface, font: FontSpec?)
    -> StateSpec
  {
    func dark(_ value: ColorValue?) -> CSSColor? {
      switch value {
      case .color(let color)?: return color
      case .themed(let map)?:
        if case .color(let color)? = map["dark"] ?? map[""] { return color }
        return nil
      default: return nil
      }
    }
    guard let text = dark(spec.text) else { return spec }
    let fill = spec.background == nil ? CSSColor.transparent : dark(spec.background)
    guard let fill else { return spec }
    var raisedFill = fill
    if let token = spec.sources["background"]?.source(theme: "dark")?.token,
      let elevated = AppleSystemColors.elevatedDark(token)
    {
      raisedFill = elevated.color
    }
    let opacity = spec.opacity ?? 1
    let low = LayeredContrast.ratio(text: text, fill: fill, opacity: opacity, over: surface.base)
    let high = LayeredContrast.ratio(
      text: text, fill: raisedFill, opacity: opacity, over: surface.elevated)
    let thresholds = LayeredContrast.thresholds(size: font?.size, weight: font?.weight)
    guard LayeredContrast.straddles(low, high, thresholds) else { return spec }
    var spec = spec
    let reason =
      "dark appearance: the button sits on \(surface.name), which is "
      + "\(surface.base.displayString) on a full-screen scene (\(RatioFormatting.floored(low)):1) and "
      + "\(surface.elevated.displayString) on a sheet or popover, UIKit's elevated level "
      + "(\(RatioFormatting.floored(high)):1, \(surface.source)); no segue read says how this "
      + "scene is presented"
    spec.themeReviews["dark"] = spec.themeReviews["dark"].map { $0 + "; " + reason } ?? reason
    return spec
  }

  /// The page: legible.json's colour, else white (WCAG's assumption), or black for dark.
  private func page(_ theme: String?) -> (CSSColor, ColorSource) {
    if let color = pages[theme ?? ""] ?? pages[""] {
      return (
        color,
        ColorSource(
          rule: "legible.json discovery.page", pairing: .inferred,
          evidence:
            "no view behind the button has an opaque background colour in the document; the page colour set in legible.json"
        )
      )
    }
    if theme == "dark" {
      return (
        CSSColor(.sRGB, 0, 0, 0),
        ColorSource(
          token: "systemBackground", pairing: .inferred,
          evidence:
            "assumed: no view behind the button has an opaque background colour in the document; UIKit's systemBackground in the dark appearance (black)"
        )
      )
    }
    return (
      CSSColor.white,
      ColorSource(
        token: theme == nil ? nil : "systemBackground", pairing: .inferred,
        evidence:
          "assumed: no view behind the button has an opaque background colour in the document; white, as WCAG assumes"
      )
    )
  }

  // MARK: - States

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
    spec.opacity = parts[themes.first ?? nil]?.opacity
    spec.setReviews(themes.map { ($0, parts[$0]?.reviews ?? []) })
    if spec.text == nil {
      let reason = "no title colour could be resolved"
      spec.review = spec.review.map { $0 + "; " + reason } ?? reason
    }
    return spec
  }
}

extension IBButton {
  /// Every colour the button's look uses.
  var allColors: [IBColor] {
    var colors: [IBColor] = []
    for state in states.values {
      if let color = state.titleColor { colors.append(color) }
      colors += state.attributedColors
    }
    if let backgroundColor { colors.append(backgroundColor) }
    if let tintColor { colors.append(tintColor) }
    if let configuration {
      if let color = configuration.baseForeground { colors.append(color) }
      if let color = configuration.baseBackground { colors.append(color) }
      if let color = configuration.background?.backgroundColor { colors.append(color) }
      if let color = configuration.background?.strokeColor { colors.append(color) }
    }
    for view in ancestors {
      if let color = view.backgroundColor { colors.append(color) }
      if let color = view.tintColor { colors.append(color) }
    }
    return colors
  }
}

/// A value handed to tasks that only read it.
private final class ReadOnly<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
