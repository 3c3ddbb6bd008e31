/// Line and column counting over UTF-8 text, as the JSON and CSS readers report positions:
/// 1-based, a line feed starts a new line, and a column is one Unicode scalar (continuation
/// bytes do not count).
package enum TextPosition {
  /// Moves `line` and `column` past one UTF-8 byte.
  @inlinable
  package static func advance(_ line: inout Int, _ column: inout Int, past byte: UInt8) {
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  /// The line and column just past `bytes`, counted from line 1, column 1.
  package static func end(of bytes: some Sequence<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes { advance(&line, &column, past: byte) }
    return (line, column)
  }
}
