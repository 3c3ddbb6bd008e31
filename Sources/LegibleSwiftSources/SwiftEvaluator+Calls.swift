import SwiftSyntax

extension SwiftEvaluator {
  /// An argument as written: its label (`nil` for none) and expression.
  struct Argument {
    var label: String?
    var expression: ExprSyntax
  }

  func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
    var list = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression) }
    if let closure = call.trailingClosure {
      list.append(Argument(label: nil, expression: ExprSyntax(closure)))
    }
    return list
  }

  /// A call: an initialiser of a framework or tree type, a function or method of the tree, a
  /// colour, view, button or drawing operation. A variable passed `inout` (`&value`) is unknown
  /// after it: the evaluator writes no inout parameter back, so the value it had before the call
  /// (`var color: UInt32 = 0` before `scanner.scanHexInt32(&color)`) would be a guess.
  func evaluateCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue {
    let value = callValue(call, in: scope)
    for argument in call.arguments {
      guard let passed = argument.expression.as(InOutExprSyntax.self),
        let reference = passed.expression.as(DeclReferenceExprSyntax.self)
      else { continue }
      let name = reference.baseName.text
      _ = scope.assign(
        name,
        opaque("`\(name)` is passed inout to `\(short(call))`, which may change it", call, scope))
    }
    return value
  }

  private func callValue(_ call: FunctionCallExprSyntax, in scope: SwiftScope) -> SwiftValue {
    let args = arguments(of: call)
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      // `Self(…)` in a type or its extension makes the type being declared (`Color`).
      let written =
        reference.baseName.text == "Self"
        ? scope.selfType ?? reference.baseName.text : reference.baseName.text
      if case .closure(let closure)? = scope.lookup(written) {
        return callClosure(closure, args.map { evaluate($0.expression, in: scope) })
      }
      // `RSColor(named: …)` with `typealias RSColor = UIColor`: the type it names (an alias
      // never shadows a type or function of its own name: those are declared, not aliased).
      let name =
        index.types[written] == nil && index.functions[written] == nil
        ? index.aliasTarget(written) ?? written : written
      if let value = frameworkCall(name, call, args, in: scope) { return value }
      if let reason = index.ambiguity(of: name) {
        // `Style(rawValue: x)` inside `StyledButton` is `StyledButton.Style` (Swift looks in
        // the enclosing type first); the top-level type where nothing encloses another.
        if let owner = scope.selfType, let nested = index.nestedType(name, in: owner),
          index.typeInfo(nested)?.isExtensionOnly == false
        {
          return instantiate(nested, call, args, in: scope)
        }
        if index.isTopLevelType(name, from: scope.selfType),
          index.typeInfo(name)?.isExtensionOnly == false
        {
          return instantiate(name, call, args, in: scope)
        }
        return opaque(reason, call, scope)
      }
      if let info = index.types[name], !info.isExtensionOnly {
        return instantiate(name, call, args, in: scope)
      }
      if case .button(let button)? = scope.selfValue,
        Self.buttonMethods.contains(name)
          || function(name, in: scope.selfType ?? button.type, arguments: args) != nil
      {
        // A bare method call in a button's code: `setTitleColor(…)` on `self`.
        return uikitCall(
          name, on: button, type: scope.selfType, skippingOwn: false, call, args, in: scope)
      }
      if case .view? = scope.selfValue, scope.selfType == "View" {
        // A bare modifier in a `View` extension: applied to `self`.
        if let selfValue = scope.selfValue {
          return viewModifier(name, on: selfValue, call, args, in: scope)
        }
      }
      if let type = scope.selfType, let function = function(name, in: type, arguments: args) {
        return callFunction(
          function, args, selfValue: scope.selfValue, selfType: type, call, in: scope)
      }
      if let function = index.functions[name]?.first {
        return callFunction(function, args, selfValue: nil, selfType: nil, call, in: scope)
      }
      if Self.stacks.contains(name) { return stackView(call, args, in: scope) }
      let unknown = opaque("call to `\(name)(…)`, which is not in the sources read", call, scope)
      if case .button(let button)? = scope.selfValue, name.hasPrefix("set"),
        !Self.colourlessMethods.contains(name), case .opaque(let why) = unknown
      {
        // A setter of a superclass or library outside the tree (`setBackgroundColor(_:for:)`
        // from a pod): it may set a colour; every state is in doubt.
        button.reviews.append(
          "`\(name)(…)` at \(why.location) is not in the sources read; what it does to the colours is unknown"
        )
      }
      return unknown
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let baseExpression = member.base else {
        // `.normal(c)`: a case with associated values of the one enum of the tree that
        // declares it, its values kept for `switch` (`case let .normal(c)`).
        if let owners = index.payloadCases[name], owners.count == 1, let owner = owners.first {
          return enumValue(owner, name, args, in: scope)
        }
        // `.hex(0xE89D79)` where a colour belongs: a static function of the tree's colour
        // types. Where the context's type is not known here (an argument, a ternary branch),
        // the call is run on each colour type that declares it; one value, or the same colour
        // from each, is the call's.
        if let colour = implicitColourCall(name, call, args, in: scope) { return colour }
        // `.init(…)`, `.custom(…)`: an implicit member made with arguments.
        return .member(name)
      }
      if baseExpression.is(SuperExprSyntax.self) {
        if name == "init" {
          if case .button(let button)? = scope.selfValue,
            args.contains(where: { $0.label == "coder" })
          {
            superInitCoder(button, call, args, in: scope)
          }
          return .nothing
        }
        if case .button(let button)? = scope.selfValue,
          Self.buttonMethods.contains(name)
            || function(name, in: scope.selfType ?? button.type, arguments: args) != nil
        {
          return uikitCall(
            name, on: button, type: scope.selfType, skippingOwn: true, call, args, in: scope)
        }
        return .nothing
      }
      if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
        case .button(let button)? = scope.selfValue
      {
        // `self.init(title:…)` in a button's convenience initialiser: the initialiser it
        // delegates to, of the class being initialised or one it inherits.
        delegatingInit(button, call, args, in: scope)
        return .nothing
      }
      if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
        let type = scope.selfType
      {
        // `self.init(red:…)` in a convenience initialiser of a colour type.
        let value = colorInitializer(type, call, args, in: scope)
        // Where the initialiser being run reads it (`colorInitializer`), through the scopes of
        // the blocks between (`#if`, `if`, `guard`), else here.
        if !scope.assign("$initialized", value) { scope.names["$initialized"] = value }
        return value
      }
      let base = evaluate(baseExpression, in: scope)
      return callMethod(name, on: base, call, args, in: scope)
    }
    if let inner = call.calledExpression.as(FunctionCallExprSyntax.self) {
      // `Foo()(…)`: a call of a call's result.
      if case .closure(let closure) = evaluateCall(inner, in: scope) {
        return callClosure(closure, args.map { evaluate($0.expression, in: scope) })
      }
    }
    if call.calledExpression.is(ClosureExprSyntax.self),
      case .closure(let closure) = evaluate(call.calledExpression, in: scope)
    {
      // `{ … }()`: a closure called where it is written (a `lazy var`'s or a constant's
      // initialiser, as SwiftGen's `ColorAsset.color` is).
      return callClosure(closure, args.map { evaluate($0.expression, in: scope) })
    }
    return opaque("call `\(short(call))`", call, scope)
  }

  /// `.name(args)` run as a static function of the colour types of the tree that declare it
  /// (`Color.hex`, `UIColor.hex`): the colour when every one gives the same, else nil (the
  /// context's type decides, which evaluation does not know here).
  private func implicitColourCall(
    _ name: String, _ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue? {
    var found: SwiftColor?
    for owner in ["Color", "UIColor", "NSColor", "CGColor"] {
      guard
        let function = index.functions(name, of: owner)?.first(where: {
          labelsMatch($0.node.signature.parameterClause.parameters, args)
            && $0.node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        })
      else { continue }
      guard
        case .color(let color) = callFunction(
          function, args, selfValue: nil, selfType: owner, call, in: scope)
      else { return nil }
      if let found, found.value != color.value { return nil }
      found = found ?? color
    }
    return found.map { .color($0) }
  }

  /// `self.init(…)` in a button's initialiser: the first initialiser with these labels from the
  /// class being initialised up its chain, run on the same button; UIKit's own (`frame:`) when
  /// none in the tree has them, which sets no colour.
  private func delegatingInit(
    _ button: ButtonModel, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) {
    guard let (owner, initializer, body) = chainInitializer(of: button, args, skippingOwn: false)
    else { return }
    let key = "\(initializer.file):\(initializer.node.position.utf8Offset)"
    guard activeCount(key) < 1 else {
      button.reviews.append(
        "`\(short(call))` at \(location(of: call, in: scope)) delegates back to an initialiser being run; it is not run again"
      )
      return
    }
    enter(key)
    defer { leave() }
    runInitializer(initializer, body, of: owner, on: .button(button), call, args, in: scope)
  }

  /// UIKit methods of a button (UIView, UIControl, UIButton) that change none of its colours:
  /// layout, the view tree, targets, actions, interactions and redraw requests. `setImage` and
  /// `setTitleShadowColor` change what no check measures.
  static let colourlessMethods: Set<String> = [
    "setImage", "addTarget", "removeTarget", "addAction", "removeAction", "setNeedsLayout",
    "layoutIfNeeded", "sizeToFit", "setPreferredSymbolConfiguration", "addSubview",
    "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "awakeFromNib",
    "layoutSubviews", "prepareForInterfaceBuilder", "traitCollectionDidChange", "setNeedsDisplay",
    "didMoveToSuperview", "didMoveToWindow", "updateConstraints", "setNeedsUpdateConstraints",
    "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
    "addLayoutGuide", "addGestureRecognizer", "removeGestureRecognizer", "addInteraction",
    "removeInteraction", "setTitleShadowColor", "invalidateIntrinsicContentSize",
    "setNeedsUpdateConfiguration", "setNeedsFocusUpdate", "becomeFirstResponder",
    "resignFirstResponder", "sendActions",
  ]

  /// UIButton's methods evaluation models, called bare on `self` in a button's code.
  static let buttonMethods: Set<String> = [
    "setTitleColor", "setBackgroundImage", "titleColor", "backgroundImage", "setImage", "setTitle",
    "setAttributedTitle", "image", "awakeFromNib", "layoutSubviews", "setNeedsLayout",
  ]

  /// `base.name(args)`.
  func callMethod(
    _ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) -> SwiftValue {
    if case .member(let member) = base, !member.hasPrefix("type:"), member != "renderer" {
      // `.red.opacity(0.5)`: an implicit member used as a colour (SwiftUI's, where the type is
      // not written).
      let color = colorValue(base, framework: .swiftUI, call, in: scope)
      if case .color = color { return callMethod(name, on: color, call, args, in: scope) }
    }
    switch base {
    case .opaque, .nothing:
      return base
    case .member(let text) where text.hasPrefix("type:"):
      let type = String(text.dropFirst(5))
      if (type == "UIControl" && name == "State") || (type == "State" && name == "init") {
        return .members([])  // `UIControl.State()`: the empty option set, normal.
      }
      if type == "UIButton.Configuration" {
        // `UIButton.Configuration.filled()`.
        return makeConfiguration(name, call, in: scope)
          ?? opaque("`UIButton.Configuration.\(name)(…)` is not a style Legible knows", call, scope)
      }
      if name == "init" {
        return frameworkCall(type, call, args, in: scope)
          ?? instantiate(type, call, args, in: scope)
      }
      if let function = function(name, in: type, arguments: args) {
        return callFunction(function, args, selfValue: nil, selfType: type, call, in: scope)
      }
      if let info = index.typeInfo(type), info.cases[name]?.node.parameterClause != nil {
        return enumValue(info.name, name, args, in: scope)  // `Style.normal(c)`
      }
      if let nested = index.nestedType(name, in: type),
        index.typeInfo(nested)?.isExtensionOnly == false
      {
        return instantiate(nested, call, args, in: scope)  // `Theme.Style(…)`
      }
      return opaque("`\(type).\(name)(…)` is not in the sources read", call, scope)
    case .color(let color):
      if let value = colorMethod(name, color, call, args, in: scope) { return value }
      return viewModifier(name, on: base, call, args, in: scope)
    case .view, .shape:
      return viewModifier(name, on: base, call, args, in: scope)
    case .button(let button):
      return uikitCall(
        name, on: button, type: button.type, skippingOwn: false, call, args, in: scope)
    case .context(let context):
      return drawingCall(name, on: context, call, args, in: scope)
    case .image(let color):
      switch name {
      case "withRenderingMode", "resizableImage", "withTintColor",
        "imageFlippedForRightToLeftLayoutDirection":
        return base
      case "draw":
        if let context = currentContext { context.layers.append(color) }
        return .nothing
      default:
        if let function = function(name, in: "UIImage", arguments: args) {
          return callFunction(function, args, selfValue: base, selfType: "UIImage", call, in: scope)
        }
        return opaque("`\(name)(…)` on an image, not in the sources read", call, scope)
      }
    case .instance(let instance):
      if let function = function(name, in: instance.type, arguments: args) {
        return callFunction(
          function, args, selfValue: base, selfType: instance.type, call, in: scope)
      }
      let view = resolvedView(base, call, in: scope)
      if case .view = view { return viewModifier(name, on: view, call, args, in: scope) }
      return opaque("`\(instance.type).\(name)(…)` is not in the sources read", call, scope)
    case .member("renderer") where name == "image":
      // `UIGraphicsImageRenderer(size:).image { context in … }`: the closure draws the image.
      guard let body = args.last.map({ evaluate($0.expression, in: scope) }),
        case .closure(let closure) = body
      else {
        return opaque("`\(short(call))` without a drawing closure", call, scope)
      }
      let context = DrawingContext()
      contexts.append(context)
      _ = callClosure(closure, [.context(context)])
      contexts.removeLast()
      return context.image().map(SwiftValue.image)
        ?? opaque("`\(short(call))` draws nothing of one colour", call, scope)
    case .closure(let closure):
      if name == "callAsFunction" {
        return callClosure(closure, args.map { evaluate($0.expression, in: scope) })
      }
      return opaque("`\(name)` on a closure", call, scope)
    default:
      if name == "map", let closure = args.first.map({ evaluate($0.expression, in: scope) }),
        case .closure(let function) = closure
      {
        return callClosure(function, [base])
      }
      return opaque("`\(short(call))`", call, scope)
    }
  }

  /// A function of `type` (or its superclasses and extensions in the tree) whose labels match.
  func function(_ name: String, in type: String, arguments: [Argument]) -> SwiftDeclarationIndex
    .Entry<FunctionDeclSyntax>?
  {
    for owner in withConformances(index.superclassChain(type) + extendedFrameworkTypes(of: type)) {
      guard let candidates = index.functions(name, of: owner) else { continue }
      if let match = candidates.first(where: {
        labelsMatch($0.node.signature.parameterClause.parameters, arguments)
      }) {
        return match
      }
    }
    return nil
  }

  /// `owners`, then the protocols the tree says they conform to (`extension UIView:
  /// Anchorable`), whose extensions' functions they have (Session's `pin(_:to:of:)`, declared
  /// in `extension Anchorable`, called on a button).
  func withConformances(_ owners: [String]) -> [String] {
    var protocols: [String] = []
    for owner in owners {
      for name in index.types[owner]?.inherits ?? []
      where index.types[name]?.kind == .protocolType && !protocols.contains(name) {
        protocols.append(name)
      }
    }
    return owners + protocols
  }

  /// The framework types whose extensions a type's values can call: a UIButton subclass can
  /// call `UIButton`, `UIControl` and `UIView` extensions.
  func extendedFrameworkTypes(of type: String) -> [String] {
    let chain = index.superclassChain(type)
    if chain.contains(where: { ["UIButton", "UIControl", "UIView"].contains($0) })
      || type == "UIButton"
    {
      return ["UIButton", "UIControl", "UIView", "NSObject"]
    }
    if ["View", "Text", "Shape"].contains(type) { return ["View"] }
    return []
  }

  func labelsMatch(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
    var remaining = arguments[...]
    for parameter in parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      if let next = remaining.first, next.label == label {
        remaining = remaining.dropFirst()
      } else if parameter.defaultValue == nil,
        !(label == nil && remaining.first?.expression.is(ClosureExprSyntax.self) == true)
      {
        return false
      } else if label == nil, remaining.first?.expression.is(ClosureExprSyntax.self) == true {
        remaining = remaining.dropFirst()
      }
    }
    return remaining.isEmpty
  }

  /// Runs a function of the tree with its parameters bound to the arguments.
  func callFunction(
    _ entry: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, _ args: [Argument],
    selfValue: SwiftValue?,
    selfType: String?, _ call: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    let values = args.map { evaluate($0.expression, in: scope) }
    return callFunction(
      entry, labelled: zip(args.map(\.label), values).map { ($0, $1) }, selfValue: selfValue,
      selfType: selfType, call, in: scope)
  }

  /// Runs a function with evaluated arguments.
  func callFunction(
    _ entry: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>,
    labelled values: [(String?, SwiftValue)],
    selfValue: SwiftValue?, selfType: String?, _ call: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    let key = "\(entry.file):\(entry.node.position.utf8Offset)"
    let name = entry.node.name.text
    guard let body = entry.node.body else {
      return opaque("`\(name)` has no body in the sources", call, scope)
    }
    guard activeCount(key) < 2 else {
      return opaque("recursive call of `\(name)`", call, scope)
    }
    if case .button? = selfValue, isColourless(entry) {
      // A layout helper called on a button: nothing in it decides a colour; its result (if
      // any) is not known.
      return opaque("`\(name)(…)` returns what Legible does not evaluate", call, scope)
    }
    enter(key)
    defer { leave() }
    let inner = SwiftScope(parent: nil, selfValue: selfValue, selfType: selfType, file: entry.file)
    bind(
      entry.node.signature.parameterClause.parameters, values, into: inner, call: call, scope: scope
    )
    let result = run(body.statements, in: inner)
    if case .button(let button)? = selfValue,
      let unrun = unrunTitleSetters(in: body).first
    {
      // A title colour set in a closure the function stores or passes on (a theme manager's
      // applier): set, but not by code Legible runs; "no title colour is set" would be untrue.
      let at = index.file(entry.file).location(of: unrun)
      button.reviews.append(
        "`\(name)(…)` sets a title colour at \(at) in a closure Legible does not run (one it stores or passes on), so what the title draws is not known"
      )
    }
    return result
  }

  /// The title-colour calls UIKit would run on a button (`setTitleColor`,
  /// `setAttributedTitle`, `titleLabel?.textColor =` is a property) inside closures of `body`
  /// that evaluation did not run.
  func unrunTitleSetters(in body: CodeBlockSyntax) -> [FunctionCallExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [FunctionCallExprSyntax] = []
      var closures = 0
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures += 1
        return .visitChildren
      }
      override func visitPost(_ node: ClosureExprSyntax) { closures -= 1 }
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name =
          node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if closures > 0, let name, SwiftEvaluator.titleSetters.contains(name) {
          found.append(node)
        }
        return .visitChildren
      }
    }
    let text = body.trimmedText
    guard Self.titleSetters.contains(where: { text.contains($0) }) else { return [] }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found.filter { !ranTitleSetters.contains($0.id) }
  }

  /// UIButton's methods that set what the title draws in.
  static let titleSetters: Set<String> = ["setTitleColor", "setAttributedTitle"]

  /// Whether a function of the tree changes no colour (``ColourlessFunctions``), once per
  /// function for this evaluator.
  func isColourless(_ entry: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>, depth: Int = 0)
    -> Bool
  {
    let key = "\(entry.file):\(entry.node.position.utf8Offset)"
    if let known = colourless[key] { return known }
    // A cycle or a deep chain of helpers is not followed: not colourless.
    colourless[key] = false
    guard depth < 4 else { return false }
    let result = ColourlessFunctions.isColourless(entry.node) { name in
      // A called function of the tree counts as one that may colour, unless every
      // declaration of that name is colourless itself (`pinToParent()` calling `pinTo(to:)`).
      let declared =
        (index.functions[name] ?? [])
        + index.types.values.flatMap { $0.functions[name] ?? [] }
      return declared.contains { !isColourless($0, depth: depth + 1) }
    }
    colourless[key] = result
    return result
  }

  /// Binds parameters to argument values in order, by label, with default values.
  func bind(
    _ parameters: FunctionParameterListSyntax, _ values: [(String?, SwiftValue)],
    into inner: SwiftScope,
    call: some SyntaxProtocol, scope: SwiftScope
  ) {
    var remaining = values[...]
    for parameter in parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let local = (parameter.secondName ?? parameter.firstName).text
      let type = parameter.type.trimmedText
      if let next = remaining.first, next.0 == label || (label == nil && next.0 == nil) {
        inner.names[local] = coerced(next.1, toType: type, call, in: scope)
        remaining = remaining.dropFirst()
      } else if let defaultValue = parameter.defaultValue {
        inner.names[local] = evaluate(
          defaultValue.value,
          in: SwiftScope(parent: nil, selfType: inner.selfType, file: inner.file))
      } else if let next = remaining.first {
        inner.names[local] = coerced(next.1, toType: type, call, in: scope)
        remaining = remaining.dropFirst()
      } else {
        inner.names[local] = opaque("no argument for `\(local)`", call, scope)
      }
    }
  }

  /// Runs a closure with its parameters bound in order.
  func callClosure(_ closure: SwiftClosure, _ values: [SwiftValue]) -> SwiftValue {
    let key = "closure:\(closure.file):\(closure.node.position.utf8Offset)"
    guard activeCount(key) < 2 else { return .nothing }
    enter(key)
    defer { leave() }
    let inner = SwiftScope(parent: closure.scope, file: closure.file)
    var names: [String] = []
    if let signature = closure.node.signature, let parameters = signature.parameterClause {
      switch parameters {
      case .simpleInput(let list): names = list.map(\.name.text)
      case .parameterClause(let clause):
        names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      }
    }
    for (offset, name) in names.enumerated() where offset < values.count {
      inner.names[name] = values[offset]
    }
    if !values.isEmpty { inner.names["$0"] = values[0] }
    return run(closure.node.statements, in: inner)
  }

  /// Makes a value of a type in the tree: stored properties from their initialisers and the
  /// arguments (memberwise), or its initialiser's body run; a UIButton subclass becomes a button.
  func instantiate(
    _ type: String, _ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue {
    // A stored property (or initialiser) that makes its own type (`class B: UIButton { var
    // other = B(frame: .zero) }`) would recurse without end in Swift too; it recursed here
    // until the stack overflowed (fuzz finding, issue 20).
    let key = "new:\(type)"
    guard !activeKeys.contains(key) else {
      return opaque(
        "evaluation cycle: `\(type)(…)` made while a \(type) is being made", call, scope)
    }
    activeKeys.append(key)
    defer { activeKeys.removeLast() }
    if index.isButton(type) {
      return makeButton(type, call, args, in: scope)
    }
    guard let info = index.typeInfo(type) else {
      return opaque("`\(type)(…)` is not in the sources read", call, scope)
    }
    if info.kind == .enumeration, args.count == 1, args[0].label == "rawValue",
      !info.initializers.contains(where: {
        labelsMatch($0.node.signature.parameterClause.parameters, args)
      })
    {
      return enumCase(info, rawValue: evaluate(args[0].expression, in: scope), call, in: scope)
    }
    let instance = SwiftInstance(type: type, fields: [:])
    let value = SwiftValue.instance(instance)
    let inner = SwiftScope(
      parent: nil, selfValue: value, selfType: type, file: info.declaration?.file ?? scope.file)
    for (name, entries) in info.properties {
      guard let entry = entries.first, !isStatic(entry) else { continue }
      // A `lazy var`'s initialiser runs when the property is first read, after the
      // initialiser (SwiftGen's `ColorAsset.color` reads `name`, which `init` sets): it is
      // evaluated then, as a property of the instance (`member(_:of:type:_:in:)`).
      if isLazy(entry) { continue }
      if let flag = Self.environmentFlag(of: entry.node) {
        instance.environment[name] = flag
      } else if let initializer = entry.node.initializer {
        let fieldScope = SwiftScope(parent: nil, selfValue: value, selfType: type, file: entry.file)
        instance.fields[name] = evaluate(initializer.value, in: fieldScope)
      }
    }
    let values = args.map { ($0.label, evaluate($0.expression, in: scope)) }
    if let initializer = info.initializers.first(where: {
      labelsMatch($0.node.signature.parameterClause.parameters, args)
    }),
      let body = initializer.node.body
    {
      let initScope = SwiftScope(parent: inner, file: initializer.file)
      bind(
        initializer.node.signature.parameterClause.parameters, values, into: initScope, call: call,
        scope: scope)
      _ = runBlock(body.statements, in: initScope)
      return value
    }
    for (label, argument) in values {
      guard let label else { continue }
      let type = info.properties[label]?.first?.node.typeAnnotation?.type.trimmedText
      instance.fields[label] = coerced(argument, toType: type, call, in: scope)
    }
    return value
  }

  /// A case with associated values (`Style.normal(c)`): an instance of the enum whose fields
  /// are the values by position (`$0`, `$1`…) and by label where the case names one.
  func enumValue(_ type: String, _ name: String, _ args: [Argument], in scope: SwiftScope)
    -> SwiftValue
  {
    var fields: [String: SwiftValue] = [:]
    for (offset, argument) in args.enumerated() {
      let value = evaluate(argument.expression, in: scope)
      fields["$\(offset)"] = value
      if let label = argument.label { fields[label] = value }
    }
    return .instance(SwiftInstance(type: type, fields: fields, caseName: name))
  }

  /// `Enum(rawValue: x)`: the case whose raw value is `x` (written, or implicit: Int cases count
  /// from the previous one, String cases are their names), `nil` (`.nothing`) when none is.
  func enumCase(
    _ info: SwiftDeclarationIndex.TypeInfo, rawValue: SwiftValue, _ call: FunctionCallExprSyntax,
    in scope: SwiftScope
  ) -> SwiftValue {
    let rawType = info.inherits.first ?? ""
    let ordered = info.cases.sorted {
      ($0.value.file, $0.value.node.position.utf8Offset)
        < ($1.value.file, $1.value.node.position.utf8Offset)
    }
    var next = 0.0
    for (name, entry) in ordered {
      var value: SwiftValue
      if let written = entry.node.rawValue?.value {
        value = evaluate(
          written, in: SwiftScope(parent: nil, selfType: info.name, file: entry.file))
      } else if rawType == "String" {
        value = .string(name)
      } else {
        value = .number(next)
      }
      if case .number(let number) = value { next = number + 1 }
      let same: Bool =
        switch (value, rawValue) {
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        default: false
        }
      if same { return .instance(SwiftInstance(type: info.name, fields: [:], caseName: name)) }
    }
    if case .opaque = rawValue { return rawValue }
    if case .number = rawValue { return .nothing }
    if case .string = rawValue { return .nothing }
    return opaque("`\(info.name)(rawValue: \(short(call.arguments)))`", call, scope)
  }

  /// The state flag a property wrapper reads: `@Environment(\.isEnabled)` → `enabled`.
  static func environmentFlag(of binding: PatternBindingSyntax) -> String? {
    guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
    for attribute in variable.attributes {
      guard case .attribute(let node) = attribute else { continue }
      let name = node.attributeName.trimmedText
      if name == "FocusState" { return "focused" }
      guard name == "Environment", let argument = node.arguments?.trimmedText else {
        continue
      }
      if argument.hasSuffix(".isEnabled") { return "enabled" }
      if argument.hasSuffix(".colorScheme") { return "colorScheme" }
      if argument.hasSuffix(".isFocused") { return "focused" }
    }
    return nil
  }

  // MARK: - Cycle bookkeeping

  func activeCount(_ key: String) -> Int { activeKeys.reduce(0) { $0 + ($1 == key ? 1 : 0) } }
  func enter(_ key: String) { activeKeys.append(key) }
  func leave() { activeKeys.removeLast() }
}
