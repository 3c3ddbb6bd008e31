// Code that styles a storyboard's or xib's button through an outlet (issue 21): the document
// holds a button in an outlet of File's Owner or a view controller (`<outlet
// property="primaryActionButton" destination="…">`), and the owner's class sets its colours
// when it runs (`primaryActionButton.setTitleColor(.white, for: .normal)` in the outlet's
// `didSet` or in `viewDidLoad`). Legible evaluates a button's own class (InterfaceBuilderLink),
// not the view controllers around it, so the document's colours alone may not be what draws:
// the button is needs-review, naming each place. Simplenote's sign-in screen, read from its
// xib alone, failed white-on-blue buttons as UIKit's default blue on white.

import LegibleInterfaceBuilder
import SwiftSyntax

/// Finds the places where an outlet's owner class changes what the button it holds draws.
struct OutletStyling: Sendable {
  let index: SwiftDeclarationIndex
  /// The places found, per owner and property (a document has many buttons of few owners).
  private let found = Answers<[Site]>()

  /// A use of the outlet that changes its colours: where, and what (`setTitleColor`, as shown).
  struct Site: Sendable {
    var location: SwiftLocation
    var member: String
  }

  /// Every function the sources declare, by name (made on first use).
  private var functionNames: Set<String> {
    names.value("") {
      var names = Set(index.functions.keys)
      for info in index.types.values { names.formUnion(info.functions.keys) }
      for info in index.qualifiedTypes.values { names.formUnion(info.functions.keys) }
      return names
    }
  }
  private let names = Answers<Set<String>>()

  init(index: SwiftDeclarationIndex) {
    self.index = index
  }

  /// The members of a button, and of its layer and title label, that change what it draws.
  static let colorMembers: Set<String> = [
    "setTitleColor", "setAttributedTitle", "setBackgroundImage", "setImage", "backgroundColor",
    "tintColor", "configuration", "configurationUpdateHandler", "updateConfiguration", "alpha",
  ]
  static let layerMembers: Set<String> = ["borderColor", "backgroundColor", "borderWidth"]
  static let labelMembers: Set<String> = ["textColor", "attributedText", "backgroundColor"]

  /// Why `outlets`' owners' code may change the button's colours: one reason per outlet whose
  /// owner's code (its class, superclasses and extensions in the tree) uses it so; empty when
  /// none does.
  func reasons(for outlets: [IBButton.Outlet], document: String) -> [String] {
    var reasons: [String] = []
    for outlet in outlets {
      guard let owner = outlet.owner, index.types[owner] != nil else { continue }
      let sites = found.value(owner + "\u{0}" + outlet.property) {
        search(outlet.property, owners: Set(index.superclassChain(owner)))
      }
      guard !sites.isEmpty else { continue }
      let shown = sites.prefix(4).map { site -> String in
        let file = site.location.file.split(separator: "/").last.map(String.init) ?? ""
        return "\(file):\(site.location.line) (\(site.member))"
      }
      let more = sites.count > 4 ? " and \(sites.count - 4) more" : ""
      reasons.append(
        "outlet `\(outlet.property)` of \(owner) (\(document.split(separator: "/").last ?? ""):\(outlet.line)): \(owner)'s code changes or may change its colours at "
          + shown.joined(separator: ", ") + more
          + ", which Legible does not evaluate for an outlet: what draws may not be what the document says"
      )
    }
    return reasons
  }

  /// Uses of `property` in code of the types `owners` that change the button's colours.
  private func search(_ property: String, owners: Set<String>) -> [Site] {
    var sites: [Site] = []
    for number in 0..<index.fileCount {
      let file = index.file(number)
      guard file.mentions(property) else { continue }
      let finder = Finder(
        property: property, owners: owners, index: index, functionNames: functionNames)
      finder.walk(file.tree)
      sites += finder.found.map { Site(location: file.location(of: $0.node), member: $0.member) }
    }
    return sites
  }

  private final class Finder: SyntaxVisitor {
    let property: String
    let owners: Set<String>
    let index: SwiftDeclarationIndex
    /// Every function the sources declare (top-level, or of a type or extension), by name.
    let functionNames: Set<String>
    var found: [(node: Syntax, member: String)] = []
    /// Names that hold the outlet's button (or one of its collection's) where they are bound:
    /// `for button in keypadButtons`, `keypadButtons.forEach { $0… }`, `[a, b].forEach`.
    private var aliases: [String] = []

