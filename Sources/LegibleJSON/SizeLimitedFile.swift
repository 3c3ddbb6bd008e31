import Foundation

/// A whole file read with a size limit (specs and token files): the bytes, or why not. Callers
/// turn the ``Failure`` into their own error type and message.
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
}
