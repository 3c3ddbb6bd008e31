/// One node of a document read by ``YAMLReader``: text (a scalar with its style), a list (a
/// sequence) or a mapping with its keys in source order, and where the node starts.
package struct YAMLNode: Sendable, Equatable {
  /// How a scalar was written.
  package enum Style: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// One key and its value; the key is always a scalar.
  package struct Pair: Sendable, Equatable {
    package var key: YAMLNode
    package var value: YAMLNode

    package init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  package enum Content: Sendable, Equatable {
    /// The text after YAML's quoting and folding rules; no type is inferred (`true`, `12` and
    /// `null` stay text, see ``isNull``).
    case scalar(String, Style)
    case sequence([YAMLNode])
    case mapping([Pair])
  }

  package var content: Content
  /// The 1-based line where the node starts (for a quoted scalar, its opening quote).
  package var line: Int
  /// The 1-based column there, in characters as libyaml counts them.
  package var column: Int

  package init(_ content: Content, line: Int, column: Int) {
    self.content = content
    self.line = line
    self.column = column
  }

  /// The text of a scalar, `nil` for a list or a mapping.
  package var text: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// The pairs of a mapping, `nil` otherwise.
  package var pairs: [Pair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The items of a sequence, `nil` otherwise.
  package var items: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// Whether this is YAML's null: a plain scalar that is empty (`key:` with nothing after it),
  /// `~` or `null` (also `Null`, `NULL`).
  package var isNull: Bool {
    guard case .scalar(let text, .plain) = content else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(text)
  }

  /// The value of the key `key` of a mapping (keys are unique, ``YAMLReader``), if any.
  package subscript(key: String) -> YAMLNode? {
    pairs?.first { $0.key.text == key }?.value
  }

  /// `text`, `a list` or `a mapping`, for messages.
  package var kindName: String {
    switch content {
    case .scalar: isNull ? "nothing (null)" : "text"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}
