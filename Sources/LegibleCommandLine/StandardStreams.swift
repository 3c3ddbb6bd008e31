#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A sink for bytes: standard output, standard error or a buffer in tests.
protocol ByteSink: AnyObject {
  /// Writes all the bytes.
  func write(_ bytes: UnsafeRawBufferPointer)
}

extension ByteSink {
  /// Writes a string as UTF-8.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}

/// A source of bytes: standard input, a file, or a buffer in tests.
protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes; returns 0 at the end of the input.
  ///
  /// - Throws: ``CommandError`` when the read fails.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(CommandError) -> Int
}

/// A file descriptor used as a sink (unbuffered: callers batch their writes).
final class FileDescriptorSink: ByteSink {
  let descriptor: Int32

  init(descriptor: Int32) { self.descriptor = descriptor }

  func write(_ bytes: UnsafeRawBufferPointer) {
    guard var p = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let n = systemWrite(descriptor, p, remaining)
      if n < 0 {
        if errno == EINTR { continue }
        return  // EPIPE and friends: the reader went away; nothing useful to do.
      }
      p += n
      remaining -= n
    }
  }
}

/// A file descriptor used as a source; closes it on deinit when it owns it.
final class FileDescriptorSource: ByteSource {
  let descriptor: Int32
  let name: String
  let ownsDescriptor: Bool

  init(descriptor: Int32, name: String, ownsDescriptor: Bool) {
    self.descriptor = descriptor
    self.name = name
    self.ownsDescriptor = ownsDescriptor
  }

  /// Opens a file for reading.
  ///
  /// - Throws: ``CommandError`` naming the path and the system's reason.
  convenience init(path: String) throws(CommandError) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else {
      throw .input("cannot open '\(path)': \(String(cString: strerror(errno)))")
    }
    self.init(descriptor: fd, name: path, ownsDescriptor: true)
  }

  deinit { if ownsDescriptor { close(descriptor) } }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(CommandError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      let n = systemRead(descriptor, base, buffer.count)
      if n >= 0 { return n }
      if errno == EINTR { continue }
      throw .input("cannot read '\(name)': \(String(cString: strerror(errno)))")
    }
  }
}

/// Standard input, output and error, replaceable in tests.
struct StandardStreams {
  var input: any ByteSource
  var output: any ByteSink
  var error: any ByteSink

  /// The process's own streams.
  static func process() -> StandardStreams {
    StandardStreams(
      input: FileDescriptorSource(descriptor: 0, name: "<stdin>", ownsDescriptor: false),
      output: FileDescriptorSink(descriptor: 1),
      error: FileDescriptorSink(descriptor: 2))
  }
}

// Free functions, so that the C `write`/`read` are not shadowed by the protocol methods.
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }

private func systemRead(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int {
  read(fd, p, n)
}
