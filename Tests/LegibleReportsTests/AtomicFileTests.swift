import Foundation
import LegibleReports
import Testing

@Suite struct AtomicFileTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("legible-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func writesAndReplacesWithoutLeftovers() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("r.html").path
    try AtomicFile.write("first", to: path)
    try AtomicFile.write("second é", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "second é")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.html"])
  }

  @Test func refusesTheInputSpec() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let spec = dir.appendingPathComponent("spec.json").path
    try AtomicFile.write("{}", to: spec)
    let sneaky = dir.appendingPathComponent("sub/../spec.json").path
    #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("report", to: sneaky, protecting: [spec])
    }
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == "{}")
  }

  /// A destination that reaches an input through a symbolic link is refused (the write
  /// replaces the file a link points to); a hard link to it is another name, replaced by the
  /// rename while the input keeps its bytes, so it is written; a destination that does not
  /// exist yet is not an input.
  @Test func refusesAnInputReachedThroughALinkOnly() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let spec = dir.appendingPathComponent("spec.json").path
    try AtomicFile.write("{}", to: spec)
    let symbolic = dir.appendingPathComponent("link.json").path
    #expect(symlink(spec, symbolic) == 0)
    #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("report", to: symbolic, protecting: [spec])
    }
    let hard = dir.appendingPathComponent("hard.json").path
    #expect(link(spec, hard) == 0)
    try AtomicFile.write("report", to: hard, protecting: [spec])
    #expect(try String(contentsOfFile: hard, encoding: .utf8) == "report")
    let fresh = dir.appendingPathComponent("new.json").path
    try AtomicFile.write("report", to: fresh, protecting: [spec, fresh])
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == "{}")
  }

  @Test func missingDirectoryFailsCleanly() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("no/such/dir/r.md").path
    do {
      try AtomicFile.write("x", to: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("cannot create a temporary file"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}

extension AtomicFileTests {
  @Test func devicesAndPipesAreWrittenInPlaceNotReplaced() throws {
    // Renaming over /dev/null as root would replace the device node with a regular file.
    try AtomicFile.write("discarded", to: "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    // A FIFO receives the bytes and stays a FIFO.
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fifo = dir.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Keep a reader on the pipe until the writer closes it (FileManager.contents stats the FIFO
    // as empty and closes early, which would raise SIGPIPE in the writer).
    signal(SIGPIPE, SIG_IGN)
    let reader = Thread {
      let handle = FileHandle(forReadingAtPath: fifo)
      _ = handle?.readDataToEndOfFile()
      try? handle?.close()
    }
    reader.start()
    try AtomicFile.write("through the pipe", to: fifo)
    #expect(stat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func symbolicLinkTargetIsReplacedNotTheLink() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let real = dir.appendingPathComponent("real.md").path
    let link = dir.appendingPathComponent("link.md").path
    try AtomicFile.write("old", to: real)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    try AtomicFile.write("new", to: link)
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
  }

  @Test func directoryIsRefused() throws {
    let dir = try Self.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let error = #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("x", to: dir.path)
    }
    #expect(error?.message.contains("directory") == true)
  }
}
