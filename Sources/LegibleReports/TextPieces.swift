/// Text that a streaming writer gathers and hands on in pieces of about ``size`` bytes.
struct TextPieces {
  /// The size, in UTF-8 bytes, past which ``flush(to:minimum:)`` hands the text on.
  static let size = JSONOutput.flushSize

  /// The text gathered and not yet flushed.
  private(set) var text = ""

  /// Appends `s`.
  mutating func append(_ s: String) { text += s }

  /// Hands the text to `emit` once it is at least `minimum` bytes long (pass 0 at the end); an
  /// empty text is never emitted.
  mutating func flush(to emit: (String) -> Void, minimum: Int = size) {
    guard !text.isEmpty, text.utf8.count >= minimum else { return }
    emit(text)
    text = ""
  }
}
