/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Hashable {
  /// The decoded key.
  package var key: String
  /// The 1-based line of the key.
  package var line: Int
  /// The 1-based column of the key.
  package var column: Int
  /// The value.
  package var value: JSONValue

  /// Creates a member.
  package init(key: String, line: Int, column: Int, value: JSONValue) {
    self.key = key
    self.line = line
    self.column = column
    self.value = value
  }
}
