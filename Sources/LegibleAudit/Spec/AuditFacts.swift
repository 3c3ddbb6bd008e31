import Foundation
import LegibleColor

/// What a team states once, in `legible.json` `facts`, that the files cannot say (issue 42):
/// the backdrop a component is drawn on, its font where the code gives none, and the pair a
/// token component's state draws. Applied to a discovered spec before the audit
/// (``apply(to:)``), each fact fills only what the files leave unknown: a colour or font the
/// files state wins, and the fact is reported as overridden. A colour a fact supplies is
/// `stated` in its source, with the fact's place (`legible.json:14:5`) in the evidence, so
/// every finding it decides says so.
public struct AuditFacts: Sendable, Hashable {
  /// A colour per theme: one value for every theme (`""`), or a value per theme name.
  public typealias Themed = [String: CSSColor]

  /// The backdrop of the components a pattern names (`*` for any run of characters).
  public struct Backdrop: Sendable, Hashable {
    public var component: String
    public var color: Themed
    /// The token the colour came from (`{color.background.page}`), for the sources.
    public var token: String?
    public var at: String
    public init(component: String, color: Themed, token: String? = nil, at: String) {
      self.component = component
      self.color = color
      self.token = token
      self.at = at
    }
  }

  /// The font of the components a pattern names.
  public struct Font: Sendable, Hashable {
    public var component: String
    public var font: FontSpec
    public var at: String
    public init(component: String, font: FontSpec, at: String) {
      self.component = component
      self.font = font
      self.at = at
    }
  }

  /// The text and fill one state of a component draws (a token component whose pairing its
  /// files do not state).
  public struct Pair: Sendable, Hashable {
    public var component: String
    public var state: String
    public var text: Themed?
    public var background: Themed?
    /// The tokens the values came from (`{color.text.inverse}`), for the sources.
    public var textToken: String?
    public var backgroundToken: String?
    public var at: String
    public init(
      component: String, state: String, text: Themed?, background: Themed?,
      textToken: String? = nil, backgroundToken: String? = nil, at: String
    ) {
      self.component = component
      self.state = state
      self.text = text
      self.background = background
      self.textToken = textToken
      self.backgroundToken = backgroundToken
      self.at = at
    }
  }

  public var backdrops: [Backdrop] = []
  public var fonts: [Font] = []
  public var pairs: [Pair] = []
  /// Looks Apple does not document that the team switches on (``LookAssumption``).
  public var assumptions: [LookAssumption] = []

  public init(
    backdrops: [Backdrop] = [], fonts: [Font] = [], pairs: [Pair] = [],
    assumptions: [LookAssumption] = []
  ) {
    self.backdrops = backdrops
    self.fonts = fonts
    self.pairs = pairs
    self.assumptions = assumptions
  }

  public var isEmpty: Bool {
    backdrops.isEmpty && fonts.isEmpty && pairs.isEmpty && assumptions.isEmpty
  }

  /// What applying the facts did: the places of the facts used, and of those the files
  /// overrode (with what).
  public struct Outcome: Sendable, Hashable {
    public var used: Set<String> = []
    public var overridden: [(at: String, why: String)] = []
    /// Facts not applied because they leave out a theme the spec has, with what is missing.
    public var incomplete: [(at: String, why: String)] = []
    public static func == (a: Outcome, b: Outcome) -> Bool {
      a.used == b.used && a.overridden.map(\.at) == b.overridden.map(\.at)
        && a.overridden.map(\.why) == b.overridden.map(\.why)
        && a.incomplete.map(\.at) == b.incomplete.map(\.at)
        && a.incomplete.map(\.why) == b.incomplete.map(\.why)
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(used)
      hasher.combine(overridden.map(\.at))
    }
    /// The facts of `facts` that were neither used nor overridden: misspelt, or the code moved.
    public func unused(_ facts: AuditFacts) -> [String] {
      let overriddenAt = Set(overridden.map(\.at) + incomplete.map(\.at))
      let all =
        facts.backdrops.map(\.at) + facts.fonts.map(\.at) + facts.pairs.map(\.at)
        + facts.assumptions.map(\.at)
      var seen: Set<String> = []
      return all.filter {
        !used.contains($0) && !overriddenAt.contains($0) && seen.insert($0).inserted
      }
    }
  }