    init(
      property: String, owners: Set<String>, index: SwiftDeclarationIndex,
      functionNames: Set<String>
    ) {
      self.property = property
      self.owners = owners
      self.index = index
      self.functionNames = functionNames
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      guard let base = node.base, isOutlet(base) else { return .visitChildren }
      let member = node.declName.baseName.text
      var name = "`\(member)`"
      var styled = OutletStyling.colorMembers.contains(member)
      // `outlet.layer.borderColor = …`, `outlet.titleLabel?.textColor = …`.
      if !styled, let outer = Self.enclosingMember(of: node) {
        let inner = outer.declName.baseName.text
        if (member == "layer" && OutletStyling.layerMembers.contains(inner))
          || (member == "titleLabel" && OutletStyling.labelMembers.contains(inner))
        {
          styled = true
          name = "`\(member).\(inner)`"
        }
      }
      // A method of the tree called on the outlet (`primaryActionButton.applyStyle()`): what
      // it does is not evaluated here.
      if !styled, node.parent?.is(FunctionCallExprSyntax.self) == true,
        let owner = ["UIButton", "UIControl", "UIView"].first(where: {
          index.types[$0]?.functions[member] != nil
        })
      {
        styled = true
        name = "`\(member)(…)`, a method the sources add to \(owner), which may set colours"
      }
      if styled, inOwner(node) { found.append((Syntax(node), name)) }
      return .visitChildren
    }

    /// Where each block's aliases start: a `let` bound in a block is an alias until its end.
    private var blockStarts: [Int] = []

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
      blockStarts.append(aliases.count)
      return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
      let start = blockStarts.removeLast()
      aliases.removeLast(aliases.count - start)
    }

    /// `let buttons = [leftButton, rightButton].compactMap { $0 }`: a name made from the outlet.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value,
          value.tokens(viewMode: .sourceAccurate).contains(where: {
            guard case .identifier(let text) = $0.tokenKind else { return false }
            return text == property || aliases.contains(text)
          })
        else { continue }
        aliases.append(name)
      }
      return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      aliases.append(isOutletSequence(node.sequence) ? name ?? "" : "")
      return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) {
      aliases.removeLast()
    }

    /// How many aliases each call being visited bound (popped after its children).
    private var callAliases: [Int] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      // The outlet passed to a function of the sources (`style(loginButton)`,
      // `Theme.apply(to: [loginButton, helpButton])`): its body is not read here.
      if let name = Self.calledName(node), functionNames.contains(name),
        node.arguments.contains(where: { isOutletSequence($0.expression) }), inOwner(node)
      {
        found.append(
          (Syntax(node), "`\(name)(…)`, a function of the sources the outlet is passed to"))
      }
      let bound = Self.closureAliases(node, isOutletSequence)
      aliases.append(contentsOf: bound)
      callAliases.append(bound.count)
      return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
      aliases.removeLast(callAliases.removeLast())
    }

    /// `f(…)` → `f`; `x.f(…)` → `f`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      }
      return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `sequence.forEach { button in … }` over the outlet: the closure's parameter and `$0`.
    private static func closureAliases(
      _ call: FunctionCallExprSyntax, _ isOutletSequence: (ExprSyntax) -> Bool
    ) -> [String] {
      guard let called = call.calledExpression.as(MemberAccessExprSyntax.self),
        called.declName.baseName.text == "forEach", let base = called.base,
        isOutletSequence(base), let closure = call.trailingClosure
      else { return [] }
      var names = ["$0"]
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: names += list.prefix(1).map(\.name.text)
      case .parameterClause(let clause)?:
        names += clause.parameters.prefix(1).map { ($0.secondName ?? $0.firstName).text }
      case nil: break
      }
      return names
    }

    /// The outlet, or an array literal with the outlet among its elements.
    private func isOutletSequence(_ expression: ExprSyntax) -> Bool {
      if isOutlet(expression) { return true }
      if let array = expression.as(ArrayExprSyntax.self) {
        return array.elements.contains { isOutlet($0.expression) }
      }
      return false
    }

    /// `outlet`, `self.outlet`, `outlet?`, `outlet!`.
    private func isOutlet(_ expression: ExprSyntax) -> Bool {
      if let chained = expression.as(OptionalChainingExprSyntax.self) {
        return isOutlet(chained.expression)
      }
      if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        return isOutlet(forced.expression)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name == property || (!name.isEmpty && aliases.contains(name))
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        return member.declName.baseName.text == property
      }
      return false
    }

    /// `node` is the base of a member access (`node.x`, `node?.x`): that access.
    private static func enclosingMember(of node: MemberAccessExprSyntax)
      -> MemberAccessExprSyntax?
    {
      var parent = node.parent
      if parent?.is(OptionalChainingExprSyntax.self) == true
        || parent?.is(ForceUnwrapExprSyntax.self) == true
      {
        parent = parent?.parent
      }
      return parent?.as(MemberAccessExprSyntax.self)
    }

    /// Whether `node` is in code of one of ``owners`` (its declaration or an extension).
    private func inOwner(_ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let next = current {
        if let declaration = next.as(ClassDeclSyntax.self) {
          return owners.contains(declaration.name.text)
        }
        if let declaration = next.as(StructDeclSyntax.self) {
          return owners.contains(declaration.name.text)
        }
        if let declaration = next.as(ExtensionDeclSyntax.self) {
          return owners.contains(SwiftDeclarationIndex.lastComponent(of: declaration.extendedType))
        }
        current = next.parent
      }
      return false
    }
  }
}
