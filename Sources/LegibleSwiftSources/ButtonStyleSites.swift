import SwiftSyntax

/// The places that apply a SwiftUI style of the tree: `.buttonStyle(X(…))`, and
/// `.buttonStyle(.name)` where `name` is a static property of an `extension ButtonStyle where
/// Self == X` (Home Assistant's `.primaryButton`).
///
/// Sites that make the style with the same expression are one ``Use`` (Home Assistant applies
/// `.primaryButton` in many views): a use whose style is made with arguments
/// (`MyStyle(tint: .red)`) is audited as a component of its own, since its colours can differ
/// from the type's defaults; a use with none is the type's own component, and the report says
/// where it is applied.
struct ButtonStyleSites {
  /// One way a style is made where it is applied, and every place it is.
  struct Use {
    /// The style type.
    var type: String
    /// The expression that makes the style (`MyStyle(tint: .red)`), where it is written.
    var expression: ExprSyntax
    /// The file (index number) of ``expression``.
    var file: Int
    /// Whether the style is made with arguments (else it is the type's default instance).
    var hasArguments: Bool
    /// Every `.buttonStyle(…)` call applying it, in file and position order.
    var sites: [SwiftLocation]
    /// The expression as written, for names and evidence.
    var text: String
    /// Why a label it styles may not draw in its colours (``StyledLabels``), at every site.
    var labelDoubts: [String] = []
  }

  let index: SwiftDeclarationIndex

  /// The uses of the `styles` (type names) in the tree, in the order of their first site.
  func uses(of styles: Set<String>) -> [Use] {
    // Each file is searched on its own core (a serial walk of every tree was a tenth of
    // `legible extract` on issue 20's 2,000 files); the sites are merged in file order.
    let perFile = ConcurrentResults<Int, [Use]>.map(Array(0..<index.fileCount)) { number in
      let file = index.file(number)
      guard file.mentions("buttonStyle") else { return [] }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      return finder.calls.compactMap { name, argument in
        made(argument, in: number, styles: styles).map { made in
          let styled = name.parent?.as(MemberAccessExprSyntax.self)?.base
          return Use(
            type: made.type, expression: made.expression, file: made.file,
            hasArguments: made.hasArguments, sites: [file.location(of: name)], text: made.text,
            labelDoubts: styled.map { StyledLabels.doubts(ofStyled: $0, in: file) } ?? [])
        }
      }
    }
    var uses: [Use] = []
    var byKey: [String: Int] = [:]
    for use in perFile.joined() {
      // A site whose label may not draw in the style's colours is a use of its own: its doubt
      // is its own, not every site's.
      let key =
        "\(use.type)\n\(use.text)"
        + (use.labelDoubts.isEmpty ? "" : "\n\(use.sites[0])")
      if let i = byKey[key] {
        uses[i].sites += use.sites
      } else {
        byKey[key] = uses.count
        uses.append(use)
      }
    }
    return uses
  }

  /// The style an argument of `.buttonStyle(…)` makes, and the expression that makes it.
  private func made(_ argument: ExprSyntax, in file: Int, styles: Set<String>) -> (
    type: String, expression: ExprSyntax, file: Int, hasArguments: Bool, text: String
  )? {
    if let call = argument.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      styles.contains(name)
    {
      let hasArguments = !call.arguments.isEmpty || call.trailingClosure != nil
      return (name, argument, file, hasArguments, argument.trimmedText)
    }
    // `.name(…)`: a static function of an extension of ButtonStyle (IceCubesApp's
    // `.statusAction(isOn: …, tintColor: …)`), audited as made there.
    if let (_, function) = Self.factoryCall(argument, in: index),
      let type = Self.styleType(made: function.node), styles.contains(type)
    {
      return (type, argument, file, true, argument.trimmedText)
    }
    // `.name`: a static property of an extension of ButtonStyle or PrimitiveButtonStyle.
    guard let member = argument.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    let name = member.declName.baseName.text
    for owner in ["ButtonStyle", "PrimitiveButtonStyle"] {
      guard let entry = index.types[owner]?.properties[name]?.first,
        let type = entry.node.typeAnnotation.map({
          SwiftDeclarationIndex.lastComponent(of: $0.type)
        }), styles.contains(type)
      else { continue }
      // The getter's one expression (`HAButtonStyle()`), when it has one.
      if let made = Self.returned(by: entry.node), let call = made.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type
      {
        let hasArguments = !call.arguments.isEmpty || call.trailingClosure != nil
        return (type, made, entry.file, hasArguments, made.trimmedText)
      }
      return (type, argument, file, false, argument.trimmedText)
    }
    return nil
  }

  /// `expression` when it is `.name(…)`, a call of a static function of an extension of
  /// ButtonStyle or PrimitiveButtonStyle, with that function.
  static func factoryCall(_ expression: ExprSyntax, in index: SwiftDeclarationIndex) -> (
    call: FunctionCallExprSyntax, function: SwiftDeclarationIndex.Entry<FunctionDeclSyntax>
  )? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    let name = member.declName.baseName.text
    for owner in ["ButtonStyle", "PrimitiveButtonStyle"] {
      if let entry = index.types[owner]?.functions[name]?.first { return (call, entry) }
    }
    return nil
  }

  /// The style type a factory function returns: its return type, or for `-> Self` the type its
  /// extension's `where Self == X` names.
  static func styleType(made function: FunctionDeclSyntax) -> String? {
    guard let returned = function.signature.returnClause?.type else { return nil }
    let name = SwiftDeclarationIndex.lastComponent(of: returned)
    guard name == "Self" else { return name }
    var parent = function.parent
    while let node = parent, !node.is(ExtensionDeclSyntax.self) { parent = node.parent }
    guard let requirements = parent?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements
    else { return nil }
    for requirement in requirements {
      if case .sameTypeRequirement(let same) = requirement.requirement,
        same.leftType.trimmedText == "Self"
      {
        return same.rightType.as(TypeSyntax.self).map(SwiftDeclarationIndex.lastComponent(of:))
      }
    }
    return nil
  }

  /// The expression a computed property's getter returns, when its body is that one expression
  /// (`{ X() }`, `{ return X() }`, `get { X() }`).
  static func returned(by binding: PatternBindingSyntax) -> ExprSyntax? {
    guard let accessors = binding.accessorBlock?.accessors else { return nil }
    let items: CodeBlockItemListSyntax
    switch accessors {
    case .getter(let list): items = list
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body
      else { return nil }
      items = body.statements
    }
    guard items.count == 1, let item = items.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
    if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
    return nil
  }

  /// Every `.buttonStyle(x)` call (its `buttonStyle` name, where the site is reported) with its
  /// one unlabelled argument.
  private final class Finder: SyntaxVisitor {
    var calls: [(DeclReferenceExprSyntax, ExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "buttonStyle", node.arguments.count == 1,
        let argument = node.arguments.first, argument.label == nil
      {
        calls.append((member.declName, argument.expression))
      }
      return .visitChildren
    }
  }
}