  /// Fills what `spec` leaves unknown with the facts.
  ///
  /// - Backdrop: a component whose surface is not stated by its files (assumed, or inferred
  ///   from a page colour Legible chose) gets a surface of its own with the fact's colour.
  /// - Font: a component with no font size gets the fact's font.
  /// - Pair: a state with no text (or no fill) gets the fact's; when the fact gives both sides,
  ///   or completes a pair the files named one side of, the pair is the team's statement and
  ///   the state's pairing doubt (`review`) is resolved.
  /// - Assumption: a state whose review is the undocumented look it names is drawn with its
  ///   label at the assumption's opacity, and that review is resolved (``LookAssumption``).
  public func apply(to spec: inout AuditSpec) -> Outcome {
    var outcome = Outcome()
    for c in spec.components.indices {
      let name = spec.components[c].name
      for assumption in assumptions {
        guard var state = spec.components[c].states[assumption.kind.state],
          assumption.apply(to: &state)
        else { continue }
        spec.components[c].states[assumption.kind.state] = state
        outcome.used.insert(assumption.at)
      }
      if let fact = backdrops.first(where: { IgnoreRule.glob($0.component, matches: name) }) {
        let surface = spec.components[c].surface
        let stated = Self.isStated(spec.surfaceSources[surface])
        if stated {
          outcome.overridden.append(
            (fact.at, "\(name) is drawn on \(surface), which its files state"))
        } else if let missing = Self.missingThemes(fact.color, themes: spec.themes) {
          outcome.incomplete.append((fact.at, missing))
        } else if let value = Self.value(fact.color, themes: spec.themes) {
          let key = "\(surface) (\(fact.at))"
          spec.surfaces[key] = value
          spec.surfaceSources[key] = .all(
            ColorSource(
              token: fact.token,
              rule: "facts.backdrops[\"\(fact.component)\"]", file: Self.file(of: fact.at),
              line: Self.line(of: fact.at), pairing: .stated, evidence: "by \(fact.at)"))
          spec.components[c].surface = key
          // The doubt the backdrop answers (a translucent fill over an unknown backdrop) goes.
          func answered(_ review: String?) -> String? {
            let kept = (review ?? "").components(separatedBy: "; ").filter {
              !$0.isEmpty && !$0.contains("unknown backdrop")
            }
            return kept.isEmpty ? nil : kept.joined(separator: "; ")
          }
          for (stateName, state) in spec.components[c].states {
            spec.components[c].states[stateName]?.review = answered(state.review)
            spec.components[c].states[stateName]?.themeReviews = state.themeReviews
              .compactMapValues(answered)
          }
          outcome.used.insert(fact.at)
        }
      }
      if let fact = fonts.first(where: { IgnoreRule.glob($0.component, matches: name) }) {
        if spec.components[c].font?.size != nil {
          outcome.overridden.append((fact.at, "\(name) states its font size"))
        } else {
          var font = fact.font
          font.source = "by \(fact.at)"
          spec.components[c].font = font
          outcome.used.insert(fact.at)
        }
      }
      for fact in pairs where IgnoreRule.glob(fact.component, matches: name) {
        guard var state = spec.components[c].states[fact.state] else { continue }
        var filled = false
        let wasMissing = state.text == nil || state.background == nil
        for (side, value, token) in [
          ("text", fact.text, fact.textToken),
          ("background", fact.background, fact.backgroundToken),
        ] {
          guard let value else { continue }
          if let missing = Self.missingThemes(value, themes: spec.themes) {
            outcome.incomplete.append((fact.at, missing))
            continue
          }
          guard let color = Self.value(value, themes: spec.themes) else { continue }
          let current = side == "text" ? state.text : state.background
          if current != nil, Self.isStated(state.sources[side]) {
            outcome.overridden.append(
              (fact.at, "\(name) \(fact.state) states its \(side == "text" ? "text" : "fill")"))
            continue
          }
          if side == "text" { state.text = color } else { state.background = color }
          state.sources[side] = .all(
            ColorSource(
              token: token, rule: "facts.pairs[\"\(fact.component).\(fact.state)\"]",
              file: Self.file(of: fact.at), line: Self.line(of: fact.at), pairing: .stated,
              evidence: "by \(fact.at)"))
          filled = true
        }
        if filled {
          // The team states the pair: its doubt is resolved when the fact gives both sides, or
          // completes a pair one side of which the files did not name, or replaces an assumed
          // side so that both are stated (a SwiftUI label measured in an assumed accent colour).
          if fact.text != nil && fact.background != nil
            || wasMissing && state.text != nil && state.background != nil
            || Self.isStated(state.sources["text"]) && Self.isStated(state.sources["background"])
          {
            state.review = nil
            // With an opaque fill stated, what lies behind the button no longer matters: the
            // per-theme doubts about it (an unknown backdrop, a presentation's surface) go too.
            if let background = state.background, Self.isOpaque(background) {
              state.themeReviews = [:]
            }
          }
          spec.components[c].states[fact.state] = state
          outcome.used.insert(fact.at)
        }
      }
    }
    return outcome
  }

