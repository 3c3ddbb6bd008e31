import SwiftSyntax

extension SwiftEvaluator {
  /// UIKit control states by the member names code uses.
  static func stateName(_ value: SwiftValue) -> String? {
    switch value {
    case .member(let name):
      return ["normal", "highlighted", "selected", "disabled", "focused"].contains(name)
        ? name : nil
    case .members(let names):
      return names.isEmpty ? "normal" : (names.count == 1 ? stateName(.member(names[0])) : nil)
    default:
      return nil
    }
  }

  /// `UIButton(…)` or a subclass of it in the tree: its stored properties' initial values, then
  /// its initialiser run (`init(frame:)` when the call names none in the tree).
  func makeButton(
    _ type: String, _ call: FunctionCallExprSyntax, _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue {
    let button = ButtonModel(type: type)
    let value = SwiftValue.button(button)
    let madeAt = location(of: call, in: scope)
    if let kind = args.first(where: { $0.label == "type" })?.expression
      .as(MemberAccessExprSyntax.self)?.declName.baseName.text
    {
      if kind == "system" || kind == "custom" { button.buttonType = (kind, madeAt) }
    } else if !args.contains(where: {
      ["coder", "configuration", "primaryAction"].contains($0.label)
    }) {
      // `UIButton()`, `UIButton(frame:)`, `Sub(frame:)`: UIKit's initialiser makes a custom one.
      button.buttonType = ("custom", madeAt)
    }
    if let argument = args.first(where: { $0.label == "configuration" }) {
      // `UIButton(configuration:primaryAction:)`.
      setUIKitProperty(
        "configuration", on: button, type: type, evaluate(argument.expression, in: scope),
        argument.expression, in: scope, skippingOwn: false)
    }
    if let base = index.presumedButtonBase(type) {
      button.reviews.append(
        "\(type)'s superclass `\(base)` is not in the sources read: it is taken for a UIButton "
          + "from the colour calls its code makes, and what `\(base)` draws in each state is unknown"
      )
    }
    for owner in index.superclassChain(type).reversed() {
      guard let info = index.types[owner], !info.isExtensionOnly else { continue }
      for (name, entries) in info.properties {
        guard let entry = entries.first, !isStatic(entry), let initializer = entry.node.initializer
        else { continue }
        let fieldScope = SwiftScope(
          parent: nil, selfValue: value, selfType: owner, file: entry.file)
        button.fields[name] = evaluate(initializer.value, in: fieldScope)
      }
    }
    // `Type(coder: decoding)`: a nib load (InterfaceBuilderLink), whose `decoding` closure is
    // what UIKit's `init(coder:)` decodes from the document.
    let coder = args.first { $0.label == "coder" }
    if let coder, case .closure(let decoding) = evaluate(coder.expression, in: scope) {
      button.nibDecoding = decoding
    }
    var ranInitializer = false
    for owner in index.superclassChain(type) {
      guard let info = index.types[owner], !info.isExtensionOnly else { continue }
      let initializer =
        info.initializers.first(where: {
          labelsMatch($0.node.signature.parameterClause.parameters, args)
        })
        ?? (coder != nil
          ? nil
          : info.initializers.first(where: {
            $0.node.signature.parameterClause.parameters.first?.firstName.text == "frame"
          }))
      guard let initializer, let body = initializer.node.body else { continue }
      runInitializer(initializer, body, of: owner, on: value, call, args, in: scope)
      ranInitializer = true
      break
    }
    if let decoding = button.nibDecoding {
      // No `init(coder:)` in the tree (UIKit's own decodes the document and nothing follows it),
      // or one whose body never reached `super.init(coder:)` (a `fatalError`, a branch
      // evaluation cannot follow): the document's values are set after it.
      button.nibDecoding = nil
      if ranInitializer {
        button.reviews.append(
          "\(type)'s init(coder:) did not reach super.init(coder:) when evaluated; the document's colours are set after its body, where UIKit sets them before the code that follows super.init(coder:)"
        )
      }
      _ = callClosure(decoding, [value])
    }
    return value
  }

  /// Runs `initializer` (declared by `owner`) on the button `value` with the call's arguments.
  func runInitializer(
    _ initializer: SwiftDeclarationIndex.Entry<InitializerDeclSyntax>, _ body: CodeBlockSyntax,
    of owner: String, on value: SwiftValue, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) {
    guard case .button(let button) = value else { return }
    let inner = SwiftScope(
      parent: nil, selfValue: value, selfType: button.type, file: initializer.file)
    let values = args.map { ($0.label, evaluate($0.expression, in: scope)) }
    bind(
      initializer.node.signature.parameterClause.parameters, values, into: inner, call: call,
      scope: scope)
    // The initialiser's own statements (and blocks inside them, not the methods they call)
    // set the class's own properties without observers (`setUIKitProperty`).
    inner.names["$initializing"] = .member(owner)
    let saved = button.initializingOwner
    button.initializingOwner = owner
    _ = runBlock(body.statements, in: inner)
    button.initializingOwner = saved
  }

  /// The first initialiser of the tree with `args`' labels up `button`'s class chain, from the
  /// class whose initialiser is running (`skippingOwn`: from its superclass, for `super.init`).
  func chainInitializer(of button: ButtonModel, _ args: [Argument], skippingOwn: Bool) -> (
    owner: String, initializer: SwiftDeclarationIndex.Entry<InitializerDeclSyntax>,
    body: CodeBlockSyntax
  )? {
    let chain = index.superclassChain(button.type)
    let own = button.initializingOwner.flatMap { chain.firstIndex(of: $0) } ?? 0
    for owner in chain.dropFirst(own + (skippingOwn ? 1 : 0)) {
      guard let info = index.types[owner], !info.isExtensionOnly,
        let initializer = info.initializers.first(where: {
          labelsMatch($0.node.signature.parameterClause.parameters, args)
        }),
        let body = initializer.node.body
      else { continue }
      return (owner, initializer, body)
    }
    return nil
  }

  /// `super.init(coder: coder)` in a button's initialiser: the next `init(coder:)` up the class
  /// chain in the tree, else UIKit's, which decodes the document (a nib load's `nibDecoding`).
  func superInitCoder(
    _ button: ButtonModel, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) {
    if let (owner, initializer, body) = chainInitializer(of: button, args, skippingOwn: true) {
      runInitializer(initializer, body, of: owner, on: .button(button), call, args, in: scope)
      return
    }
    if let decoding = button.nibDecoding {
      button.nibDecoding = nil
      _ = callClosure(decoding, [.button(button)])
    }
  }

  /// The tree's property `name` for a button of `type`: the class chain first (skipping the
  /// class's own with `skippingOwn`, for `super.name`), then extensions of UIButton, UIControl
  /// and UIView.
  func uikitDeclaration(_ name: String, type: String, skippingOwn: Bool) -> SwiftDeclarationIndex
    .Entry<PatternBindingSyntax>?
  {
    var owners = index.superclassChain(type) + extendedFrameworkTypes(of: type)
    if skippingOwn, !owners.isEmpty { owners.removeFirst() }
    for owner in withConformances(owners) {
      if let entry = index.types[owner]?.properties[name]?.first, !isStatic(entry) { return entry }
    }
    return nil
  }

  /// Reads `name` on a button.
  func uikitProperty(
    _ name: String, of button: ButtonModel, type: String?, skippingOwn: Bool,
    _ node: some SyntaxProtocol,
    in scope: SwiftScope
  ) -> SwiftValue? {
    let type = type ?? button.type
    if let entry = uikitDeclaration(name, type: type, skippingOwn: skippingOwn),
      Self.hasGetter(entry.node)
    {
      return evaluateProperty(entry, selfValue: .button(button), selfType: type, node, in: scope)
    }
    if let field = button.fields[name] { return field }
    switch name {
    case "backgroundColor":
      return button.backgroundColor.map { .color($0.color) } ?? SwiftValue.nothing
    case "tintColor":
      if let why = button.tintUnreadable { return .opaque(why) }
      return button.tintColor.map { .color($0.color) } ?? SwiftValue.nothing
    case "layer": return .layer(button)
    case "configuration":
      return button.configuration.map(SwiftValue.configuration) ?? SwiftValue.nothing
    case "borderColor": return button.borderColor.map { .color($0.color) } ?? SwiftValue.nothing
    case "borderWidth": return .number(button.borderWidth ?? 0)
    case "isHighlighted": return readEnvironment("pressed")
    case "isEnabled": return readEnvironment("enabled")
    case "isSelected": return readEnvironment("selected")
    case "isFocused": return readEnvironment("focused")
    case "state":
      if environment.focused {
        readFlags.insert("focused")
        return .member("focused")
      }
      if environment.pressed {
        readFlags.insert("pressed")
        return .member("highlighted")
      }
      if !environment.enabled {
        readFlags.insert("enabled")
        return .member("disabled")
      }
      if environment.selected {
        readFlags.insert("selected")
        return .member("selected")
      }
      readFlags.formUnion(["pressed", "enabled", "selected"])
      return .member("normal")
    default: return nil
    }
  }

  static func hasGetter(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return false }
    switch block.accessors {
    case .getter: return true
    case .accessors(let list):
      return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }
  }

