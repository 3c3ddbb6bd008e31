import LegibleJSON

/// A JSON token format read through ``RawDocument`` (DTCG, Style Dictionary): its importers share
/// one path from files to a ``TokenSet``, siblings of the same format read as alias context.
protocol RawDocumentFormat: TokenImporter {
  /// Reads a parsed document into raw tokens.
  static func rawDocument(_ root: JSONValue, file: String) throws(ImportError) -> RawDocument
}

extension RawDocumentFormat {
  /// Imports one file of this format.
  static func importFile(_ path: String) throws(ImportError) -> TokenSet {
    try RawDocument.importTokens(from: path, reading: rawDocument, claims: isSibling)
  }

  /// Imports several files of this format, each as on its own, each file read and parsed
  /// once for the whole batch.
  static func importFiles(_ paths: [String]) throws(ImportError) -> TokenSet {
    try RawDocument.importTokens(from: paths, reading: rawDocument, claims: isSibling)
  }

  /// Whether a file beside the imported one (path, first bytes) is of this format.
  private static func isSibling(_ path: String, _ prefix: [UInt8]) -> Bool {
    claims(path: path, isDirectory: false, prefix: prefix)
  }

  /// Stops unless the document is an object (`expected an object of <what>, found …`).
  static func requireObject(_ root: JSONValue, of what: String, file: String) throws(ImportError) {
    guard JSONSupport.members(root) == nil else { return }
    throw ImportError(
      .malformedDocument, "expected an object of \(what), found \(root.typeName)",
      location: FileLocation(file: file, line: root.line, column: root.column))
  }
}
