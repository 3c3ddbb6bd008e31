/// Why ``YAMLReader`` refused a document, and where: the file (as the caller named it) and the
/// 1-based line and column (libyaml counts columns in characters).
package struct YAMLReadError: Error, Equatable, Sendable {
  package enum Problem: Equatable, Sendable {
    /// Not well-formed YAML: libyaml's scanner or parser words (`could not find expected ':'`),
    /// and what it was reading (`while scanning a simple key`) from which line (0 without one).
    case syntax(problem: String, context: String?, contextLine: Int)
    /// A tab where YAML needs spaces (indentation, or before a value in block context).
    case tab
    /// Bytes libyaml's reader refused: not UTF-8, or a control character (NUL …).
    case encoding(String)
    /// An alias (`*name`): refused, so no document can expand into more nodes than it has.
    case alias(name: String)
    /// An explicit tag (`!!str`, `!color`).
    case tag(String)
    /// A second document (`---`) in the stream; the first began on `firstLine`.
    case multipleDocuments(firstLine: Int)
    /// A key that appears twice in one mapping; the first is on `firstLine`.
    case duplicateKey(String, firstLine: Int)
    /// A mapping key that is a list or a mapping (`? [a, b]: c`).
    case complexKey
    /// Lists and mappings nested deeper than the reader's `maximumDepth`.
    case tooDeep(limit: Int)
    /// libyaml could not allocate memory.
    case outOfMemory
  }

  package var file: String
  package var problem: Problem
  package var line: Int
  package var column: Int

  package init(_ problem: Problem, file: String, line: Int, column: Int) {
    self.problem = problem
    self.file = file
    self.line = line
    self.column = column
  }
}
