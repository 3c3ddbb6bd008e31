/// A JSON value with the 1-based line and column where it starts.
///
/// Produced by ``JSONDocument``; object members keep their document order.
public struct JSONValue: Sendable, Hashable {
  /// The value itself.
  public enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// The value.
  public var kind: Kind
  /// The 1-based line of the value's first character.
  public var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  public var column: Int

  /// Creates a value at a position.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// A short name of the value's JSON type for messages: "null", "a boolean", "a number"…
  public var typeName: String {
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

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The decoded key.
  public var key: String
  /// The 1-based line of the key.
  public var line: Int
  /// The 1-based column of the key.
  public var column: Int
  /// The value.
  public var value: JSONValue

  /// Creates a member.
  public init(key: String, line: Int, column: Int, value: JSONValue) {
    self.key = key
    self.line = line
    self.column = column
    self.value = value
  }
}
