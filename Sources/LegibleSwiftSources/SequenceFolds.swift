import Foundation
import SwiftOperators
import SwiftSyntax

/// The folded form of each sequence of one file that evaluation has met (``SwiftSourceFile/folded(_:)``),
/// shared by the evaluations that run at once on every core: the first fold of a sequence is
/// kept, so that its nodes, and the positions keyed on them, are the same in every state.
final class SequenceFolds: @unchecked Sendable {
  private let lock = NSLock()
  private var folded: [SyntaxIdentifier: ExprSyntax] = [:]

  func folded(_ sequence: SequenceExprSyntax) -> ExprSyntax {
    lock.lock()
    let known = folded[sequence.id]
    lock.unlock()
    if let known { return known }
    let made = Self.fold(sequence)
    lock.lock()
    defer { lock.unlock() }
    if let raced = folded[sequence.id] { return raced }
    folded[sequence.id] = made
    return made
  }

  /// The three elements of a sequence of one operator (`97 / 255.0`, `a ? b : c`, `a = b`),
  /// which folds to that operator whatever its precedence, so it can be evaluated from them.
  static func operands(_ sequence: SequenceExprSyntax) -> (
    left: ExprSyntax, operator: ExprSyntax, right: ExprSyntax
  )? {
    let elements = sequence.elements
    guard elements.count == 3 else { return nil }
    let start = elements.startIndex
    return (
      elements[start], elements[elements.index(after: start)],
      elements[elements.index(start, offsetBy: 2)]
    )
  }

  /// `sequence` folded with the standard operators (an unknown operator is folded as
  /// SwiftOperators does when its handler ignores the error), placed at its offset.
  static func fold(_ sequence: SequenceExprSyntax) -> ExprSyntax {
    guard !sequence.elements.isEmpty else { return ExprSyntax(sequence) }
    let folded = OperatorTable.standardOperators.foldSingle(sequence) { _ in }
    let offset = sequence.position.utf8Offset
    guard offset > 0 else { return folded }
    // Set directly: `with(\.leadingTrivia, …)` made a key path at run time on every call.
    var shifted = folded
    shifted.leadingTrivia = [.spaces(offset)] + folded.leadingTrivia
    return shifted
  }
}
