/// Local names while evaluating a body: parameters and `let`/`var` bindings, the enclosing
/// scope, and `self` (an instance of a type in the tree, a button, a colour or a view).
final class SwiftScope {
  var names: [String: SwiftValue] = [:]
  let parent: SwiftScope?
  /// `self`, and the type whose members `self.x` and bare `x` look in.
  private(set) var selfValue: SwiftValue?
  let selfType: String?
  /// The file being evaluated (index into the declaration index's files).
  let file: Int

  init(parent: SwiftScope?, selfValue: SwiftValue? = nil, selfType: String? = nil, file: Int) {
    self.parent = parent
    self.selfValue = selfValue ?? parent?.selfValue
    self.selfType = selfType ?? parent?.selfType
    self.file = file
  }

  /// Drops the bindings and `self` of this scope and its parents: what breaks the reference
  /// cycles a stored closure makes (a button whose update handler captured the scope that
  /// binds the button), once the evaluator that made the closure is done (its `deinit`).
  func releaseBindings() {
    var scope: SwiftScope? = self
    while let current = scope {
      current.names.removeAll()
      current.selfValue = nil
      scope = current.parent
    }
  }

  /// The value bound to `name` here or in an enclosing scope.
  func lookup(_ name: String) -> SwiftValue? {
    var scope: SwiftScope? = self
    while let current = scope {
      if let value = current.names[name] { return value }
      scope = current.parent
    }
    return nil
  }

  /// Rebinds `name` where it is bound (a `var` assigned), or here.
  func assign(_ name: String, _ value: SwiftValue) -> Bool {
    var scope: SwiftScope? = self
    while let current = scope {
      if current.names[name] != nil {
        current.names[name] = value
        return true
      }
      scope = current.parent
    }
    return false
  }
}
