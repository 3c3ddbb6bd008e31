// One Android resource XML file, read with LegibleXML's libxml2 reader. What the reader
// refuses, and why, is in docs/limits.md ("Files and folders").

import LegibleXML

/// Reads an Android resource file into its root element, or an ``ImportError`` at the file,
/// line and column of the problem.
enum AndroidXMLDocument {
  /// The deepest element nesting accepted. Resource files nest three levels; a deeper document
  /// is refused rather than built into a tree whose recursive release could overflow the stack
  /// (100,000 nested elements crashed the importer before the limit).
  static let maximumDepth = 256

  static func parse(_ text: String, file: String) throws(ImportError) -> XMLElement {
    guard !text.isAllWhitespace(.whitespacesAndNewlines) else {
      throw ImportError(
        .malformedDocument, "the file is empty; expected <resources> or <selector>",
        location: FileLocation(file: file, line: 1))
    }
    do {
      return try XMLReader(maximumDepth: maximumDepth).read(text)
    } catch {
      let location = FileLocation(file: file, line: error.line, column: error.column)
      switch error.problem {
      case .tooDeep:
        throw ImportError(
          .limitExceeded,
          "elements are nested more than \(maximumDepth) deep; Android resource files need "
            + "three levels", location: location)
      case .documentType:
        throw ImportError(
          .malformedDocument,
          "a DOCTYPE declaration is not supported in Android resource files; remove it",
          location: location)
      case .processingInstruction:
        throw ImportError(
          .malformedDocument,
          "processing instructions (<?…?>) are not supported in Android resource files; only "
            + "the <?xml …?> declaration at the start is; remove it", location: location)
      case .notWellFormed:
        throw ImportError(
          .malformedDocument, "malformed XML: \(error.problem.summary)", location: location)
      }
    }
  }
}
