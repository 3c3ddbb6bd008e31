// Hexadecimal digits in ASCII: one encoder and one decoder for the colour parser and writer, the
// suggester, the token importers, the report writers' percent-encoding and the benchmarks.

/// ASCII hexadecimal digits.
package enum Hex {
  /// The ASCII digit of `value` (0…15): `0`–`9`, then `a`–`f` (`A`–`F` when `uppercase`).
  @inlinable
  package static func digit(_ value: UInt8, uppercase: Bool = false) -> UInt8 {
    value < 10
      ? UInt8(ascii: "0") &+ value
      : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) &+ value &- 10
  }

  /// Appends the two digits of `byte`, high first (`0x0f` → `0f`).
  @inlinable
  package static func append(_ byte: UInt8, to ascii: inout [UInt8], uppercase: Bool = false) {
    ascii.append(digit(byte >> 4, uppercase: uppercase))
    ascii.append(digit(byte & 0xF, uppercase: uppercase))
  }

  /// The two digits of `byte` as a string (`0x0f` → `"0f"`).
  package static func string(_ byte: UInt8, uppercase: Bool = false) -> String {
    var ascii: [UInt8] = []
    append(byte, to: &ascii, uppercase: uppercase)
    return String(decoding: ascii, as: UTF8.self)
  }

  /// The value of an ASCII hex digit of either case (`0`–`9`, `a`–`f`, `A`–`F`), else `nil`.
  @inlinable
  package static func value(_ ascii: UInt8) -> UInt8? {
    switch ascii {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii &- UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): ascii &- UInt8(ascii: "a") &+ 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): ascii &- UInt8(ascii: "A") &+ 10
    default: nil
    }
  }

  /// The number one or more hex digits spell (`"7F"` → 127), or `nil` when any is not a digit
  /// or the number does not fit in a byte.
  package static func byte(_ digits: some Sequence<UInt8>) -> UInt8? {
    var result = 0
    var count = 0
    for ascii in digits {
      guard let v = value(ascii) else { return nil }
      result = result * 16 + Int(v)
      count += 1
      guard result <= 0xFF else { return nil }
    }
    return count == 0 ? nil : UInt8(result)
  }
}
