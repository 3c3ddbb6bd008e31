/// Reads a YAML document with libyaml's event parser into a ``YAMLNode`` tree: scalars with
/// their style, lists, mappings with their keys in source order, and the line and column where
/// each node starts.
///
/// The reader takes what token files need and refuses the rest, at its line and column
/// (``YAMLReadError``): the bytes must be UTF-8 (a leading byte-order mark is skipped); aliases
/// (`*name`) are refused, so no document expands beyond its own size (alias "bombs" cannot
/// exist); explicit tags, a second document, a key repeated in one mapping, a key that is a
/// list or a mapping, and nesting deeper than ``maximumDepth`` are refused. Anchors (`&name`)
/// without an alias are harmless and ignored. Scalars stay text: no type is inferred. Each read
/// has its own libyaml parser, so readers may run on several threads at once.
package struct YAMLReader: Sendable {
  /// The deepest nesting of lists and mappings accepted, the outermost counting as 1.
  package var maximumDepth: Int

  package init(maximumDepth: Int = 64) {
    self.maximumDepth = maximumDepth
  }

  /// The root node of `text`, or `nil` when it has no document (empty, or only comments).
  /// `file` names the document in errors.
  package func read(_ text: String, file: String) throws(YAMLReadError) -> YAMLNode? {
    var text = text
    return try text.withUTF8 { bytes in
      Result { () throws(YAMLReadError) in try read(bytes, file: file) }
    }.get()
  }

  /// The root node of the UTF-8 document in `bytes`, or `nil` when it has no document.
  package func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(YAMLReadError)
    -> YAMLNode?
  {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try read(UnsafeBufferPointer(rebasing: bytes.dropFirst(3)), file: file)
    }
    guard let parser = LibYAMLParser(bytes: bytes) else {
      throw YAMLReadError(.outOfMemory, file: file, line: 1, column: 1)
    }
    var builder = YAMLTreeBuilder(maximumDepth: maximumDepth, file: file)
    return try builder.build(parser, bytes: bytes)
  }
}
