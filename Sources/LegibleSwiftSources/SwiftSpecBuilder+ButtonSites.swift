import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleTokens

/// Components of the SwiftUI buttons made where they are used (``SwiftUIButtonSites``): what
/// SwiftUI's own styles draw where the code sets no colour, and what they leave to review.
extension SwiftSpecBuilder {
  /// A surface of one component: what an enclosing view paints behind it, per theme.
  struct SiteSurface {
    var name: String
    var value: ColorValue
    var sources: ColorSources
  }

  /// What the enclosing view paints behind a button made in a view, in every theme, when it is
  /// an opaque colour in each (``SwiftUIButtonSites/Read/backdrop``).
  func surface(
    site: SwiftUIButtonSites.Site, _ perTheme: [String?: SwiftUIButtonSites.Read],
    themes: [String?]
  ) -> SiteSurface? {
    var values: [String: ColorValue] = [:]
    var sources: [String: ColorSource] = [:]
    for theme in themes {
      guard let layer = perTheme[theme]?.backdrop else { return nil }
      values[theme ?? ""] = .color(layer.color.value)
      var source = Parts.source(layer, owner: "the view enclosing \(site.name)")
      source.evidence =
        (source.evidence.map { $0 + "; " } ?? "")
        + "what the enclosing view paints behind the button"
      sources[theme ?? ""] = source
    }
    let name = "behind \(site.name)"
    if themes == [nil], let value = values[""], let source = sources[""] {
      return SiteSurface(name: name, value: value, sources: .all(source))
    }
    return SiteSurface(name: name, value: .themed(values), sources: .themed(sources))
  }

  /// A button made in a view, in `themes`: its chain's and label's colours, else its style's.
  func component(
    site: SwiftUIButtonSites.Site, _ perTheme: [String?: SwiftUIButtonSites.Read],
    themes: [String?], appTintSites: [String], surface: SiteSurface? = nil
  ) -> ComponentSpec {
    var states: [String: StateSpec] = [:]
    let first = perTheme[themes.first ?? nil]
    for state in first?.states ?? [] {
      var parts: [String?: Parts] = [:]
      for theme in themes {
        guard let read = perTheme[theme], let look = read.looks[state] else { continue }
        let behind = surface == nil ? page(theme) : read.backdrop?.color.value ?? page(theme)
        parts[theme] = Parts(
          site: site, look: look, read: read, state: state, page: behind,
          defaultTint: defaultTint(theme), label: Self.primaryLabel(theme),
          appTintSites: appTintSites)
      }
      states[state] = Self.state(parts, themes: themes)
    }
    var spec = ComponentSpec(name: site.name, surface: surface?.name ?? "page", states: states)
    if let font = first?.looks["normal"]?.font, font.size != nil {
      var stated = FontSpec(size: font.size, weight: font.weight ?? 400)
      stated.source = font.site
      spec.font = stated
    }
    spec.definedAt = ComponentSpec.Anchor(file: site.location.file, line: site.location.line)
    spec.appendEvidence(
      "the \(site.style.rawValue) button style; the button made at "
        + "\(site.location.file):\(site.location.line)")
    return spec
  }

  /// SwiftUI's `Color.primary`: the label colour of the appearance.
  static func primaryLabel(_ theme: String?) -> (CSSColor, ColorSource)? {
    guard let label = AppleSystemColors.named("label", framework: .uiKit),
      let value = label.value(appearance: theme) ?? label.value(appearance: nil)
    else { return nil }
    return (
      value,
      ColorSource(
        token: "primary", pairing: .inferred,
        evidence:
          "the plain style draws the label in the foreground style it inherits, the primary "
          + "label colour where nothing sets one (\(label.source))")
    )
  }
}