  /// Sets `name` on a button: the tree's setter or observers, else UIKit's property.
  func setUIKitProperty(
    _ name: String, on button: ButtonModel, type: String, _ value: SwiftValue,
    _ node: some SyntaxProtocol,
    in scope: SwiftScope, skippingOwn: Bool
  ) {
    let site = location(of: node, in: scope)
    let declared = uikitDeclaration(name, type: type, skippingOwn: skippingOwn)
    let hint =
      declared?.node.typeAnnotation?.type.trimmedText
      ?? (["backgroundColor", "tintColor", "borderColor"].contains(name) ? "UIColor" : nil)
    let value = coerced(value, toType: hint, node, in: scope)
    if let entry = declared, case .accessors(let accessors)? = entry.node.accessorBlock?.accessors,
      !activeKeys.contains("set:\(entry.file):\(entry.node.position.utf8Offset)")
    {
      // (Inside its own setter or observer, an assignment stores the value, as Swift does
      // inside `didSet`, instead of running the accessor again.)
      let key = "set:\(entry.file):\(entry.node.position.utf8Offset)"
      enter(key)
      defer { leave() }
      let owner = entry.file
      let setter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
      let didSet = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
      let inner = SwiftScope(parent: nil, selfValue: .button(button), selfType: type, file: owner)
      inner.names["newValue"] = value
      if let setter, let body = setter.body {
        if let parameter = setter.parameters?.name.text { inner.names[parameter] = value }
        _ = runBlock(body.statements, in: inner)
      } else {
        // Observers only: the value is stored by the overridden (or stored) property first.
        let isOverride =
          entry.node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
          .contains { $0.name.tokenKind == .keyword(.override) } ?? false
        if !isOverride, let declaring = Self.declaringClass(of: entry),
          case .member(declaring)? = scope.lookup("$initializing")
        {
          // Set in an initialiser of the class that declares it: Swift stores the value and
          // calls no observer ("The Swift Programming Language", Properties: "willSet and
          // didSet observers … aren't called when a property is set in an initializer").
          button.fields[name] = value
          return
        }
        if isOverride {
          setUIKitProperty(
            name, on: button, type: Self.superType(of: entry, index: index) ?? "UIButton", value,
            node, in: scope, skippingOwn: false)
        } else {
          button.fields[name] = value
        }
      }
      if let didSet, let body = didSet.body { _ = runBlock(body.statements, in: inner) }
      return
    }
    if uikitDeclaration(name, type: type, skippingOwn: skippingOwn) != nil {
      button.fields[name] = value
      return
    }
    switch name {
    case "backgroundColor":
      button.backgroundColor = value.color.map {
        ButtonModel.Setting(color: $0, site: site, call: "backgroundColor")
      }
      if case .opaque(let why) = value {
        button.reviews.append("backgroundColor: \(why.reason) at \(why.location)\(why.factHint)")
      }
    case "tintColor":
      button.tintColor = value.color.map {
        ButtonModel.Setting(color: $0, site: site, call: "tintColor")
      }
      if case .opaque(let why) = value {
        button.tintUnreadable = why
      } else {
        button.tintUnreadable = nil
      }
    case "configuration":
      switch configurationValue(value, node, in: scope) {
      case .configuration(let configuration): button.configuration = configuration
      case .opaque(let why):
        button.configuration = nil
        button.reviews.append("configuration: \(why.reason) at \(why.location)")
      default: button.configuration = nil
      }
    case "configurationUpdateHandler":
      if case .closure(let closure) = value {
        button.configurationUpdateHandler = closure
      } else {
        button.configurationUpdateHandler = nil
        if case .opaque(let why) = value {
          button.reviews.append("configurationUpdateHandler: \(why.reason) at \(why.location)")
        }
      }
    case "alpha":
      if case .number(let alpha) = value { button.alpha[currentStateName] = (alpha, site) }
    case "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled":
      if case .bool(let on) = value { button.fields[name] = .bool(on) }
    default:
      button.fields[name] = value
    }
  }

