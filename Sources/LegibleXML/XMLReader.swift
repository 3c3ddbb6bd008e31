import CLibXML2
import LegibleColor

/// Reads an XML document with libxml2 into an ``XMLElement`` tree: elements with their
/// attributes in source order, text and the line and column of each start tag.
///
/// The document must be well-formed (libxml2 does not recover); a DOCTYPE (and with it every
/// entity declaration, expansion bomb or external entity), a processing instruction other than
/// the XML declaration and nesting deeper than ``maximumDepth`` are refused. Nothing is fetched
/// from the network or the file system, no entity is substituted and no DTD is loaded
/// (``LibXML2Context/options``). Each read has its own libxml2 context and error handler, so
/// readers may run on several threads at once.
package struct XMLReader: Sendable {
  /// The deepest element nesting accepted, the root counting as 1.
  package var maximumDepth: Int

  package init(maximumDepth: Int = 256) {
    self.maximumDepth = maximumDepth
  }

  /// The root element of `text`.
  package func read(_ text: String) throws(XMLReadError) -> XMLElement {
    var text = text
    return try text.withUTF8 { bytes in
      Result { () throws(XMLReadError) in try read(bytes) }
    }.get()
  }

  /// The root element of the UTF-8 document in `bytes` (a leading byte-order mark is skipped;
  /// the encoding a declaration names is not used).
  package func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLReadError) -> XMLElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try read(UnsafeBufferPointer(rebasing: bytes.dropFirst(3)))
    }
    guard bytes.count > 0 else {
      throw XMLReadError(
        .notWellFormed(
          code: Int(XML_ERR_DOCUMENT_EMPTY.rawValue), names: [], otherLine: 0,
          message: "Document is empty"), line: 1, column: 1)
    }
    let builder = XMLTreeBuilder(maximumDepth: maximumDepth)
    let parsed = withExtendedLifetime(builder) { () -> Bool? in
      guard
        let context = LibXML2Context(
          bytes: bytes, handler: XMLSAXHandler.make(),
          userData: Unmanaged.passUnretained(builder).toOpaque())
      else { return nil }
      builder.context = context
      defer { builder.context = nil }
      return context.parse()
    }
    if let refusal = builder.refusal { throw refusal }
    if let error = builder.firstError {
      // libxml2 stops at a NUL byte and calls what came before the whole document.
      if case .notWellFormed(let code, _, _, _) = error.problem,
        code == Int(XML_ERR_DOCUMENT_EMPTY.rawValue), let nul = bytes.firstIndex(of: 0)
      {
        let position = TextPosition.end(of: bytes[..<nul])
        throw XMLReadError(
          .notWellFormed(
            code: Int(XML_ERR_INVALID_CHAR.rawValue), names: [], otherLine: 0,
            message: "a NUL byte, which XML does not allow"),
          line: position.line, column: position.column)
      }
      throw error
    }
    guard parsed == true, let root = builder.root else {
      let (code, message) =
        parsed == nil
        ? (XML_ERR_NO_MEMORY, "libxml2 could not create a parser for the document")
        : (XML_ERR_INTERNAL_ERROR, "the document is not well-formed")
      throw XMLReadError(
        .notWellFormed(code: Int(code.rawValue), names: [], otherLine: 0, message: message),
        line: 1, column: 1)
    }
    return root
  }
}