extension SwiftSpecBuilder.Parts {
  /// One state of a button made in a view, in one theme.
  init(
    site: SwiftUIButtonSites.Site, look: ViewLook, read: SwiftUIButtonSites.Read, state: String,
    page: CSSColor, defaultTint: (CSSColor, ColorSource)?, label: (CSSColor, ColorSource)?,
    appTintSites: [String]
  ) {
    // The look's own colours (chain and label), with no default for the text yet.
    self.init(look: look, page: page, owner: site.name, defaultTint: nil)
    let style = site.style
    let tint: (CSSColor, ColorSource)? = read.tint.map { layer in
      (
        layer.color.value,
        ColorSource(
          token: layer.color.name, rule: ".\(layer.modifier)(…) on \(site.name)",
          file: layer.site.file, line: layer.site.line, column: layer.site.column,
          pairing: .inferred,
          evidence: "the button's tint; " + SwiftSpecBuilder.Parts.evidence(layer.color))
      )
    }
    // Where the tint comes from when the button's own chain sets none: the environment, which
    // an enclosing view or the app may set.
    var environmentDoubts: [String] = []
    if tint == nil {
      if let unknown = read.tintUnknown { environmentDoubts.append(unknown) }
      if !site.enclosingSettings.isEmpty {
        environmentDoubts.append(
          "an enclosing view sets " + site.enclosingSettings.prefix(3).joined(separator: ", ")
            + ", which reaches this button's label; Legible does not follow it")
      }
      if !appTintSites.isEmpty {
        environmentDoubts.append(
          "a tint or foreground style set at " + appTintSites.prefix(3).joined(separator: ", ")
            + (appTintSites.count > 3 ? " and \(appTintSites.count - 3) more places" : "")
            + " reaches the view this button is made in; Legible does not evaluate it there")
      }
    }
    let accent = tint ?? defaultTint
    if text == nil, !look.textUnknown, !site.plainLabel {
      // A label made of views Legible does not read in full: a part of it may set its own
      // colour. Measured in the style's, never decided on it.
      text = style == .plain ? label : accent
      reviews.append(contentsOf: environmentDoubts)
      reviews.append(
        "the label is a view whose colours Legible does not read in full (a view of the app, a "
          + "`ForEach`); measured with "
          + ((style == .plain ? label : accent)?.1.token ?? "the style's colour")
          + ", which its parts may not draw in")
    } else if text == nil, !look.textUnknown {
      switch style {
      case .plain:
        text = label
        reviews.append(contentsOf: environmentDoubts)
      case .borderedProminent:
        text = (
          CSSColor.white,
          ColorSource(
            token: "white", rule: ".borderedProminent", pairing: .inferred,
            evidence: "the bordered prominent style draws the label in white on the tint")
        )
        reviews.append(
          "the bordered prominent style's white label on the tint is SwiftUI's own look, "
            + "which it does not document")
      case .glass, .glassProminent:
        text = accent
        reviews.append(
          "the \(style.rawValue) style draws on Liquid Glass, whose colour iOS computes from what is behind it"
        )
      case .automatic, .borderless, .bordered:
        if site.isDestructive {
          reviews.append(
            "a destructive button's label is drawn in the system's own red, which SwiftUI does not document for every style"
          )
        }
        if let accent {
          text = (
            accent.0,
            accent.1.appendingEvidence(
              "the \(style.rawValue) style draws a label with no colour of its own in the tint")
          )
        }
        reviews.append(contentsOf: environmentDoubts)
      }
    } else if look.textUnknown, let accent {
      text = accent
      reviews.append(
        "the label's colour is one Legible cannot evaluate (why follows); measured with "
          + (accent.1.token ?? "the tint") + " in its place")
    }
    if style == .glass || style == .glassProminent {
      // Whatever the label: the fill is the material, computed from what is behind it.
      if !reviews.contains(where: { $0.contains("Liquid Glass") }) {
        reviews.append(
          "the \(style.rawValue) style draws on Liquid Glass, whose colour iOS computes from what is behind it"
        )
      }
    }
    if background == nil {
      switch style {
      case .borderedProminent:
        if let accent {
          background = (
            accent.0,
            accent.1.appendingEvidence(
              "the bordered prominent style fills the button with the tint")
          )
        }
        if tint == nil { reviews.append(contentsOf: environmentDoubts) }
      case .bordered:
        reviews.append(
          "the bordered style's fill is a translucent shade of the tint that SwiftUI does not document"
        )
      default: break
      }
    }
    if let unknown = read.backdropUnknown, background.map({ $0.0.alpha < 1 }) ?? true {
      reviews.append(unknown)
    } else if read.backdrop == nil, background.map({ $0.0.alpha < 1 }) ?? true,
      !site.enclosingBackgrounds.isEmpty
    {
      reviews.append(
        "drawn on what an enclosing view paints ("
          + site.enclosingBackgrounds.prefix(3).joined(separator: ", ")
          + "), which Legible does not follow")
    }
    if !site.unreadChain.isEmpty {
      reviews.append(
        "the button is styled through " + site.unreadChain.joined(separator: ", ")
          + ", which Legible does not follow")
    }
    switch state {
    case "pressed":
      reviews.append(
        "pressed: the \(style.rawValue) style draws its own pressed look, which SwiftUI does not document"
      )
    case "disabled":
      reviews.removeAll()
    default: break
    }
  }
}