  /// The superclass of the type declaring `entry`.
  /// The class whose body declares `entry`.
  static func declaringClass(of entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>)
    -> String?
  {
    var node: Syntax? = Syntax(entry.node)
    while let current = node {
      if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
      node = current.parent
    }
    return nil
  }

  static func superType(
    of entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>, index: SwiftDeclarationIndex
  ) -> String? {
    var node: Syntax? = Syntax(entry.node)
    while let current = node {
      if let declaration = current.as(ClassDeclSyntax.self) {
        return index.types[declaration.name.text]?.inherits.first
      }
      node = current.parent
    }
    return nil
  }

  /// The state being evaluated, by UIKit's name.
  var currentStateName: String {
    if environment.pressed { return "highlighted" }
    if !environment.enabled { return "disabled" }
    if environment.selected { return "selected" }
    if environment.focused { return "focused" }
    return "normal"
  }

  /// `layer.name = value`.
  func setLayer(
    _ name: String, on button: ButtonModel, _ value: SwiftValue, _ node: some SyntaxProtocol,
    in scope: SwiftScope
  ) {
    let site = location(of: node, in: scope)
    let value = coerced(value, toType: name.hasSuffix("Color") ? "CGColor" : nil, node, in: scope)
    switch name {
    case "borderColor":
      button.borderColor = value.color.map {
        ButtonModel.Setting(color: $0, site: site, call: "layer.borderColor")
      }
      if case .opaque(let why) = value {
        button.reviews.append("layer.borderColor: \(why.reason) at \(why.location)\(why.factHint)")
      }
    case "borderWidth":
      if case .number(let width) = value { button.borderWidth = width }
    case "backgroundColor":
      button.backgroundColor = value.color.map {
        ButtonModel.Setting(color: $0, site: site, call: "layer.backgroundColor")
      }
    default:
      break
    }
  }

