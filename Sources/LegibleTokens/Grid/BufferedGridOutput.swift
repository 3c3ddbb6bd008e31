/// Buffers grid output and hands it to a writer in chunks of at least 64 KiB (a file, a pipe),
/// so a large grid is written in a few calls and never held in memory whole.
public struct BufferedGridOutput: GridOutput {
  /// Bytes buffered before a chunk is handed on.
  public static let chunkSize = 1 << 16

  let sinkWrite: (String) -> Void
  var buffer = ""

  /// An output that passes its chunks to `write`; call `flush()` after the last grid.
  public init(write: @escaping (String) -> Void) { self.sinkWrite = write }

  /// Appends text, handing the buffer on once it reaches `chunkSize` bytes.
  public mutating func write(_ text: String) {
    buffer += text
    if buffer.utf8.count >= Self.chunkSize { flush() }
  }

  /// Hands on whatever is buffered.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    sinkWrite(buffer)
    buffer = ""
  }
}
