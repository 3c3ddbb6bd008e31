import LegibleTokens
import LegibleXML

/// The lines an object of a storyboard or xib spans, for `legible.json` `ignore` entries that
/// name an object id (issue 42): a button, or a scene's view controller and every button in it.
/// The colours of a finding come from lines inside the element (its `<state>`s and `<color>`s),
/// so the span runs from the element's start tag to the last line of anything inside it.
public enum IBObjectLines {
  /// The lines of the element whose `id` is `id` in the document at `path`, or `nil` when no
  /// element has it.
  ///
  /// - Throws: `ImportError` for a document that cannot be read (missing, too large, not UTF-8,
  ///   malformed), with the file and line.
  public static func lines(of id: String, in path: String) throws(ImportError) -> ClosedRange<
    Int
  >? {
    let root = try IBDocumentReader.root(
      text: IBDocumentReader.text(path: path), path: path)
    // Depth-first with an explicit stack: the reader bounds the depth, but no recursion needed.
    var stack = [root]
    while let element = stack.popLast() {
      if element[attribute: "id"] == id {
        return element.line...lastLine(of: element)
      }
      stack.append(contentsOf: element.children.reversed())
    }
    return nil
  }

  /// The last line of anything inside `element` (its own line when it has no children).
  static func lastLine(of element: XMLElement) -> Int {
    var last = element.line
    var stack = element.children
    while let child = stack.popLast() {
      last = max(last, child.line)
      stack.append(contentsOf: child.children)
    }
    return last
  }
}
