/// Where each line of a text starts, to turn UTF-8 offsets into lines and columns: the
/// physical line and column SwiftSyntax's `SourceLocationConverter` gives (a line ends after
/// `\n`, after `\r\n`, or after a `\r` not followed by `\n`; the column counts UTF-8 bytes from
/// 1), read from the text's bytes instead of the syntax tree's tokens (the converter's walk of
/// every token was 4 % of extracting the generated Swift files of issue 20).
struct LineTable: Sendable {
  /// The offset each line starts at, the first line's (0) first.
  private let starts: [Int]
  /// The text's length in UTF-8 bytes.
  private let length: Int

  init(_ text: String) {
    var starts = [0]
    var text = text
    length = text.utf8.count
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
          starts.append(index)
        } else if byte == UInt8(ascii: "\r") {
          if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { continue }
          starts.append(index)
        }
      }
    }
    self.starts = starts
  }

  /// The 1-based line and UTF-8 column of `offset` (clamped to the text, as the converter does).
  func location(of offset: Int) -> (line: Int, column: Int) {
    let offset = max(0, min(offset, length))
    // The last line starting at or before `offset`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
