// Links Interface Builder buttons to the Swift code that styles them (docs/interface-builder.md §4,
// issue 21): a button whose customClass is a UIButton subclass in the sources, or whose
// runtime attributes set properties the sources declare (recipe 1's `highlightedColor`,
// recipe 3's `borderColor`), is evaluated as UIKit loads it from a nib:
//   1. the class's `init(coder:)` runs; the XML's per-state title colours, background and tint
//      are set where it calls `super.init(coder:)` (UIButton's `init(coder:)` decodes them), so
//      the code after that call, and a `commonInit()` it calls, runs after the XML and wins;
//      with no `init(coder:)` in the tree, UIKit's sets the XML's values and nothing follows;
//   2. the runtime attributes are applied (key-value coding, through the property setters);
//   3. `awakeFromNib` runs;
// and each state is then applied as UIKit does (`isHighlighted`, `isSelected`, `isEnabled`
// overrides). The probe passes the XML's values as a closure in place of the coder; the
// evaluator runs it at UIKit's `super.init(coder:)`: the per-state title colours, background,
// tint and the `<buttonConfiguration>` (its style, base colours and background), so that code
// that changes the configuration (`configuration?.baseForegroundColor = …`) changes the
// document's. Every colour keeps its storyboard line; the rule says which source set it.
// What the code leaves as the document decoded it is the document's reading (IBSpecBuilder,
// by the button's type, tint and configuration); only the parts the code changed are the
// evaluation's (IBLinkedStates). A colour setter (`setTitleColor`) on a button with a
// configuration is not applied: UIKit's documentation says a configured button "ignores
// deprecated methods and properties" and combines "most other" ones with the configuration,
// not which; the state needs review naming the call.

import Foundation
import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import LegibleTokens
import SwiftSyntax

/// The Swift side of a storyboard or xib button.
struct InterfaceBuilderLink: Sendable {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable
  let pages: [String: CSSColor]
  /// The rules of each linked class, evaluated once per class and appearance (they depend on
  /// the class's code only): a project's documents have many buttons of one class, and
  /// evaluating the rules again for each was two fifths of the time spent linking buttons
  /// (12 % of `legible audit` on 20 copies of the iOS corpus, issue 21's bench).
  private let derivedRules = Answers<[String: [String: ColorDerivation]]>()
  /// Code of the classes holding the document's buttons in outlets that styles them.
  private let outlets: OutletStyling

  init(index: SwiftDeclarationIndex, assets: AssetColorTable, pages: [String: CSSColor]) {
    self.index = index
    self.assets = assets
    self.pages = pages
    self.outlets = OutletStyling(index: index)
  }

  /// The class evaluated for `button`, when its code is in the tree: its customClass if that is
  /// a button class of the tree, else `UIButton` when a runtime attribute sets a property the
  /// tree declares on UIButton, UIControl or UIView.
  func linkedType(_ button: IBButton) -> String? {
    if let custom = button.customClass, index.types[custom] != nil, index.isButton(custom) {
      return custom
    }
    let declared = button.runtimeAttributes.contains { attribute in
      ["UIButton", "UIControl", "UIView"].contains { owner in
        index.types[owner]?.properties[attribute.keyPath] != nil
      }
    }
    return declared ? "UIButton" : nil
  }

