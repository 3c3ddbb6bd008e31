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

    /// Whether the write was refused before anything was written (the destination is a
    /// protected input or a directory), rather than failed.
    package var isRefusal = false

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
    try write(to: path, protecting: protecting) { emit in emit(text) }
  }

  /// Writes text produced piece by piece to `path`, replacing any existing file in one rename
  /// once `produce` returns; the pieces go to the temporary file as they come, so the whole
  /// text is never held in memory.
  ///
  /// - Parameters:
  ///   - path: The destination; its directory must exist.
  ///   - protecting: Paths that must never be overwritten (see ``write(_:to:protecting:)``).
  ///   - produce: Calls its argument with each piece of text, in order.
  /// - Throws: ``WriteError`` as ``write(_:to:protecting:)`` does; after a failure, later
  ///   pieces are dropped and the destination is unchanged.
  public static func write(
    to path: String, protecting: [String] = [], _ produce: (_ emit: (String) -> Void) -> Void
  ) throws(WriteError) {
    let target = canonical(path)
    if isProtected(target, among: protecting) {
      throw WriteError(
        path: path, message: "refusing to overwrite the input file with the report",
        isRefusal: true)
    }
    // What is already there decides how to write: a regular file (or nothing) is replaced by a
    // rename; a terminal, pipe or /dev/null is written in place (renaming over a device node
    // would replace the node itself, as root); anything else is refused.
    var info = stat()
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFCHR, S_IFIFO:
        let fd = open(target, O_WRONLY)
        guard fd >= 0 else {
          throw WriteError(
            path: path, message: "cannot open (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var failure: String?
        produce { piece in if failure == nil { failure = writeAll(piece, to: fd) } }
        if let failure { throw WriteError(path: path, message: failure) }
        return
      case S_IFDIR:
        throw WriteError(
          path: path, message: "is a directory; give a file path for the report", isRefusal: true)
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
    var failure: String?
    produce { piece in if failure == nil { failure = writeAll(piece, to: fd) } }
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

  /// Writes all of `text` to `fd`; a message on failure.
  private static func writeAll(_ text: String, to fd: Int32) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      var written = 0
      while written < bytes.count {
        let n = Foundation.write(fd, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return "cannot write (\(String(cString: strerror(errno))))"
        }
        written += n
      }
      return nil
    }
  }

  /// Whether the destination `target` (``canonical(_:)``) is one of `protecting`, after
  /// resolving symbolic links and `..` in each. Only a file that exists can be one of them, and
  /// only one that is the same file (device and inode, one `stat` each): the paths of those
  /// alone are resolved. Resolving every input's path took `stat` of each of its folders, 18,000
  /// calls and a sixth of the run for the 2,000 Swift files of `make bench` written with `-o`.
  static func isProtected(_ target: String, among protecting: [String]) -> Bool {
    guard !protecting.isEmpty else { return false }
    var written = stat()
    guard stat(target, &written) == 0 else { return false }
    return protecting.contains { input in
      var info = stat()
      return stat(input, &info) == 0 && info.st_dev == written.st_dev
        && info.st_ino == written.st_ino && canonical(input) == target
    }
  }

  /// The path with symbolic links and `.`/`..` resolved (the parent's, when the file does not
  /// exist yet).
  static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.resolvingSymlinksInPath().path
  }
}
