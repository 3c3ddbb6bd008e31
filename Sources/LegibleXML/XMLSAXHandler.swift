import CLibXML2

/// The libxml2 SAX2 callbacks of ``XMLReader``: each forwards to the ``XMLTreeBuilder`` whose
/// unretained pointer is the context's `userData`. Unset callbacks are ignored events
/// (comments, the document's start and end) or declarations that never arrive because the
/// DOCTYPE stops the parser (entities, notations, attribute lists).
enum XMLSAXHandler {
  static func make() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = {
      context, localName, prefix, _, namespaceCount, namespaces,
      attributeCount, _, attributes in
      var list: [(name: String, value: String)] = []
      if let namespaces {
        for index in 0..<Int(namespaceCount) {
          let declared = namespaces[2 * index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
          list.append((declared, namespaces[2 * index + 1].map { String(cString: $0) } ?? ""))
        }
      }
      if let attributes {
        for index in 0..<Int(attributeCount) {
          let fields = attributes + 5 * index
          guard let local = fields[0], let value = fields[3], let end = fields[4] else { continue }
          let bytes = UnsafeBufferPointer(start: value, count: end - value)
          list.append(
            (
              XMLSAXHandler.qualified(local, fields[1]),
              XMLSAXHandler.decodingAmpersands(String(decoding: bytes, as: UTF8.self))
            ))
        }
      }
      XMLSAXHandler.builder(context)?.startElement(
        name: XMLSAXHandler.qualified(localName, prefix), attributes: list)
    }
    handler.endElementNs = { context, _, _, _ in XMLSAXHandler.builder(context)?.endElement() }
    handler.characters = { context, bytes, count in
      guard let bytes else { return }
      XMLSAXHandler.builder(context)?.characters(
        String(decoding: UnsafeBufferPointer(start: bytes, count: Int(count)), as: UTF8.self))
    }
    handler.ignorableWhitespace = handler.characters
    handler.cdataBlock = handler.characters
    handler.processingInstruction = { context, target, _ in
      XMLSAXHandler.builder(context)?.processingInstruction(
        target: target.map { String(cString: $0) } ?? "")
    }
    handler.internalSubset = { context, _, _, _ in XMLSAXHandler.builder(context)?.documentType() }
    handler.serror = { context, error in
      guard let error else { return }
      XMLSAXHandler.builder(context)?.error(error.pointee)
    }
    return handler
  }

  private static func builder(_ context: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
    context.map { Unmanaged<XMLTreeBuilder>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func qualified(
    _ local: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?
  ) -> String {
    let name = local.map { String(cString: $0) } ?? ""
    return prefix.map { String(cString: $0) + ":" + name } ?? name
  }

  /// Without entity substitution libxml2 hands an attribute's `&` (written `&amp;` or `&#38;`)
  /// over as the five characters `&#38;`, for a tree builder to decode; every `&` in the value
  /// comes from such a reference, so replacing each `&#38;` is exact.
  private static func decodingAmpersands(_ value: String) -> String {
    guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
    return value.replacing("&#38;", with: "&")
  }
}
