import CLibYAML
import LegibleColor

/// Builds the ``YAMLNode`` tree from libyaml's events (``LibYAMLParser``) and stops at the first
/// reason to refuse the document: a libyaml error, an alias, a tag, a second document, a
/// repeated or complex key, or nesting deeper than the limit.
struct YAMLTreeBuilder {
  /// An open list or mapping. A class, so that appending to the innermost one does not copy its
  /// items (an enum payload in the stack would be copied on every change).
  private final class Frame {
    let isMapping: Bool
    let line: Int
    let column: Int
    var items: [YAMLNode] = []
    var pairs: [YAMLNode.Pair] = []
    /// A mapping's key that waits for its value.
    var key: YAMLNode?
    /// A mapping's keys so far and the line of each.
    var keyLines: [String: Int] = [:]

    init(isMapping: Bool, line: Int, column: Int) {
      self.isMapping = isMapping
      self.line = line
      self.column = column
    }

    var node: YAMLNode {
      YAMLNode(isMapping ? .mapping(pairs) : .sequence(items), line: line, column: column)
    }
  }

  let maximumDepth: Int
  let file: String
  private var stack: [Frame] = []
  private var root: YAMLNode?
  private var documentLine: Int?

  init(maximumDepth: Int, file: String) {
    self.maximumDepth = maximumDepth
    self.file = file
  }

  /// Reads every event of `parser`, which reads `bytes`: the root node of the stream's one
  /// document, or `nil` for a stream without a document (empty, or only comments).
  mutating func build(_ parser: LibYAMLParser, bytes: UnsafeBufferPointer<UInt8>)
    throws(YAMLReadError) -> YAMLNode?
  {
    while true {
      guard let event = parser.next() else { throw failure(parser.failure, bytes: bytes) }
      let line = event.start_mark.line + 1
      let column = event.start_mark.column + 1
      switch event.type {
      case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
        return root
      case YAML_DOCUMENT_START_EVENT:
        if let documentLine {
          throw error(.multipleDocuments(firstLine: documentLine), line, column)
        }
        documentLine = line
      case YAML_ALIAS_EVENT:
        throw error(.alias(name: Self.text(event.data.alias.anchor)), line, column)
      case YAML_SCALAR_EVENT:
        let scalar = event.data.scalar
        if let tag = scalar.tag { throw error(.tag(Self.tag(tag)), line, column) }
        let text = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        try add(YAMLNode(.scalar(text, Self.style(scalar.style)), line: line, column: column))
      case YAML_SEQUENCE_START_EVENT:
        if let tag = event.data.sequence_start.tag {
          throw error(.tag(Self.tag(tag)), line, column)
        }
        try open(Frame(isMapping: false, line: line, column: column))
      case YAML_MAPPING_START_EVENT:
        if let tag = event.data.mapping_start.tag {
          throw error(.tag(Self.tag(tag)), line, column)
        }
        try open(Frame(isMapping: true, line: line, column: column))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        guard let frame = stack.popLast() else { continue }
        try add(frame.node)
      default:
        continue
      }
    }
  }

  private func error(_ problem: YAMLReadError.Problem, _ line: Int, _ column: Int)
    -> YAMLReadError
  {
    YAMLReadError(problem, file: file, line: line, column: column)
  }

  private mutating func open(_ frame: Frame) throws(YAMLReadError) {
    if let parent = stack.last, parent.isMapping, parent.key == nil {
      throw error(.complexKey, frame.line, frame.column)
    }
    guard stack.count < maximumDepth else {
      throw error(.tooDeep(limit: maximumDepth), frame.line, frame.column)
    }
    stack.append(frame)
  }

  private mutating func add(_ node: YAMLNode) throws(YAMLReadError) {
    guard let parent = stack.last else {
      root = node
      return
    }
    guard parent.isMapping else {
      parent.items.append(node)
      return
    }
    if let key = parent.key {
      parent.pairs.append(YAMLNode.Pair(key: key, value: node))
      parent.key = nil
      return
    }
    // Collections never reach here as keys: `open` refuses them.
    let text = node.text ?? ""
    if let firstLine = parent.keyLines[text] {
      throw error(.duplicateKey(text, firstLine: firstLine), node.line, node.column)
    }
    parent.keyLines[text] = node.line
    parent.key = node
  }

  private func failure(_ failure: LibYAMLParser.Failure, bytes: UnsafeBufferPointer<UInt8>)
    -> YAMLReadError
  {
    switch failure.kind {
    case YAML_MEMORY_ERROR:
      return error(.outOfMemory, 1, 1)
    case YAML_READER_ERROR:
      let position = TextPosition.end(of: bytes[..<min(failure.offset, bytes.count)])
      return error(.encoding(failure.problem), position.line, position.column)
    default:
      let line = failure.line + 1
      let column = failure.column + 1
      if failure.problem.contains("tab character")
        || (failure.problem.contains("cannot start any token")
          && Self.byte(atLine: line, column: column, in: bytes) == UInt8(ascii: "\t"))
      {
        return error(.tab, line, column)
      }
      return error(
        .syntax(
          problem: failure.problem, context: failure.context,
          contextLine: failure.context == nil ? 0 : failure.contextLine + 1), line, column)
    }
  }

  /// The first byte of the character at a 1-based line and column, lines ending at a line feed
  /// or a carriage return (a CR LF pair is one break), as libyaml counts them.
  private static func byte(atLine line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> UInt8?
  {
    var index = 0
    var currentLine = 1
    while currentLine < line, index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
        currentLine += 1
      }
    }
    var currentColumn = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 {
        if currentColumn == column { return byte }
        currentColumn += 1
      }
      index += 1
    }
    return nil
  }

  private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
    pointer.map { String(cString: $0) } ?? ""
  }

  /// A tag as a YAML file would write it: libyaml expands `!!str` to `tag:yaml.org,2002:str`.
  private static func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
    let expanded = text(pointer)
    let core = "tag:yaml.org,2002:"
    return expanded.hasPrefix(core) ? "!!" + expanded.dropFirst(core.count) : expanded
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.Style {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
