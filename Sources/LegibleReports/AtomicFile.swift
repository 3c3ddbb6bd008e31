import Foundation

/// Writes files atomically: the bytes go to a temporary file in the destination's directory,
/// which is then renamed over the destination, so a reader (or a failed run) never sees a
/// truncated report.
package enum AtomicFile {
  /// A failed write: what and where.
  package struct WriteError: Error, Sendable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// What went wrong and how to fix it.
    package var message: String

    /// "Reports/x.html: cannot create … (No such file or directory)".
    package var description: String { path + ": " + message }
  }

  /// Writes `text` as UTF-8 to `path`, replacing any existing file in one rename.
  ///
  /// - Parameters:
  ///   - text: The contents.
  ///   - path: The destination; its directory must exist.
  ///   - protecting: Paths that must never be overwritten (the input spec): writing onto one of
  ///     them, after resolving symbolic links and `..`, throws instead.
  /// - Throws: ``WriteError`` when the destination is protected or the file cannot be written;
  ///   the destination is then unchanged and no temporary file is left behind.
  package static func write(_ text: String, to path: String, protecting: [String] = [])
    throws(WriteError)
  {
    let target = canonical(path)
    if protecting.contains(where: { canonical($0) == target }) {
      throw WriteError(
        path: path, message: "refusing to overwrite the input spec; choose another output path")
    }
    // What is already there decides how to write: a regular file (or nothing) is replaced by a
    // rename; a terminal, pipe or /dev/null is written in place (renaming over a device node
    // would replace the node itself, as root); anything else is refused.
    var info = stat()
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFCHR, S_IFIFO:
        try writeInPlace(Array(text.utf8), to: target, shownAs: path)
        return
      case S_IFDIR:
        throw WriteError(path: path, message: "is a directory; give a file path for the report")
      default:
        throw WriteError(
          path: path, message: "is not a regular file, a terminal or a pipe; choose a file path")
      }
    }
    // Replace the file a symbolic link points to, not the link.
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent().path
    var template = Array((directory + "/." + url.lastPathComponent + ".tmp-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard fd >= 0 else {
      throw WriteError(
        path: path,
        message:
          "cannot create a temporary file in \(directory) (\(String(cString: strerror(errno))))"
      )
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let bytes = Array(text.utf8)
    var written = 0
    var failure: String?
    while written < bytes.count {
      let n = bytes.withUnsafeBytes {
        Foundation.write(fd, $0.baseAddress.map { $0 + written }, $0.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        failure = "cannot write (\(String(cString: strerror(errno))))"
        break
      }
      written += n
    }
    if failure == nil, fsync(fd) != 0 {
      failure = "cannot flush (\(String(cString: strerror(errno))))"
    }
    if failure == nil { fchmod(fd, 0o644) }
    close(fd)
    if failure == nil, rename(temporary, target) != 0 {
      failure = "cannot rename into place (\(String(cString: strerror(errno))))"
    }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, message: failure)
    }
  }

  /// Writes to an existing character device or FIFO (a terminal, a pipe, /dev/null) directly.
  private static func writeInPlace(_ bytes: [UInt8], to target: String, shownAs path: String)
    throws(WriteError)
  {
    let fd = open(target, O_WRONLY)
    guard fd >= 0 else {
      throw WriteError(path: path, message: "cannot open (\(String(cString: strerror(errno))))")
    }
    defer { close(fd) }
    var written = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes {
        Foundation.write(fd, $0.baseAddress.map { $0 + written }, $0.count - written)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw WriteError(path: path, message: "cannot write (\(String(cString: strerror(errno))))")
      }
      written += n
    }
  }

  /// The path with symbolic links and `.`/`..` resolved (the parent's, when the file does not
  /// exist yet).
  static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.resolvingSymlinksInPath().path
  }
}