  /// A method call on a button: the tree's override or extension, else UIKit's.
  func uikitCall(
    _ name: String, on button: ButtonModel, type: String?, skippingOwn: Bool,
    _ call: FunctionCallExprSyntax,
    _ args: [Argument], in scope: SwiftScope
  ) -> SwiftValue {
    let type = type ?? button.type
    var owners = index.superclassChain(type) + extendedFrameworkTypes(of: type)
    if skippingOwn, !owners.isEmpty { owners.removeFirst() }
    for owner in withConformances(owners) {
      guard let candidates = index.types[owner]?.functions[name],
        let function = candidates.first(where: {
          labelsMatch($0.node.signature.parameterClause.parameters, args)
        })
      else { continue }
      return callFunction(
        function, args, selfValue: .button(button), selfType: type, call, in: scope)
    }
    let site = location(of: call, in: scope)
    func state(_ index: Int) -> String? {
      guard index < args.count else { return "normal" }
      return Self.stateName(evaluate(args[index].expression, in: scope))
    }
    if Self.titleSetters.contains(name) { ranTitleSetters.insert(call.id) }
    switch name {
    case "setTitleColor":
      guard let stateName = state(1) else {
        button.reviews.append("`\(short(call))` at \(site) sets a state Legible cannot name")
        return .nothing
      }
      let value = colorValue(
        evaluate(args[0].expression, in: scope), framework: .uiKit, args[0].expression, in: scope)
      switch value {
      case .color(let color):
        button.titleColors[stateName] = ButtonModel.Setting(
          color: color, site: site, call: "setTitleColor")
      case .nothing:
        button.titleColors[stateName] = nil
      case .opaque(let why):
        button.reviewTitle(
          "title colour (\(stateName)): \(why.reason) at \(why.location)\(why.factHint)",
          state: stateName)
        if var earlier = button.titleColors[stateName] {
          // The colour set before (a storyboard's, decoded at super.init(coder:)) is replaced by
          // one evaluation cannot read: it is still measured, but its source says so.
          earlier.color.note =
            "replaced at \(site) by a colour Legible cannot read (\(why.reason)); measured with this earlier value"
            + (earlier.color.note.map { "; " + $0 } ?? "")
          earlier.replacedAt = site
          button.titleColors[stateName] = earlier
        }
      default:
        break
      }
      return .nothing
    case "setBackgroundImage":
      guard let stateName = state(1) else { return .nothing }
      let value = evaluate(args[0].expression, in: scope)
      switch value {
      case .image(let color):
        button.backgroundImages[stateName] = ButtonModel.Setting(
          color: color, site: site, call: "setBackgroundImage")
      case .nothing:
        button.backgroundImages[stateName] = nil
      case .opaque(let why):
        button.reviews.append("background image (\(stateName)): \(why.reason) at \(why.location)")
      default:
        button.reviews.append(
          "background image (\(stateName)) at \(site) is not an image of one colour")
      }
      return .nothing
    case "titleColor":
      guard let stateName = state(0) else { return .nothing }
      return button.titleColor(for: stateName).map { .color($0.color) } ?? .nothing
    case "backgroundImage":
      guard let stateName = state(0) else { return .nothing }
      return button.backgroundImage(for: stateName).map { .image($0.color) } ?? .nothing
    case "setAttributedTitle":
      button.hasTitle = true
      // The string's `.foregroundColor` is the state's title colour (UIKit draws an attributed
      // title with its own attributes); a string without one leaves the title colour as it is.
      guard let stateName = state(1), let argument = args.first else { return .nothing }
      switch evaluate(argument.expression, in: scope) {
      case .instance(let string) where string.type.hasSuffix("AttributedString"):
        guard let foreground = string.fields["foregroundColor"] else { return .nothing }
        switch colorValue(foreground, framework: .uiKit, argument.expression, in: scope) {
        case .color(let color):
          button.titleColors[stateName] = ButtonModel.Setting(
            color: color, site: site, call: "setAttributedTitle")
        case .opaque(let why):
          button.reviewTitle(
            "title colour (\(stateName)): \(why.reason) at \(why.location)\(why.factHint)",
            state: stateName)
        default:
          break
        }
      case .opaque(let why):
        // A string Legible cannot read may carry a colour that replaces the title colour.
        button.reviewTitle(
          "title colour (\(stateName)): the attributed title set at \(site) cannot be read "
            + "(\(why.reason) at \(why.location)); a foreground colour in it would be the title's",
          state: stateName)
      default:
        break
      }
      return .nothing
    case "setTitle":
      button.hasTitle = true
      return .nothing
    case _ where Self.colourlessMethods.contains(name):
      return .nothing
    case "image":
      return .nothing
    default:
      // A method of the button's class outside the tree (a library superclass's
      // `setBackgroundColor(_:for:animated:)`): what it does to the colours is unknown.
      button.reviews.append(
        "`\(name)(…)` at \(site) is not in the sources read; what it does to the colours is unknown"
      )
      return .nothing
    }
  }

  /// Drawing in a context: `setFillColor`, `fill`, and a renderer's `image { … }`.
  func drawingCall(
    _ name: String, on context: DrawingContext, _ call: FunctionCallExprSyntax, _ args: [Argument],
    in scope: SwiftScope
  ) -> SwiftValue {
    switch name {
    case "setFillColor":
      if let argument = args.first {
        context.fillColor =
          colorValue(
            evaluate(argument.expression, in: scope), framework: .uiKit, argument.expression,
            in: scope
          ).color
      }
    case "fill", "fillPath", "addRect":
      if name != "addRect", let fill = context.fillColor { context.layers.append(fill) }
    default:
      break
    }
    return .nothing
  }
}
