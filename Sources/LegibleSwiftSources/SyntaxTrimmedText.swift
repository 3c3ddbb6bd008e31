import SwiftSyntax

extension SyntaxProtocol {
  /// The node as written, without the leading trivia of its first token and the trailing trivia
  /// of its last: what SwiftSyntax's `trimmedDescription` gives, built from the tokens.
  ///
  /// `trimmedDescription` detaches the node and replaces both trivia through key paths made at
  /// run time, two copies of the node for one string: a tenth of `legible extract` on issue 20's
  /// generated files, for names such as `@Environment(\.isEnabled)` read in every state.
  var trimmedText: String {
    // Every token, missing ones too: a node ending in a token SwiftParser found missing keeps
    // the trailing trivia before it, as `trimmedDescription` does. A missing token has no text.
    var text = ""
    var previous: TokenSyntax?
    for token in tokens(viewMode: .all) {
      if let previous {
        previous.trailingTrivia.write(to: &text)
        token.leadingTrivia.write(to: &text)
      }
      if token.presence == .present { text += token.text }
      previous = token
    }
    return text
  }
}
