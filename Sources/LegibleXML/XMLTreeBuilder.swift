import CLibXML2

/// Builds the ``XMLElement`` tree from libxml2's SAX2 events (``XMLSAXHandler``) and keeps the
/// first reason to refuse the document: an error libxml2 reported, a DOCTYPE, a processing
/// instruction or nesting deeper than the limit. After a refusal the parser is stopped.
final class XMLTreeBuilder {
  let maximumDepth: Int
  /// Set once the context exists; the context does not retain the builder (its `userData` is
  /// an unretained pointer to it).
  var context: LibXML2Context?
  private(set) var root: XMLElement?
  private var stack: [XMLElement] = []
  /// A DOCTYPE, processing instruction or depth refusal.
  private(set) var refusal: XMLReadError?
  /// The first fatal (well-formedness) error libxml2 reported.
  private(set) var firstError: XMLReadError?

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  private func refuse(_ problem: XMLReadError.Problem, at position: (line: Int, column: Int)) {
    if refusal == nil, firstError == nil {
      refusal = XMLReadError(problem, line: position.line, column: position.column)
    }
    context?.stop()
  }

  private var position: (line: Int, column: Int) {
    (context?.line ?? 1, context?.column ?? 1)
  }

  func startElement(name: String, attributes: [(name: String, value: String)]) {
    guard stack.count < maximumDepth else {
      refuse(.tooDeep(limit: maximumDepth), at: position)
      return
    }
    let (line, column) = position
    let element = XMLElement(name: name, attributes: attributes, line: line, column: column)
    if let parent = stack.last { parent.children.append(element) } else { root = element }
    stack.append(element)
  }

  func endElement() {
    _ = stack.popLast()
  }

  func characters(_ text: String) {
    stack.last?.text += text
  }

  func documentType() {
    refuse(.documentType, at: context?.start(ofLast: Array("!DOCTYPE".utf8)) ?? position)
  }

  func processingInstruction(target: String) {
    refuse(
      .processingInstruction(target: target),
      at: context?.start(ofLast: [UInt8(ascii: "?")] + Array(target.utf8)) ?? position)
  }

  /// An error from libxml2's structured error callback. Only fatal errors (well-formedness)
  /// count: namespace errors, such as an undeclared `android:` prefix, are reported at level
  /// `XML_ERR_ERROR` and leave the document readable, as Foundation's XML parser did.
  func error(_ error: xmlError) {
    guard firstError == nil, refusal == nil, error.level == XML_ERR_FATAL else { return }
    let names = [error.str1, error.str2].compactMap { $0.map { String(cString: $0) } }
    let message = error.message.map { String(cString: $0) } ?? ""
    firstError = XMLReadError(
      .notWellFormed(
        code: Int(error.code), names: names, otherLine: Int(error.int1),
        message: message.trimmingSuffix()),
      line: Int(error.line), column: Int(error.int2))
  }
}

extension String {
  /// Without trailing white space (libxml2's messages end in a newline).
  fileprivate func trimmingSuffix() -> String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
