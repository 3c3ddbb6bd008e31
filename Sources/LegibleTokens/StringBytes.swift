import Foundation

extension String {
  /// Whether `needle`'s UTF-8 bytes occur in this string's: the first byte found with `memchr`,
  /// the rest compared with `memcmp` (an empty needle occurs everywhere).
  package func containsBytes(of needle: String) -> Bool {
    var text = self
    var word = needle
    return text.withUTF8 { haystack in
      word.withUTF8 { needle in
        guard !needle.isEmpty else { return true }
        guard var start = haystack.baseAddress, haystack.count >= needle.count,
          let wanted = needle.baseAddress
        else { return false }
        let last = start + (haystack.count - needle.count)
        while start <= last,
          let found = memchr(start, Int32(wanted.pointee), last - start + 1)?
            .assumingMemoryBound(to: UInt8.self)
        {
          if memcmp(found, wanted, needle.count) == 0 { return true }
          start = UnsafePointer(found) + 1
        }
        return false
      }
    }
  }

  /// The UTF-8 offset of the first `byte` in this string (`memchr`), or `nil`.
  package func utf8Offset(of byte: UInt8) -> Int? {
    var text = self
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count)
      else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
  }

  /// This string with every occurrence of `target` replaced by `replacement`, as Foundation's
  /// `replacingOccurrences(of:with:)` gives it, but without bridging to `NSString` when
  /// `target` does not occur (most texts a probe's path is replaced in never name it).
  package func replacingBytes(of target: String, with replacement: String) -> String {
    guard !target.isEmpty, containsBytes(of: target) else { return self }
    return replacingOccurrences(of: target, with: replacement)
  }
}
