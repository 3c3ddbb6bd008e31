import SwiftSyntax

/// A closure: its syntax and the scope it was made in.
struct SwiftClosure {
  var node: ClosureExprSyntax
  var scope: SwiftScope
  var file: Int
}
