import CLibYAML

/// One libyaml event parser (`yaml_parser_parse`) over its own copy of a document, read as
/// UTF-8; the parser, its last event and the copy are freed with the object.
final class LibYAMLParser {
  /// What libyaml reported when parsing stopped: its error kind, its words and where.
  struct Failure {
    /// `YAML_READER_ERROR` (bytes that are not UTF-8, control characters), `YAML_SCANNER_ERROR`,
    /// `YAML_PARSER_ERROR` or `YAML_MEMORY_ERROR`.
    var kind: yaml_error_type_t
    var problem: String
    /// The byte offset of a reader error (reader errors have no line and column).
    var offset: Int
    /// The 0-based line and column of a scanner or parser error.
    var line: Int
    var column: Int
    /// What libyaml was reading (`while scanning a simple key`), and where that started.
    var context: String?
    var contextLine: Int
  }

  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let event: UnsafeMutablePointer<yaml_event_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  /// Whether `event` holds an event to delete.
  private var holdsEvent = false

  /// A parser reading a copy of `bytes`, or `nil` when libyaml cannot allocate one.
  init?(bytes: UnsafeBufferPointer<UInt8>) {
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    event = .allocate(capacity: 1)
    parser = .allocate(capacity: 1)
    guard yaml_parser_initialize(parser) == 1 else {
      parser.deallocate()
      event.deallocate()
      input.deallocate()
      return nil
    }
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    // Legible's files are UTF-8; without this, libyaml would read UTF-16 after a UTF-16
    // byte-order mark.
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  deinit {
    if holdsEvent { yaml_event_delete(event) }
    yaml_parser_delete(parser)
    parser.deallocate()
    event.deallocate()
    input.deallocate()
  }

  /// The next event (valid until the next call), or `nil` when libyaml stopped at an error
  /// (``failure``). After the stream's end libyaml returns empty events.
  func next() -> yaml_event_t? {
    if holdsEvent {
      yaml_event_delete(event)
      holdsEvent = false
    }
    guard yaml_parser_parse(parser, event) == 1 else { return nil }
    holdsEvent = true
    return event.pointee
  }

  /// Why ``next()`` returned `nil`.
  var failure: Failure {
    let state = parser.pointee
    return Failure(
      kind: state.error, problem: state.problem.map { String(cString: $0) } ?? "",
      offset: state.problem_offset, line: state.problem_mark.line,
      column: state.problem_mark.column, context: state.context.map { String(cString: $0) },
      contextLine: state.context_mark.line)
  }
}
