import LegibleAudit
import LegibleColor
import LegibleDiscovery
import SwiftSyntax

/// SwiftUI `ButtonStyle` and `PrimitiveButtonStyle` types: `makeBody(configuration:)`
/// evaluated in each state the style reads (normal; pressed when it reads
/// `configuration.isPressed`; disabled when it reads `@Environment(\.isEnabled)` or takes a
/// `disabled` parameter; focused when it reads `isFocused`; hover when it reads a property that
/// `.onHover` sets, ``HoverBinding``), into a look per state.
struct ButtonStyleReader {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable

  /// A style's looks per state, and the flags it read.
  struct Result {
    var type: String
    var declaration: SwiftLocation
    var looks: [String: ViewLook] = [:]
    var states: [String] = []
    var usedAppearance = false
  }

  /// The style types of the tree, sorted by file and position.
  func styleTypes() -> [String] {
    index.types.values
      .filter {
        !$0.isExtensionOnly
          && ($0.inherits.contains("ButtonStyle") || $0.inherits.contains("PrimitiveButtonStyle"))
      }
      .sorted {
        ($0.declaration?.file ?? 0, $0.declaration?.node.position.utf8Offset ?? 0) < (
          $1.declaration?.file ?? 0, $1.declaration?.node.position.utf8Offset ?? 0
        )
      }
      .map(\.name)
  }

