import SwiftSyntax

/// Which functions of the tree change no colour of a button they are called on: layout and
/// view-tree helpers (`pinToParent()`, `addSubviews(_:)`) that a button's code calls. Running
/// one reads nothing that decides a colour, but an `if`/`guard` in it that cannot be evaluated
/// (`guard let view = superview`) put every state of the button in doubt. A function is
/// colourless when no name or string in its declaration speaks of what a button draws (a
/// colour, tint, alpha, title, image, font, style, theme, layer, state or drawing) and every
/// function of the tree it calls is colourless too; anything else is run as before.
enum ColourlessFunctions {
  /// Parts of names (lower-cased) that can touch what a button draws.
  static let colourWords = [
    "color", "colour", "tint", "background", "foreground", "alpha", "opacity", "title", "image",
    "attributed", "configuration", "appearance", "style", "theme", "layer", "border", "enabled",
    "highlighted", "selected", "state", "draw", "fill", "stroke", "shadow", "dark", "light",
    "trait", "font", "label", "text", "mask", "visual", "blur", "effect", "palette", "brand",
    "setvalue", "perform", "apply", "update", "refresh", "reload", "render", "display", "icon",
  ]

  /// Whether `function` is colourless (see the type's documentation); `mayColour` says whether
  /// a name it calls is a function of the tree that may change a colour.
  static func isColourless(
    _ function: FunctionDeclSyntax, mayColour: (String) -> Bool
  ) -> Bool {
    guard function.body != nil else { return false }
    for token in function.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text), .stringSegment(let text), .dollarIdentifier(let text):
        let lower = text.lowercased()
        if colourWords.contains(where: { lower.contains($0) }) { return false }
      default: continue
      }
    }
    let finder = CallFinder(viewMode: .sourceAccurate)
    finder.walk(function)
    return !finder.names.contains(where: mayColour)
  }

  private final class CallFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
        names.insert(reference.baseName.text)
      } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
        names.insert(member.declName.baseName.text)
      }
      return .visitChildren
    }
  }
}
