/// Gathers a streaming writer's text into pieces for ``ReportWriter/write(_:to:)``: the writer
/// appends sections and rows as it renders them, and the gathered text goes to `emit` as one
/// piece whenever it reaches ``size`` UTF-8 bytes or a section ends, so only one piece (a few
/// KB) is held at a time, never the whole report.
struct ReportPieces {
  /// The UTF-8 size at which the gathered text is emitted.
  static let size = 4096

  private var text = ""
  private let emit: (String) -> Void

  private init(emit: @escaping (String) -> Void) {
    self.emit = emit
  }

  /// Runs `body` with pieces that go to `emit`, then emits what is left.
  static func emitting(to emit: (String) -> Void, _ body: (inout ReportPieces) -> Void) {
    withoutActuallyEscaping(emit) { emit in
      var pieces = ReportPieces(emit: emit)
      body(&pieces)
      pieces.endSection()
    }
  }

  /// The UTF-8 size of the text `body` renders, rendered piece by piece and not kept.
  static func measuring(_ body: (inout ReportPieces) -> Void) -> Int {
    var count = 0
    emitting(to: { count += $0.utf8.count }, body)
    return count
  }

  /// Appends text, emitting the gathered text once it reaches ``size``.
  static func += (pieces: inout ReportPieces, text: String) {
    pieces.text += text
    if pieces.text.utf8.count >= size { pieces.endSection() }
  }

  /// Emits the gathered text (if any) as one piece.
  mutating func endSection() {
    guard !text.isEmpty else { return }
    emit(text)
    text = ""
  }
}
