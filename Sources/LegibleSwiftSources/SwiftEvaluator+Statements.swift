import SwiftSyntax

extension SwiftEvaluator {
  /// How a statement ends: on to the next, or a `return` with its value.
  enum Flow {
    case next
    case returned(SwiftValue)
  }

  /// Runs a body and gives what it returns (a single expression is its value, as in a
  /// single-expression function or getter).
  ///
  /// A body without `return` whose last statement is a view (a `@ViewBuilder` body such as
  /// `makeBody` or `body` with `let`s before its view) gives that view.
  func run(_ items: CodeBlockItemListSyntax, in scope: SwiftScope) -> SwiftValue {
    let implicit = items.count == 1
    var last: SwiftValue = .nothing
    for item in items {
      if !implicit, case .expr(let expression) = item.item, Self.isViewExpression(expression) {
        last = evaluate(expression, in: scope)
        continue
      }
      if case .returned(let value) = execute(item, in: scope, implicitValue: implicit) {
        return value
      }
    }
    return last
  }

  /// Whether an expression statement builds a view (a modifier chain or a view's initialiser),
  /// not a call made for its effect or an assignment.
  static func isViewExpression(_ expression: ExprSyntax) -> Bool {
    if expression.is(PostfixIfConfigExprSyntax.self) { return true }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "label"
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.base != nil && !(member.base?.is(SuperExprSyntax.self) ?? false)
        && (neutralModifiers.contains(member.declName.baseName.text)
          || [
            "foregroundColor", "foregroundStyle", "background", "overlay", "opacity", "modifier",
            "border", "tint",
          ]
          .contains(member.declName.baseName.text))
    }
    return false
  }

  /// Runs the statements of a block in a new scope.
  func runBlock(_ items: CodeBlockItemListSyntax, in scope: SwiftScope) -> Flow {
    depth += 1
    defer { depth -= 1 }
    guard depth < Self.maximumDepth else {
      doubts.append(
        "bodies nested deeper than \(Self.maximumDepth) levels at \(location(of: items, in: scope)) are not evaluated"
      )
      return .next
    }
    let inner = SwiftScope(parent: scope, file: scope.file)
    for item in items {
      let flow = execute(item, in: inner, implicitValue: false)
      if case .returned = flow { return flow }
    }
    return .next
  }

  /// Runs one statement. With `implicitValue`, an expression statement's value is returned (a
  /// single-expression body, a branch of an `if` or `switch` expression).
  func execute(_ item: CodeBlockItemSyntax, in scope: SwiftScope, implicitValue: Bool) -> Flow {
    switch item.item {
    case .decl(let decl):
      if let conditional = decl.as(IfConfigDeclSyntax.self) {
        // `#if canImport(UIKit) … #endif` in a body: the clause an iOS build compiles.
        guard case .statements(let items)? = Self.activeClause(conditional)?.elements else {
          return .next
        }
        for inner in items {
          let flow = execute(inner, in: scope, implicitValue: false)
          if case .returned = flow { return flow }
        }
        return .next
      }
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            continue
          }
          var value = binding.initializer.map { evaluate($0.value, in: scope) } ?? .nothing
          let annotation = binding.typeAnnotation?.type.trimmedText
            .trimmingCharacters(in: ["?", "!"])
          if case .configuration = value {
            // A `UIButton.Configuration` is a value: the variable holds its own copy.
            value = configurationValue(value, binding, in: scope)
          } else if let annotation, Self.configurationTypes.contains(annotation),
            case .member = value
          {
            value = configurationValue(value, binding, in: scope)
          }
          scope.names[name] = value
        }
      }
      return .next
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        // A single-expression body that is an `if` or `switch` (SE-0380): its branch's value.
        return executeExpression(expression.expression, in: scope, implicitValue: implicitValue)
      }
      return execute(statement, in: scope)
    case .expr(let expression):
      return executeExpression(expression, in: scope, implicitValue: implicitValue)
    }
  }

  /// An expression statement: `if`, `switch`, an assignment or a call (the tree's own nodes,
  /// never copies, so positions stay those of the file).
  private func executeExpression(
    _ expression: ExprSyntax, in scope: SwiftScope, implicitValue: Bool
  ) -> Flow {
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return executeIf(ifExpression, in: scope, implicitValue: implicitValue)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return executeSwitch(switchExpression, in: scope, implicitValue: implicitValue)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `a = b`: the assignment, without building its folded nodes.
      if let (target, middle, value) = SequenceFolds.operands(sequence),
        middle.is(AssignmentExprSyntax.self)
      {
        assign(value, to: target, in: scope)
        return .next
      }
      return executeExpression(
        index.file(scope.file).folded(sequence), in: scope, implicitValue: implicitValue)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self)
    {
      assign(infix.rightOperand, to: infix.leftOperand, in: scope)
      return .next
    }
    let value = evaluate(expression, in: scope)
    return implicitValue ? .returned(value) : .next
  }

  private func execute(_ statement: StmtSyntax, in scope: SwiftScope) -> Flow {
    if let returned = statement.as(ReturnStmtSyntax.self) {
      return .returned(returned.expression.map { evaluate($0, in: scope) } ?? .nothing)
    }
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      return executeExpression(expression.expression, in: scope, implicitValue: false)
    }
    if let guardStatement = statement.as(GuardStmtSyntax.self) {
      switch conditions(guardStatement.conditions, in: scope) {
      case .bool(true): return .next
      case .bool(false): return runBlock(guardStatement.body.statements, in: scope)
      case .opaque(let why):
        // An unknown guard: the rest of the body may or may not run. It is read as if it did,
        // and the doubt goes on every state the evaluation makes.
        doubts.append(
          "`guard` condition at \(why.location) cannot be evaluated (\(why.reason)); the code after it is read as if it held"
        )
        return .next
      default:
        doubts.append(
          "`guard` condition at \(location(of: guardStatement.conditions, in: scope)) cannot be evaluated; the code after it is read as if it held"
        )
        return .next
      }
    }
    return .next
  }

  /// Apple's modules an iOS build can import (`canImport(…)` holds for them; for AppKit, for
  /// modules of other platforms, and for packages outside the SDK it does not).
  static let iOSModules: Set<String> = [
    "UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "QuartzCore", "CoreImage",
    "CoreText", "CoreFoundation", "Dispatch", "os", "OSLog", "Observation", "SwiftData",
    "CoreData", "AVFoundation", "AVKit", "MapKit", "CoreLocation", "WidgetKit", "ActivityKit",
    "AppIntents", "StoreKit", "Charts", "PhotosUI", "Photos", "WebKit", "SafariServices",
    "AuthenticationServices", "LocalAuthentication", "UserNotifications", "TipKit", "CryptoKit",
    "Accessibility", "UniformTypeIdentifiers", "LinkPresentation", "MessageUI", "Contacts",
    "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "HealthKitUI", "GameKit", "SpriteKit",
    "SceneKit", "ARKit", "RealityKit", "Vision", "VisionKit", "PDFKit", "QuickLook", "CarPlay",
  ]

  /// The clause of `#if` an iOS device build compiles: `os(iOS)` and `canImport(…)` of Apple's
  /// iOS modules (``iOSModules``) hold; other platforms, `targetEnvironment(…)` and custom flags
  /// (`DEBUG`) do not (a release build); `swift(…)` and `compiler(…)` hold, and `arch(arm64)`
  /// (a device).
  static func activeClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    for clause in node.clauses {
      guard let condition = clause.condition else { return clause }
      if holds(condition) { return clause }
    }
    return nil
  }

  static func holds(_ condition: ExprSyntax) -> Bool {
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(SequenceFolds.fold(sequence))
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
      if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
    }
    if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first {
      return holds(only.expression)
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      let argument = call.arguments.first?.expression.trimmedText ?? ""
      switch name {
      case "os": return argument == "iOS"
      case "canImport":
        return iOSModules.contains(argument)
      case "swift", "compiler", "hasFeature": return true
      // An iOS device: 64-bit ARM, little-endian.
      case "arch": return argument == "arm64"
      case "_endian": return argument == "little"
      case "_pointerBitWidth": return argument == "_64"
      default: return false
      }
    }
    return false
  }

  /// An availability condition on iOS, where it is exact: `#available(macOS 12, *)`, which
  /// names no iOS release, holds on iOS (the `*` stands for every other platform from its
  /// deployment target), and `#unavailable` with no iOS release never does. One that names an
  /// iOS release depends on the release the app runs on: `nil`.
  static func availability(_ condition: AvailabilityConditionSyntax) -> Bool? {
    let unavailable = condition.availabilityKeyword.text == "#unavailable"
    let platforms = condition.availabilityArguments.compactMap { argument -> String? in
      switch argument.argument {
      case .availabilityVersionRestriction(let restriction): return restriction.platform.text
      case .token(let token): return token.text
      default: return nil
      }
    }
    // iOS, and iOS in an app extension (macCatalyst is a Mac: the `*` covers an iPhone).
    let iOSNames: Set<String> = ["iOS", "iOSApplicationExtension"]
    guard !platforms.contains(where: { iOSNames.contains($0) }) else { return nil }
    // `#available` needs `*` for the platforms it does not name; `#unavailable` may not have it.
    if unavailable { return false }
    return platforms.contains("*") ? true : nil
  }

  /// `if` with its `else if` chain.
  func executeIf(_ node: IfExprSyntax, in scope: SwiftScope, implicitValue: Bool) -> Flow {
    let inner = SwiftScope(parent: scope, file: scope.file)
    switch conditions(node.conditions, in: inner) {
    case .bool(true):
      return runBody(node.body.statements, in: inner, implicitValue: implicitValue)
    case .bool(false):
      switch node.elseBody {
      case .ifExpr(let next)?: return executeIf(next, in: scope, implicitValue: implicitValue)
      case .codeBlock(let block)?:
        return runBody(block.statements, in: scope, implicitValue: implicitValue)
      case nil: return .next
      }
    case .opaque(let why):
      if !implicitValue {
        doubts.append(
          "`if` condition at \(why.location) cannot be evaluated (\(why.reason)); neither branch is read"
        )
      }
      return implicitValue ? .returned(.opaque(why.fromCondition)) : .next
    default:
      let why = opaque("condition `\(short(node.conditions))`", node.conditions, scope)
      if !implicitValue, case .opaque(let reason) = why {
        doubts.append(
          "`if` condition at \(reason.location) cannot be evaluated; neither branch is read")
      }
      return implicitValue ? .returned(why) : .next
    }
  }

  private func runBody(_ items: CodeBlockItemListSyntax, in scope: SwiftScope, implicitValue: Bool)
    -> Flow
  {
    guard implicitValue, items.count == 1, let only = items.first else {
      return runBlock(items, in: scope)
    }
    return execute(only, in: SwiftScope(parent: scope, file: scope.file), implicitValue: true)
  }

  /// The conditions of an `if` or `guard`, binding `if let` names into `scope`.
  func conditions(_ list: ConditionElementListSyntax, in scope: SwiftScope) -> SwiftValue {
    for element in list {
      switch element.condition {
      case .expression(let expression):
        switch evaluate(expression, in: scope) {
        case .bool(true): continue
        case .bool(false): return .bool(false)
        case .opaque(let why): return .opaque(why)
        default: return opaque("condition `\(short(expression))`", expression, scope)
        }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return opaque("condition `\(short(binding))`", binding, scope)
        }
        let value =
          binding.initializer.map { evaluate($0.value, in: scope) }
          ?? evaluateName(name, binding, in: scope)
        switch value {
        case .nothing: return .bool(false)
        case .opaque(let why): return .opaque(why)
        default: scope.names[name] = value
        }
      case .availability(let availability):
        switch Self.availability(availability) {
        case true?: continue
        case false?: return .bool(false)
        case nil: return opaque("condition `\(short(element))`", element, scope)
        }
      default:
        return opaque("condition `\(short(element))`", element, scope)
      }
    }
    return .bool(true)
  }

  /// `switch` over a value: the first case whose patterns match, else `default`.
  func executeSwitch(_ node: SwitchExprSyntax, in scope: SwiftScope, implicitValue: Bool)
    -> Flow
  {
    if let tuple = node.subject.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      return executeTupleSwitch(node, tuple, in: scope, implicitValue: implicitValue)
    }
    let subject = evaluate(node.subject, in: scope)
    if case .opaque(let why) = subject {
      return opaqueSubject(why, implicitValue: implicitValue)
    }
    // A subject no case can be compared with (not a member, number, flag, string or enum case):
    // taking no case would silently drop what the cases set.
    let comparable: Bool =
      switch subject {
      case .member, .members, .number, .bool, .string: true
      case .instance(let instance): instance.caseName != nil
      default: false
      }
    if !comparable {
      let why = opaque("`switch \(short(node.subject))`", node.subject, scope)
      if !implicitValue, case .opaque(let reason) = why {
        doubts.append(
          "`switch` subject at \(reason.location) cannot be evaluated; no case is read")
      }
      return implicitValue ? .returned(why) : .next
    }
    return runFirstMatchingCase(node, in: scope, implicitValue: implicitValue) { item in
      if case .instance(let instance) = subject,
        let match = payloadMatch(item.pattern, instance, in: scope)
      {
        return match
      }
      guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
      return matches(subject, evaluate(pattern.expression, in: scope)) ? [:] : nil
    }
  }

  /// `case let .text(c)`, `case .text(let c)`, `case .pair(_, let b)` on a case with
  /// associated values: `nil` when the pattern is not of this form; else whether it names the
  /// instance's case, with the names bound to its values.
  private func payloadMatch(
    _ pattern: PatternSyntax, _ instance: SwiftInstance, in scope: SwiftScope
  ) -> [String: SwiftValue]?? {
    var pattern = pattern
    var bindsAll = false
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      pattern = binding.pattern
      bindsAll = true
    }
    guard instance.caseName != nil,
      let expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        .as(FunctionCallExprSyntax.self),
      let member = expression.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    let name = member.declName.baseName.text
    guard name == instance.caseName else { return .some(nil) }
    var bound: [String: SwiftValue] = [:]
    for (offset, argument) in expression.arguments.enumerated() {
      let value =
        instance.fields["$\(offset)"]
        ?? opaque("associated value \(offset) of `.\(name)`", argument, scope)
      var inner = argument.expression.as(PatternExprSyntax.self)?.pattern
      if let binding = inner?.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
      if let identifier = inner?.as(IdentifierPatternSyntax.self)?.identifier.text {
        bound[identifier] = value
      } else if bindsAll,
        let identifier = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        bound[identifier] = value
      }
    }
    return .some(bound)
  }

  /// `switch (a, b)` (SwiftUI styles switch on `(colorScheme, configuration.isPressed)`): each
  /// element evaluated, and the first case whose tuple pattern matches element by element,
  /// `_` and `let x` matching anything (the bound name is not read), else `default`.
  private func executeTupleSwitch(
    _ node: SwitchExprSyntax, _ tuple: TupleExprSyntax, in scope: SwiftScope, implicitValue: Bool
  ) -> Flow {
    var subjects: [SwiftValue] = []
    for element in tuple.elements {
      let value = evaluate(element.expression, in: scope)
      if case .opaque(let why) = value { return opaqueSubject(why, implicitValue: implicitValue) }
      subjects.append(value)
    }
    func elementMatches(_ pattern: ExprSyntax, _ subject: SwiftValue) -> Bool {
      if pattern.is(DiscardAssignmentExprSyntax.self) || pattern.is(PatternExprSyntax.self) {
        return true
      }
      return matches(subject, evaluate(pattern, in: scope))
    }
    return runFirstMatchingCase(node, in: scope, implicitValue: implicitValue) { item in
      if item.pattern.is(WildcardPatternSyntax.self) { return [:] }
      guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
        let elements = pattern.expression.as(TupleExprSyntax.self)?.elements,
        elements.count == subjects.count
      else { return nil }
      return zip(elements, subjects).allSatisfy { elementMatches($0.expression, $1) } ? [:] : nil
    }
  }

  /// A `switch` whose subject cannot be evaluated: no case is read.
  private func opaqueSubject(_ why: SwiftValue.Opaque, implicitValue: Bool) -> Flow {
    if !implicitValue {
      doubts.append(
        "`switch` subject at \(why.location) cannot be evaluated (\(why.reason)); no case is read")
    }
    return implicitValue ? .returned(.opaque(why.fromCondition)) : .next
  }

  /// Runs the body of the first case with an item `matches` accepts, else of `default`.
  private func runFirstMatchingCase(
    _ node: SwitchExprSyntax, in scope: SwiftScope, implicitValue: Bool,
    matches: (SwitchCaseItemSyntax) -> [String: SwiftValue]?
  ) -> Flow {
    for element in node.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      switch switchCase.label {
      case .default:
        return runBody(switchCase.statements, in: scope, implicitValue: implicitValue)
      case .case(let label):
        for item in label.caseItems {
          guard let bound = matches(item) else { continue }
          // The names the pattern binds (`case let .text(c)`), in a scope of the case's own.
          let inner = bound.isEmpty ? scope : SwiftScope(parent: scope, file: scope.file)
          for (name, value) in bound { inner.names[name] = value }
          return runBody(switchCase.statements, in: inner, implicitValue: implicitValue)
        }
      }
    }
    // Swift switches are exhaustive: a value no case matches is one evaluation got wrong (a
    // pattern it does not read, a type name two types share), not a switch that does nothing.
    let why = opaque(
      "`switch \(short(node.subject))` matches none of its cases as read", node.subject, scope)
    if !implicitValue, case .opaque(let reason) = why {
      doubts.append("\(reason.reason) at \(reason.location); no case is read")
    }
    return implicitValue ? .returned(why) : .next
  }

  /// Whether a `case` value matches the subject: equal members (`case .disabled` matches only
  /// that exact state, as `switch self.state` does), numbers, booleans or strings.
  private func matches(_ subject: SwiftValue, _ candidate: SwiftValue) -> Bool {
    switch (subject, candidate) {
    case (.member(let a), .member(let b)): a == b
    case (.instance(let a), .member(let b)): a.caseName == b
    case (.members(let a), .member(let b)): a == [b]
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    default: false
    }
  }

  /// `target = value`: a local, a property of `self` or of a button.
  func assign(_ valueExpression: ExprSyntax, to target: ExprSyntax, in scope: SwiftScope) {
    let value = evaluate(valueExpression, in: scope)
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if scope.assign(name, value) { return }
      setMember(
        name, on: scope.selfValue, type: scope.selfType, value, target, in: scope,
        skippingOwn: false)
      return
    }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
      return
    }
    let name = member.declName.baseName.text
    if base.is(SuperExprSyntax.self) {
      setMember(
        name, on: scope.selfValue, type: scope.selfType, value, target, in: scope, skippingOwn: true
      )
      return
    }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      setMember(
        name, on: scope.selfValue, type: scope.selfType, value, target, in: scope,
        skippingOwn: false)
      return
    }
    let owner = evaluate(base, in: scope)
    if case .layer(let button) = owner {
      // `self.layer.borderColor = …`, `button.layer.borderColor = …`.
      setLayer(name, on: button, value, target, in: scope)
      return
    }
    setMember(name, on: owner, type: nil, value, target, in: scope, skippingOwn: false)
  }

  /// Sets a property on an instance or a button.
  func setMember(
    _ name: String, on owner: SwiftValue?, type: String?, _ value: SwiftValue,
    _ node: some SyntaxProtocol,
    in scope: SwiftScope, skippingOwn: Bool
  ) {
    switch owner {
    case .instance(let instance)?:
      instance.fields[name] = value
    case .button(let button)?:
      setUIKitProperty(
        name, on: button, type: type ?? button.type, value, node, in: scope,
        skippingOwn: skippingOwn)
    case .configuration(let configuration)?:
      setConfiguration(name, on: configuration, value, node, in: scope)
    case .configurationBackground(let configuration)?:
      setConfigurationBackground(name, on: configuration, value, node, in: scope)
    default:
      break
    }
  }
}
