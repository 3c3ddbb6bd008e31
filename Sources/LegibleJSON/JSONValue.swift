/// A JSON value with the 1-based line and column where it starts.
///
/// Produced by ``JSONDocument``; object members keep their document order.
package struct JSONValue: Sendable, Hashable {
  /// The value itself.
  package enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// The value.
  package var kind: Kind
  /// The 1-based line of the value's first character.
  package var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  package var column: Int

  /// Creates a value at a position.
  package init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// A short name of the value's JSON type for messages: "null", "a boolean", "a number"…
  package var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
