import SwiftSyntax

/// Why the labels of the buttons a `.buttonStyle(…)` call styles may not draw in the style's
/// colours. A style's `makeBody` colours `configuration.label` from outside: a modifier inside
/// the label (`Text(title).opacity(0.5)`, `.foregroundColor(.red)`) is nearer the text and
/// wins, and a label made of the app's own views may colour a part of itself. The style's
/// colours are then measured, never decided on.
enum StyledLabels {
  /// Modifiers that change what a part of a label draws in.
  static let colouring: Set<String> = [
    "foregroundColor", "foregroundStyle", "opacity", "tint", "accentColor", "colorMultiply",
    "colorInvert", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
    "blendMode", "background", "overlay", "shadow", "luminanceToAlpha",
  ]

  /// The doubts for the view `styled` that a `.buttonStyle(…)` is chained on: the button itself,
  /// or a container whose buttons take the style.
  static func doubts(ofStyled styled: ExprSyntax, in file: SwiftSourceFile) -> [String] {
    var doubts: [String] = []
    for button in buttons(in: styled) {
      guard let closure = SwiftUIButtonSites.labelClosure(of: button) else { continue }
      let place = file.location(of: closure)
      let finder = ModifierFinder(viewMode: .sourceAccurate)
      finder.walk(closure)
      if let first = finder.found.first {
        doubts.append(
          "the label at \(place) sets `.\(first.name)(…)` at \(file.location(of: first.node)) "
            + "on itself or a part of it, which the style's colours do not replace")
      } else if !SwiftUIButtonSites.isPlainLabel(button) {
        doubts.append(
          "the label at \(place) is a view whose colours Legible does not read in full (a view "
            + "of the app, a property, a `ForEach`)")
      }
    }
    return doubts
  }

  /// The buttons a style chained on `styled` reaches: the button the chain starts from, else
  /// every button written inside the container.
  private static func buttons(in styled: ExprSyntax) -> [FunctionCallExprSyntax] {
    if let root = SwiftUIButtonSites.chainRoot(styled).as(FunctionCallExprSyntax.self),
      let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      SwiftUIButtonSites.buttonKinds.contains(name)
    {
      return [root]
    }
    let finder = ButtonFinder(viewMode: .sourceAccurate)
    finder.walk(styled)
    return finder.found
  }

  private final class ButtonFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        SwiftUIButtonSites.buttonKinds.contains(name)
      {
        found.append(node)
        return .skipChildren
      }
      return .visitChildren
    }
  }

  private final class ModifierFinder: SyntaxVisitor {
    var found: [(name: String, node: FunctionCallExprSyntax)] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
        StyledLabels.colouring.contains(member.declName.baseName.text)
      {
        found.append((member.declName.baseName.text, node))
      }
      return .visitChildren
    }
  }
}