  /// Evaluates `type` in `appearance`: its default instance, or the one `use` makes where the
  /// style is applied with arguments (`.buttonStyle(MyStyle(tint: .red))`).
  func read(_ type: String, appearance: String?, use: ButtonStyleSites.Use? = nil) -> Result? {
    guard let info = index.types[type], let declaration = info.declaration,
      let makeBody = info.functions["makeBody"]?.first
    else { return nil }
    var result = Result(
      type: type, declaration: index.file(declaration.file).location(of: declaration.node))
    let disabledParameter = ["disabled", "isDisabled"].first { info.properties[$0] != nil }
    let enabledParameter = ["enabled"].first { info.properties[$0] != nil }
    let hoverProperties = HoverBinding.properties(in: declaration.node)
    // The initialiser `MyStyle()` calls, when one is declared: the only one every parameter of
    // which has a default (two would make `MyStyle()` ambiguous in Swift too).
    let callableWithoutArguments = info.initializers.filter {
      $0.node.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
    }
    let defaultInitializer = callableWithoutArguments.count == 1 ? callableWithoutArguments[0] : nil
    func evaluate(_ state: String) -> (ViewLook, Set<String>, Bool) {
      let environment = StateEnvironment.named(state, appearance: appearance)
      let evaluator = SwiftEvaluator(index: index, assets: assets, environment: environment)
      var style = SwiftInstance(type: type, fields: [:])
      var madeAtSite: String?
      if let use, use.hasArguments {
        // The instance the call site makes (memberwise or through the style's init), with the
        // stored properties' initialisers for what it does not pass.
        // `self` there is the view the style is made in: its `@Environment(\.colorScheme)`
        // follows the appearance evaluated (isowords' `self.colorScheme == .dark ? … : …`);
        // its other properties are what their declarations say, never nothing.
        let owner = AppTintSites.enclosingType(of: use.expression)
        var view: SwiftValue?
        if let owner, let ownerInfo = index.typeInfo(owner) {
          let instance = SwiftInstance(type: owner, fields: [:])
          for (name, entries) in ownerInfo.properties {
            guard let entry = entries.first,
              let flag = SwiftEvaluator.environmentFlag(of: entry.node)
            else { continue }
            instance.environment[name] = flag
          }
          view = .instance(instance)
        }
        let useScope = SwiftScope(parent: nil, selfValue: view, selfType: owner, file: use.file)
        let made: SwiftValue
        if let (call, factory) = ButtonStyleSites.factoryCall(use.expression, in: index) {
          // `.statusAction(isOn: …)`: the extension's static function, run with the arguments.
          made = evaluator.callFunction(
            factory, evaluator.arguments(of: call), selfValue: nil, selfType: nil, call,
            in: useScope)
        } else {
          made = evaluator.evaluate(use.expression, in: useScope)
        }
        switch made {
        case .instance(let made) where made.type == type: style = made
        case .opaque(let why):
          madeAtSite = "the style made at the call site: \(why.reason) at \(why.location)"
        default:
          madeAtSite =
            "the style made at the call site, `\(use.text)`, is not a \(type) Legible can read"
        }
      }
      let scope = SwiftScope(parent: nil, file: declaration.file)
      for (name, entries) in info.properties {
        guard let entry = entries.first, !evaluator.isStatic(entry) else { continue }
        if use?.hasArguments == true, madeAtSite == nil {
          // Made at the call site: its fields are set; the state flags are bound below.
          if let flag = SwiftEvaluator.environmentFlag(of: entry.node) {
            style.environment[name] = flag
          } else if hoverProperties.contains(name) {
            style.environment[name] = "hovered"
          } else if name == disabledParameter {
            style.environment[name] = "disabled"
          } else if name == enabledParameter {
            style.environment[name] = "enabled"
          }
          continue
        }
        if let flag = SwiftEvaluator.environmentFlag(of: entry.node) {
          style.environment[name] = flag
        } else if hoverProperties.contains(name) {
          style.environment[name] = "hovered"
        } else if name == disabledParameter {
          style.environment[name] = "disabled"
        } else if name == enabledParameter {
          style.environment[name] = "enabled"
        } else if let initializer = entry.node.initializer {
          style.fields[name] = evaluator.evaluate(
            initializer.value,
            in: SwiftScope(
              parent: nil, selfValue: .instance(style), selfType: type, file: entry.file))
        }
      }
      if use?.hasArguments != true, let initializer = defaultInitializer {
        // `MyStyle()`, as a use without arguments makes it: an initialiser every parameter of
        // which has a default (isowords' `ActionButtonStyle(backgroundColor: Color =
        // .adaptiveBlack, …)`) runs with them, after the stored properties' initialisers.
        let selfScope = SwiftScope(
          parent: nil, selfValue: .instance(style), selfType: type, file: initializer.file)
        let initScope = SwiftScope(parent: selfScope, file: initializer.file)
        evaluator.bind(
          initializer.node.signature.parameterClause.parameters, [], into: initScope,
          call: initializer.node, scope: initScope)
        if let body = initializer.node.body {
          _ = evaluator.runBlock(body.statements, in: initScope)
        }
      }
      let configuration = SwiftInstance(
        type: "ButtonStyleConfiguration",
        fields: ["label": .view(ViewLook(hasLabel: true)), "role": .nothing],
        environment: ["isPressed": "pressed"])
      _ = scope
      let value = evaluator.callFunction(
        makeBody, labelled: [("configuration", .instance(configuration))],
        selfValue: .instance(style),
        selfType: type, makeBody.node, in: SwiftScope(parent: nil, file: makeBody.file))
      var look: ViewLook
      switch evaluator.resolvedView(
        value, makeBody.node, in: SwiftScope(parent: nil, file: makeBody.file))
      {
      case .view(let view): look = view
      case .opaque(let why):
        look = ViewLook()
        look.reviews.append("makeBody: \(why.reason) at \(why.location)")
      default:
        look = ViewLook()
        look.reviews.append("makeBody does not return a view Legible can read")
      }
      if let madeAtSite { look.reviews.append(madeAtSite) }
      for doubt in evaluator.doubts where !look.reviews.contains(doubt) {
        look.reviews.append(doubt)
      }
      if !look.hasLabel {
        look.reviews.append(
          "makeBody's view does not show `configuration.label` where Legible can follow it")
      }
      return (look, evaluator.readFlags, evaluator.usedAppearance)
    }
    let (normal, flags, dynamic) = evaluate("normal")
    result.looks["normal"] = normal
    result.states = ["normal"]
    result.usedAppearance = dynamic
    var candidates: [String] = []
    if flags.contains("pressed") { candidates.append("pressed") }
    if flags.contains("hovered") { candidates.append("hover") }
    if flags.contains("focused") { candidates.append("focused") }
    if flags.contains("enabled") || flags.contains("disabled") { candidates.append("disabled") }
    for state in candidates {
      let (look, _, used) = evaluate(state)
      result.looks[state] = look
      result.states.append(state)
      result.usedAppearance = result.usedAppearance || used
    }
    return result
  }
}
