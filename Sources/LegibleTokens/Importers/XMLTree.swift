import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A minimal element tree with line numbers, built with Foundation's `XMLParser`.
final class XMLTree: NSObject, XMLParserDelegate {
  final class Element {
    let name: String
    let attributes: [String: String]
    let attributeOrder: [(String, String)]
    let line: Int
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String], order: [(String, String)], line: Int) {
      self.name = name
      self.attributes = attributes
      self.attributeOrder = order
      self.line = line
    }
  }

  private var stack: [Element] = []
  private var root: Element?
  /// Where an element opened deeper than ``maximumDepth``, if one did.
  private var tooDeep: (line: Int, column: Int)?

  /// The deepest element nesting accepted. Resource files nest three levels; a deeper document
  /// is refused rather than built into a tree whose recursive release would overflow the stack
  /// (100,000 nested elements crashed the importer).
  static let maximumDepth = 256
  private var errorPosition: (Int, Int)?
  private weak var parser: XMLParser?
  private let lines: [Substring]

  private init(source: String) {
    self.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  }

  static func parse(_ text: String, file: String) throws(ImportError) -> Element {
    guard !text.isAllWhitespace(.whitespacesAndNewlines) else {
      throw ImportError(
        .malformedDocument, "the file is empty; expected <resources> or <selector>",
        location: FileLocation(file: file, line: 1))
    }
    if let finding = XMLPrescan.firstUnsupportedConstruct(in: text) {
      throw ImportError(
        .malformedDocument, finding.message,
        location: FileLocation(file: file, line: finding.line, column: finding.column))
    }
    let tree = XMLTree(source: text)
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldProcessNamespaces = false
    parser.delegate = tree
    tree.parser = parser
    let ok = parser.parse()
    if let (line, column) = tree.tooDeep {
      throw ImportError(
        .limitExceeded,
        "elements are nested more than \(maximumDepth) deep; Android resource files need three "
          + "levels", location: FileLocation(file: file, line: line, column: column))
    }
    guard ok, let root = tree.root else {
      let code = (parser.parserError as NSError?)?.code ?? -1
      let (line, column) = tree.errorPosition ?? (parser.lineNumber, parser.columnNumber)
      throw ImportError(
        .malformedDocument,
        "malformed XML: \(XMLTree.describe(code)) (XMLParser error \(code)); check the tags here",
        location: FileLocation(file: file, line: line, column: column))
    }
    return root
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard stack.count < Self.maximumDepth else {
      if tooDeep == nil { tooDeep = (parser.lineNumber, parser.columnNumber) }
      parser.abortParsing()
      return
    }
    let order = attributeDict.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    let element = Element(
      name: elementName, attributes: attributeDict,
      order: orderedAttributes(
        of: elementName, line: parser.lineNumber, fallback: order), line: parser.lineNumber)
    if let parent = stack.last { parent.children.append(element) } else { root = element }
    stack.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    _ = stack.popLast()
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if errorPosition == nil { errorPosition = (parser.lineNumber, parser.columnNumber) }
  }

  /// A readable name for the common `XMLParser.ErrorCode` values.
  private static func describe(_ code: Int) -> String {
    switch code {
    case 4: "the document is empty"
    case 5: "the document ends before every element is closed"
    case 9: "an invalid character"
    case 38, 39, 40, 41: "a malformed attribute"
    case 64, 65, 67: "a malformed name or tag"
    case 73: "a '>' is missing"
    case 76: "an end tag does not match its start tag"
    case 111: "text after the root element"
    default: "the XML is not well-formed"
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }

  /// `XMLParser` hands attributes over as a dictionary; the source order matters for state
  /// names, so it is recovered from the source line (falling back to sorted order).
  private func orderedAttributes(of element: String, line: Int, fallback: [(String, String)])
    -> [(String, String)]
  {
    let keys = fallback.map(\.0)
    guard line >= 1, keys.count > 1 else { return fallback }
    // The tag may span lines; search from a few lines before the reported one.
    let start = max(0, line - 8)
    let window = lines[start..<min(lines.count, line)].joined(separator: "\n")
    guard let tagStart = window.rangeOfBytes("<" + element, backwards: true) else {
      return fallback
    }
    let tag = window[tagStart.lowerBound...]
    let positioned = keys.compactMap { key -> (String.Index, String)? in
      guard let range = tag.rangeOfBytes(key + "=") else { return nil }
      return (range.lowerBound, key)
    }
    guard positioned.count == keys.count else { return fallback }
    let dictionary = Dictionary(uniqueKeysWithValues: fallback)
    return positioned.sorted { $0.0 < $1.0 }.map { ($0.1, dictionary[$0.1] ?? "") }
  }
}
