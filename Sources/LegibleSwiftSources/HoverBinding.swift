import SwiftSyntax

/// The properties of a SwiftUI style that hold its hover state: SwiftUI's `ButtonStyle` has no
/// hover flag of its own, so a style that changes on hover keeps one, set from `.onHover`:
///
/// ```swift
/// @State private var isHovering = false
/// …
/// .onHover { hovering in isHovering = hovering }
/// ```
///
/// (Home Assistant's `HAButtonStyle`, ../shared/ios/corpus). A property is one when the type's
/// code assigns it the closure's parameter (`hovering` or `$0`, also as `self.name`, under any
/// `if` in the closure) inside an `.onHover` closure. It is then read as the hover flag: false
/// in every state but `hover`, true there, as the pointer over the button makes it.
enum HoverBinding {
  /// The names of the properties `.onHover` closures under `node` set to their parameter.
  static func properties(in node: some SyntaxProtocol) -> Set<String> {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.names
  }

  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "onHover"
      else { return .visitChildren }
      var closures: [ClosureExprSyntax] = []
      if let trailing = node.trailingClosure { closures.append(trailing) }
      for argument in node.arguments {
        if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) }
      }
      for closure in closures {
        let parameter = Self.parameter(of: closure) ?? "$0"
        let assignments = Assignments(viewMode: .sourceAccurate)
        assignments.walk(closure.statements)
        for (target, value) in assignments.found where value == parameter {
          names.insert(target)
        }
      }
      return .visitChildren
    }

    /// The closure's single parameter (`hovering in`, `(hovering) in`), or nil for `$0`.
    static func parameter(of closure: ClosureExprSyntax) -> String? {
      guard let signature = closure.signature?.parameterClause else { return nil }
      switch signature {
      case .simpleInput(let list):
        return list.count == 1 ? list.first?.name.text : nil
      case .parameterClause(let clause):
        guard clause.parameters.count == 1, let first = clause.parameters.first else { return nil }
        return (first.secondName ?? first.firstName).text
      }
    }
  }

  /// Every `name = value` (or `self.name = value`) whose value is a bare name, folded
  /// (`InfixOperatorExprSyntax`) or not (`SequenceExprSyntax`).
  private final class Assignments: SyntaxVisitor {
    var found: [(String, String)] = []

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self),
        let target = Self.name(node.leftOperand), let value = Self.name(node.rightOperand)
      {
        found.append((target, value))
      }
      return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let target = Self.name(elements[0]), let value = Self.name(elements[2])
      {
        found.append((target, value))
      }
      return .visitChildren
    }

    /// `name`, `self.name` or `$0`.
    static func name(_ expression: ExprSyntax) -> String? {
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        return member.declName.baseName.text
      }
      return nil
    }
  }
}
