import LegibleColor
import LegibleDiscovery
import SwiftSyntax

/// Evaluates Swift expressions and statements of a tree over what the code states: literals and
/// constant folding, constants and computed properties across files, functions with their
/// bodies, ternaries and `if`/`switch` on the state flags, colours, SwiftUI views and UIKit
/// buttons.
///
/// What it cannot see into (a call to code outside the tree, a runtime object) evaluates to
/// ``SwiftValue/opaque(_:)`` with the reason and the expression's position, never to a guess.
/// Cycles (`static let a = b; static let b = a`) and nesting beyond ``maximumDepth`` are
/// opaque values with a message too.
final class SwiftEvaluator {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable
  /// The state and appearance being evaluated.
  var environment: StateEnvironment
  /// Which state flags the evaluated code read (`pressed`, `enabled`, `focused`, `selected`,
  /// `hovered`).
  var readFlags: Set<String> = []
  /// Whether a value depended on the appearance (a system or asset colour with a dark value,
  /// or `colorScheme`).
  var usedAppearance = false
  /// Doubts met while running statements (a `guard` or `if` whose condition cannot be
  /// evaluated): every state the evaluation makes carries them as review reasons.
  var doubts: [String] = []
  /// ``isColourless(_:)``'s answers by function.
  var colourless: [String: Bool] = [:]
  /// The title-colour calls on a button that evaluation ran (``unrunTitleSetters(in:)``).
  var ranTitleSetters: Set<SyntaxIdentifier> = []
  /// Declarations and functions being evaluated, for cycles: `file:offset`.
  var activeKeys: [String] = []
  /// Drawing contexts open (`UIGraphicsBeginImageContext`, a renderer's closure), innermost last.
  var contexts: [DrawingContext] = []
  var currentContext: DrawingContext? { contexts.last }
  /// Expressions and bodies being evaluated, nested (the guard against deep or endless nesting).
  var depth = 0

  /// Calls and nested expressions deeper than this are opaque: the evaluator never exhausts the
  /// stack, whatever the input.
  static let maximumDepth = 180

  /// Expressions evaluated so far, and the most one evaluation may take: a bound on the work
  /// (recursion twice per function, nested loops of calls) so that no input hangs.
  var steps = 0
  static let maximumSteps = 200_000

  /// The scopes closures made here captured (held until ``deinit``, so an identifier is never
  /// reused while listed). A closure stored on a button or an instance
  /// (`configurationUpdateHandler`, a closure property) that its own scope binds is a reference
  /// cycle; ``deinit`` releases those scopes' bindings (``SwiftScope/releaseBindings()``) so that
  /// no evaluation leaks. Closures are only called by the evaluator that made them.
  private var capturedScopes: [SwiftScope] = []
  private var captured: Set<ObjectIdentifier> = []

  init(index: SwiftDeclarationIndex, assets: AssetColorTable, environment: StateEnvironment) {
    self.index = index
    self.assets = assets
    self.environment = environment
  }

  deinit {
    for scope in capturedScopes { scope.releaseBindings() }
  }

  // MARK: - Expressions

  /// The value of `expression`.
  func evaluate(_ expression: ExprSyntax, in scope: SwiftScope) -> SwiftValue {
    steps += 1
    guard steps <= Self.maximumSteps else {
      return opaque(
        "evaluation stopped after \(Self.maximumSteps) steps (code that computes far more than a button's colours)",
        expression, scope)
    }
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else {
      return opaque("expression nested deeper than \(Self.maximumDepth) levels", expression, scope)
    }
    var value = evaluateNode(expression, in: scope)
    // What the code does not say, a team may state once (`legible.json` `facts.colors`): the
    // whole expression's colour, never a part's, and only where evaluation could not see in.
    // An implicit member no declaration makes a colour (`.brandTitle` with the extension in a
    // package not read) is looked up too.
    let unresolved: Bool
    switch value {
    case .opaque, .member: unresolved = true
    default: unresolved = false
    }
    if unresolved, !assets.facts.isEmpty,
      let (color, fact) = assets.facts.lookup(
        expression.trimmedText, appearance: environment.appearance)
    {
      return factColor(color, fact, name: short(expression), expression, scope)
    }
    // The fact key a reason names: the outermost expression of this source text that evaluated
    // to the opaque value (not a computed property's caller elsewhere).
    if case .opaque(var why) = value {
      let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
      if why.span.map({ $0.file == scope.file && start <= $0.start && $0.end <= end }) ?? true {
        // A colour transformed (`x.withAlphaComponent(0.5)`, `x.cgColor`) keeps the key of the
        // colour itself: a fact for `x` decides both.
        let text = short(expression)
        let transform =
          why.expression.map { inner in
            [".withAlphaComponent(", ".cgColor", ".opacity(", ".resolvedColor("].contains {
              text.hasPrefix(inner + $0)
            }
          } ?? false
        if !transform {
          why.expression = text
          why.span = (scope.file, start, end)
          value = .opaque(why)
        }
      }
    }
    return value
  }

