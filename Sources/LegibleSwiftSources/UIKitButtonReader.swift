import LegibleAudit
import LegibleDiscovery
import SwiftParser
import SwiftSyntax

/// UIKit buttons: `UIButton` subclasses of the tree (what their initialisers, `awakeFromNib`
/// and state overrides set, and the rules by which they derive a state from normal), and the
/// buttons code makes and configures (`let b = UIButton(type: .custom)`, then
/// `b.setTitleColor(…, for: .normal)`), evaluated per state.
struct UIKitButtonReader {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable

  /// A configured button per state.
  struct Found {
    /// The variable (call site) or the subclass's name.
    var name: String
    var type: String
    var site: SwiftLocation
    /// The button as configured, per state (`normal`, `highlighted`, `selected`, `disabled`).
    var states: [String: ButtonModel] = [:]
    /// States the code sets something for (the others are UIKit's own look).
    var definedStates: Set<String> = []
    /// Rules by which the subclass derives a state's colour from normal's: state → property →
    /// rule (`highlighted` → `text` → alpha 0.4).
    var rules: [String: [String: ColorDerivation]] = [:]
    /// The states audited: ``UIKitButtonReader/states``, and `focused` too for a button with a
    /// `UIButton.Configuration` (its update handler runs for every state change).
    var stateNames = UIKitButtonReader.states
  }

  static let states = ["normal", "highlighted", "selected", "disabled"]
  /// The states of a button with a configuration.
  static let configurationStates = ["normal", "highlighted", "selected", "disabled", "focused"]

  /// The states the code sets something for: a title colour or background image for the state,
  /// or a fill, border, tint, title colour or alpha that the state's own code (an
  /// `isHighlighted`/`isSelected`/`isEnabled` `didSet`, an override) sets differently from
  /// normal's. The other states are UIKit's own look.
  static func definedStates(_ button: ButtonModel, states: [String: ButtonModel]) -> Set<String> {
    var defined = Set(button.titleColors.keys).union(button.backgroundImages.keys)
    guard let normal = states["normal"] else { return defined }
    func sites(_ model: ButtonModel) -> [SwiftLocation?] {
      [
        model.backgroundColor?.site, model.borderColor?.site, model.tintColor?.site,
        model.titleColors["normal"]?.site, model.backgroundImages["normal"]?.site,
      ]
    }
    for (state, model) in states where state != "normal" {
      if sites(model) != sites(normal) || model.alpha[state] != nil { defined.insert(state) }
    }
    return defined
  }

  /// `button` as a component's reading: its states, each with its overrides run, and which of
  /// them the code defines.
  func found(
    _ button: ButtonModel, name: String, type: String? = nil, site: SwiftLocation,
    evaluator: SwiftEvaluator
  ) -> Found {
    var found = Found(name: name, type: type ?? button.type, site: site)
    found.stateNames = Self.stateNames(of: button)
    for state in found.stateNames {
      found.states[state] = applyState(state, to: button, evaluator: evaluator)
    }
    found.definedStates = Self.definedStates(button, states: found.states)
    return found
  }

  /// The states to audit `button` in.
  static func stateNames(of button: ButtonModel) -> [String] {
    button.configuration != nil || button.configurationUpdateHandler != nil
      ? configurationStates : states
  }

  /// The subclasses of UIButton declared in the tree, in file order.
  func subclasses() -> [String] {
    index.types.values
      .filter {
        $0.kind == .classType && !$0.isExtensionOnly
          && index.isButton($0.name)
      }
      .sorted {
        ($0.declaration?.file ?? 0, $0.declaration?.node.position.utf8Offset ?? 0) < (
          $1.declaration?.file ?? 0, $1.declaration?.node.position.utf8Offset ?? 0
        )
      }
      .map(\.name)
  }

