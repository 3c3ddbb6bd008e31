/// A selector's specificity (Selectors Level 4 §16): ids, then classes, attributes and
/// pseudo-classes, then types and pseudo-elements, compared in that order.
struct CSSSpecificity: Hashable, Comparable, Sendable, CustomStringConvertible {
  var ids: Int
  var classes: Int
  var types: Int

  init(_ ids: Int, _ classes: Int, _ types: Int) {
    self.ids = ids
    self.classes = classes
    self.types = types
  }

  static let zero = CSSSpecificity(0, 0, 0)

  static func + (a: CSSSpecificity, b: CSSSpecificity) -> CSSSpecificity {
    CSSSpecificity(a.ids + b.ids, a.classes + b.classes, a.types + b.types)
  }

  static func < (a: CSSSpecificity, b: CSSSpecificity) -> Bool {
    (a.ids, a.classes, a.types) < (b.ids, b.classes, b.types)
  }

  /// `(0,2,0)`.
  var description: String { "(\(ids),\(classes),\(types))" }
}
