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

/// Where scratch files go: `/dev/shm` (tmpfs) when there is one, else `$TMPDIR`. On a disk,
/// `FileManager.createFile` syncs each file, and that was most of the harnesses' time.
let fuzzRoot: String = {
  var isDirectory: ObjCBool = false
  if FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory),
    isDirectory.boolValue, access("/dev/shm", W_OK) == 0
  {
    return "/dev/shm/"
  }
  return NSTemporaryDirectory()
}()

/// A scratch directory for this fuzzing process (removed at exit).
let fuzzDirectory: String = {
  let path = fuzzRoot + "legible-fuzz-\(getpid())"
  try? FileManager.default.removeItem(atPath: path)
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  atexit {
    try? FileManager.default.removeItem(atPath: fuzzRoot + "legible-fuzz-\(getpid())")
  }
  return path
}()

/// Folders already made inside ``fuzzDirectory``.
nonisolated(unsafe) var fuzzFolders: Set<String> = []

/// Writes the input to `relativePath` inside ``fuzzDirectory`` and returns the full path (the
/// importers read files, so file-reading paths are fuzzed too). Plain `open`/`write`, no sync.
func writeFuzzFile(_ bytes: [UInt8], _ relativePath: String) -> String {
  let path = fuzzDirectory + "/" + relativePath
  let folder = (path as NSString).deletingLastPathComponent
  if !fuzzFolders.contains(folder) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    fuzzFolders.insert(folder)
  }
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { fatalError("fuzz harness: cannot write \(path): errno \(errno)") }
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if n <= 0 { break }
      offset += n
    }
  }
  close(fd)
  return path
}
