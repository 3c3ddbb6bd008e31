import CLibXML2

extension XMLReadError.Problem {
  /// What is wrong and how to fix it, in one phrase without the location: libxml2's common
  /// well-formedness errors in plain words, others with libxml2's own message and code.
  package var summary: String {
    switch self {
    case .documentType:
      return "a DOCTYPE declaration is not supported; remove it"
    case .processingInstruction(let target):
      return "processing instructions (<?\(target) …?>) are not supported; only the <?xml …?> "
        + "declaration at the start is; remove it"
    case .tooDeep(let limit):
      return "elements are nested more than \(limit) deep"
    case .notWellFormed(let code, let names, let otherLine, let message):
      return Self.describe(code: code, names: names, otherLine: otherLine, message: message)
    }
  }

  private static func describe(code: Int, names: [String], otherLine: Int, message: String)
    -> String
  {
    let first = names.first ?? ""
    if message.contains("too long") {
      // libxml2's defaults without XML_PARSE_HUGE (XML_MAX_NAME_LENGTH, XML_MAX_TEXT_LENGTH).
      return "\(message) (libxml2 error \(code)): names may have 50,000 bytes and attribute "
        + "values 10,000,000; shorten it"
    }
    switch UInt32(truncatingIfNeeded: code) {
    case XML_ERR_TAG_NAME_MISMATCH.rawValue where names.count == 2:
      return "the end tag </\(names[1])> does not match the start tag <\(first)> of line "
        + "\(otherLine); close <\(first)> first"
    case XML_ERR_TAG_NOT_FINISHED.rawValue where !first.isEmpty:
      return "the document ends before <\(first)> of line \(otherLine) is closed; add </\(first)>"
    case XML_ERR_DOCUMENT_END.rawValue:
      return "content after the end of the root element; keep everything inside one root element"
    case XML_ERR_INVALID_CHAR.rawValue where message.hasPrefix("a NUL byte"):
      return "a NUL byte, which XML does not allow; save the file as UTF-8 text"
    case XML_ERR_DOCUMENT_EMPTY.rawValue:
      return "the document has no root element"
    case XML_ERR_UNDECLARED_ENTITY.rawValue where !first.isEmpty:
      return "the entity &\(first); is not defined (XML defines only &amp; &lt; &gt; &quot; "
        + "&apos;); write &amp; for a literal &"
    case XML_ERR_ENTITYREF_SEMICOL_MISSING.rawValue:
      return "an entity reference without its ';'; write &amp; for a literal &"
    case XML_ERR_NAME_REQUIRED.rawValue where message.contains("EntityRef"):
      return "an '&' that does not start an entity reference; write &amp; for a literal &"
    case XML_ERR_ATTRIBUTE_REDEFINED.rawValue where !first.isEmpty:
      return "the attribute \(first) appears twice in one tag; keep one"
    case XML_ERR_LT_IN_ATTRIBUTE.rawValue:
      return "a '<' in an attribute value; write &lt;"
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue, XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue:
      return "an attribute without a quoted value; write name=\"value\""
    case XML_ERR_GT_REQUIRED.rawValue:
      return "a tag is not closed with '>'"
    case XML_ERR_XMLDECL_NOT_FINISHED.rawValue, XML_ERR_VERSION_MISSING.rawValue,
      XML_ERR_RESERVED_XML_NAME.rawValue:
      return "malformed XML declaration; write <?xml version=\"1.0\" encoding=\"utf-8\"?> at the "
        + "very start or remove it"
    default:
      return "\(message) (libxml2 error \(code)); check the markup here"
    }
  }
}
