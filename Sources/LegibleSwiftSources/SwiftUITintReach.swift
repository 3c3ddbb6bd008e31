import SwiftSyntax

/// Which views of the tree a `.tint(…)` or `.accentColor(…)` reaches: the SwiftUI environment
/// passes it from the view it is set on to every view inside, so a button made in one of those
/// views and drawn in the tint may draw in it.
///
/// The views inside are found by following the code: the view types made in the tinted
/// expression (`WindowGroup { Root() }.tint(…)` reaches `Root`), then the view types each of
/// those makes, to the end. A tint set inside a view modifier (`content.tint(…)`) or a `View`
/// extension function (`self.tint(…)`) reaches what each use of it is applied to. A tint on a
/// control of its own (`Toggle(…).tint(.green)`, a button's own chain) reaches no other view,
/// and one on a button style's label is that style's.
struct SwiftUITintReach {
  let index: SwiftDeclarationIndex

  /// Per view type, the tint sites (`File.swift:line`) that reach it, in file and position order.
  func reach() -> [String: [String]] {
    let viewTypes = Set(
      index.types.values.filter { $0.properties["body"] != nil && !$0.isExtensionOnly }.map(\.name))
    var made: [String: Set<String>] = [:]
    func viewsMade(in node: some SyntaxProtocol) -> Set<String> {
      let finder = MadeFinder(viewMode: .sourceAccurate)
      finder.names = viewTypes
      finder.walk(node)
      return finder.made
    }
    func inside(_ roots: Set<String>) -> Set<String> {
      var seen = roots
      var queue = Array(roots)
      while let type = queue.popLast() {
        if made[type] == nil, let info = index.types[type] {
          var found: Set<String> = []
          for entries in info.properties.values {
            for e in entries { found.formUnion(viewsMade(in: e.node)) }
          }
          for entries in info.functions.values {
            for e in entries { found.formUnion(viewsMade(in: e.node)) }
          }
          made[type] = found
        }
        for next in made[type] ?? [] where !seen.contains(next) {
          seen.insert(next)
          queue.append(next)
        }
      }
      return seen
    }
    // Where each modifier type and View extension function is applied: the expressions it is
    // applied to.
    var applied: [String: [ExprSyntax]] = [:]
    var sites: [(site: String, receiver: ExprSyntax, holder: String?)] = []
    for number in 0..<index.fileCount {
      let file = index.file(number)
      let finder = TintSiteFinder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      for (name, receiver) in finder.uses { applied[name, default: []].append(receiver) }
      for (name, receiver, holder) in finder.tints {
        let at = file.location(of: name)
        sites.append(("\(at.file):\(at.line)", receiver, holder))
      }
    }
    var result: [String: [String]] = [:]
    for (site, receiver, holder) in sites {
      var receivers = [receiver]
      if let holder {
        // Inside a modifier or extension function: what its uses apply it to.
        receivers = applied[holder] ?? []
      }
      var roots: Set<String> = []
      for expression in receivers where !SwiftUIButtonSites.startsAtControl(expression) {
        roots.formUnion(viewsMade(in: expression))
      }
      for type in inside(roots) { result[type, default: []].append(site) }
    }
    return result
  }

  /// The view types of the tree made (called) under a node.
  private final class MadeFinder: SyntaxVisitor {
    var names: Set<String> = []
    var made: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        names.contains(name)
      {
        made.insert(name)
      }
      return .visitChildren
    }
  }

  /// `.tint(x)` and `.accentColor(x)` calls with the expression they are applied to and the
  /// modifier type or View extension function holding them (nil elsewhere); and every
  /// `.modifier(M(…))` and `.f(…)` call with its receiver.
  private final class TintSiteFinder: SyntaxVisitor {
    var tints: [(DeclReferenceExprSyntax, ExprSyntax, String?)] = []
    var uses: [(String, ExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        let receiver = member.base
      else { return .visitChildren }
      let name = member.declName.baseName.text
      let applied = name == "modifier" ? SwiftUIButtonSites.modifierType(node) ?? name : name
      uses.append((applied, receiver))
      if SwiftUIButtonSites.styleSetters.contains(name), node.arguments.count == 1,
        !SwiftUIButtonSites.startsAtControl(receiver)
      {
        var holder: String?
        var parent = Syntax(node).parent
        while let current = parent {
          if let type = current.as(StructDeclSyntax.self) {
            let inherited = (type.inheritanceClause?.inheritedTypes ?? []).map {
              SwiftDeclarationIndex.lastComponent(of: $0.type)
            }
            if inherited.contains(where: { ["ButtonStyle", "PrimitiveButtonStyle"].contains($0) }) {
              return .visitChildren
            }
            if inherited.contains("ViewModifier") { holder = type.name.text }
            break
          }
          if let function = current.as(FunctionDeclSyntax.self),
            let owner = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
            SwiftDeclarationIndex.lastComponent(of: owner.extendedType) == "View"
          {
            holder = function.name.text
            break
          }
          parent = current.parent
        }
        tints.append((member.declName, receiver, holder))
      }
      return .visitChildren
    }
  }
}