  /// Whether a colour value is opaque in every theme.
  static func isOpaque(_ value: ColorValue) -> Bool {
    switch value {
    case .color(let c): c.isOpaque
    case .themed(let map): map.values.allSatisfy(isOpaque)
    case .derived, .unknown: false
    }
  }

  /// Whether a colour's sources say the files state it (every theme's pairing `stated`).
  static func isStated(_ sources: ColorSources?) -> Bool {
    switch sources {
    case .all(let source)?: return source.pairing == .stated
    case .themed(let map)?: return !map.isEmpty && map.values.allSatisfy { $0.pairing == .stated }
    case nil: return false
    }
  }

  /// Which of the spec's themes a per-theme value leaves out, in words, or nil when it covers
  /// them all (one value for every theme, `""`, always does).
  static func missingThemes(_ color: Themed, themes: [String]) -> String? {
    guard color[""] == nil, !themes.isEmpty else { return nil }
    let missing = themes.filter { color[$0] == nil }
    guard !missing.isEmpty else { return nil }
    return "it gives no value for theme\(missing.count == 1 ? "" : "s") "
      + missing.joined(separator: ", ") + " (the themes read are " + themes.joined(separator: ", ")
      + "): give one per theme, or one colour for all"
  }

  /// The fact's value for the spec's themes: one colour, or one per theme (each theme needs a
  /// value, from its own key or `""`); `nil` when a theme has none.
  static func value(_ color: Themed, themes: [String]) -> ColorValue? {
    if themes.isEmpty {
      return color[""].map(ColorValue.color) ?? color.values.first.map(ColorValue.color)
    }
    if color.count == 1, let only = color[""] { return .color(only) }
    var map: [String: ColorValue] = [:]
    for theme in themes {
      guard let c = color[theme] ?? color[""] else { return nil }
      map[theme] = .color(c)
    }
    return .themed(map)
  }

  /// The file of a fact's place (`legible.json` of `legible.json:14:5`).
  package static func file(of at: String) -> String {
    var parts = at.split(separator: ":", omittingEmptySubsequences: false)
    while parts.count > 1, let last = parts.last, Int(last) != nil { parts.removeLast() }
    return parts.joined(separator: ":")
  }

  /// The line of a fact's place (14 of `legible.json:14:5`).
  package static func line(of at: String) -> Int? {
    let parts = at.split(separator: ":")
    guard parts.count >= 3 else { return parts.count == 2 ? Int(parts[1]) : nil }
    return Int(parts[parts.count - 2])
  }
}
