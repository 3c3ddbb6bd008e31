/// Why ``XMLReader`` refused a document, and where (1-based line and column; libxml2 counts
/// columns in characters).
package struct XMLReadError: Error, Equatable, Sendable {
  package enum Problem: Equatable, Sendable {
    /// The document is not well-formed XML: libxml2's error code (`xmlParserErrors`), the
    /// names and line it reported (`str1`, `str2`, `int1`) and its own message.
    case notWellFormed(code: Int, names: [String], otherLine: Int, message: String)
    /// A `<!DOCTYPE …>`: refused before its internal subset is read, so no entity is ever
    /// declared, expanded or fetched.
    case documentType
    /// A processing instruction other than the XML declaration, with its target.
    case processingInstruction(target: String)
    /// An element nested deeper than the reader's `maximumDepth`.
    case tooDeep(limit: Int)
  }

  package var problem: Problem
  package var line: Int
  package var column: Int

  package init(_ problem: Problem, line: Int, column: Int) {
    self.problem = problem
    self.line = line
    self.column = column
  }
}