  /// The rules `type` derives states by: evaluated with placeholder normal colours set the way
  /// a call site sets them (title, background colour, border), so that what its overrides do to
  /// them is a rule, not a value.
  func rules(of type: String, appearance: String?) -> [String: [String: ColorDerivation]] {
    let probe = """
      func legibleProbe() {
        let button = \(type)(frame: .zero)
        button.setTitleColor(legibleText, for: .normal)
        button.backgroundColor = legibleBackground
        button.borderColor = legibleBorder
        button.layer.borderWidth = 1
      }
      """
    guard let made = index.probe("<probe of \(type)>", probe) else { return [:] }
    let (probeIndex, fileNumber, body) = made
    var result: [String: [String: ColorDerivation]] = [:]
    for state in Self.states where state != "normal" {
      let evaluator = SwiftEvaluator(
        index: probeIndex, assets: assets, environment: StateEnvironment(appearance: appearance))
      let scope = SwiftScope(parent: nil, file: fileNumber)
      let origin = SwiftLocation(file: "<probe>", line: 1, column: 1)
      scope.names["legibleText"] = .color(.slot("normal.text", at: origin))
      scope.names["legibleBackground"] = .color(.slot("normal.background", at: origin))
      scope.names["legibleBorder"] = .color(.slot("normal.border", at: origin))
      for item in body.statements { _ = evaluator.execute(item, in: scope, implicitValue: false) }
      guard case .button(let button)? = scope.names["button"] else { continue }
      let model = applyState(state, to: button, evaluator: evaluator)
      var rules: [String: ColorDerivation] = [:]
      if let text = model.titleColors[state]?.color.derivation, text.base == "normal.text",
        text.rule != ColorDerivation()
      {
        rules["text"] = text.rule
      }
      if let background = model.backgroundImages[state]?.color.derivation,
        background.base == "normal.background",
        background.rule != ColorDerivation()
      {
        rules["background"] = background.rule
      }
      if let border = model.borderColor?.color.derivation, border.base == "normal.border",
        border.rule != ColorDerivation()
      {
        rules["border"] = border.rule
      }
      if !rules.isEmpty { result[state] = rules }
    }
    return result
  }

