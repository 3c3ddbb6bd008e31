/// Text files as Legible reads them (specs, baselines, token files): UTF-8, with a leading byte
/// order mark (EF BB BF) ignored.
package enum UTF8Text {
  /// The text of `bytes` without a leading byte order mark, or `nil` when they are not UTF-8.
  package static func decoding(_ bytes: some Collection<UInt8>) -> String? {
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    return String(validating: hasMark ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
  }
}