  private func evaluateNode(_ expression: ExprSyntax, in scope: SwiftScope) -> SwiftValue {
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Self.integer(literal.literal.text).map(SwiftValue.number)
        ?? opaque("integer literal `\(literal.literal.text)`", expression, scope)
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      let text = Self.withoutUnderscores(literal.literal.text)
      return Double(text).map(SwiftValue.number)
        ?? opaque("float literal `\(text)`", expression, scope)
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if expression.is(NilLiteralExprSyntax.self) { return .nothing }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let part = segment.as(StringSegmentSyntax.self) else {
          return opaque("string interpolation `\(literal.trimmedText)`", expression, scope)
        }
        text += part.content.text
      }
      return .string(text)
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      guard tuple.elements.count == 1, let only = tuple.elements.first else {
        return opaque("tuple `\(short(tuple))`", expression, scope)
      }
      return evaluate(only.expression, in: scope)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let operand = evaluate(prefix.expression, in: scope)
      switch (prefix.operator.text, operand) {
      case ("-", .number(let value)): return .number(-value)
      case ("+", .number(let value)): return .number(value)
      case ("!", .bool(let value)): return .bool(!value)
      case (_, .opaque): return operand
      default: return opaque("operator `\(prefix.operator.text)` on this value", expression, scope)
      }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // One operator (`97 / 255.0`, `a ? b : c`, most sequences) folds to that operator
      // whatever its precedence: evaluated as it stands, without building the folded nodes.
      if let (left, middle, right) = SequenceFolds.operands(sequence) {
        if let op = middle.as(BinaryOperatorExprSyntax.self) {
          return evaluateInfix(
            op.operator.text, left, right, whole: ExprSyntax(sequence), in: scope)
        }
        if let ternary = middle.as(UnresolvedTernaryExprSyntax.self) {
          return evaluateTernary(left, ternary.thenExpression, right, in: scope)
        }
      }
      return evaluateNode(index.file(scope.file).folded(sequence), in: scope)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return evaluateInfix(
        infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, infix.leftOperand,
        infix.rightOperand, whole: ExprSyntax(infix), in: scope)
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return evaluateTernary(
        ternary.condition, ternary.thenExpression, ternary.elseExpression, in: scope)
    }
    if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression, in: scope) }
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
      return evaluate(unwrap.expression, in: scope)
    }
    if let chain = expression.as(OptionalChainingExprSyntax.self) {
      return evaluate(chain.expression, in: scope)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return evaluateName(reference.baseName.text, reference, in: scope)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return evaluateMember(member, in: scope)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      return evaluateCall(call, in: scope)
    }
    if let macro = expression.as(MacroExpansionExprSyntax.self) {
      return colorLiteral(macro, in: scope)
    }
    if let closure = expression.as(ClosureExprSyntax.self) {
      if captured.insert(ObjectIdentifier(scope)).inserted {
        capturedScopes.append(scope)
      }
      return .closure(SwiftClosure(node: closure, scope: scope, file: scope.file))
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      var members: [String] = []
      for element in array.elements {
        switch evaluate(element.expression, in: scope) {
        case .member(let name): members.append(name)
        case .opaque(let why): return .opaque(why)
        default: return opaque("array `\(short(array))`", expression, scope)
        }
      }
      return .members(members)
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      return attributes(dictionary, in: scope)
    }
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      return .string(keyPath.components.trimmedText.trimmingPrefix("."))
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return valueOfBranching(Syntax(ifExpression), in: scope)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return valueOfBranching(Syntax(switchExpression), in: scope)
    }
    if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
      // `view #if os(…) .modifier() #endif`: the view without the platform's modifiers; a colour
      // modifier among them is a doubt on the look.
      guard let base = postfix.base else {
        return opaque("`#if` without a view", expression, scope)
      }
      let value = evaluate(base, in: scope)
      let names = postfix.config.clauses.flatMap { clause in
        clause.elements.map { Self.memberNames(in: Syntax($0)) } ?? []
      }
      let colourNames: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "overlay", "opacity", "tint", "border",
      ]
      if case .view(var look) = value, names.contains(where: colourNames.contains) {
        look.reviews.append(
          "colour modifiers inside `#if` at \(location(of: postfix.config, in: scope)) are not evaluated"
        )
        return .view(look)
      }
      return value
    }
    if expression.is(SuperExprSyntax.self) {
      return scope.selfValue ?? opaque("`super` outside a type", expression, scope)
    }
    return opaque("expression `\(short(expression))`", expression, scope)
  }

  /// An `if` or `switch` used as an expression: the value of the branch taken (run on the
  /// node itself, so positions stay those of the file).
  private func valueOfBranching(_ node: Syntax, in scope: SwiftScope) -> SwiftValue {
    let inner = SwiftScope(parent: scope, file: scope.file)
    let flow: Flow
    if let ifExpression = node.as(IfExprSyntax.self) {
      flow = executeIf(ifExpression, in: inner, implicitValue: true)
    } else if let switchExpression = node.as(SwitchExprSyntax.self) {
      flow = executeSwitch(switchExpression, in: inner, implicitValue: true)
    } else {
      return .nothing
    }
    switch flow {
    case .returned(let value): return value
    case .next: return .nothing
    }
  }

  /// `condition ? then : otherwise`.
  private func evaluateTernary(
    _ condition: ExprSyntax, _ then: ExprSyntax, _ otherwise: ExprSyntax, in scope: SwiftScope
  ) -> SwiftValue {
    switch evaluate(condition, in: scope) {
    case .bool(true): return evaluate(then, in: scope)
    case .bool(false): return evaluate(otherwise, in: scope)
    case .opaque(let why): return .opaque(why.fromCondition)
    default: return opaque("condition `\(short(condition))`", condition, scope)
    }
  }

  /// `leftNode op rightNode` (`op` nil for an operator that is not a binary one), written as
  /// `infix` (a folded `InfixOperatorExprSyntax`, or the sequence of the three).
  private func evaluateInfix(
    _ op: String?, _ leftNode: ExprSyntax, _ rightNode: ExprSyntax, whole infix: ExprSyntax,
    in scope: SwiftScope
  ) -> SwiftValue {
    guard let op else {
      return opaque("expression `\(short(infix))`", infix, scope)
    }
    let left = evaluate(leftNode, in: scope)
    if op == "&&", case .bool(false) = left { return .bool(false) }
    if op == "||", case .bool(true) = left { return .bool(true) }
    if op == "??" {
      if case .nothing = left { return evaluate(rightNode, in: scope) }
      return left
    }
    if case .opaque = left { return left }
    let right = evaluate(rightNode, in: scope)
    if case .opaque = right { return right }
    switch (left, right) {
    case (.number(let a), .number(let b)):
      switch op {
      case "+": return .number(a + b)
      case "-": return .number(a - b)
      case "*": return .number(a * b)
      case "/":
        guard b != 0 else { return opaque("division by zero", infix, scope) }
        return .number(a / b)
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      case ">=": return .bool(a >= b)
      case ">>", "<<", "&", "|", "^", "%":
        // Integer operators, as hex initialisers use them (`(hex >> 16) & 0xFF`): on whole
        // numbers only; a fraction or a number beyond 2^53 is not an `Int` Legible can know.
        guard let x = Self.exactInteger(a), let y = Self.exactInteger(b) else {
          return opaque(
            "integer operator `\(op)` on a number that is not a whole one", infix, scope)
        }
        switch op {
        case ">>":
          // A negative amount shifts the other way in Swift: not what a hex helper means.
          guard y >= 0 else {
            return opaque("`>>` by a negative amount", infix, scope)
          }
          return .number(Double(x >> y))
        case "<<":
          guard y >= 0, y < 53, let shifted = Self.exactInteger(Double(x) * Double(1 << y)) else {
            return opaque("`<<` beyond the numbers Legible evaluates exactly", infix, scope)
          }
          return .number(Double(shifted))
        case "&": return .number(Double(x & y))
        case "|": return .number(Double(x | y))
        case "^": return .number(Double(x ^ y))
        default:
          guard y != 0 else { return opaque("remainder of a division by zero", infix, scope) }
          return .number(Double(x % y))
        }
      default: break
      }
    case (.bool(let a), .bool(let b)):
      switch op {
      case "&&": return .bool(a && b)
      case "||": return .bool(a || b)
      case "==": return .bool(a == b)
      case "!=": return .bool(a != b)
      default: break
      }
    case (.member(let a), .member(let b)):
      if op == "==" { return .bool(a == b) }
      if op == "!=" { return .bool(a != b) }
    case (.instance(let a), .member(let b)) where a.caseName != nil:
      if op == "==" { return .bool(a.caseName == b) }
      if op == "!=" { return .bool(a.caseName != b) }
    case (.string(let a), .string(let b)):
      if op == "==" { return .bool(a == b) }
      if op == "!=" { return .bool(a != b) }
      if op == "+" { return .string(a + b) }
    case (.nothing, .nothing):
      if op == "==" { return .bool(true) }
      if op == "!=" { return .bool(false) }
    case (.nothing, _), (_, .nothing):
      if op == "==" { return .bool(false) }
      if op == "!=" { return .bool(true) }
    default: break
    }
    return opaque("operator `\(op)` on these values", infix, scope)
  }

  /// `value` as an `Int` when it is a whole number that a `Double` holds exactly (|value| ≤ 2^53).
  static func exactInteger(_ value: Double) -> Int? {
    guard value.isFinite, value.rounded(.towardZero) == value, abs(value) <= 9_007_199_254_740_992
    else { return nil }
    return Int(value)
  }

  // MARK: - Names

  /// A bare name: a local, a member of `self`'s type, a top-level declaration, a type.
  func evaluateName(_ name: String, _ node: some SyntaxProtocol, in scope: SwiftScope) -> SwiftValue
  {
    if let value = scope.lookup(name) { return value }
    if name == "self" { return scope.selfValue ?? .nothing }
    if name == "Self", let type = scope.selfType {
      // `Self.brand`, `Self(red:…)` in a type or extension: the type being declared.
      return evaluateName(type, node, in: scope)
    }
    if let selfValue = scope.selfValue,
      let value = member(name, of: selfValue, type: scope.selfType, node, in: scope)
    {
      return value
    }
    if let type = scope.selfType, let value = staticMember(name, of: type, node, in: scope) {
      return value
    }
    if let entries = index.variables[name], let entry = entries.first {
      return evaluateProperty(entry, selfValue: nil, selfType: nil, node, in: scope)
    }
    if index.types[name] != nil || Self.frameworkTypes.contains(name) {
      return .member("type:" + name)
    }
    if let target = index.aliasTarget(name) { return evaluateName(target, node, in: scope) }
    if let reason = index.ambiguity(of: name) {
      // `Asset` written outside SwiftGen's `enum Asset { enum Asset { … } }` is the outer one.
      if index.isTopLevelType(name, from: scope.selfType) { return .member("type:" + name) }
      return opaque(reason, node, scope)
    }
    return opaque("`\(name)` is not declared in the sources read", node, scope)
  }

  /// Types of Apple's frameworks whose static members and initialisers evaluation knows.
  static let frameworkTypes: Set<String> = [
    "Color", "UIColor", "NSColor", "CGColor", "UIControl", "UIButton", "UIImage", "CGFloat",
    "Double", "Float", "Int", "CGRect", "CGSize", "CGPoint", "UIScreen", "UIGraphicsImageRenderer",
    "RoundedRectangle", "Capsule", "Rectangle", "Circle", "Ellipse", "ContainerRelativeShape",
    "UnevenRoundedRectangle",
  ]

  /// `base.name`.
  private func evaluateMember(_ member: MemberAccessExprSyntax, in scope: SwiftScope) -> SwiftValue
  {
    let name = member.declName.baseName.text
    guard let baseExpression = member.base else {
      // An implicit member (`.white`, `.normal`, `.defaultBlue`): its type comes from where it
      // is used; the caller resolves colours (``colorValue(_:framework:at:in:)``).
      return .member(name)
    }
    if baseExpression.is(SuperExprSyntax.self), case .button(let button)? = scope.selfValue {
      return uikitProperty(
        name, of: button, type: scope.selfType, skippingOwn: true, member, in: scope)
        ?? opaque("`super.\(name)`", member, scope)
    }
    let base = evaluate(baseExpression, in: scope)
    if case .opaque = base { return base }
    if case .nothing = base { return .nothing }
    if case .member(let text) = base, text.hasPrefix("type:") {
      let type = String(text.dropFirst(5))
      return staticMember(name, of: type, member, in: scope)
        ?? frameworkStaticMember(name, of: type, member, in: scope)
    }
    return self.member(name, of: base, type: nil, member, in: scope)
      ?? opaque("`\(short(member))`", member, scope)
  }

  /// `name` on a value: a stored or computed property, a colour's or view's property.
  func member(
    _ name: String, of value: SwiftValue, type: String?, _ node: some SyntaxProtocol,
    in scope: SwiftScope
  ) -> SwiftValue? {
    switch value {
    case .instance(let instance):
      if let environmentFlag = instance.environment[name] {
        return readEnvironment(environmentFlag)
      }
      if let field = instance.fields[name] { return field }
      if let entry = property(name, in: instance.type) {
        return evaluateProperty(entry, selfValue: value, selfType: instance.type, node, in: scope)
      }
      return nil
    case .button(let button):
      return uikitProperty(
        name, of: button, type: type ?? button.type, skippingOwn: false, node, in: scope)
    case .color(let color):
      switch name {
      case "cgColor", "color", "uiColor", "swiftUIColor": return value
      default:
        for type in ["UIColor", "Color", "NSColor", "CGColor"] {
          if let entry = property(name, in: type), !isStatic(entry) {
            return evaluateProperty(entry, selfValue: value, selfType: type, node, in: scope)
          }
        }
        _ = color
        return nil
      }
    case .image(let color):
      if name == "cgImage" || name == "ciImage" { return value }
      for type in ["UIImage"] {
        if let entry = property(name, in: type), !isStatic(entry) {
          return evaluateProperty(entry, selfValue: value, selfType: type, node, in: scope)
        }
      }
      _ = color
      return nil
    case .configuration(let configuration):
      return configurationMember(name, of: configuration, node, in: scope)
    case .configurationBackground(let configuration):
      return configurationBackgroundMember(name, of: configuration, node, in: scope)
    case .layer(let button):
      switch name {
      case "borderColor": return button.borderColor.map { .color($0.color) } ?? SwiftValue.nothing
      case "borderWidth": return .number(button.borderWidth ?? 0)
      case "backgroundColor":
        return button.backgroundColor.map { .color($0.color) } ?? SwiftValue.nothing
      default: return nil
      }
    case .context:
      return name == "cgContext" ? value : nil
    case .member(let text) where !text.hasPrefix("type:"):
      // A member of an enum case (`.highlighted.rawValue`) or of a framework value.
      return nil
    default:
      return nil
    }
  }

  /// A static member of a type in the tree: a `static let`, a computed static property, an
  /// enum case.
  func staticMember(
    _ name: String, of type: String, _ node: some SyntaxProtocol, in scope: SwiftScope
  )
    -> SwiftValue?
  {
    if let entry = property(name, in: type), isStatic(entry) {
      return evaluateProperty(entry, selfValue: nil, selfType: type, node, in: scope)
    }
    if index.hasCase(name, in: type) { return .member(name) }
    // A nested type (`Asset.Colors`), by its qualified name: its simple name may be ambiguous.
    if let nested = index.nestedType(name, in: type) { return .member("type:" + nested) }
    return nil
  }

  func property(_ name: String, in type: String) -> SwiftDeclarationIndex.Entry<
    PatternBindingSyntax
  >? {
    index.properties(name, of: type)?.first
  }

  func isLazy(_ entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>) -> Bool {
    guard let variable = entry.node.parent?.parent?.as(VariableDeclSyntax.self) else {
      return false
    }
    return variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
  }

  func isStatic(_ entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>) -> Bool {
    guard let variable = entry.node.parent?.parent?.as(VariableDeclSyntax.self) else {
      return false
    }
    return variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// A property's value: its initialiser, or its getter's body.
  func evaluateProperty(
    _ entry: SwiftDeclarationIndex.Entry<PatternBindingSyntax>, selfValue: SwiftValue?,
    selfType: String?, _ use: some SyntaxProtocol, in scope: SwiftScope
  ) -> SwiftValue {
    let key = "\(entry.file):\(entry.node.position.utf8Offset)"
    let name = entry.node.pattern.trimmedText
    guard !activeKeys.contains(key) else {
      return opaque("evaluation cycle through `\(name)`", use, scope)
    }
    activeKeys.append(key)
    defer { activeKeys.removeLast() }
    let inner = SwiftScope(parent: nil, selfValue: selfValue, selfType: selfType, file: entry.file)
    if let initializer = entry.node.initializer {
      if let block = entry.node.accessorBlock, case .accessors = block.accessors {
        // Observers only (`didSet`): the initial value.
      }
      return evaluate(initializer.value, in: inner)
    }
    guard let block = entry.node.accessorBlock else {
      return opaque("`\(name)` has no value in the sources", use, scope)
    }
    switch block.accessors {
    case .getter(let items):
      return run(items, in: inner)
    case .accessors(let accessors):
      guard
        let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body
      else {
        return opaque("`\(name)` is a stored property set elsewhere", use, scope)
      }
      return run(body.statements, in: inner)
    }
  }

  // MARK: - Helpers

  /// An opaque value for `node`.
  func opaque(_ reason: String, _ node: some SyntaxProtocol, _ scope: SwiftScope) -> SwiftValue {
    .opaque(SwiftValue.Opaque(reason: reason, location: location(of: node, in: scope)))
  }

  /// A colour a team states in `legible.json` `facts.colors`, cited in its evidence.
  func factColor(
    _ color: CSSColor, _ fact: ExpressionFacts.Fact, name: String, _ node: some SyntaxProtocol,
    _ scope: SwiftScope
  ) -> SwiftValue {
    if fact.colors.count > 1 { usedAppearance = true }
    return .color(
      SwiftColor(
        value: color, origin: location(of: node, in: scope), name: name,
        isDynamic: fact.colors.count > 1, note: "by \(fact.at) (legible.json facts.colors)"))
  }

  func location(of node: some SyntaxProtocol, in scope: SwiftScope) -> SwiftLocation {
    index.file(scope.file).location(of: node)
  }

  /// A short form of an expression for messages (one line, at most 60 characters).
  func short(_ node: some SyntaxProtocol) -> String {
    let text = node.trimmedText.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// A state flag read by the code.
  func readEnvironment(_ flag: String) -> SwiftValue {
    readFlags.insert(flag)
    switch flag {
    case "pressed": return .bool(environment.pressed)
    case "enabled": return .bool(environment.enabled)
    case "disabled": return .bool(!environment.enabled)
    case "focused": return .bool(environment.focused)
    case "selected": return .bool(environment.selected)
    case "hovered": return .bool(environment.hovered)
    case "colorScheme":
      usedAppearance = true
      return .member(environment.appearance == "dark" ? "dark" : "light")
    default: return .nothing
    }
  }

  /// The member names called in a syntax subtree (`.onHover`, `.opacity`).
  static func memberNames(in node: Syntax) -> [String] {
    final class Finder: SyntaxVisitor {
      var names: [String] = []
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.declName.baseName.text)
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  /// The names called bare in a syntax subtree (`setTitleColor(…)` on an implicit `self`), and
  /// with `onSelf` those called on `self` or `super` too (`self.setTitleColor(…)`); never
  /// those called on another object.
  static func calledNames(in node: Syntax, onSelf: Bool = false) -> [String] {
    final class Finder: SyntaxVisitor {
      var names: [String] = []
      var onSelf = false
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
          names.append(name)
        } else if onSelf, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base,
          base.is(SuperExprSyntax.self)
            || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          names.append(member.declName.baseName.text)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.onSelf = onSelf
    finder.walk(node)
    return finder.names
  }

  static func integer(_ text: String) -> Double? {
    let digits = withoutUnderscores(text)
    if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) } }
    if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2).map { Double($0) } }
    if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8).map { Double($0) } }
    return UInt64(digits).map { Double($0) }
  }
}

extension SwiftEvaluator {
  /// A number literal without its digit separators (`1_000` → `1000`); most have none, and
  /// Foundation's `replacingOccurrences` was a twentieth of evaluating a palette of literals.
  static func withoutUnderscores(_ text: String) -> String {
    text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
  }
}

extension String {
  fileprivate func trimmingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
