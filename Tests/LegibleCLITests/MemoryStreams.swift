@testable import LegibleCommandLine

/// An in-memory sink (tests).
final class MemorySink: ByteSink {
  private(set) var bytes: [UInt8] = []

  /// The bytes written so far, decoded as UTF-8.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  func write(_ bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
}

/// An in-memory source (tests); `chunkLimit` bounds each read to exercise chunk boundaries.
final class MemorySource: ByteSource {
  private let bytes: [UInt8]
  private var offset = 0
  private let chunkLimit: Int

  init(_ text: String, chunkLimit: Int = .max) {
    bytes = Array(text.utf8)
    self.chunkLimit = chunkLimit
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(CommandError) -> Int {
    let n = min(buffer.count, bytes.count - offset, chunkLimit)
    guard n > 0, let base = buffer.baseAddress else { return 0 }
    bytes.withUnsafeBytes { src in
      guard let s = src.baseAddress else { return }
      base.copyMemory(from: s + offset, byteCount: n)
    }
    offset += n
    return n
  }
}
