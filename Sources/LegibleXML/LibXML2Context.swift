import CLibXML2

/// One libxml2 parser context over a copy of a document, with Legible's options and a SAX
/// handler installed; the context (and the handler copy it owns) is freed with the object.
final class LibXML2Context {
  /// `XML_PARSE_NONET` (nothing is fetched), `XML_PARSE_NOERROR | XML_PARSE_NOWARNING` (libxml2
  /// prints nothing; errors reach the handler's `serror`), `XML_PARSE_IGNORE_ENC` (the bytes are
  /// UTF-8: see ``init(bytes:handler:userData:)``). Deliberately absent: `NOENT` (entity
  /// substitution), `DTDLOAD`, `DTDATTR`, `DTDVALID` (no DTD is read), `HUGE` (libxml2's
  /// default limits stay: names of 50,000 bytes, text and attribute values of 10 MB, 256
  /// levels), `RECOVER` (a document that is not well-formed is an error).
  static let options = Int32(
    bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
      | XML_PARSE_NOWARNING.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

  /// `xmlInitParser()`, once per process before the first context: libxml2 2.9 needs it before
  /// contexts are used on several threads. Swift runs a static initialiser exactly once.
  private static let libraryInitialized: Void = xmlInitParser()

  let pointer: xmlParserCtxtPtr

  /// A context reading `bytes` (copied by libxml2) whose callbacks receive `userData`, or `nil`
  /// when libxml2 cannot allocate one (or `bytes` is empty or larger than `Int32.max`).
  init?(
    bytes: UnsafeBufferPointer<UInt8>, handler: xmlSAXHandler, userData: UnsafeMutableRawPointer
  ) {
    _ = Self.libraryInitialized
    guard let base = bytes.baseAddress, bytes.count > 0, bytes.count <= Int(Int32.max),
      let context = base.withMemoryRebound(
        to: CChar.self, capacity: bytes.count,
        { xmlCreateMemoryParserCtxt($0, Int32(bytes.count)) })
    else { return nil }
    pointer = context
    xmlCtxtUseOptions(context, Self.options)
    // The bytes are UTF-8 (a Swift string's). A declared encoding (ignored through
    // XML_PARSE_IGNORE_ENC) or first bytes that look like UCS-4, UTF-16 or EBCDIC (skipped by
    // naming the encoding here) would make libxml2 convert them, and its converters print their
    // failures on stderr, past any context's handler (found by the android fuzz target with
    // `encoding="utf7"` and NUL-led inputs). xmlFreeParserCtxt frees the string.
    context.pointee.encoding = UnsafePointer(xmlCharStrdup("UTF-8"))
    // The context's own handler block (xmlFreeParserCtxt frees it), overwritten with ours: the
    // error handler is per context, never libxml2's global (thread-local) one.
    context.pointee.sax.pointee = handler
    context.pointee.userData = userData
  }

  deinit { xmlFreeParserCtxt(pointer) }

  /// Parses the whole document; `true` when it was well-formed and not stopped.
  func parse() -> Bool {
    xmlParseDocument(pointer) == 0 && pointer.pointee.wellFormed != 0
  }

  /// Stops parsing at the next opportunity; no further callbacks arrive.
  func stop() { xmlStopParser(pointer) }

  /// The line (1-based) the parser is at.
  var line: Int { Int(pointer.pointee.input?.pointee.line ?? 1) }

  /// The column (1-based, characters as libxml2 counts them) the parser is at.
  var column: Int { Int(pointer.pointee.input?.pointee.col ?? 1) }

  /// Where the last `<` + `marker` before the parser's position starts: its line and column,
  /// found by scanning back through the bytes libxml2 still holds. Falls back to the current
  /// position when the marker is not there.
  func start(ofLast marker: [UInt8]) -> (line: Int, column: Int) {
    guard let input = pointer.pointee.input, let base = input.pointee.base,
      let current = input.pointee.cur, current >= base
    else { return (line, column) }
    let held = UnsafeBufferPointer(start: base, count: current - base)
    let pattern = [UInt8(ascii: "<")] + marker
    guard held.count >= pattern.count,
      let start = stride(from: held.count - pattern.count, through: 0, by: -1).first(where: {
        held[$0..<($0 + pattern.count)].elementsEqual(pattern)
      })
    else { return (line, column) }
    let newline = UInt8(ascii: "\n")
    let between = held[start...]
    let lineOfStart = line - between.count { $0 == newline }
    let isCharacter = { (byte: UInt8) in byte & 0xC0 != 0x80 }
    if !between.contains(newline) {
      return (lineOfStart, column - between.count(where: isCharacter))
    }
    let lineStart = held[..<start].lastIndex(of: newline).map { $0 + 1 } ?? 0
    return (lineOfStart, held[lineStart..<start].count(where: isCharacter) + 1)
  }
}
