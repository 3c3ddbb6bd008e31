// The app-wide tint Swift code sets (AppTint): `window.tintColor = …` (in a scene or app
// delegate, `window!`, `window?`, `self.window`, `keyWindow`), `UIView.appearance().tintColor =
// …`, `UIWindow.appearance()` and `UIButton.appearance()` likewise. NetNewsWire sets
// `window!.tintColor = Assets.Colors.primaryAccent` in its scene delegate, and its storyboards'
// system buttons were failed in UIKit's default blue (3.15:1 on grouped grey) that the app never
// draws. Scoped appearances (`appearance(whenContainedInInstancesOf:)`) and other classes'
// (`UINavigationBar.appearance()`) are not an app-wide button tint and are not read here.

import LegibleAudit
import LegibleColor
import LegibleDiscovery
import LegibleInterfaceBuilder
import SwiftSyntax

/// Finds and evaluates the assignments of an app-wide tint in the sources.
struct AppTintSites {
  let index: SwiftDeclarationIndex
  let assets: AssetColorTable

  /// Types whose `appearance()` proxy's tint reaches every button.
  static let appearanceTypes: Set<String> = ["UIView", "UIWindow", "UIButton", "UIControl"]
  /// Names of a window (the last member of the assignment's base).
  static let windowNames: Set<String> = ["window", "keyWindow"]

  /// One assignment: where, what it assigns to and from (as written), and the enclosing type.
  struct Site {
    var location: SwiftLocation
    var target: String
    var value: ExprSyntax
    var file: Int
    var owner: String?
  }

  /// The app's tint, or nil when no code sets one.
  func tint() -> AppTint? {
    let sites = find()
    guard !sites.isEmpty else { return nil }
    var colors: [String?: AppTint.ColorChoice] = [:]
    var problems: [String] = []
    let described = sites.map {
      "\($0.location.file):\($0.location.line) (`\($0.target) = \($0.value.trimmedText)`)"
    }
    for appearance in [nil, "light", "dark"] as [String?] {
      var values: [SwiftColor] = []
      for site in sites {
        let evaluator = SwiftEvaluator(
          index: index, assets: assets, environment: StateEnvironment(appearance: appearance))
        let selfValue: SwiftValue? = site.owner.map {
          .instance(SwiftInstance(type: $0, fields: [:]))
        }
        let scope = SwiftScope(
          parent: nil, selfValue: selfValue, selfType: site.owner, file: site.file)
        let value = evaluator.colorValue(
          evaluator.evaluate(site.value, in: scope), framework: .uiKit, site.value, in: scope)
        switch value {
        case .color(let color) where color.derivation == nil:
          values.append(color)
        case .opaque(let why):
          let problem =
            "\(site.location.file):\(site.location.line): \(why.reason) at \(why.location)\(why.factHint)"
          if !problems.contains(problem) { problems.append(problem) }
        default:
          let problem = "\(site.location.file):\(site.location.line): not a colour Legible can read"
          if !problems.contains(problem) { problems.append(problem) }
        }
      }
      guard problems.isEmpty, let first = values.first else { continue }
      if values.contains(where: { $0.value != first.value }) {
        let problem = "the sites set different colours"
        if !problems.contains(problem) { problems.append(problem) }
        continue
      }
      let site = sites[0]
      colors[appearance] = AppTint.ColorChoice(
        color: first.value,
        source: ColorSource(
          token: first.name ?? site.value.trimmedText, rule: "\(site.target) = …",
          file: site.location.file, line: site.location.line, column: site.location.column,
          pairing: .inferred,
          evidence:
            "the app's tint, set in code at " + described.joined(separator: ", ")
            + ", which a view without a tint of its own inherits (UIView tintColor: \"The first nondefault tint color value in the view's hierarchy\"); "
            + SwiftSpecBuilder.Parts.evidence(first)))
    }
    guard problems.isEmpty else {
      return AppTint(
        colors: [:],
        review:
          "the app's tint is set in code at " + described.joined(separator: ", ")
          + ", which Legible cannot evaluate to one colour (" + problems.joined(separator: "; ")
          + "): what a button without a tint of its own draws in is unknown")
    }
    return AppTint(colors: colors, review: nil)
  }

  /// The assignments, in file and source order.
  func find() -> [Site] {
    var sites: [Site] = []
    for number in 0..<index.fileCount {
      let file = index.file(number)
      guard file.mentions("tintColor") else { continue }
      let finder = Finder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      for (target, value, node) in finder.found {
        sites.append(
          Site(
            location: file.location(of: node), target: target, value: value, file: number,
            owner: Self.enclosingType(of: node)))
      }
    }
    return sites
  }

  /// The type (class, struct, enum, actor, or extended type) whose code `node` is in.
  static func enclosingType(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let parent = current {
      if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
      if let type = parent.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = parent.as(ActorDeclSyntax.self) { return type.name.text }
      if let type = parent.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedText }
      current = parent.parent
    }
    return nil
  }

  /// `X.tintColor = value` where X is a window or an app-wide appearance proxy.
  private final class Finder: SyntaxVisitor {
    var found: [(target: String, value: ExprSyntax, node: Syntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        let target = elements[0].as(MemberAccessExprSyntax.self),
        target.declName.baseName.text == "tintColor", let base = target.base,
        AppTintSites.isAppWide(base)
      else { return .visitChildren }
      found.append((target.trimmedText, elements[2], Syntax(node)))
      return .visitChildren
    }
  }

  /// Whether `base` (of `base.tintColor`) is a window (`window`, `window!`, `self.window?`,
  /// `view.window`, `keyWindow`) or `UIView.appearance()` and the like.
  static func isAppWide(_ base: ExprSyntax) -> Bool {
    var expression = base
    while true {
      if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrapped.expression
      } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
        expression = chained.expression
      } else {
        break
      }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return windowNames.contains(reference.baseName.text)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return windowNames.contains(member.declName.baseName.text)
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "appearance",
      let type = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return appearanceTypes.contains(type.baseName.text)
    }
    return false
  }
}
