// Substring search on UTF-8 bytes, for the importers' syntax searches (`var(`, `!important`,
// `<color`, `name=`). Foundation's `range(of:options:)` costs thousands of instructions per call
// on Linux (it bridges to NSString and UTF-16). The needles are ASCII syntax, and the formats
// (CSS, XML) are defined on code points with ASCII case-insensitivity where case is ignored
// (CSS Syntax Level 3 §2.1), so a byte search with ASCII-only case folding is the specified
// comparison. Unlike Foundation it does not treat canonically equivalent sequences as equal and
// may match before a combining mark; for ASCII needles in these formats that makes no difference
// to what is imported.

extension StringProtocol {
  /// The first range (the last with `backwards`) where `needle`'s UTF-8 bytes occur, ASCII
  /// letters compared case-insensitively when `caseInsensitive`; `nil` when absent or empty.
  package func rangeOfBytes(
    _ needle: String, caseInsensitive: Bool = false, backwards: Bool = false
  ) -> Range<Index>? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return nil }
    let bytes = utf8
    let count = bytes.count
    guard pattern.count <= count else { return nil }
    @inline(__always) func fold(_ b: UInt8) -> UInt8 {
      caseInsensitive && b >= 0x41 && b <= 0x5A ? b | 0x20 : b
    }
    let folded = pattern.map(fold)
    let found: Int? =
      bytes.withContiguousStorageIfAvailable { buffer -> Int? in
        Self.search(buffer, folded, backwards: backwards, fold: fold)
      }
      ?? Array(bytes).withUnsafeBufferPointer { buffer -> Int? in
        Self.search(buffer, folded, backwards: backwards, fold: fold)
      }
    guard let offset = found else { return nil }
    let lower = bytes.index(bytes.startIndex, offsetBy: offset)
    let upper = bytes.index(lower, offsetBy: pattern.count)
    return lower..<upper
  }

  private static func search(
    _ buffer: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8], backwards: Bool,
    fold: (UInt8) -> UInt8
  ) -> Int? {
    let last = buffer.count - pattern.count
    func matches(at start: Int) -> Bool {
      var k = 0
      while k < pattern.count, fold(buffer[start + k]) == pattern[k] { k += 1 }
      return k == pattern.count
    }
    if backwards {
      for start in stride(from: last, through: 0, by: -1) where matches(at: start) { return start }
    } else {
      for start in 0...last where matches(at: start) { return start }
    }
    return nil
  }
}