  /// The button in `state`: a copy of the configured one, with the overrides of
  /// `isHighlighted`, `isSelected` and `isEnabled` run as UIKit runs them when the state changes.
  func applyState(_ state: String, to button: ButtonModel, evaluator: SwiftEvaluator) -> ButtonModel
  {
    let model = button.copy()
    defer {
      for doubt in evaluator.doubts where !model.reviews.contains(doubt) {
        model.reviews.append(doubt)
      }
    }
    let configured = button.configuration != nil || button.configurationUpdateHandler != nil
    if configured {
      // UIKit runs the update handler whenever the state changes, and for normal when it first
      // updates the button's configuration.
      evaluator.environment = StateEnvironment.named(
        state, appearance: evaluator.environment.appearance)
    }
    defer { if configured { evaluator.runConfigurationUpdate(model, original: button) } }
    guard state != "normal" else {
      drawnFill(of: model, evaluator: evaluator)
      return model
    }
    evaluator.environment = StateEnvironment.named(
      state, appearance: evaluator.environment.appearance)
    let property =
      ["highlighted": "isHighlighted", "selected": "isSelected", "disabled": "isEnabled"][state]
      ?? ""
    for owner in index.superclassChain(button.type) {
      guard let entry = index.types[owner]?.properties[property]?.first,
        case .accessors(let accessors)? = entry.node.accessorBlock?.accessors,
        let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        ), let body = didSet.body
      else { continue }
      let scope = SwiftScope(
        parent: nil, selfValue: .button(model), selfType: button.type, file: entry.file)
      _ = evaluator.runBlock(body.statements, in: scope)
      break
    }
    drawnFill(of: model, evaluator: evaluator)
    return model
  }

  /// A subclass that paints itself: `override func draw(_:)` whose fill is `colour.setFill()`
  /// (then a path's `fill()`) or `context.setFillColor(colour.cgColor)`, evaluated with the
  /// button in its state (a stored `@IBInspectable var color = Defaults.color`, an
  /// `isHighlighted ? a : b`). The first fill drawn is the button's background, at the line of
  /// the call; one that cannot be evaluated is a doubt naming it. Before, such a button was
  /// measured white on white.
  func drawnFill(of model: ButtonModel, evaluator: SwiftEvaluator) {
    guard model.backgroundColor == nil, model.backgroundImage(for: "normal") == nil else { return }
    for owner in index.superclassChain(model.type) {
      guard let entry = index.types[owner]?.functions["draw"]?.first, let body = entry.node.body
      else { continue }
      final class Finder: SyntaxVisitor {
        var found: (ExprSyntax, FunctionCallExprSyntax)?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
          guard found == nil,
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
          else { return found == nil ? .visitChildren : .skipChildren }
          let name = member.declName.baseName.text
          if name == "setFill", node.arguments.isEmpty, let base = member.base {
            found = (base, node)
          } else if name == "setFillColor", let argument = node.arguments.first?.expression {
            // `context.setFillColor(colour.cgColor)`: the colour.
            let colour =
              argument.as(MemberAccessExprSyntax.self).flatMap {
                $0.declName.baseName.text == "cgColor" ? $0.base : nil
              } ?? argument
            found = (colour, node)
          }
          return found == nil ? .visitChildren : .skipChildren
        }
      }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(body)
      guard let (expression, call) = finder.found else { return }
      let scope = SwiftScope(
        parent: nil, selfValue: .button(model), selfType: model.type, file: entry.file)
      let value = evaluator.colorValue(
        evaluator.evaluate(expression, in: scope), framework: .uiKit, expression, in: scope)
      let site = index.file(entry.file).location(of: call)
      if case .color(let color) = value {
        model.backgroundColor = ButtonModel.Setting(
          color: color, site: site, call: "draw(_:) fill")
      } else if case .opaque(let why) = value {
        model.reviews.append(
          "draw(_:) fills with a colour Legible cannot evaluate: \(why.reason) at \(why.location)"
            + why.factHint)
      }
      return
    }
  }

  /// A subclass as it configures itself (its initialiser, then `awakeFromNib` as a nib load
  /// runs it), when it sets a colour: the component of a class used from Interface Builder or
  /// with its own defaults.
  func ownLook(of type: String, appearance: String?) -> Found? {
    // `awakeFromNib` as a nib load runs it; for a class whose superclass is outside the tree,
    // its parameterless overrides too (`override func setup()`), which that superclass's
    // initialiser presumably calls (said in a review reason).
    var calls = ["awakeFromNib"]
    if index.presumedButtonBase(type) != nil {
      for owner in index.superclassChain(type).reversed() {
        for (name, entries) in index.types[owner]?.functions ?? [:] {
          guard let entry = entries.first, entry.node.signature.parameterClause.parameters.isEmpty,
            entry.node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            !calls.contains(name), name != "layoutSubviews"
          else { continue }
          calls.append(name)
        }
      }
    }
    let presumed = calls.dropFirst().sorted()
    let probe =
      "func legibleProbe() {\n  let button = \(type)(frame: .zero)\n  button.awakeFromNib()\n"
      + presumed.map { "  button.\($0)()\n" }.joined() + "}\n"
    guard let made = index.probe("<probe of \(type)>", probe) else { return nil }
    let (probeIndex, fileNumber, body) = made
    let evaluator = SwiftEvaluator(
      index: probeIndex, assets: assets, environment: StateEnvironment(appearance: appearance))
    let scope = SwiftScope(parent: nil, file: fileNumber)
    for item in body.statements { _ = evaluator.execute(item, in: scope, implicitValue: false) }
    if case .button(let button)? = scope.names["button"], !presumed.isEmpty {
      button.reviews.append(
        "`" + presumed.joined(separator: "()`, `")
          + "()` run as if the superclass outside the sources calls it when the button is made")
    }
    guard case .button(let button)? = scope.names["button"],
      !button.titleColors.isEmpty || !button.backgroundImages.isEmpty
        || button.backgroundColor != nil
        || !button.reviews.isEmpty || !button.stateReviews.isEmpty
    else { return nil }
    let reader = UIKitButtonReader(index: probeIndex, assets: assets)
    let declaration = index.types[type]?.declaration.map {
      index.file($0.file).location(of: $0.node)
    }
    return reader.found(
      button, name: type, type: type,
      site: declaration ?? SwiftLocation(file: type, line: 1, column: 1), evaluator: evaluator)
  }

  /// The buttons made in the tree's function bodies, with what the code sets on them.
  func callSites(appearance: String?) -> [Found] {
    var bodies: [(SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, String?)] = []
    for entries in index.functions.values { bodies.append(contentsOf: entries.map { ($0, nil) }) }
    for info in index.types.values {
      for entries in info.functions.values {
        bodies.append(contentsOf: entries.map { ($0, info.name) })
      }
    }
    bodies.sort {
      ($0.0.file, $0.0.node.position.utf8Offset) < ($1.0.file, $1.0.node.position.utf8Offset)
    }
    // Each body is evaluated on its own (an evaluator of its own), on every core, and the
    // buttons are taken in body order.
    let perBody = ConcurrentResults<
      (SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, String?), [Found]
    >.map(bodies) { function, owner in
      callSites(in: function, owner: owner, appearance: appearance)
    }
    return perBody.flatMap { $0 }
  }

  /// The buttons made in one function body.
  private func callSites(
    in function: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, owner: String?,
    appearance: String?
  ) -> [Found] {
    guard let body = function.node.body, makesButton(body) else { return [] }
    var found: [Found] = []
    let evaluator = SwiftEvaluator(
      index: index, assets: assets, environment: StateEnvironment(appearance: appearance))
    let selfValue: SwiftValue? = owner.map { .instance(SwiftInstance(type: $0, fields: [:])) }
    let scope = SwiftScope(
      parent: nil, selfValue: selfValue, selfType: owner, file: function.file)
    for item in body.statements { _ = evaluator.execute(item, in: scope, implicitValue: false) }
    for item in body.statements {
      guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self)
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          case .button(let button)? = scope.names[name]
        else { continue }
        found.append(
          self.found(
            button, name: name, site: index.file(function.file).location(of: binding),
            evaluator: evaluator))
      }
    }
    return found
  }

  /// The buttons held in stored properties of the tree's types and made where they are
  /// declared (`let followButton: UIButton = { let b = UIButton(type: .system); …; return b }()`,
  /// `lazy var`, `let vote = UIButton()`), configured by that initialiser and by the owner's
  /// initialisers and methods that name the property (`vote.setTitleColor(…)` in `init`,
  /// `viewDidLoad`, a `setup…()`), run in declaration order with the button as the property's
  /// value. One component per property that the code gives a colour (or a doubt), named
  /// `Owner.property`; a property made by calling a function of the tree is that function's
  /// button (``callSites(appearance:)``), and an `@IBOutlet` is the document's.
  func storedButtons(appearance: String?) -> [Found] {
    var candidates:
      [(owner: String, name: String, entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>)] = []
    for info in index.types.values where info.kind == .classType || info.kind == .structure {
      for (name, entries) in info.properties {
        for entry in entries {
          guard let initializer = entry.node.initializer,
            let variable = entry.node.parent?.parent?.as(VariableDeclSyntax.self),
            !variable.attributes.contains(where: {
              $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
            }),
            makesButton(Syntax(initializer.value))
          else { continue }
          candidates.append((info.name, name, entry))
        }
      }
    }
    candidates.sort {
      ($0.entry.file, $0.entry.node.position.utf8Offset) < (
        $1.entry.file, $1.entry.node.position.utf8Offset
      )
    }
    let perProperty = ConcurrentResults<
      (owner: String, name: String, entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>),
      Found?
    >.map(candidates) { candidate in
      storedButton(candidate.name, of: candidate.owner, candidate.entry, appearance: appearance)
    }
    return perProperty.compactMap { $0 }
  }

  /// One stored property's button, or `nil` when its initialiser makes none or the code gives
  /// it no colour.
  private func storedButton(
    _ name: String, of owner: String, _ entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>,
    appearance: String?
  ) -> Found? {
    guard let initializer = entry.node.initializer else { return nil }
    let evaluator = SwiftEvaluator(
      index: index, assets: assets, environment: StateEnvironment(appearance: appearance))
    guard !evaluator.isStatic(entry) else { return nil }
    let instance = SwiftInstance(type: owner, fields: [:])
    let scope = SwiftScope(
      parent: nil, selfValue: .instance(instance), selfType: owner, file: entry.file)
    // A class holding an instance of itself is read as the class (its own look), not as a
    // button of its own.
    guard case .button(let button) = evaluator.evaluate(initializer.value, in: scope),
      button.type != owner
    else { return nil }
    instance.fields[name] = .button(button)
    // The owner's initialisers, then its methods, in file order, where they name the property.
    var bodies: [(file: Int, offset: Int, body: CodeBlockSyntax)] = []
    if let info = index.types[owner] {
      for initializer in info.initializers {
        if let body = initializer.node.body {
          bodies.append((initializer.file, initializer.node.position.utf8Offset, body))
        }
      }
      var methods: [(file: Int, offset: Int, body: CodeBlockSyntax)] = []
      for entries in info.functions.values {
        for function in entries {
          if let body = function.node.body {
            methods.append((function.file, function.node.position.utf8Offset, body))
          }
        }
      }
      bodies += methods.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
    }
    for body in bodies where Self.names(name, in: Syntax(body.body)) {
      let inner = SwiftScope(
        parent: nil, selfValue: .instance(instance), selfType: owner, file: body.file)
      // Only what concerns the button: the statements that name it, and the declarations
      // they may read; a `guard` or a call about something else is not the button's doubt.
      for item in body.body.statements
      where item.item.is(DeclSyntax.self) || Self.names(name, in: Syntax(item)) {
        _ = evaluator.execute(item, in: inner, implicitValue: false)
      }
    }
    guard
      !button.titleColors.isEmpty || !button.backgroundImages.isEmpty
        || button.backgroundColor != nil || button.tintColor != nil
        || button.configuration != nil || button.configurationUpdateHandler != nil
        || !button.reviews.isEmpty || !button.stateReviews.isEmpty
    else { return nil }
    return found(
      button, name: "\(owner).\(name)", site: index.file(entry.file).location(of: entry.node),
      evaluator: evaluator)
  }

  /// Whether `node` names `name` (an identifier token), as `vote.setTitleColor(…)` or
  /// `self.vote.…` do.
  private static func names(_ name: String, in node: Syntax) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains {
      if case .identifier(let text) = $0.tokenKind { return text == name }
      return false
    }
  }

  private func makesButton(_ body: CodeBlockSyntax) -> Bool {
    makesButton(Syntax(body))
  }

  private func makesButton(_ body: Syntax) -> Bool {
    final class Finder: SyntaxVisitor {
      let types: (String) -> Bool
      var found = false
      init(types: @escaping (String) -> Bool) {
        self.types = types
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          types(name)
        {
          found = true
        }
        return found ? .skipChildren : .visitChildren
      }
    }
    let finder = Finder { name in
      name == "UIButton" || index.isButton(name)
    }
    finder.walk(body)
    return finder.found
  }
}