  /// The states of `button` (in `document`) per theme and which parts of each its code
  /// changed, or `nil` when no code of it is in the tree.
  func states(_ button: IBButton, in document: IBDocument, themes: [String?]) -> IBLinkedStates? {
    let outletReasons = outlets.reasons(for: button.outlets, document: document.path)
    guard let type = linkedType(button) else {
      guard !outletReasons.isEmpty else { return nil }
      // No class of the button's own to evaluate, but its owner's code styles it.
      return IBLinkedStates(
        type: nil, states: [:], changed: [:],
        reviews: Dictionary(
          uniqueKeysWithValues: ["normal", "highlighted", "selected", "disabled"].map {
            ($0, outletReasons)
          }))
    }
    let resolver = IBColorResolver(document: document, assets: assets)
    // The probe: one statement per line, each line mapped back to the storyboard. What UIKit's
    // `init(coder:)` decodes is a closure the evaluator runs at `super.init(coder:)`.
    var lines: [String] = [
      "func legibleProbe() {", "  let legibleNibDecoding = { (button: UIButton) in",
    ]
    var origins: [Int: (line: Int, rule: String)] = [:]
    var colors: [(name: String, color: IBColor, rule: String)] = []
    // Only colours the document's reading resolves are decoded (one it cannot is that
    // reading's review, not an unknown name in the probe).
    func resolvable(_ color: IBColor) -> Bool {
      themes.allSatisfy { resolver.resolve(color, appearance: $0, rule: "") != nil }
    }
    func bind(_ color: IBColor, _ rule: String) -> String {
      let name = "legibleDocumentColor\(colors.count)"
      colors.append((name, color, rule))
      return name
    }
    /// The probe's lines that decode the document: a value set there is the document's.
    var decoding: Set<Int> = []
    func statement(_ text: String, line: Int, rule: String, indent: String = "  ") {
      lines.append(indent + text)
      origins[lines.count] = (line, rule)
      if indent == "    " { decoding.insert(lines.count) }
    }
    for state in ["normal", "highlighted", "selected", "disabled"] {
      guard let color = button.states[state]?.titleColor, resolvable(color) else { continue }
      let rule = "<state key=\"\(state)\"> titleColor"
      statement(
        "button.setTitleColor(\(bind(color, rule)), for: .\(state))", line: color.line, rule: rule,
        indent: "    ")
    }
    if let color = button.backgroundColor, resolvable(color) {
      let rule = "<color key=\"backgroundColor\"> of the button"
      statement(
        "button.backgroundColor = \(bind(color, rule))", line: color.line, rule: rule,
        indent: "    ")
    }
    if let color = button.tintColor, resolvable(color) {
      let rule = "<color key=\"tintColor\"> of the button"
      statement(
        "button.tintColor = \(bind(color, rule))", line: color.line, rule: rule, indent: "    ")
    }
    // The configuration, as UIKit's `init(coder:)` decodes it: the code after it sees it
    // (`configuration?.baseForegroundColor = …` changes it) or replaces it.
    var decodedSlots: Set<String> = []
    var reviews: [String] = []
    if let configuration = button.configuration {
      let rule = "<buttonConfiguration style=\"\(configuration.style)\">"
      if ButtonConfigurationModel.family(of: configuration.style) != nil {
        statement(
          "button.configuration = UIButton.Configuration.\(configuration.style)()",
          line: configuration.line, rule: rule, indent: "    ")
        var slots: [(String, String, IBColor?)] = [
          ("baseForegroundColor", "baseForegroundColor", configuration.baseForeground),
          ("baseBackgroundColor", "baseBackgroundColor", configuration.baseBackground),
        ]
        if let background = configuration.background {
          slots.append(
            ("backgroundColor", "background.backgroundColor", background.backgroundColor))
          slots.append(("strokeColor", "background.strokeColor", background.strokeColor))
        }
        for (slot, path, color) in slots {
          guard let color, resolvable(color) else { continue }
          let slotRule = "\(rule) \(path)"
          statement(
            "button.configuration?.\(path) = \(bind(color, slotRule))", line: color.line,
            rule: slotRule, indent: "    ")
          decodedSlots.insert(slot)
        }
        if let background = configuration.background, background.strokeWidth > 0 {
          statement(
            "button.configuration?.background.strokeWidth = \(background.strokeWidth)",
            line: background.line, rule: "<backgroundConfiguration> strokeWidth", indent: "    ")
        }
      } else {
        reviews.append(
          "line \(configuration.line): the \(configuration.style) configuration is not one Legible can give \(type)'s code, so what the code does to it is not evaluated"
        )
      }
    }
    lines.append("  }")
    statement(
      "let button = \(type)(coder: legibleNibDecoding)", line: button.line,
      rule: "<button> \(type) made from the document")
    let chain = index.superclassChain(type) + ["UIButton", "UIControl", "UIView"]
    for attribute in button.runtimeAttributes where attribute.color != nil {
      // A colour attribute no code read declares, and UIKit does not draw, is stored by
      // key-value coding where no evaluated code reads it.
      let declared = chain.contains { index.types[$0]?.properties[attribute.keyPath] != nil }
      if !declared, !Self.drawnKeyPaths.contains(attribute.keyPath) {
        reviews.append(
          "line \(attribute.line): runtime attribute \(attribute.keyPath) is set by key-value coding on a property no Swift source read declares for \(type); what draws it was not read"
        )
      }
    }
    for attribute in button.runtimeAttributes where Self.isKeyPath(attribute.keyPath) {
      let rule = "runtime attribute \(attribute.keyPath) (\(attribute.type)), applied to \(type)"
      let value: String
      if let color = attribute.color {
        value = bind(color, rule)
      } else if let number = attribute.number, attribute.type == "number" {
        value = "\(number)"
      } else if let flag = attribute.boolean, attribute.type == "boolean" {
        value = flag ? "true" : "false"
      } else {
        continue
      }
      statement("button.\(attribute.keyPath) = \(value)", line: attribute.line, rule: rule)
    }
    let awakes = index.superclassChain(type).contains {
      index.types[$0]?.functions["awakeFromNib"] != nil
    }
    if awakes {
      statement("button.awakeFromNib()", line: button.line, rule: "\(type).awakeFromNib()")
    }
    lines.append("}")
    let probePath = "<\(document.path) button \(button.id)>"
    guard let probe = index.probe(probePath, lines.joined(separator: "\n") + "\n") else {
      return nil
    }
    let (probeIndex, fileNumber, body) = probe
    let uikit = UIKitButtonReader(index: probeIndex, assets: assets)
    var byTheme: [(String?, UIKitButtonReader.Found)] = []
    // Doubts about the runtime attributes' colours themselves (a legacy document, a clamped
    // colour, a snapshot used for a named colour), which only the probe reads: every state
    // keeps them (the document's reading has those of the colours it reads, per state).
    var colorReviews: [String] = []
    for theme in themes {
      let evaluator = SwiftEvaluator(
        index: probeIndex, assets: assets, environment: StateEnvironment(appearance: theme))
      let scope = SwiftScope(parent: nil, file: fileNumber)
      for (name, color, rule) in colors {
        guard let resolved = resolver.resolve(color, appearance: theme, rule: rule) else {
          continue
        }
        var swift = SwiftColor(
          value: resolved.color, derivation: nil,
          origin: SwiftLocation(file: document.path, line: color.line, column: 1),
          name: resolved.source.token)
        swift.isDynamic = resolver.isDynamic(color)
        swift.note = resolved.source.evidence
        for reason in resolved.reviews
        where rule.hasPrefix("runtime attribute") && !colorReviews.contains(reason) {
          colorReviews.append(reason)
        }
        scope.names[name] = .color(swift)
      }
      for item in body.statements { _ = evaluator.execute(item, in: scope, implicitValue: false) }
      guard case .button(let model)? = scope.names["button"] else { return nil }
      var found = UIKitButtonReader.Found(
        name: button.id, type: type,
        site: SwiftLocation(file: document.path, line: button.line, column: 1))
      for state in found.stateNames {
        found.states[state] = uikit.applyState(state, to: model, evaluator: evaluator)
      }
      found.definedStates = UIKitButtonReader.definedStates(model, states: found.states)
      byTheme.append((theme, found))
      // The probe's variables are the probe's: release what closures captured.
      scope.releaseBindings()
    }
    guard let first = byTheme.first?.1 else { return nil }
    var builder = SwiftSpecBuilder(index: probeIndex, assets: assets, pages: pages)
    builder.documentDefaults = true
    let rules = derivedRules.value(((themes.first ?? nil) ?? "") + "\u{0}" + type) {
      UIKitButtonReader(index: index, assets: assets).rules(
        of: type, appearance: themes.first ?? nil)
    }
    var states = builder.component(button: first, byTheme, rules: rules).states
    let changes = LinkedButtonChanges(
      probe: probePath, decoding: decoding,
      decodedTitles: Set(
        ["normal", "highlighted", "selected", "disabled"].filter { state in
          button.states[state]?.titleColor.map(resolvable) ?? false
        }), decodedSlots: decodedSlots,
      strokeWidth: button.configuration?.background?.strokeWidth ?? 0,
      isSystem: button.isSystemType)
    var changed: [String: Set<String>] = [:]
    var stateReviews: [String: [String]] = [:]
    for state in first.stateNames {
      var parts: Set<String> = Set((rules[state] ?? [:]).keys)
      var notes = reviews + colorReviews
      for (_, found) in byTheme {
        guard let model = found.states[state] else { continue }
        parts.formUnion(changes.parts(of: model, state: state))
        for reason in changes.reviews(of: model) + model.reviews
          + (model.stateReviews[state] ?? []) where !notes.contains(reason)
        {
          notes.append(reason)
        }
      }
      // A system button whose code sets the tint and no title colour draws its title in it.
      if parts.contains("tint"), parts.contains("text"), var spec = states[state] {
        let tint = ThemedColors.value(
          byTheme.map { theme, found in
            (
              theme,
              found.states[state]?.tintColor.map {
                ($0.color.value, SwiftSpecBuilder.Parts.source($0))
              }
            )
          })
        spec.text = tint.0
        spec.sources["text"] = tint.1
        states[state] = spec
      }
      parts.remove("tint")
      changed[state] = parts
      stateReviews[state] =
        notes.map {
          $0.replacingBytes(of: probePath, with: document.path)
        } + outletReasons
    }
    // Positions in the probe are positions in the document.
    for (state, var spec) in states {
      for (part, sources) in spec.sources {
        spec.sources[part] = Self.mapped(
          sources, probe: probePath, document: document.path, origins)
      }
      spec.review = spec.review?.replacingBytes(of: probePath, with: document.path)
      states[state] = spec
    }
    return IBLinkedStates(type: type, states: states, changed: changed, reviews: stateReviews)
  }

  /// Key paths of colours UIKit itself draws, set by key-value coding on any view.
  static let drawnKeyPaths: Set<String> = [
    "backgroundColor", "tintColor", "layer.borderColor", "layer.backgroundColor",
  ]

  /// Whether `keyPath` is a Swift member path (`borderColor`, `layer.cornerRadius`).
  static func isKeyPath(_ keyPath: String) -> Bool {
    !keyPath.isEmpty
      && keyPath.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
  }

  static func mapped(
    _ sources: ColorSources, probe: String, document: String,
    _ origins: [Int: (line: Int, rule: String)]
  ) -> ColorSources {
    func map(_ source: ColorSource) -> ColorSource {
      guard source.file == probe else { return source }
      var copy = source
      copy.file = document
      if let line = source.line, let origin = origins[line] {
        copy.line = origin.line
        copy.rule = origin.rule
      }
      copy.column = nil
      return copy
    }
    switch sources {
    case .all(let source): return .all(map(source))
    case .themed(let map_): return .themed(map_.mapValues(map))
    }
  }
}
