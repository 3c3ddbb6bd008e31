import Foundation
import LegibleColor

/// A whole file read with a size limit (specs and token files): the bytes or the text, or why not.
/// Callers turn the ``Failure`` into their own error type, with the words of
/// ``message(for:limit:noSuchFile:directory:limitName:)``.
package enum SizeLimitedFile {
  /// Why a file was not read.
  package enum Failure: Error, Sendable, Hashable {
    /// Nothing exists at the path.
    case noSuchFile
    /// The path names a directory.
    case directory
    /// The file cannot be opened or read.
    case unreadable
    /// The file has more bytes than the limit.
    case tooLarge
    /// The bytes are not valid UTF-8 (only from ``text(at:limit:)``).
    case notUTF8
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  ///
  /// At most one byte more than the limit is read, so that neither a huge file nor a device such
  /// as /dev/zero (a symbolic link in a pull request can point there) is read in full.
  package static func bytes(at path: String, limit: Int) throws(Failure) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .noSuchFile
    }
    guard !isDirectory.boolValue else { throw .directory }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: limit + 1) ?? Data() else { throw .unreadable }
    guard data.count <= limit else { throw .tooLarge }
    return [UInt8](data)
  }

  /// The text of the UTF-8 file at `path`, at most `limit` bytes, a leading byte-order mark
  /// removed (``bytes(at:limit:)``, then ``UTF8Text/decoding(_:)``).
  package static func text(at path: String, limit: Int) throws(Failure) -> String {
    guard let text = UTF8Text.decoding(try bytes(at: path, limit: limit)) else { throw .notUTF8 }
    return text
  }

  /// What a read failure says: the caller's words for a missing file and a directory, the
  /// common words for the rest (`limitName` says whose limit `limit` is, e.g. `token files`).
  package static func message(
    for failure: Failure, limit: Int, noSuchFile: String, directory: String, limitName: String
  ) -> String {
    switch failure {
    case .noSuchFile: noSuchFile
    case .directory: directory
    case .unreadable: "cannot read the file; check its permissions"
    case .tooLarge:
      "the file is larger than \(limit) bytes (\(limit >> 20) MiB), the limit for \(limitName)"
    case .notUTF8: "the file is not valid UTF-8; save it as UTF-8"
    }
  }
}
