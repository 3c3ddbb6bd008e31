// Shared helpers of the libFuzzer harnesses (compiled into each one by scripts/fuzz.sh).

import Foundation

/// The fuzzer's input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The fuzzer's input as text; invalid UTF-8 becomes U+FFFD, as when a file is read.
func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
  String(decoding: fuzzBytes(data, size), as: UTF8.self)
}

/// A scratch directory for this fuzzing process (removed at exit).
let fuzzDirectory: String = {
  let path = NSTemporaryDirectory() + "legible-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
  try? FileManager.default.removeItem(atPath: path)
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  atexit {
    let path = NSTemporaryDirectory() + "legible-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.removeItem(atPath: path)
  }
  return path
}()

/// Writes the input to `relativePath` inside ``fuzzDirectory`` and returns the full path (the
/// importers read files, so file-reading paths are fuzzed too).
func writeFuzzFile(_ bytes: [UInt8], _ relativePath: String) -> String {
  let path = fuzzDirectory + "/" + relativePath
  let folder = (path as NSString).deletingLastPathComponent
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  return path
}
