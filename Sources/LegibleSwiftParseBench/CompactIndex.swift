import SwiftSyntax

/// The least a per-file design could keep of a file to evaluate it after its tree is freed: its
/// declarations (types with their inherited types and members, properties with their
/// initialisers and getters, functions with their parameters and bodies) and the expressions in
/// them, converted from the tree into a flat array of 20-byte nodes with interned names.
///
/// A measuring probe for `make bench` (`--compact`, docs/reference/benchmarks.md §7, ninth
/// round), not a reader: it keeps no statement but `return` and expressions, no string
/// contents, no attributes, and what it does not convert is one node of kind `other`. Its cost
/// is a lower bound of any such index, since a real one would convert more.
final class CompactIndex {
  /// One converted node: its kind, its offset in the file, its name (an index into ``names``,
  /// or -1), and its children (`count` nodes from `first`, not contiguous: `first` is the first
  /// child's index).
  struct Node {
    var kind: Kind
    var offset: Int32
    var name: Int32
    var first: Int32
    var count: Int32
  }

  enum Kind: UInt8 {
    case reference, member, call, argument, integer, float, boolean, string, sequence
    case binaryOperator, ternary, closure, tuple, keyPath, prefixOperator, returnStatement, type,
      inheritedType
    case variable, binding, function, parameter, other
  }

  private(set) var nodes: [Node] = []
  private(set) var names: [String] = []
  private var nameIndex: [String: Int32] = [:]

  /// Converts every top-level item of `file`.
  init(_ file: SourceFileSyntax) {
    for item in file.statements { _ = convert(item) }
  }

  private func intern(_ name: String) -> Int32 {
    if let index = nameIndex[name] { return index }
    let index = Int32(names.count)
    names.append(name)
    nameIndex[name] = index
    return index
  }

  /// Appends a node, then its children (made by `children`), and returns its index.
  private func add(
    _ kind: Kind, _ position: AbsolutePosition, _ name: String? = nil,
    _ children: () -> [Int32] = { [] }
  ) -> Int32 {
    let index = nodes.count
    nodes.append(
      Node(
        kind: kind, offset: Int32(position.utf8Offset), name: name.map(intern) ?? -1, first: 0,
        count: 0))
    let made = children()
    nodes[index].first = made.first ?? 0
    nodes[index].count = Int32(made.count)
    return Int32(index)
  }

  private func convert(_ item: CodeBlockItemSyntax) -> Int32 {
    switch item.item {
    case .expr(let expression): return convert(expression)
    case .decl(let declaration): return convert(declaration)
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) {
        return add(.returnStatement, returned.position) {
          returned.expression.map { [convert($0)] } ?? []
        }
      }
      if let expression = statement.as(ExpressionStmtSyntax.self) {
        return convert(expression.expression)
      }
      return add(.other, statement.position)
    }
  }

  private func convert(_ declaration: DeclSyntax) -> Int32 {
    if let group = declaration.asProtocol(DeclGroupSyntax.self) {
      let name =
        declaration.as(StructDeclSyntax.self)?.name.text
        ?? declaration.as(ClassDeclSyntax.self)?.name.text
        ?? declaration.as(EnumDeclSyntax.self)?.name.text
      return add(.type, declaration.position, name) {
        var children: [Int32] = []
        for inherited in group.inheritanceClause?.inheritedTypes ?? [] {
          let typeName = inherited.type.as(IdentifierTypeSyntax.self)?.name.text
          children.append(add(.inheritedType, inherited.position, typeName))
        }
        for member in group.memberBlock.members { children.append(convert(member.decl)) }
        return children
      }
    }
    if let variable = declaration.as(VariableDeclSyntax.self) {
      return add(.variable, variable.position) {
        variable.bindings.map { binding in
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          return add(.binding, binding.position, name) {
            var children: [Int32] = []
            if let initializer = binding.initializer { children.append(convert(initializer.value)) }
            if case .getter(let items)? = binding.accessorBlock?.accessors {
              children += items.map { convert($0) }
            }
            return children
          }
        }
      }
    }
    if let function = declaration.as(FunctionDeclSyntax.self) {
      return add(.function, function.position, function.name.text) {
        var children = function.signature.parameterClause.parameters.map {
          add(.parameter, $0.position, $0.firstName.text)
        }
        children += function.body?.statements.map { convert($0) } ?? []
        return children
      }
    }
    return add(.other, declaration.position)
  }

  private func convert(_ expression: ExprSyntax) -> Int32 {
    switch expression.kind {
    case .declReferenceExpr:
      let reference = expression.cast(DeclReferenceExprSyntax.self)
      return add(.reference, reference.position, reference.baseName.text)
    case .memberAccessExpr:
      let access = expression.cast(MemberAccessExprSyntax.self)
      return add(.member, access.position, access.declName.baseName.text) {
        access.base.map { [convert($0)] } ?? []
      }
    case .functionCallExpr:
      let call = expression.cast(FunctionCallExprSyntax.self)
      return add(.call, call.position) {
        var children = [convert(call.calledExpression)]
        for argument in call.arguments {
          children.append(
            add(.argument, argument.position, argument.label?.text) {
              [convert(argument.expression)]
            })
        }
        if let closure = call.trailingClosure { children.append(convert(ExprSyntax(closure))) }
        return children
      }
    case .integerLiteralExpr:
      let literal = expression.cast(IntegerLiteralExprSyntax.self)
      return add(.integer, literal.position, literal.literal.text)
    case .floatLiteralExpr:
      let literal = expression.cast(FloatLiteralExprSyntax.self)
      return add(.float, literal.position, literal.literal.text)
    case .booleanLiteralExpr:
      let literal = expression.cast(BooleanLiteralExprSyntax.self)
      return add(.boolean, literal.position, literal.literal.text)
    case .stringLiteralExpr:
      return add(.string, expression.position)
    case .sequenceExpr:
      let sequence = expression.cast(SequenceExprSyntax.self)
      return add(.sequence, sequence.position) { sequence.elements.map { convert($0) } }
    case .binaryOperatorExpr:
      let binary = expression.cast(BinaryOperatorExprSyntax.self)
      return add(.binaryOperator, binary.position, binary.operator.text)
    case .unresolvedTernaryExpr:
      let ternary = expression.cast(UnresolvedTernaryExprSyntax.self)
      return add(.ternary, ternary.position) { [convert(ternary.thenExpression)] }
    case .closureExpr:
      let closure = expression.cast(ClosureExprSyntax.self)
      return add(.closure, closure.position) { closure.statements.map { convert($0) } }
    case .tupleExpr:
      let tuple = expression.cast(TupleExprSyntax.self)
      return add(.tuple, tuple.position) {
        tuple.elements.map { element in
          add(.argument, element.position, element.label?.text) { [convert(element.expression)] }
        }
      }
    case .keyPathExpr:
      let keyPath = expression.cast(KeyPathExprSyntax.self)
      let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
      return add(.keyPath, keyPath.position, last?.declName.baseName.text)
    case .prefixOperatorExpr:
      let prefix = expression.cast(PrefixOperatorExprSyntax.self)
      return add(.prefixOperator, prefix.position, prefix.operator.text) {
        [convert(prefix.expression)]
      }
    default:
      return add(.other, expression.position)
    }
  }
}
