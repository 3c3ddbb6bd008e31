/// One element of a document read by ``XMLReader``: its qualified name, attributes in source
/// order, direct text and children, and where its start tag ends.
package final class XMLElement {
  /// The name as written, prefix included (`android:color` stays `android:color`).
  package let name: String
  /// Attributes in source order, names as written. Namespace declarations (`xmlns`,
  /// `xmlns:android`) come first, as `(xmlns:android, uri)`.
  package let attributes: [(name: String, value: String)]
  /// The line (1-based) of the `>` (or `/>`) that ends the start tag.
  package let line: Int
  /// The column (1-based, characters as libxml2 counts them) of that `>` (or `/`).
  package let column: Int
  package internal(set) var children: [XMLElement] = []
  /// The element's own character data (text, entity and character references, CDATA) joined,
  /// white space as written; text inside children is theirs.
  package internal(set) var text = ""

  init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  /// The value of the first attribute named `name` (as written, prefix included), if any.
  package subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }
}
